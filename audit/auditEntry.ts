import type { TokenSpending } from './commandTokenText.ts';
import type { MissionLine, ScoringLine } from './scoringEntry.ts';
import type { Readings } from '../rules/readings.ts';
import type { Citation } from '../rules/citations/index.ts';
import type { SaveState } from '../rules/combat/index.ts';
import type { RollPurpose, SkillDeclaration } from '../rules/orders/index.ts';
import type { TableFact } from '../rules/table/index.ts';
import type { RuledOutcome } from '../rules/orders/index.ts';
import type { DieLine, ModLine, RollerLine, RollOdds, SideLine, SvLine } from './auditLines.ts';
import type { TrooperSkill } from '../rules/profiles/index.ts';

export type { Chance, DieLine, ModLine, OutcomeChance, RollerLine, RollOdds, SideLine, SvLine } from './auditLines.ts';

/** The outcome the players agreed, as logged: every change with its total. */
export type PlayersOutcome = RuledOutcome;

interface Line {
  /** The logged record this line reads. */
  readonly seq: number;
  readonly citations: readonly Citation[];
}

/** One line of an Order's audit trail, in log order. */
export type AuditEntry =
  | (Line & { readonly kind: 'activation'; readonly trooper: string; readonly player: string })
  | (Line & {
      readonly kind: 'coordinated';
      readonly spearhead: string;
      readonly troopers: readonly string[];
      readonly commandTokensLeft: number;
    })
  | (Line & {
      readonly kind: 'fireteam';
      readonly change: 'formed' | 'order' | 'left' | 'cancelled';
      readonly fireteam: string;
      readonly fireteamKind: string;
      readonly leader: string;
      readonly members: readonly string[];
      readonly level: number;
      readonly bonuses: readonly string[];
      readonly why: string;
    })
  | (Line & {
      readonly kind: 'order-spent';
      readonly trooper: string;
      readonly group: string;
      readonly pool: 'regular' | 'irregular' | 'lieutenant' | 'tactical' | 'impetuous';
    })
  | (Line & {
      readonly kind: 'skill';
      readonly trooper: string;
      readonly position: 'first' | 'second';
      readonly declaration: SkillDeclaration;
    })
  | (Line & {
      readonly kind: 'aro';
      readonly trooper: string;
      readonly position: 'first' | 'second';
      readonly declaration: SkillDeclaration;
    })
  | (Line & {
      readonly kind: 'aros-closed';
      readonly position: 'first' | 'second';
      readonly forfeited: readonly string[];
    })
  | (Line & { readonly kind: 'measurement'; readonly fact: TableFact })
  | (Line & {
      readonly kind: 'dice';
      readonly trooper: string;
      readonly purpose: RollPurpose;
      readonly faces: readonly number[];
      /** Special Dice: the places (from 0) of the faces the player discarded. */
      readonly discard?: readonly number[];
      /** A saving roll: the Optional skills its player declined for this Order (Dogged, NWI). */
      readonly decline?: readonly TrooperSkill[];
    })
  | (Line & {
      readonly kind: 'face-to-face';
      readonly exchange: string;
      readonly a: SideLine;
      readonly b: SideLine;
      readonly winner: 'a' | 'b' | 'neither';
      readonly odds: RollOdds;
    })
  | (Line & {
      readonly kind: 'normal-roll';
      readonly exchange: string;
      readonly roller: RollerLine;
      readonly dice: readonly DieLine[];
      readonly successes: number;
      readonly criticals: number;
      readonly odds: RollOdds;
    })
  | (Line & {
      readonly kind: 'hits';
      readonly exchange: string;
      readonly attacker: string;
      readonly target: string;
      readonly weapon: string;
      readonly hits: number;
      readonly criticals: number;
    })
  | (Line & {
      readonly kind: 'saving-roll';
      readonly trooper: string;
      readonly attacker: string;
      readonly weapon: string;
      readonly ammo: string;
      readonly attribute: 'ARM' | 'BTS' | 'PH';
      readonly inflicts: readonly SaveState[];
      readonly reading: string;
      readonly mods: readonly ModLine[];
      readonly rolls: readonly { readonly face: number; readonly saved: boolean; readonly why: string }[];
      readonly automaticWounds: number;
      readonly wounds: number;
      readonly odds: RollOdds;
    })
  | (Line & { readonly kind: 'wounds'; readonly trooper: string; readonly wounds: number; readonly total: number })
  | (Line & {
      readonly kind: 'protheion';
      readonly trooper: string;
      readonly inflicted: number;
      readonly woundsRemoved: number;
      readonly vitaRaised: number;
      readonly wounds: number;
      readonly vitaGained: number;
    })
  | (Line & {
      readonly kind: 'smoke';
      readonly id: string;
      readonly by: string;
      readonly weapon: string;
      readonly ammo: 'Smoke' | 'Eclipse';
      readonly placed: boolean;
    })
  | (Line & {
      /** A mission item changed hands (ObjectiveChanged): `holder` null, on the ground; `opened` the Tech-Coffin it came out of. */
      readonly kind: 'objective';
      readonly item: string;
      readonly holder: string | null;
      readonly opened?: string;
    })
  | (Line & {
      /** Special Skills gained for the rest of the game (SkillGained: Frenzy). */
      readonly kind: 'skill-gained';
      readonly trooper: string;
      readonly skills: readonly string[];
    })
  | (Line & {
      readonly kind: 'state';
      readonly trooper: string;
      readonly change: 'entered' | 'left';
      readonly state: string;
    })
  | (Line & { readonly kind: 'conclusion'; readonly trooper: string })
  | (Line & {
      readonly kind: 'command-token';
      readonly commandTokensLeft: number;
    } & TokenSpending)
  | (Line & {
      readonly kind: 'skill-voided';
      readonly trooper: string;
      readonly position: 'first' | 'second' | 'aro';
      readonly skill: string;
      readonly reason: string;
    })
  | (Line & {
      readonly kind: 'shot-nullified';
      readonly attacker: string;
      readonly weapon: string;
      readonly shot: number;
      readonly touching: readonly { readonly trooper: string; readonly side: 'enemy' | 'friendly' | 'neutral' }[];
      readonly keepAro: readonly string[];
      readonly expendableUsesSpent: number;
    })
  | (Line & {
      readonly kind: 'template-attack';
      readonly exchange: string;
      readonly source: string;
      readonly target: string;
      readonly weapon: string;
      readonly placements: number;
      readonly mine: boolean;
      readonly dodge: string | null;
      readonly dodged: boolean;
      readonly hits: number;
    })
  | (Line & {
      readonly kind: 'friendly-fire';
      readonly exchange: string;
      readonly attacker: string;
      readonly ally: string;
      readonly weapon: string;
      readonly die: string;
      readonly face: number;
      readonly sv: number;
      readonly failureCategory: number;
      readonly allyMod: number;
    })
  | (Line & {
      readonly kind: 'dodge';
      readonly trooper: string;
      readonly turn: 'active' | 'reactive';
      readonly against: readonly {
        readonly source: string;
        readonly dodgerWon: boolean;
        readonly attackHit: boolean;
        readonly mine?: 'declaration' | 'destination';
      }[];
      readonly moves: boolean;
      readonly inches: number;
      readonly hitBy: readonly string[];
      readonly minesNotActivated: readonly string[];
      /** The measured move the Dodge made, when it moved. */
      readonly moved?: { readonly inches: number; readonly contacts: readonly string[] };
    })
  | (Line & {
      readonly kind: 'disposable';
      readonly trooper: string;
      readonly weapon: string;
      readonly copy: 1 | 2;
      readonly spent: number;
      readonly remaining: number;
    })
  | (Line & { readonly kind: 'guts-check'; readonly trooper: string; readonly required: boolean; readonly why: string })
  | (Line & {
      readonly kind: 'guts-roll';
      readonly trooper: string;
      readonly choice: 'roll' | 'fail-on-purpose' | 'courage';
      readonly sv: SvLine | null;
      readonly dice: readonly DieLine[];
      readonly passed: boolean;
      readonly odds: RollOdds;
    })
  | (Line & {
      readonly kind: 'guts-move';
      readonly trooper: string;
      readonly option: 'leave-lof' | 'reach-cover' | 'go-prone';
    })
  /**
   * An Order the players ruled themselves: what was declared, the dice, and the outcome they
   * agreed. Its `citations` are always empty: the engine did not rule it.
   */
  | (Line & {
      readonly kind: 'players-ruling';
      readonly trooper: string;
      readonly player: string;
      readonly declared: string;
      readonly skills: readonly string[];
      readonly dice: readonly { readonly trooper: string; readonly faces: readonly number[] }[];
      readonly note: string | null;
      readonly outcome: PlayersOutcome;
    });

export type AuditEntryKind = AuditEntry['kind'];

/** One Order: who activated, with which Order, and every line of it. */
export interface AuditOrder {
  readonly order: number;
  /** Who ruled it: the engine (re-adjudicated), or the players (an OrderRuledByPlayers, never re-adjudicated). */
  readonly ruledBy: 'engine' | 'players';
  readonly round: number;
  readonly player: string;
  readonly trooper: string;
  readonly entries: readonly AuditEntry[];
}

/** The Tactical Phase of a Turn: the Orders each pool got. */
export interface PoolsLine {
  readonly seq: number;
  readonly regular: readonly { readonly group: string; readonly orders: number }[];
  readonly irregular: readonly { readonly trooper: string; readonly orders: number }[];
  /** N5 Tactical Orders (Tactical Awareness); absent when none. */
  readonly tactical?: readonly { readonly trooper: string; readonly orders: number }[];
  /** Impetuous Orders (the Impetuous Phase's tokens); absent when none. */
  readonly impetuous?: readonly { readonly trooper: string; readonly orders: number }[];
  readonly lieutenant: { readonly trooper: string; readonly orders: number } | null;
  readonly lossOfLieutenant: boolean;
  /** The army's Retreat! count (absent: its list gives no points). */
  readonly retreat?: boolean;
  readonly citations: readonly Citation[];
}

export interface AuditTurn {
  readonly round: number;
  readonly player: string;
  readonly seq: number;
  readonly pools: PoolsLine | null;
  /** What the Tactical Phase did besides the pools (a Fireteam formed with a Command Token). */
  readonly tactical?: readonly AuditEntry[];
  readonly orders: readonly AuditOrder[];
  /** Set when the Turn ended, with the Lieutenant appointed then, if any. */
  readonly ended: {
    readonly seq: number;
    readonly appointed: { readonly trooper: string; readonly citations: readonly Citation[] } | null;
  } | null;
}

/** The whole ruling trail of a log. */
export interface AuditTrail {
  readonly title: string;
  readonly edition: 'n3' | 'n4' | 'n5' | null;
  /** Rules corrected after printing that the game reads otherwise (empty: every correction applies). */
  readonly readings: Readings;
  /** Trooper id → name, for people. */
  readonly names: Readonly<Record<string, string>>;
  /** Player id → the faction of the player's list, for people (absent in a trail made before it was kept). */
  readonly players?: Readonly<Record<string, string>>;
  readonly turns: readonly AuditTurn[];
  /** The mission played (absent: none). */
  readonly mission?: MissionLine;
  /** Rounds scored and the game's end, in log order (absent: none). */
  readonly scoring?: readonly ScoringLine[];
  /** Command Tokens a player has over the usual, with the rule (Lieutenant (+1 Command Token)); absent: none. */
  readonly tokenBonuses?: readonly {
    readonly player: string;
    readonly tokens: number;
    readonly citations: readonly Citation[];
  }[];
  /** The Deployment Phase when the game records one: who deployed first, each trooper's place and roll. */
  readonly deployment?: readonly { readonly text: string; readonly citations: readonly Citation[] }[];
}
