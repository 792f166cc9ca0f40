import { describe, expect, it } from 'vitest';
import { auditTrail, jsonStream, orderTrail, streamTrailJson } from '../../audit/index.ts';
import type { AuditRecord } from '../../audit/readLogLeniently.ts';
import { gameExamples, recordedExample } from '../recording/recordedExamples.ts';

const recordsOf = (name: string): readonly AuditRecord[] =>
  recordedExample(name).map((event, i) => ({ seq: i + 1, line: i + 1, event }));

/** The trail written by streamTrailJson as the member `trail` of an object, parsed back. */
const streamed = (records: readonly AuditRecord[]): unknown => {
  const lines: string[] = [];
  const json = jsonStream(lines);
  json.open(null, '{');
  streamTrailJson(records, json, 'trail');
  json.close();
  json.end();
  return (JSON.parse(lines.join('\n')) as { trail: unknown }).trail;
};

/** What JSON.stringify makes of a value (undefined fields dropped), parsed back. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('audit/streamTrailJson: the trail as JSON, Turn by Turn as it is folded', () => {
  it.each(gameExamples())('%s: parses to the whole trail', (name) => {
    const records = recordsOf(name);
    expect(streamed(records)).toEqual(asJson(auditTrail(records)));
  });

  it('a log cut mid-Order, mid-Turn or before any Turn gives the trail the whole fold gives', () => {
    const records = recordsOf('n5-full-game.game.yaml');
    for (const cut of [1, 2, 7, Math.floor(records.length / 3), records.length - 5]) {
      const part = records.slice(0, cut);
      expect(streamed(part)).toEqual(asJson(auditTrail(part)));
    }
  });
});

describe('audit/orderTrail: one Order of the trail, the other Turns let go as they close', () => {
  it.each(gameExamples())(
    '%s: every Order is the whole trail filtered to it; the range is its first and last',
    (name) => {
      const records = recordsOf(name);
      const whole = auditTrail(records);
      const orders = whole.turns.flatMap((t) => t.orders.map((o) => o.order));
      for (const order of orders) {
        const one = orderTrail(records, order);
        expect(one.trail).toEqual({
          ...whole,
          turns: whole.turns
            .filter((t) => t.orders.some((o) => o.order === order))
            .map((t) => ({ ...t, orders: t.orders.filter((o) => o.order === order) })),
        });
        expect(one.orders).toEqual({ first: orders[0], last: orders[orders.length - 1] });
      }
      const none = orderTrail(records, (orders[orders.length - 1] ?? 0) + 1);
      expect(none.trail.turns).toEqual([]);
      expect(none.orders).toEqual(orders.length === 0 ? null : { first: orders[0], last: orders[orders.length - 1] });
    },
  );

  it('a log with no Order has no range', () => {
    const records = recordsOf('n5-full-game.game.yaml').slice(0, 1);
    expect(orderTrail(records, 1)).toEqual({ trail: auditTrail(records), orders: null });
  });
});
