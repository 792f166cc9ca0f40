/**
 * The JSON the viewer's server sends its page for a Necromunda log's step, beside viewerApi.ts
 * (Infinity's and the shared shapes); the page reads both through JSDoc. Types only; every string may come from a log
 * written by someone else: the page puts it in the DOM as text, never as markup.
 */
import type { Ruling } from './viewerApi.ts';

/** Necromunda: where the hit statechart (`necromunda-hit`) was after an event. */
export interface NecromundaActive {
  /** The state node id as the machine JSON names it, e.g. `necromunda-hit.save-roll`. */
  readonly state: string;
  /** The hit in progress (null: none, the machine awaits the next hit). */
  readonly hit: number | null;
  /**
   * What the game waits for next, in words: the hit's roll, else the first step the page calls for
   * (null: nothing is owed, or the machine is routing mid-command).
   */
  readonly owed: string | null;
  /** Every step owed before the next hit, first first, in words (empty mid-command). */
  readonly owedSteps: readonly string[];
  readonly hitsResolved: number;
}

/** Necromunda: a fighter as the hits so far left it. */
export interface FighterCard {
  readonly id: string;
  readonly name: string;
  readonly gang: string;
  readonly type: string;
  /** Toughness after Flesh Wounds, and as the profile gives it. */
  readonly toughness: number;
  readonly profileToughness: number;
  readonly wounds: number;
  readonly woundsLeft: number;
  readonly fleshWounds: number;
  /** `active`, `seriously-injured` or `out-of-action`. */
  readonly status: string;
  /** The status in words: `standing`, `Seriously Injured (Prone)`, `Out of Action`. */
  readonly statusText: string;
  readonly coupDeGraceOpen: boolean;
  /** Failed a Nerve test and not rallied since. */
  readonly broken: boolean;
  /** Thrown Clear and failed its Initiative test. */
  readonly pinned: boolean;
  /** The vehicle it is aboard (until Thrown Clear), named, and as crew or passenger. */
  readonly aboard: { readonly vehicle: string; readonly vehicleName: string; readonly as: string } | null;
  /** The Lasting Injury results rolled for it, in order (entered). */
  readonly lastingInjuries: readonly string[];
}

/** Necromunda: a vehicle as the game so far left it. */
export interface VehicleCard {
  readonly id: string;
  readonly name: string;
  readonly gang: string;
  /** `mobile` or `stationary`. */
  readonly mobility: string;
  /** Toughness by facing. */
  readonly toughness: { readonly front: number; readonly side: number; readonly rear: number };
  readonly wounds: number;
  readonly woundsLeft: number;
  /** Out of Action: a flimsy structure for the rest of the battle. */
  readonly wrecked: boolean;
  readonly broken: boolean;
  /** Smoke blasts it placed Burning Out. */
  readonly smokeBlasts: number;
  readonly locationsHit: readonly string[];
  readonly lastingDamage: readonly string[];
  readonly crewLastingInjuries: readonly string[];
  /** The fighters still aboard, by name, crew first. */
  readonly aboard: readonly string[];
}

/** Necromunda: everything the page shows for one step of the game (`/api/frame?seq=N` of a Necromunda log). */
export interface NecromundaFrame {
  readonly ruleset: 'necromunda-2018';
  readonly seq: number;
  readonly last: number;
  readonly event: Readonly<Record<string, unknown>>;
  readonly active: NecromundaActive;
  readonly fighters: readonly FighterCard[];
  readonly vehicles: readonly VehicleCard[];
  /** The lines of the event's hit (or of what followed it) so far, with the rules they cite. */
  readonly ruling: Ruling;
}
