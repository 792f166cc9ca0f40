import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import {
  applyWhatIf,
  loggedGame,
  parseEditionChange,
  rerunReusingDice,
  rulingRows,
  whatIf,
  type AuditRecord,
  type SideBySide,
} from '../../audit/index.ts';
import { createGameSession } from '../../machines/index.ts';

/** A generated game of `turns` Turns (10 Orders each), as the records a log gives. */
const generated = (turns: number, seed: number): readonly AuditRecord[] => {
  const { input, commands } = generatedGame(turns, seed);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due())) if (E.isLeft(session.send(command))) throw new Error('refused');
  return session.events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));
};

/** The side by side as it was first written: every Order's rows found by filtering all rows (quadratic, plain). */
const reference = (records: readonly AuditRecord[], text: string): readonly SideBySide[] => {
  const c = parseEditionChange(text);
  if (E.isLeft(c)) throw new Error(c.left);
  const game = loggedGame(records);
  if (E.isLeft(game)) throw new Error(game.left);
  const applied = applyWhatIf(game.right, [c.right], (id) => id);
  if (E.isLeft(applied)) throw new Error(applied.left);
  const fork = rerunReusingDice(applied.right.game);
  expect(fork.stopped).toBeNull();
  const theirs = rulingRows(fork.events, (id) => id);
  const forkByKey = new Map(theirs.map((r) => [r.key, r]));
  const ours = rulingRows(
    records.map((r) => r.event),
    (id) => id,
  );
  const loggedKeys = new Set(ours.map((r) => r.key));
  const orders = [...new Set([...ours, ...theirs].map((r) => r.order ?? 0))].sort((a, b) => a - b);
  return orders.flatMap((o) => [
    ...ours
      .filter((r) => (r.order ?? 0) === o)
      .map((r) => {
        const other = forkByKey.get(r.key);
        const v = other?.value ?? null;
        return { order: r.order, label: r.label, logged: r.value, whatIf: v, changed: other?.value !== r.value };
      }),
    ...theirs
      .filter((r) => (r.order ?? 0) === o && !loggedKeys.has(r.key))
      .map((r) => ({ order: r.order, label: r.label, logged: null, whatIf: r.value, changed: true })),
  ]);
};

describe('audit/whatIf: the side by side of a long game, grouped by Order in one pass (issue 19)', () => {
  it.each([
    [3, 1, 'n3'],
    [5, 2, 'n3'],
    [4, 3, 'n3'],
  ] as const)(
    '%i Turns (seed %i), the game re-run under %s: every row, in the order the plain filter gives',
    (turns, seed, edition) => {
      const records = generated(turns, seed);
      const c = parseEditionChange(edition);
      if (E.isLeft(c)) throw new Error(c.left);
      const w = whatIf(records, [c.right], (id) => id);
      if (E.isLeft(w)) throw new Error(w.left);
      const expected = reference(records, edition);
      expect(expected.length).toBeGreaterThan(turns * 10);
      expect(expected.some((r) => r.changed)).toBe(true);
      expect(w.right.rulings).toEqual(expected);
    },
  );
});
