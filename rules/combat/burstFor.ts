/*
 * Decisions (facts.md §7, seed 001 Twin Weapons):
 * - N4 ARO Burst 1 is read from the Fireteam wording (exact N4 sentence UNCONFIRMED); N5
 *   "generally 1 unless modified". The only modifier handled here is Total Reaction, which keeps
 *   the full Burst in ARO in every edition (N4/N5 rule list UNCONFIRMED).
 * - Twin Weapons is an N3 rule; N4/N5 apply it unchanged (UNCONFIRMED): +1 B in the Active Turn
 *   only, never for an Entire Order / Long Skill attack (Intuitive Attack, Speculative Fire).
 * - Disposable weapons spend one use of each weapon fired per Attack: twins that take the +1 B
 *   spend one use of each of the two weapons (Panzerfaust example).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { sfStateCitation } from './suppressiveFire.ts';
import { bonusCitation } from './weaponBonus.ts';

export type Turn = 'active' | 'reactive';

export interface BurstSituation {
  readonly weaponBurst: number;
  readonly turn: Turn;
  /** The trooper has two identical weapons and uses Twin Weapons. */
  readonly twinWeapons: boolean;
  /** The attack is an Entire Order (N3/N4) or Long Skill (N5) attack. */
  readonly entireOrder: boolean;
  readonly totalReaction: boolean;
  /** The trooper is in Suppressive Fire and fires in SF Mode (its B3 holds in ARO). */
  readonly suppressiveFire?: boolean;
  /** The weapon is Disposable (limited uses). */
  readonly disposable?: boolean;
  /** The bracketed Burst bonus already in `weaponBurst` (the weapon as fired), to explain it. */
  readonly weaponBonus?: number;
}

export interface BurstStep {
  readonly burst: number;
  readonly reason: string;
  readonly citation: CitationId;
}

export interface BurstResult {
  readonly burst: number;
  /** How the Burst was reached, step by step. */
  readonly steps: readonly BurstStep[];
  /** Uses spent from each weapon fired (0 unless Disposable). */
  readonly disposableUsesPerWeapon: 0 | 1;
  /** How many weapons fire: 2 when Twin Weapons gives its bonus. */
  readonly weaponsFired: 1 | 2;
  readonly citations: readonly CitationId[];
}

/** The Burst of one Attack declaration, with the steps that led to it. */
export const burstFor = (edition: Edition, s: BurstSituation): BurstResult => {
  if (!Number.isInteger(s.weaponBurst) || s.weaponBurst < 1)
    throw new RangeError(`a Burst is 1 or more, not ${String(s.weaponBurst)}`);
  const steps: BurstStep[] = [
    {
      burst: s.weaponBurst,
      reason: `weapon Burst ${s.weaponBurst}`,
      citation: inEdition(edition, 'burst/weapon'),
    },
  ];
  const bonus = s.weaponBonus ?? 0;
  if (bonus !== 0)
    steps.push({
      burst: s.weaponBurst,
      reason: `its B${s.weaponBurst - bonus} with the ${bonus > 0 ? '+' : ''}${bonus}B in brackets on the profile`,
      citation: bonusCitation(edition),
    });
  let burst = s.weaponBurst;
  let weaponsFired: 1 | 2 = 1;
  const twin = inEdition(edition, 'burst/twin-weapons');
  switch (s.turn) {
    case 'active':
      if (s.twinWeapons && !s.entireOrder) {
        burst += 1;
        weaponsFired = 2;
        steps.push({ burst, reason: 'Twin Weapons: +1 B in the Active Turn', citation: twin });
      } else if (s.twinWeapons) {
        steps.push({
          burst,
          reason: 'Twin Weapons gives no bonus to an Entire Order / Long Skill attack',
          citation: twin,
        });
      }
      break;
    case 'reactive':
      if (s.twinWeapons) steps.push({ burst, reason: 'Twin Weapons only works in the Active Turn', citation: twin });
      if (s.suppressiveFire === true) {
        steps.push({
          burst,
          reason: `Suppressive Fire: the SF Mode's B${burst} in ARO, at a single target`,
          citation: sfStateCitation(edition),
        });
      } else if (s.totalReaction) {
        steps.push({
          burst,
          reason: 'Total Reaction keeps the full Burst in ARO',
          citation: inEdition(edition, 'burst/total-reaction'),
        });
      } else {
        burst = 1;
        steps.push({
          burst,
          reason: 'in ARO the Burst is 1',
          citation: inEdition(edition, 'burst/aro'),
        });
      }
      break;
  }
  const disposable = s.disposable ?? false;
  // Each citation once, in the order of the steps (a few steps: a list, not a Set spread).
  const citations: CitationId[] = [];
  const cite = (c: CitationId): void => {
    if (!citations.includes(c)) citations.push(c);
  };
  for (const step of steps) cite(step.citation);
  if (disposable) cite(inEdition(edition, 'weapons/disposable'));
  return { burst, steps, disposableUsesPerWeapon: disposable ? 1 : 0, weaponsFired, citations };
};
