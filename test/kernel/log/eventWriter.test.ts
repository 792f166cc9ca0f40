import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, test } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { writerInUse } from '../../../kernel/log/eventWriter.ts';
import { GENERATE_AFTER } from '../../../kernel/log/generatedAfter.ts';
import { bodyText, canonicalJson, GENESIS_PREV, recordText, sha256Hex } from '../../../kernel/log/index.ts';
import { compileCatalogue } from '../../../kernel/log/logCatalogue.ts';
import { sealRecords } from '../../../kernel/log/sealRecords.ts';
import { sampleEvents } from './eventSamples.ts';

describe("the log writer before and after it generates a type's code (generatedAfter.ts)", () => {
  test("writes a type's first GENERATE_AFTER events with canonicalJson and the next with generated code, every line the same bytes", () => {
    // A catalogue of its own: its schema's writers start afresh.
    const catalogue = { ...arbiterCatalogue };
    const schema = compileCatalogue(catalogue).schemas.get(catalogue.version);
    if (schema === undefined) throw new Error('no schema');
    const samples = sampleEvents().filter((e) => e.type === 'SkillDeclared');
    expect(samples.length).toBeGreaterThan(1);
    const events = Array.from({ length: GENERATE_AFTER + 60 }, (_, i) => samples[i % samples.length]);
    let prev = GENESIS_PREV;
    const finals: boolean[] = [];
    events.forEach((event, i) => {
      if (event === undefined) throw new Error('no sample');
      const sealed = sealRecords([event], { seq: i, hash: prev }, catalogue);
      if (E.isLeft(sealed)) throw new Error(`refused: ${sealed.left.kind}`);
      finals.push(writerInUse(schema, event.type)?.final ?? false);
      const json = canonicalJson(event);
      if (E.isLeft(json)) throw new Error('the sample is not JSON');
      const hash = sha256Hex(bodyText(json.right, prev, i + 1, catalogue.version));
      expect(sealed.right.lines).toEqual([`${recordText(json.right, hash, prev, i + 1, catalogue.version)}\n`]);
      prev = hash;
    });
    expect(finals.slice(0, GENERATE_AFTER).every((f) => !f)).toBe(true);
    expect(finals.slice(GENERATE_AFTER).every((f) => f)).toBe(true);
  });
});
