import type { Refusal } from '../refusal.ts';
import type { GameState } from '../state/index.ts';
import { armyPoints } from '../state/armyPoints.ts';
import { inRetreat } from '../state/inRetreat.ts';
import { trooperView } from '../table/index.ts';
import type { EventOf } from '../events/index.ts';
import { boxesHeld } from '../missions/supplies.ts';
import { consolesHeld } from '../missions/consoles.ts';
import {
  gameEndReason,
  isSpecialist,
  killedPoints,
  missionById,
  roundLimit,
  roundOver,
  scoreMission,
  specialistCitation,
  victoryPoints,
  winnerOf,
  type ClassifiedDone,
  type PlayerScore,
  type RetreatHook,
  type RoundFacts,
} from '../missions/index.ts';
import type { CitationId } from '../citations/index.ts';
import type { GameCommand } from './gameCommand.ts';
import { decided, type Decision } from './decision.ts';
import { memoLast1, memoLast2 } from './memoLast.ts';

type Cmd<K extends GameCommand['type']> = Extract<GameCommand, { type: K }>;

/**
 * The Retreat! hook of the game's end (rules/missions/gameEnd.ts): a player whose last count, at
 * the start of its Active Turn, found its army in Retreat! (rules/orders/retreat.ts).
 */
const RETREAT: RetreatHook = inRetreat;

const END: CitationId = 'n5/missions/game-end';

/** The game ended: nothing more is accepted (n5/missions/game-end). */
export const endedRefusal = (s: GameState): Refusal | null =>
  s.ended === undefined
    ? null
    : {
        reason: `the game has ended (${s.ended.winner === null ? 'a draw' : `${s.ended.winner} won`}): nothing more can be recorded`,
        citation: END,
      };

/** A Turn may not start after the mission's last round: the game ends then. */
export const roundLimitRefusal = (s: GameState): Refusal | null =>
  s.mission !== undefined && s.round >= roundLimit(s) && roundOver(s)
    ? { reason: `the mission's ${roundLimit(s)} Game Rounds are played: end the game`, citation: END }
    : null;

/** Every Classified Objective accomplished so far, round by round. */
const classifiedSoFar = (s: GameState): readonly ClassifiedDone[] =>
  Object.values(s.mission?.rounds ?? {}).flatMap((r) => r.classified);

/** Every round's facts in order, `facts` standing for the current round's. */
const roundsWith = (s: GameState, facts: RoundFacts): readonly RoundFacts[] => {
  const byRound: Record<number, RoundFacts> = { ...(s.mission?.rounds ?? {}), [s.round]: facts };
  return Object.keys(byRound)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((r) => (byRound[r] === undefined ? [] : [byRound[r]]));
};

/** The score of every player if the game ended with these facts (a pure function of them and the table). */
export const scoresOf = (
  s: GameState,
  facts: RoundFacts,
  classified: readonly ClassifiedDone[],
): readonly PlayerScore[] => {
  const players = s.armies.map((a) => a.player);
  const vp = Object.fromEntries(players.map((p) => [p, victoryPoints(s.table, p)]));
  if (s.mission === undefined)
    return players.map((player) => ({ player, objectivePoints: 0, victoryPoints: vp[player] ?? 0, lines: [] }));
  const first = players[0];
  return scoreMission({
    mission: missionById(s.mission.id),
    players,
    facts,
    classified,
    killed: Object.fromEntries(players.map((p) => [p, killedPoints(s.table, p)])),
    victoryPoints: vp,
    level: (first === undefined ? null : armyPoints(s, first)) ?? 300,
    ...(s.table.supplies === undefined
      ? {}
      : { boxes: boxesHeld(s.table.supplies, players, (id) => trooperView(s.table, id)) }),
    ...(s.table.consoles === undefined ? {} : { consoles: consolesHeld(s.table.consoles, players) }),
    rounds: roundsWith(s, facts),
  });
};

/** Why the end of this round cannot be recorded now, or null. */
export const refuseScoreRound = (s: GameState, cmd: Cmd<'score-round'>): Refusal | null => {
  const ended = endedRefusal(s);
  if (ended !== null) return ended;
  if (s.mission === undefined)
    return {
      reason: 'this game plays no mission: there is nothing to score',
      citation: 'n5/missions/objective-points',
    };
  const mission = missionById(s.mission.id);
  // A Retreat! ends the game mid-round: its zones are scored then, as the last round's would be.
  if (!roundOver(s) && gameEndReason(s, RETREAT) !== 'retreat')
    return {
      reason: 'a round is scored after both Active Turns of the round (or when a Retreat! ends the game)',
      citation: 'n5/missions/objective-points',
    };
  if (s.mission.rounds[s.round] !== undefined)
    return { reason: `round ${s.round} is already scored`, citation: 'n5/missions/objective-points' };
  const dominate = 'n5/frontline/dominate';
  for (const [zone, player] of Object.entries(cmd.dominate)) {
    if (!mission.zones.includes(zone))
      return {
        reason: `${mission.title} has no zone ${zone} (its zones: ${mission.zones.join(', ') || 'none'})`,
        citation: dominate,
        field: ['dominate', zone],
      };
    if (player !== null && !s.armies.some((a) => a.player === player))
      return { reason: `no army belongs to player ${player}`, citation: dominate, field: ['dominate', zone] };
  }
  const missing = mission.zones.find((z) => !(z in cmd.dominate));
  if (missing !== undefined)
    return { reason: `record who dominates ${missing} (null: nobody)`, citation: dominate, field: ['dominate'] };
  const done = classifiedSoFar(s);
  for (const [i, c] of (cmd.classified ?? []).entries()) {
    const field = ['classified', i];
    const citation: CitationId = 'n5/missions/classified-objectives';
    if (!(s.mission.classifiedDrawn[c.player] ?? []).includes(c.objective))
      return { reason: `${c.player} did not draw the Classified Objective ${c.objective}`, citation, field };
    if (done.some((d) => d.player === c.player && d.objective === c.objective))
      return { reason: `${c.player} already accomplished ${c.objective}`, citation, field };
    const by = c.by === undefined ? undefined : trooperView(s.table, c.by);
    if (c.by === undefined || by === undefined || by.player !== c.player)
      return {
        reason: `name the Specialist of ${c.player} who accomplished ${c.objective} (by)`,
        citation: 'n5/specialist/troops',
        field,
      };
    if (!isSpecialist(by.profile))
      return {
        reason: `${c.by} is not a Specialist Troop (Doctor, Engineer, Hacker, Forward Observer, Paramedic, Chain of Command or Specialist Operative): it cannot accomplish ${c.objective}`,
        citation: 'n5/specialist/troops',
        field: [...field, 'by'],
      };
  }
  return null;
};

/** The facts of the command, as a round's facts. */
const factsOf = (cmd: Cmd<'score-round'>): RoundFacts => ({ dominate: cmd.dominate, classified: cmd.classified ?? [] });

export const scoreRoundEvents = (s: GameState, cmd: Cmd<'score-round'>): readonly EventOf<'RoundScored'>[] => {
  const facts = factsOf(cmd);
  const mission = s.mission === undefined ? null : missionById(s.mission.id);
  const by = (cmd.classified ?? []).flatMap((c) => {
    const view = c.by === undefined ? undefined : trooperView(s.table, c.by);
    return view === undefined ? [] : [specialistCitation(view.profile)];
  });
  return [
    {
      type: 'RoundScored',
      round: s.round,
      dominate: Object.entries(cmd.dominate).map(([zone, player]) => ({ zone, player })),
      classified: facts.classified,
      standing: scoresOf(s, facts, [...classifiedSoFar(s), ...facts.classified]),
      citations: [...new Set<CitationId>([...(mission?.citations ?? []), ...by])],
    },
  ];
};

/** Why the game cannot end now, or null (n5/missions/game-end). */
export const refuseEndGame = (s: GameState): Refusal | null => {
  const ended = endedRefusal(s);
  if (ended !== null) return ended;
  if (s.edition !== 'n5') return { reason: "the game's end and score are ruled for N5 games only", citation: END };
  const reason = gameEndReason(s, RETREAT);
  if (reason === null)
    return {
      reason: `the game ends after round ${roundLimit(s)} (or a Retreat!): it is round ${s.round}${s.activePlayer === null ? '' : `, ${s.activePlayer}'s Turn running`}`,
      citation: END,
    };
  if (s.mission !== undefined && missionById(s.mission.id).zones.length > 0 && s.mission.rounds[s.round] === undefined)
    return {
      reason: `record the end of round ${s.round} (who dominates each zone) before ending the game`,
      citation: 'n5/frontline/dominate',
    };
  return null;
};

export const endGameEvents = (s: GameState): readonly EventOf<'GameEnded'>[] => {
  const facts = s.mission?.rounds[s.round] ?? { dominate: {}, classified: [] };
  const scores = scoresOf(s, facts, classifiedSoFar(s));
  const mission = s.mission === undefined ? null : missionById(s.mission.id);
  return [
    {
      type: 'GameEnded',
      round: s.round,
      reason: gameEndReason(s, RETREAT) ?? 'round-limit',
      scores,
      winner: winnerOf(scores),
      citations: [...new Set<CitationId>([END, 'n5/missions/victory-points', ...(mission?.citations ?? [])])],
    },
  ];
};

export const decideScoreRound = memoLast2((s: GameState, cmd: Cmd<'score-round'>): Decision =>
  decided(refuseScoreRound(s, cmd), () => scoreRoundEvents(s, cmd)),
);

export const decideEndGame = memoLast1((s: GameState): Decision => decided(refuseEndGame(s), () => endGameEvents(s)));
