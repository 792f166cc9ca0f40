/**
 * The JSON the viewer's server sends its page. Types only: the page (viewer/assets/*.js) reads
 * them through JSDoc, so server and page agree on one shape. Every string here may come from a
 * log written by someone else: the page puts it in the DOM as text, never as markup.
 */

/** One event of the log, as the scrubber lists it. */
export interface TimelineEntry {
  readonly seq: number;
  readonly type: string;
  /** The Order the event belongs to, when it carries one. */
  readonly order: number | null;
  /** One line for the list (the ruling text, or the type for events nothing narrates). */
  readonly summary: string;
  /** Necromunda: the hit the event belongs to (the list groups by it, as by Order for Infinity). */
  readonly hit?: number | null;
  /**
   * Necromunda: for an event of no hit, the hit it follows (what the page calls for after it: owed
   * steps, Nerve tests, Broken models…; 0 before the first hit); null for the game's start and for
   * the events of a hit.
   */
  readonly after?: number | null;
  /** An Order ruled by the players, not by the engine (OrderRuledByPlayers): shown with a badge. */
  readonly ruledByPlayers: boolean;
  /** A round's end scored (RoundScored) or the game's end (GameEnded): each player's points then, and the winner at the end. */
  readonly score?: TimelineScore;
}

/** The score a scoring event shows: Objective and Victory Points per player; `final` at the game's end, with the winner (null: a draw). */
export interface TimelineScore {
  readonly round: number;
  readonly final: boolean;
  readonly players: readonly {
    readonly player: string;
    /** The player's name as the lists give it (the faction). */
    readonly name: string;
    readonly objectivePoints: number;
    readonly victoryPoints: number;
  }[];
  readonly winner?: string | null;
  /** The winner's name as the lists give it. */
  readonly winnerName?: string | null;
}

export interface Timeline {
  readonly file: string;
  readonly title: string;
  readonly edition: string | null;
  /** The log's last seq (its number of events). */
  readonly last: number;
  /** The seq of the page's first entry: the timeline comes in pages of consecutive events. */
  readonly from: number;
  readonly entries: readonly TimelineEntry[];
  /** The viewer follows the game as it is recorded (a store's game): the page asks again for `last`. */
  readonly live?: boolean;
  /** The log is still being read (a long one is shown as it is read): `last` grows; the page asks again until it is unset. */
  readonly loading?: boolean;
  /** Set for a log of another ruleset than Infinity's (`necromunda-2018`): the page draws that ruleset's view. */
  readonly ruleset?: string;
}

/** Where the machines were after an event: state node ids as the machine JSON names them. */
export interface ActiveStates {
  /** e.g. `game.turn.order`. */
  readonly game: string;
  /** e.g. `order.resolution`; null between Orders. */
  readonly order: string | null;
  readonly round: number;
  readonly player: string | null;
  readonly orderNumber: number | null;
}

export interface WeaponCard {
  readonly name: string;
  readonly ammo: string;
  /** Uses of a disposable weapon, when its profile limits them. */
  readonly uses: number | null;
}

export interface TrooperCard {
  readonly id: string;
  readonly name: string;
  readonly player: string;
  readonly group: string;
  /** `W`, `VITA` or `STR`, as the edition and the profile name it. */
  readonly woundLabel: string;
  readonly w: number;
  readonly woundsReceived: number;
  readonly states: readonly string[];
  readonly ordersSpent: number;
  readonly weapons: readonly WeaponCard[];
  /** Orders ruled by the players, not by the engine, that activated or changed this trooper. */
  readonly ruledByPlayers: readonly number[];
  /** Its Fireteam (N5), as a line: type, id, level, and whether it leads it. */
  readonly fireteam?: string;
}

/** One die: its face, how it was read and what became of it. */
export interface DieCard {
  readonly id: string;
  readonly face: number;
  /** The target number it was read against, when there is one. */
  readonly sv: number | null;
  /** `failed`, `hit`, `critical-hit`, `cancelled`, `tie`, `critical-cancelled`, `saved`, `wound`, `rolled`, `discarded` (a Special Die). */
  readonly fate: string;
  /** Judge-readable: `cancelled by senku#1`, `15 > SV 11`. */
  readonly text: string;
  readonly critical: boolean;
  /** The enemy dice that decided its fate (ids of dice in the same roll). */
  readonly by: readonly string[];
}

export interface RollerCard {
  readonly trooper: string;
  readonly name: string;
  /** What was rolled: skill or purpose. */
  readonly what: string;
  /** e.g. `BS 12 +3 (range) -3 (cover) = SV 12`. */
  readonly sv: string | null;
  readonly dice: readonly DieCard[];
}

/** A roll of the Order: dice entered, then judged by a ruling. */
export interface RollCard {
  readonly seq: number;
  readonly kind: 'face-to-face' | 'normal' | 'saving-roll' | 'rolled';
  readonly title: string;
  readonly outcome: string;
  readonly sides: readonly RollerCard[];
}

export interface CitationLink {
  readonly id: string;
  readonly title: string;
  readonly source: string;
}

export interface RulingLine {
  readonly seq: number;
  readonly text: string;
}

export interface Ruling {
  /** The Order the lines belong to, or null for an event outside any Order. */
  readonly order: number | null;
  /** Necromunda: the hit the lines belong to (null: an event outside any hit); absent for Infinity. */
  readonly hit?: number | null;
  /** Necromunda: the lines are what followed hit N (0: before the first hit); null: a hit's, or the start. */
  readonly after?: number | null;
  /** The Order was ruled by the players, not by the engine: its lines cite no rule. */
  readonly ruledByPlayers: boolean;
  readonly lines: readonly RulingLine[];
  readonly citations: readonly CitationLink[];
}

/** Everything the page shows for one step of the game. */
export interface Frame {
  readonly seq: number;
  readonly last: number;
  /** The event itself, as logged (rendered field by field, whatever its type). */
  readonly event: Readonly<Record<string, unknown>>;
  readonly active: ActiveStates;
  readonly troopers: readonly TrooperCard[];
  readonly rolls: readonly RollCard[];
  readonly ruling: Ruling;
  /** Each player's name as the lists give it (the faction), by player id. */
  readonly players: Readonly<Record<string, string>>;
}

/** One Order of the log: where its events are, who it activated, and every trooper its events name. */
export interface OrderSpan {
  readonly order: number;
  readonly first: number;
  readonly last: number;
  /** The activated trooper's id (null: the log has no activation for it). */
  readonly trooper: string | null;
  readonly player: string | null;
  /** Ids of every trooper the Order's events name, the activated one included. */
  readonly involved: readonly string[];
}

/** The log's Orders (`/api/orders`), with the game's troopers by name, for "go to Order" and the trooper search. */
export interface OrderList {
  readonly troopers: readonly { readonly id: string; readonly name: string }[];
  readonly orders: readonly OrderSpan[];
}

/** A chance, exact: `count` in `total` (decimal strings, they can outgrow a number), and `p`. */
export interface DisputeChance {
  readonly count: string;
  readonly total: string;
  readonly p: number;
}

export interface DisputeMod {
  readonly value: number;
  readonly reason: string;
  /** A rule id. */
  readonly citation: string;
}

export interface DisputeRoller {
  readonly trooper: string;
  readonly skill: string;
  readonly attribute: string;
  readonly base: number;
  readonly mods: readonly DisputeMod[];
  readonly uncapped: number | null;
  readonly sv: number;
  readonly automaticFailure: boolean;
}

export interface DisputeDie {
  readonly id: string;
  readonly roller: string;
  readonly face: number;
  readonly result: number;
  /** 0: read against no SV (a Saving Roll's die tells its reading in `fateText`). */
  readonly sv: number;
  readonly read: string;
  /** `hit`, `critical-hit`, `cancelled`, `tie`, `critical-cancelled`, `failed`, `saved`, `not saved`. */
  readonly fate: string;
  readonly fateText: string;
}

export interface DisputeOdds {
  readonly happened: { readonly text: string; readonly chance: DisputeChance };
  readonly likeliest: { readonly text: string; readonly chance: DisputeChance } | null;
  readonly details: string;
  readonly citations: readonly string[];
}

export interface DisputeRoll {
  readonly seq: number;
  readonly kind: string;
  readonly title: string;
  readonly rollers: readonly DisputeRoller[];
  readonly mods: readonly DisputeMod[];
  readonly dice: readonly DisputeDie[];
  readonly result: string;
  readonly odds: DisputeOdds | null;
  readonly certain: string | null;
  readonly citations: readonly string[];
}

export interface DisputeEntry {
  readonly seq: number;
  /** The trail entry's kind (`skill`, `aro`, `measurement`, `face-to-face`, `wounds`, …). */
  readonly kind: string;
  readonly lines: readonly { readonly indent: number; readonly text: string; readonly citations: readonly string[] }[];
  readonly roll: DisputeRoll | null;
}

/**
 * What the page's dispute panel reads of an Order's account (`/api/order-account?order=N`, the
 * audit's OrderAccount, which viewer/orderReportRoutes.ts checks against this shape).
 */
export interface DisputeAccount {
  readonly log: {
    readonly name: string;
    readonly fingerprint: string;
    readonly sealed: boolean;
    readonly brokenLines: number;
  };
  readonly title: string;
  readonly editionLabel: string;
  readonly readings: string;
  readonly order: number;
  readonly round: number;
  readonly player: string;
  readonly trooper: string;
  readonly ruledBy: 'engine' | 'players';
  readonly decided: { readonly seq: number; readonly state: string | null; readonly steps: readonly string[] };
  readonly entries: readonly DisputeEntry[];
  readonly readjudication: { readonly agrees: boolean; readonly lines: readonly string[] };
  readonly citations: readonly {
    readonly id: string;
    readonly edition: string;
    readonly title: string;
    readonly url: string;
  }[];
}

/** A ruling or a trooper's end state, as logged and on the fork (null: not there). */
export interface SideBySideRow {
  readonly order: number | null;
  readonly label: string;
  readonly logged: string | null;
  readonly whatIf: string | null;
  readonly changed: boolean;
}

/** One Order as logged and with one change (`/api/what-if?order=N&change=…`, the audit's WhatIfAccounts). */
export interface WhatIfView {
  readonly order: number;
  readonly changes: readonly string[];
  readonly stopped: string | null;
  readonly diceNotes: readonly string[];
  readonly keptAsAgreed: readonly string[];
  readonly recorded: DisputeAccount;
  readonly forked: DisputeAccount | null;
  readonly rulings: readonly SideBySideRow[];
  readonly states: readonly SideBySideRow[];
}
