import type { InjuryResult } from '../../rules/necromunda/index.ts';
import type { NecromundaWeapon } from '../../events/necromunda/index.ts';

/** A hit the players declare: who shoots or strikes whom, the weapon, and the facts that shape its rolls. */
export interface DeclareHit {
  readonly type: 'declare-hit';
  readonly attacker: string;
  readonly target: string;
  readonly weapon: NecromundaWeapon;
  readonly closeCombat: boolean;
  /** Positive save modifiers, summed (0 when none). */
  readonly saveBonus: number;
  /** The weapon trait that allows no save, if the weapon has one. */
  readonly noSaveTrait: string | null;
  /** Injury dice a Damage '–' weapon's trait causes on a wound (0 for a weapon with Damage). */
  readonly traitInjuryDice: number;
}

/**
 * What a Necromunda player enters, one hit at a time: a hit, then the dice it owes. Dice are facts
 * (typed in, or rolled by a shell's seeded roller); the core never rolls. Injury dice are entered as
 * their result, since the page gives no faces.
 */
export type NecromundaCommand =
  | DeclareHit
  | { readonly type: 'roll-wound'; readonly die: number }
  | { readonly type: 'roll-save'; readonly die: number }
  | { readonly type: 'enter-injury'; readonly result: InjuryResult };

export type NecromundaCommandType = NecromundaCommand['type'];
