import type { SkillDeclaration, RollPurpose } from '../orders/index.ts';
import type { AroEntry } from '../resolution/index.ts';
import type { TableFact, TableView, TrooperState } from '../table/index.ts';
import type { CitationId } from '../citations/index.ts';
import type { OrderStep } from '../events/index.ts';
import type { TrooperSkill } from '../profiles/index.ts';

/** Dice a trooper rolled in this Order, for one purpose. */
export interface RolledEntry {
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly faces: readonly number[];
  /** Special Dice: the places (from 0) of the faces discarded; the others are the roll's dice. */
  readonly discard?: readonly number[];
  /** A saving roll: the Optional skills its player declined for this Order (rules/combat/declineAtWound.ts). */
  readonly decline?: readonly TrooperSkill[];
}

/** A trooper's Guts Roll at Conclusion: owed, then passed, or failed and then its fallback taken. */
export interface GutsEntry {
  readonly trooper: string;
  readonly status: 'owed' | 'passed' | 'failed' | 'moved';
}

/** Whether a trooper owed a Guts Roll, as the Conclusion ruled it. */
export interface GutsChecked {
  readonly trooper: string;
  readonly required: boolean;
  readonly why: string;
  readonly citations: readonly CitationId[];
}

/**
 * The Order being played, as its events built it: who was activated, what was declared, measured
 * and rolled. Everything the rules derive from these (the plan, the exchanges, the saves) is
 * computed from them (rules/decide/orderView.ts), never stored twice.
 */
export interface OrderState {
  readonly order: number;
  readonly player: string;
  readonly trooper: string;
  /** The other troopers of a Coordinated Order (empty for an ordinary Order). */
  readonly coordinated: readonly string[];
  /** The Fireteam given this Order, if it is a Fireteam Order (its members are in `coordinated`). */
  readonly fireteam?: string;
  /** Fireteam members (N5, level 2 and above) and their team's level as the Order was declared: the bonuses of its rolls. */
  readonly fireteamLevels?: Readonly<Record<string, number>>;
  /** Players in Retreat! when the Order began (their troopers' skills are restricted); absent: none. */
  readonly retreat?: readonly string[];
  /** Troopers that ignore Retreat! (a Command Token's Operational Use, N4); absent: none. */
  readonly ignoringRetreat?: readonly string[];
  /** Spent from the trooper's Impetuous Order: only the Impetuous combinations (rules/orders/impetuous.ts). */
  readonly impetuous?: true;
  /** The table when the Order began: the Resolution is planned on it. */
  readonly startTable: TableView;
  readonly step: OrderStep;
  readonly first: SkillDeclaration | null;
  readonly second: SkillDeclaration | null;
  readonly aros: readonly AroEntry[];
  readonly forfeited: readonly string[];
  readonly facts: readonly TableFact[];
  readonly rolled: readonly RolledEntry[];
  readonly guts: readonly GutsEntry[];
  readonly gutsChecked: readonly GutsChecked[];
  /** The saving rolls made this Order: who saved against whom, and how many dice. */
  readonly saved: readonly {
    readonly trooper: string;
    readonly attacker: string;
    readonly rolls: number;
    /** A roll against Stun ammunition failed (its Guts Roll fails). */
    readonly stunFailed?: true;
  }[];
  /** States entered during this Order, in the order they were entered. */
  readonly entered: readonly { readonly trooper: string; readonly state: TrooperState }[];
}

export const newOrder = (order: number, player: string, trooper: string, table: TableView): OrderState => ({
  order,
  player,
  trooper,
  coordinated: [],
  startTable: table,
  step: 'activation',
  first: null,
  second: null,
  aros: [],
  forfeited: [],
  facts: [],
  rolled: [],
  guts: [],
  gutsChecked: [],
  saved: [],
  entered: [],
});

/**
 * A copy of the Order's state, written out (Node 20 copies a record this size by spread some 20
 * times slower); TypeScript fails the build if a field is missing. Its fields may be set before it is shared.
 */
export const copyOrder = (o: OrderState): { -readonly [K in keyof OrderState]: OrderState[K] } => {
  const n: { -readonly [K in keyof OrderState]: OrderState[K] } = {
    order: o.order,
    player: o.player,
    trooper: o.trooper,
    coordinated: o.coordinated,
    startTable: o.startTable,
    step: o.step,
    first: o.first,
    second: o.second,
    aros: o.aros,
    forfeited: o.forfeited,
    facts: o.facts,
    rolled: o.rolled,
    guts: o.guts,
    gutsChecked: o.gutsChecked,
    saved: o.saved,
    entered: o.entered,
  };
  if (o.fireteam !== undefined) n.fireteam = o.fireteam;
  if (o.fireteamLevels !== undefined) n.fireteamLevels = o.fireteamLevels;
  if (o.retreat !== undefined) n.retreat = o.retreat;
  if (o.ignoringRetreat !== undefined) n.ignoringRetreat = o.ignoringRetreat;
  if (o.impetuous !== undefined) n.impetuous = o.impetuous;
  return n;
};
