import type { EventOf } from '../rules/events/index.ts';
import { isMissionId, missionById, type PlayerScore } from '../rules/missions/index.ts';
import type { MissionLine, ScoringLine } from './scoringEntry.ts';
import { cite } from './lineCitations.ts';
import type { TextStyle } from './textStyle.ts';
import type { Line } from './trailWriter.ts';
import type { Namer } from './describeDeclaration.ts';

export const missionLine = (m: NonNullable<EventOf<'GameStarted'>['mission']>): MissionLine => ({
  id: m.id,
  title: isMissionId(m.id) ? missionById(m.id).title : m.id,
  classified: m.classified,
  citations: isMissionId(m.id) ? cite(missionById(m.id).citations) : [],
});

export const scoringLine = (seq: number, e: EventOf<'RoundScored'> | EventOf<'GameEnded'>): ScoringLine =>
  e.type === 'RoundScored'
    ? {
        kind: 'round',
        seq,
        round: e.round,
        dominate: e.dominate,
        classified: e.classified,
        scores: e.standing,
        citations: cite(e.citations),
      }
    : {
        kind: 'end',
        seq,
        round: e.round,
        reason: e.reason,
        winner: e.winner,
        scores: e.scores,
        citations: cite(e.citations),
      };

/** A player's score in a few words: OP, VP and what scored. */
export const scoreText = (s: PlayerScore, name: Namer = (id) => id): string => {
  const scored = s.lines.filter((l) => l.points > 0).map((l) => `${l.objective} ${l.points}`);
  return `${name(s.player)} ${s.objectivePoints} OP, ${s.victoryPoints} VP${scored.length === 0 ? '' : ` (${scored.join('; ')})`}`;
};

export const renderMission = (line: Line, m: MissionLine, name: Namer = (id) => id): void => {
  const drawn = m.classified.map((c) => `${name(c.player)}: ${c.objectives.join(', ') || 'none'}`).join('; ');
  line(0, `Mission: ${m.title}${drawn === '' ? '' : ` — Classified Objectives drawn: ${drawn}`}`, m.citations);
};

export const renderScoring = (line: Line, name: Namer, s: ScoringLine, style: TextStyle): void => {
  if (s.kind === 'round') {
    line(0, style.strong(`End of round ${s.round} · scored`));
    const zones = s.dominate.map((d) => `${d.zone}: ${d.player === null ? 'nobody' : name(d.player)}`).join('; ');
    if (zones !== '') line(2, `Zones dominated: ${zones}`);
    for (const c of s.classified)
      line(2, `${name(c.player)} accomplished ${c.objective}${c.by === undefined ? '' : ` (${name(c.by)})`}`);
    line(2, `Standing: ${s.scores.map((p) => scoreText(p, name)).join(' · ')}`, s.citations);
    return;
  }
  const why = s.reason === 'retreat' ? 'Retreat!' : `round ${s.round}, the last`;
  line(0, style.strong(`Game over (${why}) · ${s.winner === null ? 'a draw' : `${name(s.winner)} wins`}`));
  for (const p of s.scores) line(2, `Final score: ${scoreText(p, name)}`);
  line(2, 'Objective Points decide; Victory Points break a tie', s.citations);
};
