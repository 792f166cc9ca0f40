import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArbiterEvent } from '../../events/index.ts';
import { compareRulings } from '../../audit/compareRulings.ts';
import { isDerived, orderOf } from '../../audit/eventRoles.ts';
import type { AuditRecord } from '../../audit/readLogLeniently.ts';
import { rulingsOrderByOrder } from '../../audit/rulingsOrderByOrder.ts';
import { recordedExample } from '../recording/recordedExamples.ts';

const events = recordedExample('n5-full-game.game.yaml');
const records: readonly AuditRecord[] = events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));

/** A re-run as the streamed comparison sees it: a step before each non-derived record, then its events. */
const feed = (engine: readonly (readonly [number, ArbiterEvent])[], stopSeq: number | null) => {
  const streamed = rulingsOrderByOrder(records);
  let next = 0;
  for (const r of records) {
    if (stopSeq !== null && r.seq >= stopSeq) break;
    if (!isDerived(r.event.type)) streamed.before(r.seq);
    for (; next < engine.length && (engine[next] as readonly [number, ArbiterEvent])[0] <= r.seq; next += 1)
      streamed.take((engine[next] as readonly [number, ArbiterEvent])[1]);
  }
  // What the re-run derives after the last logged record (a ruling moved past the end).
  if (stopSeq === null)
    for (; next < engine.length; next += 1) streamed.take((engine[next] as readonly [number, ArbiterEvent])[1]);
  return streamed.finish(stopSeq);
};

type Change = { readonly at: number; readonly kind: 'edit' | 'drop' | 'extra' | 'move'; readonly by: number };

/** The logged events as the engine would derive them, changed: a field edited, a ruling dropped, one more, one moved later. */
const engineWith = (changes: readonly Change[]): (readonly [number, ArbiterEvent])[] => {
  const out = records.map((r) => [r.seq, r.event] as [number, ArbiterEvent]);
  const rulings = out.flatMap((x, i) => (isDerived(x[1].type) ? [i] : []));
  for (const c of changes) {
    const i = rulings[c.at % rulings.length] as number;
    const [seq, e] = out[i] as [number, ArbiterEvent];
    if (c.kind === 'edit') out[i] = [seq, { ...e, citations: ['edited'] } as unknown as ArbiterEvent];
    else if (c.kind === 'drop') out[i] = [seq, { type: 'TurnStarted', player: 'x', round: 0 }];
    else if (c.kind === 'extra') out.splice(i + 1, 0, [seq, { ...e, trooper: 'someone-else' } as ArbiterEvent]);
    else out[i] = [seq + c.by, e];
  }
  return out.sort((a, b) => a[0] - b[0]);
};

const change = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('edit', 'drop', 'extra', 'move'),
  by: fc.integer({ min: 1, max: 400 }),
});

describe('audit/rulingsOrderByOrder: comparing Order by Order as the re-run goes gives the whole-game comparison', () => {
  it('any edits, drops, extra rulings and late ones, with or without a refusal: the same comparison, or null (then the whole game is compared)', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 4 }),
        fc.option(fc.integer({ min: 2, max: records.length }), { nil: null }),
        (changes, stopSeq) => {
          const engine = engineWith(changes);
          const kept = engine.filter(([s]) => stopSeq === null || s < stopSeq).map(([, e]) => e);
          const whole = compareRulings(stopSeq === null ? records : records.filter((r) => r.seq < stopSeq), kept);
          const streamed = feed(engine, stopSeq);
          if (streamed !== null) expect(streamed).toEqual(whole);
          if (changes.every((c) => c.kind !== 'move')) expect(streamed).not.toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a ruling derived for an Order already compared makes it answer null, never a wrong comparison', () => {
    const first = records.find((r) => isDerived(r.event.type) && orderOf(r.event) === 1) as AuditRecord;
    const engine = records.map((r) => [r.seq, r.event] as const);
    const late = [...engine, [records.length, first.event] as const];
    expect(feed(late, null)).toBeNull();
    expect(feed(engine, null)).toEqual({ compared: compareRulings(records, events).compared, differences: [] });
  });
});
