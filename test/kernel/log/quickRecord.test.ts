import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { decodeRecordLineSlowly } from '../../../kernel/log/decodeRecordLine.ts';
import { GENERATE_AFTER } from '../../../kernel/log/generatedAfter.ts';
import { quickChecksOf } from '../../../kernel/log/quickRecord.ts';
import type { LineBytes } from '../../../kernel/log/lineReader.ts';
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

/** The line's bytes as the line reader gives them: inside a larger chunk, after other lines. */
const asRead = (line: string): LineBytes => {
  const before = Buffer.from('{"event":{"type":"X"}}\n');
  const bytes = Buffer.from(line, 'utf8');
  return {
    chunk: Buffer.concat([before, bytes, Buffer.from('\n{"ev')]),
    chunkStart: before.length,
    bytes: bytes.length,
  };
};

/** The event's text written otherwise than canonically, in each way a hand could (or a lone key moved). */
const departures = (json: string): readonly string[] => [
  json.replace(/,"/, ', "'),
  json.replace(/:/, ': '),
  ` ${json}`,
  `${json} `,
  json.replace(/"type":"([A-Za-z]+)"/, '"type":"\\u0041$1"'),
  json.replace(/"type":"([A-Za-z]+)"/, '"type":"$1\\/"'),
  json.replace(/"order":(\d+)/, '"order":$1.0'),
  json.replace(/"order":(\d+)/, '"order":$1e0'),
  json.replace(/^\{"([a-z]+)":([^,]+),"([a-z]+)"/, '{"$3":$2,"$1"'),
  json.replace(/^\{/, '{"order":1,'),
];

const isCanonical = (text: string): boolean => {
  try {
    const json = canonicalJson(JSON.parse(text));
    return E.isRight(json) && json.right === text;
  } catch {
    return false;
  }
};

describe('the quick reader on the bytes as read (the canonical form checked on bytes) and the slow one', () => {
  test.prop([fc.nat(), fc.array(mangle, { maxLength: 2 }), fc.integer({ min: 1, max: 99 })], { numRuns: 600 })(
    'give the same record for any event, and the same refusal for its text written otherwise, hashed as it stands',
    (index, changes, seq) => {
      const event = changes.reduce<unknown>((e, m) => mangled(e, m), samples[index % samples.length]);
      const json = canonicalJson(event);
      if (E.isLeft(json)) return;
      const line = lineOf(event, seq) ?? '';
      expect(decodeRecordLine(line, 5, arbiterCatalogue, asRead(line))).toEqual(
        decodeRecordLineSlowly(line, 5, arbiterCatalogue),
      );
      for (const text of departures(json.right)) {
        if (isCanonical(text)) continue; // (the edit happened to write it canonically)
        // Hashed over the edited text: only the canonical-form check can refuse it.
        const edited = recordText(text, sha256Hex(bodyText(text, PREV, seq, 1)), PREV, seq, 1);
        const slow = decodeRecordLineSlowly(edited, 5, arbiterCatalogue);
        expect(decodeRecordLine(edited, 5, arbiterCatalogue, asRead(edited))).toEqual(slow);
        expect(decodeRecordLine(edited, 5, arbiterCatalogue)).toEqual(slow);
        if (E.isRight(slow)) throw new Error(`accepted a line not in canonical form: ${edited}`);
      }
    },
  );
});

describe("the quick reader before and after it generates a type's code (generatedAfter.ts)", () => {
  test("reads a type's first lines with closures and, from about GENERATE_AFTER on, with generated code, every line as the slow reader does, canonical or not", () => {
    // A catalogue of its own: the reader's checks start afresh for it.
    const catalogue = { ...arbiterCatalogue };
    const event = samples.find((e) => e.type === 'DiceRolled') ?? samples[0];
    if (event === undefined) throw new Error('no sample event');
    const json = canonicalJson(event);
    if (E.isLeft(json)) throw new Error('the sample is not JSON');
    const edits = departures(json.right).filter((text) => !isCanonical(text));
    expect(edits.length).toBeGreaterThan(3);
    expect(quickChecksOf(catalogue, event.type)).toBeUndefined();
    const phases: string[] = [];
    const editsIn = { closures: 0, generated: 0 };
    for (let seq = 1; seq <= GENERATE_AFTER + 40; seq += 1) {
      const line = lineOf(event, seq) ?? '';
      expect(decodeRecordLine(line, seq, catalogue, asRead(line))).toEqual(
        decodeRecordLineSlowly(line, seq, catalogue),
      );
      const phase = quickChecksOf(catalogue, event.type) ?? 'none';
      phases.push(phase);
      // Now and then a line written otherwise (hashed as it stands): refused alike in both phases.
      if (seq % 97 === 0 || seq > GENERATE_AFTER + 30) {
        const text = edits[seq % edits.length] ?? '';
        const edited = recordText(text, sha256Hex(bodyText(text, PREV, seq, 1)), PREV, seq, 1);
        const slow = decodeRecordLineSlowly(edited, seq, catalogue);
        expect(E.isLeft(slow)).toBe(true);
        expect(decodeRecordLine(edited, seq, catalogue, asRead(edited))).toEqual(slow);
        if (phase === 'closures' || phase === 'generated') editsIn[phase] += 1;
      }
    }
    // Closures, then generated code from a line near GENERATE_AFTER on (edited lines of the type count too).
    const switched = phases.indexOf('generated');
    expect(phases.slice(0, switched).every((p) => p === 'closures')).toBe(true);
    expect(phases.slice(switched).every((p) => p === 'generated')).toBe(true);
    expect(switched).toBeGreaterThan(GENERATE_AFTER - 20);
    expect(switched).toBeLessThanOrEqual(GENERATE_AFTER);
    expect(editsIn.closures).toBeGreaterThan(5);
    expect(editsIn.generated).toBeGreaterThan(5);
  });
});
