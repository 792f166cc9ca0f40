import { suppliesLines } from './suppliesScore.ts';
import { supremacyLines } from './supremacyScore.ts';
import type { Band, ClassifiedDone, Mission, PlayerScore, RoundFacts, ScoreLine } from './mission.ts';

/** What a mission's score is a pure function of: the facts the players recorded and the points the table shows. */
export interface ScoreInput {
  readonly mission: Mission;
  /** The players in the order of their armies (the first army's Deployment Zone is on sector-1's side). */
  readonly players: readonly string[];
  /** The last round's facts (zones dominated at the end of the game). */
  readonly facts: RoundFacts;
  /** Every Classified Objective accomplished in the game. */
  readonly classified: readonly ClassifiedDone[];
  /** Per player: the enemy Army Points it killed. */
  readonly killed: Readonly<Record<string, number>>;
  /** Per player: its Victory Points. */
  readonly victoryPoints: Readonly<Record<string, number>>;
  /** The game size in Army Points (the bands' column). */
  readonly level: number;
  /** Per player: the Supply Boxes it holds at the end (a Supplies mission; absent: none). */
  readonly boxes?: Readonly<Record<string, number>>;
  /** Every round's facts, in order (a mission scoring each round; absent: only `facts`). */
  readonly rounds?: readonly RoundFacts[];
  /** Per player: the Consoles it has hacked at the end (absent: none). */
  readonly consoles?: Readonly<Record<string, number>>;
}

/** 1, 3 or 4 Objective Points for a value in a band, else 0. */
export const bandPoints = (band: Band, value: number): number =>
  value > band.high ? 4 : value > band.mid ? 3 : value >= band.low ? 1 : 0;

/** The band of the game size: the largest column not above it (the smallest if it is below them all). */
export const bandFor = (bands: Readonly<Record<number, Band>>, level: number): Band => {
  const sizes = Object.keys(bands)
    .map(Number)
    .sort((a, b) => a - b);
  const size = [...sizes].reverse().find((s) => s <= level) ?? sizes[0] ?? 0;
  const band = bands[size];
  if (band === undefined) throw new RangeError('a mission with bands has at least one game size');
  return band;
};

/** The Main Objectives a player scored, line by line. */
const mainLines = (input: ScoreInput, player: string): readonly ScoreLine[] => {
  const { mission } = input;
  switch (mission.scoring.kind) {
    case 'annihilation': {
      const band = bandFor(mission.scoring.bands, input.level);
      const killed = input.killed[player] ?? 0;
      const alive = input.victoryPoints[player] ?? 0;
      return [
        {
          objective: `killed ${killed} enemy Army Points`,
          points: bandPoints(band, killed),
          citation: 'n5/annihilation/kill',
        },
        {
          objective: `${alive} surviving Victory Points`,
          points: bandPoints(band, alive),
          citation: 'n5/annihilation/survive',
        },
      ];
    }
    case 'frontline': {
      const { points } = mission.scoring;
      const side = input.players.indexOf(player);
      return mission.zones.flatMap((zone, i) => {
        if (input.facts.dominate[zone] !== player) return [];
        // Counted from the player's own Deployment Zone: the second army sees the sectors reversed.
        const fromOwnSide = side === 0 ? i : mission.zones.length - 1 - i;
        return [
          {
            objective: `dominates ${zone}`,
            points: points[fromOwnSide] ?? 0,
            citation: 'n5/frontline/sectors',
          },
        ];
      });
    }
    case 'supplies':
      return suppliesLines(mission.scoring, input.boxes ?? {}, player);
    case 'supremacy':
      return supremacyLines(
        mission.scoring,
        input.rounds ?? [input.facts],
        input.consoles ?? {},
        input.players,
        player,
      );
  }
};

/** Each Classified Objective the player accomplished (at most the number drawn). */
const classifiedLines = (input: ScoreInput, player: string): readonly ScoreLine[] =>
  input.classified
    .filter((c) => c.player === player)
    .slice(0, input.mission.classified.count)
    .map((c) => ({
      objective: `Classified Objective ${c.objective}`,
      points: input.mission.classified.points,
      citation: 'n5/missions/classified-objectives' as const,
    }));

/**
 * Every player's score: the Main Objectives' lines and the Classified Objectives', Objective
 * Points capped at the mission's most, and Victory Points for the tiebreak. A pure function of
 * the recorded facts and the points.
 */
export const scoreMission = (input: ScoreInput): readonly PlayerScore[] =>
  input.players.map((player) => {
    const lines = [...mainLines(input, player), ...classifiedLines(input, player)];
    const total = lines.reduce((sum, l) => sum + l.points, 0);
    return {
      player,
      objectivePoints: Math.min(total, input.mission.maxPoints),
      victoryPoints: input.victoryPoints[player] ?? 0,
      lines,
    };
  });

/** The winner (n5/missions/objective-points): more Objective Points, then more Victory Points; null on a draw. */
export const winnerOf = (scores: readonly PlayerScore[]): string | null => {
  const ranked = [...scores].sort((a, b) => b.objectivePoints - a.objectivePoints || b.victoryPoints - a.victoryPoints);
  const [first, second] = ranked;
  if (first === undefined) return null;
  if (
    second !== undefined &&
    second.objectivePoints === first.objectivePoints &&
    second.victoryPoints === first.victoryPoints
  )
    return null;
  return first.player;
};
