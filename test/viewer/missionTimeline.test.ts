import * as E from 'fp-ts/lib/Either.js';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArbiterEvent } from '../../events/index.ts';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { activeStates, timeline } from '../../viewer/index.ts';
import { rulingView } from '../../viewer/rulingView.ts';

const recorded = (): readonly ArbiterEvent[] => {
  const file = resolve(import.meta.dirname, '../../examples/mission-scoring.game.yaml');
  const parsed = parseRecordedGame(file, readFileSync(file));
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  const r = recordGame(file, parsed.right.game, parsed.right.map);
  if (E.isLeft(r)) throw new Error(r.left.error.message);
  return r.right.events;
};

describe("the viewer's timeline of a scored mission", () => {
  it('n5/missions/objective-points: each round scored and the final score are timeline entries, the winner named, their rules linked', () => {
    const events = recorded();
    const t = timeline({ file: 'ms.jsonl', events, warning: null });
    const scored = t.entries.filter((e) => e.score !== undefined);
    expect(scored.map((e) => [e.type, e.score?.round, e.score?.final])).toEqual([
      ['RoundScored', 1, false],
      ['RoundScored', 2, false],
      ['RoundScored', 3, false],
      ['GameEnded', 3, true],
    ]);
    const end = scored[3];
    expect(end?.score).toEqual({
      round: 3,
      final: true,
      players: [
        { player: 'panoceania', name: 'PanOceania', objectivePoints: 5, victoryPoints: 18 },
        { player: 'yu-jing', name: 'Yu Jing', objectivePoints: 1, victoryPoints: 39 },
      ],
      winner: 'panoceania',
      winnerName: 'PanOceania',
    });
    expect(end?.summary).toMatch(/^Game over: PanOceania wins/);
    const ruling = rulingView(events, end?.seq ?? 0);
    expect(ruling.citations.map((c) => c.id)).toEqual(
      expect.arrayContaining(['n5/missions/game-end', 'n5/frontline/sectors', 'n5/missions/objective-points']),
    );
    expect(activeStates(events, events.length).game).toBe('game.ended');
  });
});
