import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGameSession } from '../../machines/index.ts';
import { generatedGame } from '../../bench/generatedGame.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { compareRulings, matchedByKey } from '../../audit/compareRulings.ts';
import { isDerived } from '../../audit/eventRoles.ts';
import type { AuditRecord } from '../../audit/index.ts';

// A short generated game (2 Turns, 20 Orders) as the log, and its events as the engine's.
const { input, commands } = generatedGame(2);
const live = createGameSession(input, { runtime: 'compiled' });
for (const c of commands(() => live.due())) live.send(c);
const events: readonly ArbiterEvent[] = [...live.events];
const records: readonly AuditRecord[] = events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));

/** Edits to the engine's side: a field changed, a ruling dropped, two swapped, a copy added. */
type Edit =
  | { readonly kind: 'change'; readonly at: number; readonly value: number }
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'swap'; readonly at: number }
  | { readonly kind: 'duplicate'; readonly at: number };
const edit = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), at: fc.nat(), value: fc.integer({ min: -3, max: 30 }) }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
);

const apply = (list: readonly ArbiterEvent[], e: Edit): ArbiterEvent[] => {
  const out = [...list];
  const i = e.at % out.length;
  const event = out[i] as ArbiterEvent;
  switch (e.kind) {
    case 'change':
      out[i] = { ...event, order: e.value } as ArbiterEvent;
      break;
    case 'drop':
      out.splice(i, 1);
      break;
    case 'swap':
      if (i + 1 < out.length) [out[i], out[i + 1]] = [out[i + 1] as ArbiterEvent, event];
      break;
    case 'duplicate':
      out.splice(i, 0, event);
      break;
  }
  return out;
};

/** A field that names nothing (not the type, Order or subject) edited: the lists stay in step. */
const retitled = (list: readonly ArbiterEvent[], at: number): ArbiterEvent[] => {
  const out = [...list];
  const i = at % out.length;
  out[i] = { ...(out[i] as ArbiterEvent), citations: ['edited'] } as unknown as ArbiterEvent;
  return out;
};

describe('compareRulings', () => {
  it('finds nothing between a log and the same events', () => {
    const r = compareRulings(records, events);
    expect(r.differences).toEqual([]);
    expect(r.compared).toBe(events.filter((e) => isDerived(e.type)).length);
  });

  it('takes its in-step shortcut only where the keyed matching would say the same', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 0, maxLength: 4 }), fc.boolean(), (edits, fieldOnly) => {
        // fieldOnly: edit a non-identity field (the lists stay in step); otherwise any edit.
        const engine = edits.reduce<ArbiterEvent[]>(
          (list, e) => (fieldOnly ? retitled(list, e.at) : apply(list, e)),
          [...events],
        );
        const derivedLogged = records.filter((r) => isDerived(r.event.type));
        const derivedEngine = engine.filter((e) => isDerived(e.type));
        expect(compareRulings(records, engine)).toEqual(matchedByKey(derivedLogged, derivedEngine));
      }),
      { numRuns: 200 },
    );
  });
});
