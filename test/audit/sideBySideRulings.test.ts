import { describe, expect, it } from 'vitest';
import { rulingRower, rulingRows, SideBySideRulings, type RulingRow } from '../../audit/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';

const row = (order: number | null, label: string, value: string, n = 1): RulingRow => ({
  key: `${order ?? 'frame'}|${label}#${n}`,
  order,
  label: n === 1 ? label : `${label} (${n})`,
  value,
});

const wounds = (order: number, trooper: string, total: number): ArbiterEvent => ({
  type: 'WoundsInflicted',
  order,
  trooper,
  wounds: 1,
  total,
  citations: [],
});

describe('audit/sideBySideRulings: rulings matched by key as two runs make them (issue 19)', () => {
  it('matches a row whichever run makes it first; the frame first, then Order by Order, the fork-only rows after the logged ones', () => {
    const c = new SideBySideRulings();
    c.fork(row(2, 'x wounds', '+1 (1 in all)'));
    c.logged(row(null, 'round 1, a: Order pools', 'g1 10'));
    c.logged(row(1, 'a hits b', '1 hit'));
    c.fork(row(1, 'a hits b', '2 hits'));
    c.fork(row(1, 'b becomes', 'unconscious'));
    c.logged(row(1, 'a saves', '5 saved'));
    c.fork(row(null, 'round 1, a: Order pools', 'g1 10'));
    expect(c.finish(null)).toEqual([
      { order: null, label: 'round 1, a: Order pools', logged: 'g1 10', whatIf: 'g1 10', changed: false },
      { order: 1, label: 'a hits b', logged: '1 hit', whatIf: '2 hits', changed: true },
      { order: 1, label: 'a saves', logged: '5 saved', whatIf: null, changed: true },
      { order: 1, label: 'b becomes', logged: null, whatIf: 'unconscious', changed: true },
      { order: 2, label: 'x wounds', logged: null, whatIf: '+1 (1 in all)', changed: true },
    ]);
  });

  it('a fork stopped in Order 1: later Orders are not compared, nor frame rulings the fork never made', () => {
    const made = (): SideBySideRulings => {
      const c = new SideBySideRulings();
      c.logged(row(null, 'round 1, a: Order pools', 'g1 10'));
      c.fork(row(null, 'round 1, a: Order pools', 'g1 9'));
      c.logged(row(null, 'round 1, b: Order pools', 'g1 10'));
      c.logged(row(1, 'a hits b', '1 hit'));
      c.fork(row(1, 'a hits b', '1 hit'));
      c.logged(row(2, 'b hits a', '1 hit'));
      return c;
    };
    expect(made().finish(1)).toEqual([
      { order: null, label: 'round 1, a: Order pools', logged: 'g1 10', whatIf: 'g1 9', changed: true },
      { order: 1, label: 'a hits b', logged: '1 hit', whatIf: '1 hit', changed: false },
    ]);
    // Run to the end, the same rows are all compared.
    expect(
      made()
        .finish(null)
        .map((r) => [r.label, r.whatIf]),
    ).toEqual([
      ['round 1, a: Order pools', 'g1 9'],
      ['round 1, b: Order pools', null],
      ['a hits b', '1 hit'],
      ['b hits a', null],
    ]);
  });

  it('a fork ruling matched to a logged one the stop leaves out is shown as the fork’s alone', () => {
    const c = new SideBySideRulings();
    c.logged(row(3, 'a hits b', '1 hit'));
    c.fork(row(3, 'a hits b', '2 hits'));
    expect(c.finish(2)).toEqual([{ order: 3, label: 'a hits b', logged: null, whatIf: '2 hits', changed: true }]);
  });

  it('keeping one Order: the others are matched and let go, its own rows are as whole', () => {
    const c = new SideBySideRulings((o) => o === 2);
    c.logged(row(1, 'a hits b', '1 hit'));
    c.fork(row(2, 'b hits a', '2 hits'));
    c.fork(row(1, 'a hits b', '3 hits'));
    c.fork(row(1, 'a becomes', 'unconscious'));
    c.logged(row(2, 'b hits a', '1 hit'));
    c.logged(row(2, 'b saves', '5 saved'));
    c.fork(row(2, 'a wounds', '+1'));
    expect(c.finish(null)).toEqual([
      { order: 2, label: 'b hits a', logged: '1 hit', whatIf: '2 hits', changed: true },
      { order: 2, label: 'b saves', logged: '5 saved', whatIf: null, changed: true },
      { order: 2, label: 'a wounds', logged: null, whatIf: '+1', changed: true },
    ]);
  });

  it('after the fork ends, a logged row is kept only when it can still be compared', () => {
    const c = new SideBySideRulings();
    c.fork(row(null, 'round 2, a: Order pools', 'g1 10'));
    c.loggedAfterFork(row(4, 'a hits b', '1 hit'), 3);
    c.loggedAfterFork(row(null, 'round 3, a: Order pools', 'g1 10'), 3);
    c.loggedAfterFork(row(null, 'round 2, a: Order pools', 'g1 10'), 3);
    c.loggedAfterFork(row(3, 'b hits a', '1 hit'), 3);
    expect(c.finish(3).map((r) => r.label)).toEqual(['round 2, a: Order pools', 'b hits a']);
  });
});

describe('audit/rulingRows: rows an event at a time (issue 19)', () => {
  it('numbers a label met again in its Order, and starts again in the next', () => {
    const rows: RulingRow[] = [];
    const add = rulingRower(
      (id) => id,
      (r) => rows.push(r),
    );
    for (const e of [wounds(1, 'a', 1), wounds(1, 'a', 2), wounds(2, 'a', 3)]) add(e);
    expect(rows.map((r) => [r.key, r.label])).toEqual([
      ['1|a wounds#1', 'a wounds'],
      ['1|a wounds#2', 'a wounds (2)'],
      ['2|a wounds#1', 'a wounds'],
    ]);
    expect(rulingRows([wounds(1, 'a', 1), wounds(1, 'a', 2), wounds(2, 'a', 3)], (id) => id)).toEqual(rows);
  });

  it('an Order whose events come again after another’s (a log edited by hand) is keyed apart, never as a ruling already made', () => {
    const keys = rulingRows(
      [wounds(1, 'a', 1), wounds(2, 'a', 2), wounds(1, 'a', 3), wounds(2, 'b', 1)],
      (id) => id,
    ).map((r) => r.key);
    expect(keys).toEqual(['1|a wounds#1', '2|a wounds#1', '1.1|a wounds#1', '2.1|b wounds#1']);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
