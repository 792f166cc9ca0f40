import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import {
  applyWhatIf,
  applyWhatIfStreamed,
  loggedGame,
  parseEditionChange,
  parseWhatIf,
  rerunReusingDice,
  rulingRows,
  streamedGame,
  whatIf,
  type LoggedStep,
  type AuditRecord,
  renderWhatIf,
  type SideBySide,
  type WhatIfChange,
  type WhatIfResult,
} from '../../audit/index.ts';
import { orderOf } from '../../events/index.ts';
import { createGameSession } from '../../machines/index.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** A generated game of `turns` Turns (10 Orders each), as the records a log gives. */
const generated = (turns: number, seed: number): readonly AuditRecord[] => {
  const { input, commands } = generatedGame(turns, seed);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due())) if (E.isLeft(session.send(command))) throw new Error('refused');
  return session.events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));
};

/**
 * The side by side as it was first written: both runs' rows made whole, every Order's found by
 * filtering all of them (quadratic, plain), the stop applied as the first version applied it.
 */
const reference = (records: readonly AuditRecord[], change: WhatIfChange): readonly SideBySide[] => {
  const game = loggedGame(records);
  if (E.isLeft(game)) throw new Error(game.left);
  const applied = applyWhatIf(game.right, [change], (id) => id);
  if (E.isLeft(applied)) throw new Error(applied.left);
  const fork = rerunReusingDice(applied.right.game);
  const lastForkOrder = fork.events.reduce((m, e) => Math.max(m, orderOf(e) ?? 0), 0);
  const stopOrder =
    fork.stopped === null
      ? null
      : fork.stopped.kind === 'refused'
        ? (fork.stopped.step.order ?? lastForkOrder)
        : fork.stopped.order;
  const reached = (order: number | null): boolean => stopOrder === null || order === null || order <= stopOrder;
  const theirs = rulingRows(fork.events, (id) => id);
  const forkByKey = new Map(theirs.map((r) => [r.key, r]));
  const ours = rulingRows(
    records.map((r) => r.event),
    (id) => id,
  ).filter((r) => reached(r.order) && (r.order !== null || stopOrder === null || forkByKey.has(r.key)));
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

const change = (text: string): WhatIfChange => {
  const c = text.startsWith('n') ? parseEditionChange(text) : parseWhatIf(text);
  if (E.isLeft(c)) throw new Error(c.left);
  return c.right;
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
      const w = whatIf(records, [change(edition)], (id) => id);
      if (E.isLeft(w)) throw new Error(w.left);
      const expected = reference(records, change(edition));
      expect(expected.length).toBeGreaterThan(turns * 10);
      expect(expected.some((r) => r.changed)).toBe(true);
      expect(w.right.rulings).toEqual(expected);
    },
  );
});

/** The Order's reactive trooper in a generated game (Turn t's Order o: a{o} or b{o} shoots at the other side's {(o + t) mod 10}). */
const reactiveOf = (order: number): string => {
  const t = Math.floor((order - 1) / 10);
  const o = (order - 1) % 10;
  return `${t % 2 === 0 ? 'b' : 'a'}${(o + t) % 10}`;
};

/** The Order's active trooper in a generated game. */
const activeOf = (order: number): string => `${Math.floor((order - 1) / 10) % 2 === 0 ? 'a' : 'b'}${(order - 1) % 10}`;

describe('audit/whatIf: compared as the fork runs, Order by Order (issue 19)', () => {
  it('a fork stopped in Order 13 (a Dodge with no dice logged): the rows the plain comparison gives, and no later Order', () => {
    const records = generated(4, 5);
    const c = change(`order:13 aro ${reactiveOf(13)}=dodge`);
    const w = whatIf(records, [c], (id) => id);
    if (E.isLeft(w)) throw new Error(w.left);
    expect(w.right.stop?.kind).toBe('dice-missing');
    expect(w.right.rulings).toEqual(reference(records, c));
    expect(Math.max(...w.right.rulings.map((r) => r.order ?? 0))).toBe(13);
  });

  it("the fork rules without an attack the log has: those rows are the log's alone, and rows only the fork makes come after them", () => {
    const records = generated(3, 8);
    const c = change('order:7 second=idle');
    const w = whatIf(records, [c], (id) => id);
    if (E.isLeft(w)) throw new Error(w.left);
    const rows = w.right.rulings;
    expect(rows).toEqual(reference(records, c));
    expect(rows.some((r) => r.order === 7 && r.whatIf === null)).toBe(true);
  });

  it("the fork's events are kept only when asked for, and then are the fork's whole game", () => {
    const records = generated(2, 4);
    const c = change('n4');
    const lean = whatIf(records, [c], (id) => id);
    const kept = whatIf(records, [c], (id) => id, 'compiled', { keepEvents: true });
    if (E.isLeft(lean) || E.isLeft(kept)) throw new Error('what-if refused');
    expect(lean.right.events).toEqual([]);
    const game = loggedGame(records);
    if (E.isLeft(game)) throw new Error(game.left);
    const applied = applyWhatIf(game.right, [c], (id) => id);
    if (E.isLeft(applied)) throw new Error(applied.left);
    expect(kept.right.events).toEqual(rerunReusingDice(applied.right.game).events);
    expect(kept.right.rulings).toEqual(lean.right.rulings);
  });

  const changes = fc.oneof(
    fc.constantFrom('n3', 'n4'),
    fc.integer({ min: 1, max: 30 }).map((o) => `order:${o} aro ${reactiveOf(o)}=dodge`),
    fc.integer({ min: 1, max: 30 }).map((o) => `order:${o} aro ${reactiveOf(o)}=none`),
    fc.integer({ min: 1, max: 30 }).map((o) => `order:${o} second=idle`),
    fc
      .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 60 }))
      .map(([o, inches]) => `order:${o} range ${activeOf(o)}<->${reactiveOf(o)}=${inches}`),
  );

  test.prop([fc.integer({ min: 1, max: 1000 }), changes], { numRuns: 25 })(
    'any generated game under any change: the rows the plain comparison gives, stopped or not',
    (seed, text) => {
      const records = generated(3, seed);
      const c = change(text);
      const w = whatIf(records, [c], (id) => id);
      if (E.isLeft(w)) throw new Error(w.left);
      expect(w.right.rulings).toEqual(reference(records, c));
      // One Order's side by side (--order N): that Order's rows of the whole comparison.
      const order = 1 + (seed % 30);
      const one = whatIf(records, [c], (id) => id, 'compiled', { order });
      if (E.isLeft(one)) throw new Error(one.left);
      expect(one.right.rulings).toEqual(w.right.rulings.filter((r) => r.order === order));
    },
  );

  test.prop([fc.integer({ min: 1, max: 1000 }), fc.array(changes, { minLength: 1, maxLength: 3 })], { numRuns: 25 })(
    'the changes made to a streamed game: the steps and notes (or the refusal) of the changes made to the whole game',
    (seed, texts) => {
      const records = generated(3, seed);
      const cs = texts.map(change);
      const whole = loggedGame(records);
      const stream = streamedGame(records);
      if (E.isLeft(whole) || E.isLeft(stream)) throw new Error('no game');
      const expected = applyWhatIf(whole.right, cs, (id) => id);
      const got = applyWhatIfStreamed(stream.right, cs, (id) => id);
      if (got === null) throw new Error('the Orders of a generated game come together');
      if (E.isLeft(expected)) {
        expect(got).toEqual(expected);
        return;
      }
      if (E.isLeft(got)) throw new Error(got.left);
      expect(got.right.notes).toEqual(expected.right.notes);
      expect(got.right.game.input).toEqual(expected.right.game.input);
      expect([...got.right.game.steps]).toEqual(expected.right.game.steps);
    },
  );

  it('a game whose Order comes back after another (a log edited by hand) is not streamed: the whole game is changed', () => {
    const step = (order: number | null): LoggedStep => ({ seq: 0, order, command: { type: 'end-aros' } });
    const { input } = generatedGame(1, 1);
    const game = { input, lastSeq: 3, steps: [step(1), step(2), step(1)] };
    expect(applyWhatIfStreamed(game, [change('n4')], (id) => id)).toBeNull();
    expect(applyWhatIfStreamed({ ...game, steps: [step(1), step(null), step(1)] }, [], (id) => id)).toBeNull();
    expect(
      applyWhatIfStreamed({ ...game, steps: [step(1), step(1), step(null), step(2)] }, [], (id) => id),
    ).not.toBeNull();
  });
});

describe('audit/renderWhatIf: every ruling of a long game side by side (--all, issue 19)', () => {
  it('300,000 changed rulings and end states render on a main thread (no spread into a call: arbiter audit --edition n4 --all at 30k Orders died with a RangeError)', () => {
    const child = spawnSync(
      process.execPath,
      [join(ROOT, 'bin', 'run-ts.mjs'), join(ROOT, 'test', 'audit', 'renderManyRows.ts'), '300000'],
      { encoding: 'utf8' },
    );
    expect(child.stderr).not.toMatch(/RangeError/);
    expect(child.status).toBe(0);
    // The heading, the change, a blank line, the rulings' header and rows, a blank line, the states' header and rows.
    expect(Number(child.stdout.trim())).toBeGreaterThanOrEqual(600_000);
  });

  it('300,000 rows are a table of 300,000 lines, padded to the widest cell (no call spread over them)', () => {
    const rows: SideBySide[] = Array.from({ length: 300_000 }, (_, i) => ({
      order: 1 + Math.floor(i / 10),
      label: `a${i % 10} hits b${i % 7}`,
      logged: `${i % 4} hits`,
      whatIf: i === 123_456 ? 'a much longer ruling than any other' : `${i % 4} hits`,
      changed: i === 123_456,
    }));
    const r: WhatIfResult = {
      changes: ['edition N5 → N3'],
      stopped: null,
      stop: null,
      diceNotes: [],
      rulings: rows,
      keptAsAgreed: [],
      states: [],
      events: [],
    };
    const lines = renderWhatIf(r, { all: true });
    const table = lines.filter((l) => / {2}Order \d+ · /.test(l) || l.startsWith('* Order'));
    expect(table).toHaveLength(300_000);
    const row = table[123_456] ?? '';
    expect(row).toMatch(/^\* Order 12346 · a6 hits b4 {2,}0 hits {2,}a much longer ruling than any other$/);
    // Every column padded to its widest cell over all the rows: the header's columns start where this row's do.
    const header = lines.find((l) => l.includes('as logged')) ?? '';
    expect(header.indexOf('as logged')).toBe(row.indexOf('0 hits'));
    expect(header.indexOf('what if')).toBe(row.indexOf('a much longer'));
  });
});
