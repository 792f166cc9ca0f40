import type { Citation } from '../rules/citations/index.ts';
import type { SaveState } from '../rules/combat/index.ts';
import type { DieFate } from '../rules/dice/index.ts';

/** A probability as exact counts (decimal strings: they outgrow doubles) and as a number. */
export interface Chance {
  readonly count: string;
  readonly total: string;
  readonly p: number;
}

export interface ModLine {
  readonly value: number;
  readonly reason: string;
  readonly citation: Citation;
}

/** An attribute, its MODs with their reasons and rules, and the Success Value they give. */
export interface SvLine {
  readonly attribute: string;
  readonly base: number;
  readonly mods: readonly ModLine[];
  readonly rawModTotal: number;
  readonly modTotal: number;
  readonly value: number;
  /** Rules that shaped the value beyond its MODs (the cap). */
  readonly citations: readonly Citation[];
}

export interface RollerLine {
  readonly trooper: string;
  readonly skill: string;
  readonly sv: SvLine;
  /** Rolled no dice: the roll failed automatically (SV below 1, out of range). */
  readonly automaticFailure: boolean;
}

/** One die: what it showed, how it read against the SV, and what became of it. */
export interface DieLine {
  readonly id: string;
  readonly roller: string;
  readonly face: number;
  readonly sv: number;
  /** The number compared (the face, plus any excess over 20 in N3/N4). */
  readonly result: number;
  readonly success: boolean;
  readonly critical: boolean;
  readonly fate: DieFate;
  readonly fateText: string;
  readonly citation: Citation;
}

export interface SideLine {
  readonly rollers: readonly RollerLine[];
  readonly dice: readonly DieLine[];
  readonly hits: number;
  readonly criticals: number;
}

export interface OutcomeChance extends Chance {
  readonly hits: number;
  readonly crits: number;
}

/** How likely a roll's outcome was, exactly (rules/odds). */
export type RollOdds =
  | {
      readonly kind: 'face-to-face';
      /** This winner ('neither' included). */
      readonly winner: Chance;
      /** This winner keeping exactly these hits and Criticals (for 'neither': the same as winner). */
      readonly outcome: Chance;
      readonly a: readonly OutcomeChance[];
      readonly b: readonly OutcomeChance[];
      readonly neither: Chance;
      readonly citations: readonly Citation[];
      /** Special Dice counted: every die rolled, the player discarding the worst (rules/odds/specialDieOdds.ts). */
      readonly discardsWorst?: true;
    }
  | {
      readonly kind: 'normal';
      /** Exactly these successes and Criticals. */
      readonly outcome: Chance;
      /** At least one success. */
      readonly anySuccess: Chance;
      readonly distribution: readonly OutcomeChance[];
      readonly citations: readonly Citation[];
      /** Special Dice counted: every die rolled, the player discarding the worst (rules/odds/specialDieOdds.ts). */
      readonly discardsWorst?: true;
    }
  | {
      readonly kind: 'wounds';
      /** What any failed roll inflicts instead of a Wound (PARA: IMM-A; E/M: Isolated, IMM-B too on a HI/TAG/REM); none: each costs a Wound. */
      readonly inflicts: readonly SaveState[];
      /** Exactly this many failed rolls (Wounds) from these Saving Rolls. */
      readonly outcome: Chance;
      /** Faces of each die that fail the roll. */
      readonly failFaces: number;
      readonly distribution: readonly (Chance & { readonly wounds: number })[];
      /**
       * N5 Continuous Damage: the odds are of the first rolls only (this many); the rolls the
       * Trait added after a failure, and their Wounds, are not counted in them.
       */
      readonly firstRolls?: number;
      readonly citations: readonly Citation[];
    }
  /** Nothing was left to chance (no die rolled). */
  | { readonly kind: 'certain'; readonly why: string; readonly citations: readonly Citation[] };
