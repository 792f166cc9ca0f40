import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { decodeRecordLineSlowly } from '../../../kernel/log/decodeRecordLine.ts';
import { bodyText, canonicalJson, decodeRecordLine, recordText, sha256Hex } from '../../../kernel/log/index.ts';
import { mangle, mangled, sampleEvents } from './eventSamples.ts';

const samples = sampleEvents();
const PREV = 'ab'.repeat(32);

/** A record line in the exact form the log writes (canonical, hashed) around any event body. */
const lineOf = (event: unknown, seq: number): string | undefined => {
  const json = canonicalJson(event);
  if (E.isLeft(json)) return undefined;
  return recordText(json.right, sha256Hex(bodyText(json.right, PREV, seq, 1)), PREV, seq, 1);
};

describe('the quick reader (compiled checks) and the slow one (io-ts) on well-formed, hashed records', () => {
  test('take every sampled event of every type the quick way, to the same record', () => {
    samples.forEach((event, i) => {
      const line = lineOf(event, i + 1) ?? '';
      expect(E.isRight(decodeRecordLine(line, 3, arbiterCatalogue))).toBe(true);
      expect(decodeRecordLine(line, 3, arbiterCatalogue)).toEqual(decodeRecordLineSlowly(line, 3, arbiterCatalogue));
    });
  });

  test.prop([fc.nat(), fc.array(mangle, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 99 })], {
    numRuns: 1500,
  })(
    'give the same record or the same error for events with fields changed, removed or added',
    (index, changes, seq) => {
      const event = changes.reduce<unknown>((e, m) => mangled(e, m), samples[index % samples.length]);
      const line = lineOf(event, seq);
      if (line === undefined) return;
      expect(decodeRecordLine(line, 5, arbiterCatalogue)).toEqual(decodeRecordLineSlowly(line, 5, arbiterCatalogue));
    },
  );
});
