import type { SuppliesState } from './suppliesState.ts';
import type { ConsolesState } from './consolesState.ts';
import type { Edition } from '../edition.ts';
import type { Readings } from '../readings.ts';
import type { TrooperProfile } from '../profiles/index.ts';
import type { SmokeTemplate } from './smokeTemplate.ts';
import type { TrooperState } from './trooperState.ts';

/** What the rules need to know of one trooper when an Order starts. */
export interface TrooperView {
  readonly profile: TrooperProfile;
  readonly player: string;
  readonly group: string;
  readonly woundsReceived: number;
  /** Active states; empty means Normal. */
  readonly states: readonly TrooperState[];
  /** Uses spent per Disposable weapon id. */
  readonly spentUses: Readonly<Record<string, number>>;
  /** VITA (Wounds) gained above the profile (Protheion's Power-Up); absent: none. */
  readonly vitaGained?: number;
  /** Markers this trooper failed to Discover this Player Turn (it may not try them again until the next). */
  readonly discoverFailed?: readonly string[];
  /** Enemies this trooper made fail a save costing Wounds, this game (Frenzy reads it; rules/combat/frenzy.ts); absent: none. */
  readonly woundedEnemies?: readonly string[];
}

/** The trooper's VITA (Wounds, or STR) now: its profile's plus what it gained. */
export const vitaOf = (t: TrooperView): number => t.profile.attributes.W + (t.vitaGained ?? 0);

/** The table as an Order sees it: every trooper by id. */
export interface TableView {
  readonly edition: Edition;
  /** Rules corrected after printing: the reading the game is played under (absent: the correction). */
  readonly readings?: Readings;
  readonly troopers: Readonly<Record<string, TrooperView>>;
  /** Smoke and Eclipse templates on the table (absent: none); removed at the end of the Turn. */
  readonly smoke?: readonly SmokeTemplate[];
  /** The Supplies mission's Tech-Coffins and Supply Boxes (absent: no such mission). */
  readonly supplies?: SuppliesState;
  /** The mission's Consoles and who hacked each (absent: no such mission). */
  readonly consoles?: ConsolesState;
}

export const trooperView = (table: TableView, id: string): TrooperView | undefined =>
  Object.prototype.hasOwnProperty.call(table.troopers, id) ? table.troopers[id] : undefined;

export const areEnemies = (table: TableView, a: string, b: string): boolean => {
  const ta = trooperView(table, a);
  const tb = trooperView(table, b);
  return ta !== undefined && tb !== undefined && ta.player !== tb.player;
};
