import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { sampleGame } from '../../../bench/sampleGame.ts';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../../events/index.ts';
import { decodeRecordLineSlowly } from '../../../kernel/log/decodeRecordLine.ts';
import { decodeRecordLine, MemoryStore, type Catalogue, type TaggedEvent } from '../../../kernel/log/index.ts';
import { readRecordFrame } from '../../../kernel/log/recordFrame.ts';
import { right, validLines } from './logFixtures.ts';
import { testCatalogue, type TestEvent } from './testCatalogue.ts';

const arbiterLines = async (count: number): Promise<readonly string[]> => {
  const store = new MemoryStore<ArbiterEvent>(arbiterCatalogue);
  right(await store.append([...sampleGame(count, 3)], 0));
  return store.lines();
};

/** One edit of a line: a character replaced, inserted or deleted, at a position given as a fraction. */
const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  kind: fc.constantFrom('replace', 'insert', 'delete'),
  char: fc.constantFrom(
    '0',
    '1',
    '9',
    'a',
    'f',
    'g',
    'A',
    'F',
    '"',
    '\\',
    '{',
    '}',
    '[',
    ']',
    ',',
    ':',
    ' ',
    '-',
    '.',
    'e',
    'é',
  ),
});
type Edit = typeof edit extends fc.Arbitrary<infer A> ? A : never;

const applyEdits = (line: string, edits: readonly Edit[]): string =>
  edits.reduce((l, { at, kind, char }) => {
    const i = Math.floor(at * l.length);
    switch (kind) {
      case 'replace':
        return l.slice(0, i) + char + l.slice(i + 1);
      case 'insert':
        return l.slice(0, i) + char + l.slice(i);
      case 'delete':
        return l.slice(0, i) + l.slice(i + 1);
    }
  }, line);

/** The quick way and the slow way give the same answer, record or error, for this line. */
const agree = <E extends TaggedEvent>(line: string, catalogue: Catalogue<E>): void => {
  expect(decodeRecordLine(line, 7, catalogue)).toEqual(decodeRecordLineSlowly(line, 7, catalogue));
};

describe('reading a record the quick way (a hand-framed tail, only the event parsed)', () => {
  test('is taken for every line the log writes', async () => {
    for (const line of [...(await arbiterLines(60)), ...(await validLines(8))])
      expect(readRecordFrame(line, '')).toBeDefined();
  });

  test.prop([fc.array(fc.jsonValue(), { minLength: 1, maxLength: 5 }), fc.array(edit, { maxLength: 3 })], {
    numRuns: 300,
  })('agrees with the slow way on valid and edited records of any payload', async (payloads, edits) => {
    const events: TestEvent[] = payloads.map((payload) => ({ type: 'NoteTaken', payload }));
    const store = new MemoryStore(testCatalogue);
    right(await store.append(events, 0));
    for (const line of store.lines()) {
      agree(line, testCatalogue);
      agree(applyEdits(line, edits), testCatalogue);
    }
  });

  test.prop([fc.nat({ max: 59 }), fc.array(edit, { minLength: 1, maxLength: 4 })], { numRuns: 500 })(
    'agrees with the slow way on edited records of a game: every edit it accepts, the slow way accepts',
    async (index, edits) => {
      const lines = await arbiterLines(60);
      agree(lines[index] ?? '', arbiterCatalogue);
      agree(applyEdits(lines[index] ?? '', edits), arbiterCatalogue);
    },
  );

  test.prop([fc.nat({ max: 7 }), fc.array(edit, { minLength: 1, maxLength: 4 })], { numRuns: 300 })(
    'agrees with the slow way on edited records of an older schema (upcast)',
    async (index, edits) => {
      const lines = (await validLines(8)).map((l) => l.replace('"v":1}', '"v":0}'));
      agree(lines[index] ?? '', testCatalogue);
      agree(applyEdits(lines[index] ?? '', edits), testCatalogue);
    },
  );
});
