import * as t from 'io-ts';
import { CitationIdC, NonNegativeIntC, PositiveIntC } from './codecs/index.ts';

/** The mission of a game (GameStarted): its id in the catalogue and each player's Classified Objectives drawn. */
export const MissionSetupC = t.readonly(
  t.type({
    id: t.keyof({
      'n5/missions/annihilation': null,
      'n5/missions/frontline': null,
      'n5/missions/supplies': null,
      'n5/missions/supremacy': null,
    }),
    classified: t.readonlyArray(t.readonly(t.type({ player: t.string, objectives: t.readonlyArray(t.string) }))),
  }),
  'MissionSetup',
);

/** A player's score: Objective Points, Victory Points, and the lines that made them with their rules. */
export const PlayerScoreC = t.readonly(
  t.type({
    player: t.string,
    objectivePoints: NonNegativeIntC,
    victoryPoints: t.number,
    lines: t.readonlyArray(
      t.readonly(t.type({ objective: t.string, points: NonNegativeIntC, citation: CitationIdC }), 'ScoreLine'),
    ),
  }),
  'PlayerScore',
);

/** A Classified Objective accomplished, and the Specialist who did it. */
export const ClassifiedDoneC = t.readonly(
  t.intersection([t.type({ player: t.string, objective: t.string }), t.partial({ by: t.string })]),
  'ClassifiedDone',
);

/**
 * The end of a round in a mission: what the players recorded (who dominates each zone, the
 * Classified Objectives accomplished in the round) and the score as it would stand if the game
 * ended now.
 */
export const RoundScored = t.readonly(
  t.type({
    type: t.literal('RoundScored'),
    round: PositiveIntC,
    dominate: t.readonlyArray(t.readonly(t.type({ zone: t.string, player: t.union([t.string, t.null]) }))),
    classified: t.readonlyArray(ClassifiedDoneC),
    standing: t.readonlyArray(PlayerScoreC),
    citations: t.readonlyArray(CitationIdC),
  }),
  'RoundScored',
);

/** The game ended: why, the final score of each player, the winner (null: a draw). Nothing is accepted after it. */
export const GameEnded = t.readonly(
  t.type({
    type: t.literal('GameEnded'),
    round: NonNegativeIntC,
    reason: t.keyof({ 'round-limit': null, retreat: null }),
    scores: t.readonlyArray(PlayerScoreC),
    winner: t.union([t.string, t.null]),
    citations: t.readonlyArray(CitationIdC),
  }),
  'GameEnded',
);
