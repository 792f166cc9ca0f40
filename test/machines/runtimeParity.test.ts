import * as E from 'fp-ts/lib/Either.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import { formatScriptError, parseRecordedGame, recordGame, type RecordResult } from '../../recording/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { commandArb, orderChunk } from '../support/commandSequences.ts';
import { anEdition, play, randomOrder, someChoices, someFaces } from '../support/randomPlay.ts';
import { isInfinityExample } from '../support/infinityExample.ts';

/**
 * The compiled runtime (what `arbiter audit` re-adjudicates with) against xstate's interpreter
 * (the reference): the same commands must give the same result, command by command — the same
 * events, or the same rejection — and the same step, dice owed and table after each.
 */
/** The events either side holds (a stopped recording keeps its session's). */
const eventsOf = (r: RecordResult) => (E.isRight(r) ? r.right.events : r.left.events);
const observe = (s: GameSession) => ({ where: s.where(), due: s.due(), table: s.table() });

const sameRun = (input: Parameters<typeof createGameSession>[0], commands: readonly GameCommand[]): number => {
  const reference = createGameSession(input);
  const compiled = createGameSession(input, { runtime: 'compiled' });
  let accepted = 0;
  for (const [i, c] of commands.entries()) {
    const expected = reference.send(c);
    expect(compiled.send(c), `command ${i} (${c.type})`).toEqual(expected);
    expect(observe(compiled), `after command ${i} (${c.type})`).toEqual(observe(reference));
    if (E.isRight(expected)) accepted += 1;
  }
  expect(compiled.events).toEqual(reference.events);
  return accepted;
};

describe('compiled runtime = xstate', () => {
  const edition = 'n4' as const;
  const armies = [
    army('pano', [lineTrooper(edition, 'f1', 'F1', 12), lineTrooper(edition, 'f2', 'F2', 12)]),
    army('yj', [lineTrooper(edition, 'y1', 'Y1', 11), lineTrooper(edition, 'y2', 'Y2', 11)]),
  ];

  test.prop(
    [
      fc
        .array(
          fc.oneof(
            commandArb.map((c) => [c]),
            orderChunk,
          ),
          { minLength: 1, maxLength: 40 },
        )
        .map((xs) => xs.flat()),
    ],
    { numRuns: 120 },
  )('random command sequences (noise and whole Orders): every result, step, dice owed and table alike', (commands) => {
    sameRun({ edition, title: 'parity', armies }, commands);
  });

  test.prop([anEdition.chain((e) => randomOrder(e)), someFaces, someChoices], { numRuns: 120 })(
    'random Orders of the seeds (templates, Dodges, Mines, Guts choices) in every edition log the same events',
    (order, faces, choices) => {
      const reference = play(order, faces, choices);
      const compiled = play(order, faces, choices, { runtime: 'compiled' });
      expect(compiled.events).toEqual(reference.events);
      expect(compiled.table()).toEqual(reference.table());
    },
  );

  const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
  const files = readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.game.yaml'))
    .filter(isInfinityExample)
    .sort();
  it.each(files)('%s records to the same log', (file) => {
    const path = join(EXAMPLES, file);
    const parsed = parseRecordedGame(path, readFileSync(path, 'utf8'));
    if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
    const reference = recordGame(path, parsed.right.game, parsed.right.map);
    const compiled = recordGame(path, parsed.right.game, parsed.right.map, { runtime: 'compiled' });
    expect(E.isRight(compiled)).toBe(E.isRight(reference));
    expect(eventsOf(compiled)).toEqual(eventsOf(reference));
    // Byte for byte as the log holds them (key order included): `arbiter record` runs compiled by default.
    expect(eventsOf(compiled).map((e) => JSON.stringify(e))).toEqual(eventsOf(reference).map((e) => JSON.stringify(e)));
    expect(eventsOf(compiled).length).toBeGreaterThan(3);
  });

  it('an unknown trooper and an enemy trooper are refused alike', () => {
    const refused = (runtime: 'xstate' | 'compiled'): readonly string[] => {
      const s = createGameSession({ edition, title: 'parity', armies }, { runtime });
      s.send({ type: 'start-turn', player: 'pano' });
      return [s.send({ type: 'activate', trooper: 'nobody' }), s.send({ type: 'activate', trooper: 'y1' })].map((r) =>
        E.isRight(r) ? 'accepted' : r.left.reason,
      );
    };
    expect(refused('compiled')).toEqual(refused('xstate'));
    expect(refused('compiled').every((r) => r !== 'accepted')).toBe(true);
  });

  it('cannot be inspected (only xstate can)', () => {
    expect(() =>
      createGameSession({ edition, title: 'parity', armies }, { runtime: 'compiled', inspect: () => undefined }),
    ).toThrow(/xstate/);
  });
});
