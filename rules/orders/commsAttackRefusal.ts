/*
 * Decisions (docs/rulings.md "Comms Attacks"; rules/citations/hackingCitations.ts):
 * - A Comms Attack runs a Hacking Program of the edition's catalogue; only a Hacker (a trooper
 *   with the `hacker` skill: a Hacking Device) may declare one. N3 has no sourced program: every
 *   N3 Comms Attack is refused.
 * - Targets: enemies only, each of a unit type the program may target (Carbonite: HI, TAG, REM)
 *   or a Hacker; each named once. In the Active Turn the whole Burst is used, split among the
 *   targets as a BS Attack's; in ARO the Burst is the ARO Burst (1) and the target is the
 *   activated trooper.
 * - The Hacking Area (the program's range) and the absence of LoF are read from the table facts
 *   elsewhere (unmetRequirement, aroRefusal), not here.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { burstFor } from '../combat/burstFor.ts';
import { findProgram, type HackingProgram } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { areEnemies, trooperView, type TableView } from '../table/tableView.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';
import { unruledProgramRefusal } from './unruledPrograms.ts';

type CommsAttack = Extract<SkillDeclaration, { skill: 'comms-attack' }>;

/** The Hacking Area: where a Hacker's programs reach (N3: no Hacking in the sources read). */
export const hackingAreaCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/hacking/unsourced',
    n4: 'n4/hacking/hacking-area',
    n5: 'n5/hacking/hacking-area',
  });

export const commsAttackCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/hacking/unsourced',
    n4: 'n4/hacking/comms-attack',
    n5: 'n5/hacking/comms-attack',
  });

/** The program a Hacker may run in this edition, or why not. */
export const programFor = (table: TableView, trooper: string, id: string): E.Either<Refusal, HackingProgram> => {
  const edition = table.edition;
  if (edition === 'n3') {
    return E.left(
      refuse(
        'N3 Hacking Programs (Carbonite, Immobilized-2) are not in the sources this engine was built from, so N3 Comms Attacks are not adjudicated',
        'n3/hacking/unsourced',
      ),
    );
  }
  const view = trooperView(table, trooper);
  if (view === undefined) return E.left(refuse(`there is no trooper ${trooper}`, commsAttackCitation(edition)));
  if (!view.profile.skills.includes('hacker'))
    return E.left(
      refuse(`${trooper} is not a Hacker (no Hacking Device): it cannot run ${id}`, commsAttackCitation(edition)),
    );
  const program = findProgram(edition, id);
  const unruled = program === undefined ? unruledProgramRefusal(edition, id) : null;
  if (unruled !== null) return E.left(unruled);
  if (program === undefined)
    return E.left(refuse(`no Hacking Program ${id} in the ${edition} catalogue`, commsAttackCitation(edition)));
  return E.right(program);
};

/** Whether the program may target this trooper: an enemy of a listed unit type, or a Hacker. */
export const hackable = (table: TableView, program: HackingProgram, target: string): boolean => {
  const view = trooperView(table, target);
  return (
    view !== undefined && (program.targets.includes(view.profile.unitType) || view.profile.skills.includes('hacker'))
  );
};

/**
 * Why this Comms Attack cannot be declared (Active Turn: `activeTarget` null; ARO: the activated
 * trooper it must target), or null.
 */
export const commsAttackRefusal = (
  table: TableView,
  trooper: string,
  d: CommsAttack,
  activeTarget: string | null,
): Refusal | null => {
  const found = programFor(table, trooper, d.program);
  if (E.isLeft(found)) return found.left;
  const program = found.right;
  const edition = table.edition;
  const cite = commsAttackCitation(edition);
  if (d.targets.length === 0) return refuse('a Comms Attack names at least one target', cite);
  const seen = new Set<string>();
  for (const t of d.targets) {
    if (seen.has(t.target)) return refuse(`${t.target} is named twice: give its whole share of the Burst once`, cite);
    seen.add(t.target);
    if (activeTarget !== null && t.target !== activeTarget)
      return refuse(
        `an ARO must target the activated trooper ${activeTarget}`,
        inEdition(edition, 'aro/target-activated-trooper'),
      );
    if (trooperView(table, t.target) === undefined) return refuse(`there is no trooper ${t.target}`, cite);
    if (!areEnemies(table, trooper, t.target))
      return refuse(`${t.target} is not an enemy of ${trooper}`, program.citation);
    if (!hackable(table, program, t.target)) {
      return refuse(
        `${program.name} may only target ${program.targets.join(', ')} or a Hacker: ${t.target} is ${trooperView(table, t.target)?.profile.unitType ?? '?'}`,
        program.citation,
      );
    }
  }
  const shots = d.targets.reduce((n, t) => n + t.burst, 0);
  const b = burstFor(edition, {
    weaponBurst: program.burst,
    turn: activeTarget === null ? 'active' : 'reactive',
    twinWeapons: false,
    entireOrder: false,
    totalReaction: false,
  });
  const last = b.steps[b.steps.length - 1];
  if (shots > b.burst)
    return refuse(
      `${shots} shots declared but ${program.name} has B${b.burst} here (${last?.reason ?? 'its Burst'})`,
      last?.citation ?? program.citation,
    );
  if (activeTarget === null && shots < b.burst)
    return refuse(`in the Active Turn the whole Burst (B${b.burst}) must be used; ${shots} declared`, program.citation);
  return null;
};

/** The troopers the activated trooper's declared skills aim Comms Attacks at. */
export const commsTargets = (...skills: readonly (SkillDeclaration | null)[]): readonly string[] => {
  // Asked at every ARO decision, nearly always with no Comms Attack: a loop, no list per skill.
  const targets: string[] = [];
  for (const s of skills)
    if (s !== null && s.skill === 'comms-attack') for (const t of s.targets) targets.push(t.target);
  return targets;
};
