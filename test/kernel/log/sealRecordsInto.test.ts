import { fc, test as prop } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, test } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import {
  GENESIS_PREV,
  LineBuffer,
  SealCounter,
  sealRecords,
  sealRecordsInto,
  type ChainEnd,
} from '../../../kernel/log/index.ts';
import { sampleEvents } from './eventSamples.ts';
import { testCatalogue, type TestEvent } from './testCatalogue.ts';

/** Text that stresses UTF-8: ASCII, Latin-1, beyond it (≤, ×), astral pairs, lone surrogates, escapes. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('PH ≤ 11', 'B3 × 2', 'é', '😀 x', '\ud800', 'a\udc00b', '"\\\n\u0000', ''),
);
const event: fc.Arbitrary<TestEvent> = fc.oneof(
  fc.record({ type: fc.constant('GameStarted' as const), title: text, edition: fc.constantFrom('n3', 'n4', 'n5') }),
  fc.record({
    type: fc.constant('WoundsInflicted' as const),
    trooper: text,
    wounds: fc.integer({ min: -5, max: 9 }),
    note: text,
  }),
  fc.record({ type: fc.constant('NoteTaken' as const), payload: fc.jsonValue({ maxDepth: 3 }) }),
);

/** What sealRecords gives, as the bytes a file of its lines holds, and the end of its chain. */
const asStrings = <T extends { readonly type: string }>(
  events: readonly T[],
  after: ChainEnd,
  catalogue: typeof testCatalogue | typeof arbiterCatalogue,
): { bytes: Buffer; end: ChainEnd } => {
  const sealed = sealRecords(events as never[], after, catalogue as never);
  if (E.isLeft(sealed)) throw new Error(`refused: ${sealed.left.kind}`);
  const last = sealed.right.records[sealed.right.records.length - 1];
  return {
    bytes: Buffer.from(sealed.right.lines.join(''), 'utf8'),
    end: last === undefined ? after : { seq: last.seq, hash: last.hash },
  };
};

describe('sealRecordsInto: the log lines written straight into bytes (kernel/log/sealRecordsInto.ts)', () => {
  prop.prop([fc.array(fc.array(event, { maxLength: 6 }), { maxLength: 5 }), fc.integer({ min: 1, max: 64 })])(
    "gives byte for byte sealRecords' lines in UTF-8, batch after batch into one growing buffer, and the same chain end and counts",
    (batches, capacity) => {
      const out = new LineBuffer(capacity);
      const counter = new SealCounter(testCatalogue.seal);
      const expected: Buffer[] = [];
      let end: ChainEnd = { seq: 0, hash: GENESIS_PREV };
      let strings: ChainEnd = end;
      for (const batch of batches) {
        const made = sealRecordsInto(batch, end, testCatalogue, out, counter);
        if (E.isLeft(made)) throw new Error(`refused: ${made.left.kind}`);
        const s = asStrings(batch, strings, testCatalogue);
        expected.push(s.bytes);
        strings = s.end;
        end = made.right;
        expect(end).toEqual(strings);
      }
      expect(Buffer.from(out.view()).equals(Buffer.concat(expected))).toBe(true);
      const counted = new SealCounter(testCatalogue.seal);
      for (const e of batches.flat()) counted.add(e);
      expect(counter.counts()).toEqual(counted.counts());
    },
  );

  test("writes the game's own events (every sample) as sealRecords does, after a chain already begun", () => {
    const events = sampleEvents();
    const after: ChainEnd = { seq: 41, hash: 'ab'.repeat(32) };
    const out = new LineBuffer(16);
    const made = sealRecordsInto(events, after, arbiterCatalogue, out, new SealCounter(arbiterCatalogue.seal));
    if (E.isLeft(made)) throw new Error(`refused: ${made.left.kind}`);
    const s = asStrings(events, after, arbiterCatalogue);
    expect(made.right).toEqual(s.end);
    expect(made.right.seq).toBe(41 + events.length);
    expect(Buffer.from(out.view()).equals(s.bytes)).toBe(true);
  });

  test('refuses a line the reader could not read back (over 16 MiB), naming its seq, and keeps only the lines before it', () => {
    const out = new LineBuffer();
    const ok: TestEvent = { type: 'GameStarted', title: 'a game', edition: 'n5' };
    const huge: TestEvent = { type: 'NoteTaken', payload: '≤'.repeat(6 * 1024 * 1024) };
    const made = sealRecordsInto(
      [ok, huge, ok],
      { seq: 0, hash: GENESIS_PREV },
      testCatalogue,
      out,
      new SealCounter(undefined),
    );
    expect(made).toMatchObject({ _tag: 'Left', left: { kind: 'too-long', line: 2, max: 16 * 1024 * 1024 } });
    // The bytes (three per '≤'), not the UTF-16 units (one per '≤', under the limit), are what is refused.
    expect(E.isLeft(made) && made.left.kind === 'too-long' && made.left.bytes).toBeGreaterThan(18 * 1024 * 1024);
    expect(Buffer.from(out.view()).equals(asStrings([ok], { seq: 0, hash: GENESIS_PREV }, testCatalogue).bytes)).toBe(
      true,
    );
  });

  prop.prop([
    fc.array(event, { minLength: 1, maxLength: 4 }),
    fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER - 10 })),
    fc.stringMatching(/^[0-9a-f]{64}$/),
  ])('after any chain end (any seq, any hash): the same lines and end as sealRecords', (events, seq, hash) => {
    const after: ChainEnd = { seq, hash };
    const out = new LineBuffer(8);
    const made = sealRecordsInto(events, after, testCatalogue, out, new SealCounter(testCatalogue.seal));
    if (E.isLeft(made)) throw new Error(`refused: ${made.left.kind}`);
    const s = asStrings(events, after, testCatalogue);
    expect(made.right).toEqual(s.end);
    expect(Buffer.from(out.view()).equals(s.bytes)).toBe(true);
  });

  test('refuses an event its catalogue does not know, as sealRecords does', () => {
    const out = new LineBuffer();
    const bad = { type: 'WoundsInflicted', trooper: 'x', wounds: 'two' } as unknown as TestEvent;
    const made = sealRecordsInto([bad], { seq: 0, hash: GENESIS_PREV }, testCatalogue, out, new SealCounter(undefined));
    expect(made).toEqual(sealRecords([bad], { seq: 0, hash: GENESIS_PREV }, testCatalogue));
    expect(out.length).toBe(0);
  });
});
