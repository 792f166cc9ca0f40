/*
 * Decisions (issue #5, seed 001 "Teardrop Impact Template", facts.md §2):
 * - An ARO with an Impact Template is one roll (one die per shot of its Burst), its MODs taken
 *   against the ARO's main target: the trooper it targets (the activated trooper, or the member
 *   of a Coordinated Order it names). The same dice meet every trooper the template touches,
 *   each separately; the caller decides Face to Face or Normal (Face to Face against a trooper
 *   whose declared skill affects the ARO trooper, Normal against one that declared nothing
 *   against it).
 * - A Critical counts only on the main target (templateCriticals reads `mainTarget`).
 * - A shot whose template touches a friend of the ARO trooper (a trooper of the Reactive Player)
 *   or a Neutral is nullified: it rolls no die; an Expendable use is still spent. Its dice are
 *   numbered over the kept shots only.
 * - Who each shot touches is the `template` fact of the ARO trooper (shot 1 for a Burst 1 ARO),
 *   read exactly as the active trooper's Impact Template reads it (templateShots).
 */
import { aroTemplateShots } from './aroTemplateShots.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { DiceSlice, Participant } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { attackParticipant, bsAttackRoll, weaponOf, ammoOf } from './participant.ts';
import { isImpactTemplate, type NullifiedShot } from './templateShots.ts';

type BsAttack = Extract<SkillDeclaration, { skill: 'bs-attack' }>;

/** The ARO trooper's side against one trooper its template touches (one participant per run of dice). */
export interface ReactiveImpactTarget {
  readonly trooper: string;
  readonly sides: readonly Participant[];
}

export interface ReactiveImpact {
  readonly nullified: readonly NullifiedShot[];
  /** Every trooper the kept shots touch, the main target first (absent when all its shots were nullified). */
  readonly touched: readonly ReactiveImpactTarget[];
}

/** The ARO declaration if it is a BS Attack with an Impact Template weapon, else null. */
export const impactAro = (d: OrderDeclarations, trooper: string, decl: SkillDeclaration): BsAttack | null =>
  decl.skill === 'bs-attack' && isImpactTemplate(weaponOf(d, trooper, decl.weapon, ammoOf(decl))) ? decl : null;

/** Consecutive dice become one slice; a gap (a shot not touching this trooper) starts another. */
const slices = (dice: readonly number[]): DiceSlice[] => {
  const out: DiceSlice[] = [];
  for (const die of dice) {
    const last = out[out.length - 1];
    if (last !== undefined && last.from + last.count === die)
      out[out.length - 1] = { from: last.from, count: last.count + 1 };
    else out.push({ from: die, count: 1 });
  }
  return out;
};

/**
 * The shots of an ARO with an Impact Template aimed at `at`: which are nullified, and for each
 * trooper the kept shots touch, the ARO trooper's participants (the same dice for all of them).
 */
export const reactiveImpact = (d: OrderDeclarations, trooper: string, decl: BsAttack, at: string): ReactiveImpact => {
  const weapon = weaponOf(d, trooper, decl.weapon, ammoOf(decl));
  const plan = aroTemplateShots(d, trooper, weapon, at);
  if (plan.kept.length === 0) return { nullified: plan.nullified, touched: [] };
  const roll = bsAttackRoll(d, trooper, weapon, at);
  const dieOf = new Map(plan.kept.map((s, i) => [s.index, i] as const));
  const everyone = [...new Set(plan.kept.flatMap((s) => s.affected))];
  const ordered = [...everyone.filter((y) => y === at), ...everyone.filter((y) => y !== at)];
  const touched = ordered.map((y): ReactiveImpactTarget => {
    const dice = plan.kept.filter((s) => s.affected.includes(y)).map((s) => dieOf.get(s.index) ?? 0);
    // Out of range, the roll fails with no die: one participant stands for it.
    const runs = roll.automaticFailure === null ? slices(dice) : [{ from: 0, count: 1 }];
    return {
      trooper: y,
      sides: runs.map((slice) =>
        attackParticipant(trooper, roll, slice, {
          kind: 'attack',
          target: y,
          weapon: weapon.id,
          program: null,
          ammo: weapon.ammo,
          template: true,
          mainTarget: y === at,
        }),
      ),
    };
  });
  return { nullified: plan.nullified, touched };
};

/** The ARO trooper's participants against one trooper (none if no kept shot touches it). */
export const sidesAgainst = (impact: ReactiveImpact, trooper: string): readonly Participant[] =>
  impact.touched.find((t) => t.trooper === trooper)?.sides ?? [];
