/*
 * Decisions (facts.md §5):
 * - N3 has Immobilized-1/-2 rather than IMM-A/IMM-B. Both 'imm-a' and 'imm-b' are read in N3 as
 *   Immobilized-1 (no movement skill but Discover, no Attacks): Discover, Reset and Idle remain;
 *   Dodge is not allowed (it moves the trooper). UNCONFIRMED.
 * - N3 Engaged is read as N4: CC Attack, Dodge, Idle, Reset. UNCONFIRMED.
 * - N5 Isolated disables Comms Equipment and Hacking: a Comms Attack is refused (N3/N4: facts.md
 *   gives that rule for N5 only). Reset takes -9 WIP in N4/N5 (N3 Isolated gives Reset no MOD:
 *   it does not cancel it there).
 * - Stunned refuses Attacks and gives the rolled skills ruled here (Dodge, Reset) -3
 *   (rules/combat/stunned.ts).
 * - Prone restricts nothing (it halves movement distances: see dodgeMove).
 * - Dead, Unconscious, out of play (docs/rulings.md "Orders ruled by the players") and any other
 *   Null state allow nothing at all.
 * - N4/N5 IMM-A and IMM-B still allow Idle: Idle is performing no action, and a Short Skill left
 *   unused counts as Idle (n5/orders/idle); otherwise an IMM-A trooper could never Dodge in its own
 *   N5 Active Turn, where a Short Skill follows a Basic Short Skill. UNCONFIRMED reading.
 */
import * as E from 'fp-ts/lib/Either.js';
import * as RA from 'fp-ts/lib/ReadonlyArray.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { SKILL_IDS, normalizeStates, type SkillId, type TrooperState } from './trooperState.ts';
import { statesCitation } from './stateCitation.ts';
import { stunnedCitation, stunnedRefusal, stunnedRollMods } from './stunned.ts';
import { targetedRefusal, targetedResetMods } from './targeted.ts';

/** A skill these states allow, with the MODs they impose. */
export interface AllowedSkill {
  readonly skill: SkillId;
  readonly mods: readonly Mod[];
  readonly citations: readonly CitationId[];
}

/** A skill these states refuse, and why. */
export interface RefusedSkill {
  readonly skill: SkillId;
  readonly refusal: Refusal;
}

export type SkillVerdict = E.Either<RefusedSkill, AllowedSkill>;

// Berserk too (N4 errata, N5 Engaged State).
const ENGAGED_SKILLS: readonly SkillId[] = ['cc-attack', 'dodge', 'idle', 'reset', 'berserk'];
const N3_IMMOBILIZED_SKILLS: readonly SkillId[] = ['discover', 'reset', 'idle'];

const only = (skills: readonly SkillId[]): string => skills.join(', ');

/** Whether a trooper in these states may declare this skill, and the MODs its states impose. */
export const canDeclare = (edition: Edition, states: readonly TrooperState[], skill: SkillId): SkillVerdict => {
  const no = (reason: string, citation: CitationId): SkillVerdict =>
    E.left({ skill, refusal: refuse(reason, citation) });
  if (skill === 'change-facing' && edition !== 'n3') {
    return no(
      'Change Facing does not exist after N3: Dodge does its job',
      edition === 'n4' ? 'n4/skills/change-facing-removed' : 'n5/skills/change-facing-removed',
    );
  }
  const s = normalizeStates(states);
  if (s.includes('dead')) return no('a Dead trooper declares nothing', inEdition(edition, 'states/dead'));
  const unconscious = inEdition(edition, 'states/unconscious');
  if (s.includes('unconscious')) return no('an Unconscious trooper declares nothing', unconscious);
  if (s.includes('out-of-play'))
    return no(
      'a trooper out of play (an Order ruled by the players took it off the table) declares nothing',
      statesCitation(edition),
    );
  if (s.includes('null')) return no('a Null trooper declares nothing', unconscious);

  const mods: Mod[] = [];
  const citations = new Set<CitationId>();
  if (skill === 'change-facing') citations.add('n3/skills/change-facing');
  if (s.includes('engaged')) {
    const c = inEdition(edition, 'states/engaged');
    if (!ENGAGED_SKILLS.includes(skill)) return no(`an Engaged trooper may only declare ${only(ENGAGED_SKILLS)}`, c);
    citations.add(c);
  }
  for (const imm of ['imm-a', 'imm-b'] as const) {
    if (!s.includes(imm)) continue;
    switch (edition) {
      case 'n3':
        if (!N3_IMMOBILIZED_SKILLS.includes(skill))
          return no(`an Immobilized trooper may only declare ${only(N3_IMMOBILIZED_SKILLS)}`, 'n3/states/immobilized');
        citations.add('n3/states/immobilized');
        break;
      case 'n4':
      case 'n5': {
        const c: CitationId =
          imm === 'imm-a'
            ? edition === 'n4'
              ? 'n4/states/imm-a'
              : 'n5/states/imm-a'
            : edition === 'n4'
              ? 'n4/states/imm-b'
              : 'n5/states/imm-b';
        const allowed: SkillId = imm === 'imm-a' ? 'dodge' : 'reset';
        if (skill === 'idle') {
          citations.add(c);
          if (edition === 'n5') citations.add('n5/orders/idle');
          break;
        }
        if (skill !== allowed)
          return no(`an ${imm.toUpperCase()} trooper may only declare ${allowed} (or Idle, no action)`, c);
        mods.push(imm === 'imm-a' ? mod(-6, 'IMM-A: Dodge at -6 PH', c) : mod(-3, 'IMM-B: Reset at -3 WIP', c));
        citations.add(c);
        break;
      }
    }
  }
  const stunned = stunnedRefusal(edition, s, skill);
  if (stunned !== null) return E.left({ skill, refusal: stunned });
  if (s.includes('stunned') && (skill === 'dodge' || skill === 'reset')) {
    mods.push(...stunnedRollMods(edition, s));
    citations.add(stunnedCitation(edition));
  }
  const targeted = targetedRefusal(edition, s, skill);
  if (targeted !== null) return E.left({ skill, refusal: targeted });
  if (skill === 'reset')
    for (const m of targetedResetMods(edition, s)) {
      mods.push(m);
      citations.add(m.citation);
    }
  if (s.includes('isolated') && skill === 'comms-attack' && edition !== 'n3') {
    return no(
      'an Isolated trooper cannot use its Hacking Device',
      edition === 'n4' ? 'n4/states/isolated' : 'n5/states/isolated',
    );
  }
  if (s.includes('isolated') && skill === 'reset' && edition !== 'n3') {
    const c: CitationId = edition === 'n4' ? 'n4/states/isolated' : 'n5/states/isolated';
    mods.push(mod(-9, 'Isolated: Reset at -9 WIP', c));
    citations.add(c);
  }
  return E.right({ skill, mods, citations: [...citations] });
};

export interface AllowedSkills {
  readonly allowed: readonly AllowedSkill[];
  readonly refused: readonly RefusedSkill[];
  readonly citations: readonly CitationId[];
}

/** Every skill of the edition, sorted into what these states allow (with MODs) and refuse (with why). */
export const allowedSkills = (edition: Edition, states: readonly TrooperState[]): AllowedSkills => {
  const verdicts = SKILL_IDS.map((skill) => canDeclare(edition, states, skill));
  const allowed = RA.rights(verdicts);
  const refused = RA.lefts(verdicts);
  const citations = new Set<CitationId>([
    ...allowed.flatMap((v) => v.citations),
    ...refused.map((v) => v.refusal.citation),
  ]);
  return { allowed, refused, citations: [...citations] };
};
