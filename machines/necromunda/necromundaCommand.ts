import type { Facing, FleeSpot, InjuryResult } from '../../rules/necromunda/index.ts';
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
  /** A vehicle target: the facing the attack comes from; absent when in doubt (the toughest is used). */
  readonly facing?: Facing;
  /** The attack is a Reaction attack (the attacker is Engaged): a Broken attacker suffers -2. */
  readonly reaction?: boolean;
  /** A vehicle target: the rule (outside the page) that lets the vehicle keep one of several dice. */
  readonly vehicleChooses?: string;
  /** A vehicle target: the rule (outside the page) that applies every Damage dice. */
  readonly applyAllDamage?: string;
}

/** A distance the players measured, from a model to the one the rule measures from. */
export interface Measured {
  readonly id: string;
  readonly inches: number;
}

/**
 * What a Necromunda player enters: a hit, then the dice it owes, then what the page calls for after
 * it (Lasting rolls, Thrown Clear, Nerve tests, a Broken activation). Dice are facts (typed in, or
 * rolled by a shell's seeded roller); the core never rolls. Results of tables the page does not print
 * are entered by name, from the game's own tables.
 */
export type NecromundaCommand =
  | DeclareHit
  | { readonly type: 'roll-wound'; readonly die: number }
  | { readonly type: 'roll-save'; readonly die: number }
  | { readonly type: 'enter-injury'; readonly result: InjuryResult }
  | {
      readonly type: 'roll-locations';
      /** One entry per Location dice: its results in order, an impossible one followed by its re-roll. */
      readonly dice: readonly (readonly string[])[];
      /** Locations this hit cannot strike (entered facts). */
      readonly impossible: readonly string[];
      /** With several dice: the index of the one the chooser keeps. */
      readonly chosen?: number;
    }
  | {
      readonly type: 'roll-vehicle-damage';
      /** One result per Damage dice, named from the game's vehicle Damage table. */
      readonly results: readonly string[];
      readonly chosen?: number;
      /** The kept result made the vehicle Lose Control and roll over (an entered fact). */
      readonly rolledOver: boolean;
    }
  | { readonly type: 'fall'; readonly fighter: string; readonly inches: number }
  | { readonly type: 'roll-over'; readonly vehicle: string }
  | { readonly type: 'lasting-injury'; readonly fighter: string; readonly result: string }
  | { readonly type: 'crew-lasting-injury'; readonly vehicle: string; readonly result: string }
  | { readonly type: 'lasting-damage'; readonly vehicle: string; readonly result: string }
  | {
      readonly type: 'thrown-clear';
      readonly fighter: string;
      readonly placedInches: number;
      /** The Initiative test's dice total. */
      readonly initiative: number;
      readonly heightInches: number;
    }
  | { readonly type: 'nerve-check'; readonly casualty: string; readonly distances: readonly Measured[] }
  | {
      readonly type: 'nerve-test';
      readonly tester: string;
      /** The Cool test's dice total. */
      readonly roll: number;
      readonly distances: readonly Measured[];
    }
  | {
      readonly type: 'retreat';
      readonly model: string;
      readonly initiative: number;
      /** The Engaged enemies; each one's Initiative dice total when it tries to strike. */
      readonly enemies: readonly { readonly id: string; readonly initiative?: number }[];
    }
  | {
      readonly type: 'flee';
      readonly model: string;
      /** The move's D6 (2 for Running for Cover, 3 for Break for Air; none when Prone). */
      readonly dice: readonly number[];
      readonly spots: readonly FleeSpot[];
      readonly chosen: string;
    }
  | { readonly type: 'burn-out'; readonly model: string; readonly d3: number; readonly placedInches: readonly number[] }
  | { readonly type: 'activate-broken'; readonly model: string }
  | { readonly type: 'rally'; readonly model: string; readonly rallied: boolean }
  | { readonly type: 'claim-scrap'; readonly gang: string; readonly d3: readonly number[] };

export type NecromundaCommandType = NecromundaCommand['type'];
