import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fc, test } from '@fast-check/vitest';
import * as t from 'io-ts';
import { describe, expect } from 'vitest';
import { compileCheck } from '../../../kernel/log/compiledCheck.ts';
import { generateCheck } from '../../../kernel/log/generatedCheck.ts';
import { arbitraryOf, asParsed } from './codecArbitrary.ts';
import { singleChanges } from './eventSamples.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A custom type (no `_tag` io-ts knows): kept as its own `is` by both checks. */
const Even = new t.Type<number, number, unknown>(
  'Even',
  (u): u is number => typeof u === 'number' && u % 2 === 0,
  (u, c) => (typeof u === 'number' && u % 2 === 0 ? t.success(u) : t.failure(u, c)),
  (a) => a,
);

/** Keys and tags that must be written as string literals with care, and every shape the generator writes. */
const Odd = t.type({
  'a"b': t.string,
  'back\\slash': t.number,
  ['__proto__']: t.union([t.string, t.undefined]),
  constructor: t.boolean,
  'line\u2028sep': t.literal('x\u2029y'),
  '': t.null,
  n: t.literal(3),
  flag: t.literal(false),
  pick: t.keyof({ toString: null, 'b"': null }),
  even: Even,
  pair: t.tuple([t.string, t.readonly(t.array(t.number))]),
  both: t.intersection([t.type({ a: t.string }), t.partial({ b: t.number, 'c"': t.unknown })]),
  either: t.union([t.string, t.type({ k: t.literal('v') })]),
  tagged: t.union([
    t.type({ kind: t.literal(1), one: t.string }),
    t.type({ kind: t.literal('1'), other: t.number }),
    t.type({ kind: t.literal(true) }),
  ]),
  maybe: t.union([t.number, t.undefined]),
});

const generated = generateCheck(Odd);
const compiled = compileCheck(Odd);

describe('the generated check (JavaScript written from a codec) answers as io-ts `is` and the compiled check', () => {
  test('it is generated here (Node allows code generation by default)', () => {
    expect(generated).toBeDefined();
  });

  const agree = (value: unknown): void => {
    const answers = [generated?.(value), compiled(value), Odd.is(value)];
    if (answers[0] !== answers[2] || answers[1] !== answers[2])
      throw new Error(
        `generated ${answers[0]}, compiled ${answers[1]}, io-ts ${answers[2]} on ${JSON.stringify(value)}`,
      );
  };

  test.prop([arbitraryOf(Odd).map(asParsed)], { numRuns: 300 })(
    'on values shaped by the codec (odd keys, literals, tags) and every single change of them',
    (value) => {
      agree(value);
      for (const changed of singleChanges(value)) agree(changed);
    },
  );

  test.prop([fc.jsonValue()], { numRuns: 300 })('on any JSON value', agree);

  test('a key named __proto__ (an own field of parsed JSON) is read as io-ts reads it', () => {
    const parsed: unknown = JSON.parse('{"__proto__":"own"}');
    expect(generated?.(parsed)).toBe(Odd.is(parsed));
  });
});

describe('where the runtime refuses to compile code from text', () => {
  test('generateCheck answers undefined, and a log is still read and verified (with the compiled checks)', () => {
    const module = (path: string): string => JSON.stringify(join(ROOT, path));
    const script = [
      `const { generateCheck } = await import(${module('kernel/log/generatedCheck.ts')});`,
      `const log = await import(${module('kernel/log/index.ts')});`,
      `const { arbiterCatalogue } = await import(${module('events/arbiterCatalogue.ts')});`,
      `const { sampleGame } = await import(${module('bench/sampleGame.ts')});`,
      `const t = await import('io-ts');`,
      // A chained log of the bench's game, every line in the form the log writes.
      `let prev = log.GENESIS_PREV, seq = 0; const lines = [];`,
      `for (const e of sampleGame(60)) { const j = log.canonicalJson(e).right; const h = log.sha256Hex(log.bodyText(j, prev, ++seq, arbiterCatalogue.version)); lines.push(log.recordText(j, h, prev, seq, arbiterCatalogue.version)); prev = h; }`,
      `const verified = await log.verifyLog(lines, arbiterCatalogue);`,
      `const made = generateCheck(t.type({ a: t.string })) === undefined ? 'refused' : 'made';`,
      `process.stdout.write(JSON.stringify({ made, verified: verified._tag, records: verified.right?.records }));`,
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      ['--disallow-code-generation-from-strings', '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ made: 'refused', verified: 'Right', records: 60 });
  });
});
