import type { CitationId } from '../citations/index.ts';

/** The missions of the catalogue (docs/missions.md); the id is a rule id too. */
export type MissionId =
  'n5/missions/annihilation' | 'n5/missions/frontline' | 'n5/missions/supplies' | 'n5/missions/supremacy';

/**
 * A scoring band of a game size: 1 OP from `low` to `mid` points, 3 OP above `mid` up to `high`,
 * 4 OP above `high` (Annihilation's kills and survivors).
 */
export interface Band {
  readonly low: number;
  readonly mid: number;
  readonly high: number;
}

/** How a mission scores its Main Objectives. */
export type MissionScoring =
  /** Kills and survivors in Army Points, banded by the game size (points level → band). */
  | { readonly kind: 'annihilation'; readonly bands: Readonly<Record<number, Band>> }
  /**
   * Sectors dominated at the end of the game: `zones` from the first army's Deployment Zone to
   * the second's; a sector scores `points[i]` counted from the dominating player's own side.
   */
  | { readonly kind: 'frontline'; readonly points: readonly number[] }
  /** Supply Boxes held at the end: `perBox` each, `more` for holding more than the opponent (rules/missions/supplies.ts). */
  | { readonly kind: 'supplies'; readonly perBox: number; readonly more: number }
  /** Quadrants dominated at the end of each round, Consoles hacked at the end (rules/missions/supremacyScore.ts). */
  | { readonly kind: 'supremacy'; readonly same: number; readonly more: number; readonly perConsole: number };

/** One mission as data: its rounds, the zones whose domination the players record, its scoring. */
export interface Mission {
  readonly id: MissionId;
  readonly edition: 'n5';
  readonly title: string;
  /** Game Rounds before the game ends. */
  readonly rounds: number;
  /** Zones the players record domination of, at the end of each round (none: no zone). */
  readonly zones: readonly string[];
  readonly scoring: MissionScoring;
  /** The mission's Consoles (absent: none; rules/missions/consoles.ts). */
  readonly consoles?: readonly string[];
  /** Classified Objectives each player draws, and the Objective Points each one accomplished scores. */
  readonly classified: { readonly count: number; readonly points: number };
  /** The most Objective Points a player may score. */
  readonly maxPoints: number;
  /** Whether a Retreat! situation ends the game early (false: No Quarter). */
  readonly retreatEndsGame: boolean;
  /** The rules the mission's scoring cites. */
  readonly citations: readonly CitationId[];
}

/** One line of a player's score: what scored, how many Objective Points, and the rule. */
export interface ScoreLine {
  readonly objective: string;
  readonly points: number;
  readonly citation: CitationId;
}

/** A player's score: Objective Points (capped at the mission's most), Victory Points, and the lines that made them. */
export interface PlayerScore {
  readonly player: string;
  readonly objectivePoints: number;
  readonly victoryPoints: number;
  readonly lines: readonly ScoreLine[];
}

/** A Classified Objective accomplished: by whom (a Specialist, when it needs one). */
export interface ClassifiedDone {
  readonly player: string;
  readonly objective: string;
  readonly by?: string;
}

/** What the players record at the end of a round: who dominates each zone, the Classified Objectives accomplished. */
export interface RoundFacts {
  /** Zone → the player dominating it (null: nobody). */
  readonly dominate: Readonly<Record<string, string | null>>;
  readonly classified: readonly ClassifiedDone[];
}

/** Why the game ended: its mission's rounds were played, or a player was in Retreat!. */
export type GameEndReason = 'round-limit' | 'retreat';

/** The mission of a game as its events leave it. */
export interface MissionState {
  readonly id: MissionId;
  /** Per player, the Classified Objectives drawn before the game. */
  readonly classifiedDrawn: Readonly<Record<string, readonly string[]>>;
  /** The facts recorded at the end of each round, by round. */
  readonly rounds: Readonly<Record<number, RoundFacts>>;
}

/** How the game ended (GameEnded): why, and who won (null: a draw). */
export interface GameOutcome {
  readonly reason: GameEndReason;
  readonly winner: string | null;
}
