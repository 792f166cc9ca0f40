import { mkdtempSync, mkdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, test as plainTest } from 'vitest';
import { BIG_LOG_BYTES, heapGrowthPercent, logBytes } from '../../cli/heapGrowth.ts';

/** Arguments of a command line, some naming logs of the given sizes. */
const commandLine = fc.array(
  fc.record({
    arg: fc.oneof(
      fc.constantFrom('audit', 'record', '--json', '--edition', 'n4', '--what-if'),
      fc.string({ minLength: 1 }),
    ),
    size: fc.option(fc.nat({ max: 2 * BIG_LOG_BYTES }), { nil: undefined }),
  }),
  { maxLength: 6 },
);

describe('the heap growth the launcher sets (cli/heapGrowth.ts)', () => {
  test.prop([commandLine])('10% when the largest log named (not an option) is big, V8’s own (0) otherwise', (line) => {
    const sizes = new Map(line.map(({ arg, size }) => [arg, size]));
    const largest = Math.max(
      0,
      ...line.filter(({ arg }) => !arg.startsWith('-')).map(({ arg }) => sizes.get(arg) ?? 0),
    );
    expect(
      heapGrowthPercent(
        line.map((a) => a.arg),
        (p) => sizes.get(p),
      ),
    ).toBe(largest >= BIG_LOG_BYTES ? 10 : 0);
  });

  plainTest(
    'a 30k-Order log (278 MB) gets 10%; a 13.5k one (125 MB), a 90-Order game or a folder of them V8’s own',
    () => {
      const sizes: Record<string, number | undefined> = {
        'long.jsonl': 278_072_702,
        'mid.jsonl': 124_952_599,
        'short.jsonl': 800_000,
        'tournament/': 830_000,
      };
      expect(heapGrowthPercent(['audit', 'long.jsonl', '--json'], (p) => sizes[p])).toBe(10);
      expect(heapGrowthPercent(['audit', 'mid.jsonl'], (p) => sizes[p])).toBe(0);
      expect(heapGrowthPercent(['audit', 'mid.jsonl', 'long.jsonl'], (p) => sizes[p])).toBe(10);
      expect(heapGrowthPercent(['audit', 'short.jsonl'], (p) => sizes[p])).toBe(0);
      expect(heapGrowthPercent(['audit', 'tournament/'], (p) => sizes[p])).toBe(0);
    },
  );

  plainTest(
    'a folder is sized by its largest *.jsonl directly in it; a file by itself; anything else not at all',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'arbiter-heap-'));
      try {
        writeFileSync(join(dir, 'a.jsonl'), 'x'.repeat(10));
        // Sparse files: sized without being written.
        writeFileSync(join(dir, 'b.jsonl'), '');
        truncateSync(join(dir, 'b.jsonl'), BIG_LOG_BYTES);
        writeFileSync(join(dir, 'notes.txt'), '');
        truncateSync(join(dir, 'notes.txt'), 2 * BIG_LOG_BYTES);
        mkdirSync(join(dir, 'sub'));
        writeFileSync(join(dir, 'sub', 'c.jsonl'), '');
        truncateSync(join(dir, 'sub', 'c.jsonl'), 3 * BIG_LOG_BYTES);
        expect(logBytes(dir)).toBe(BIG_LOG_BYTES);
        expect(logBytes(join(dir, 'a.jsonl'))).toBe(10);
        expect(logBytes(join(dir, 'sub'))).toBe(3 * BIG_LOG_BYTES);
        expect(logBytes(join(dir, 'missing.jsonl'))).toBeUndefined();
        // What stat refuses (not a directory, a NUL byte) is no log, not a crash of the launcher.
        expect(logBytes(join(dir, 'a.jsonl', 'x'))).toBeUndefined();
        expect(logBytes(`${dir}/a\u0000b`)).toBeUndefined();
        const empty = join(dir, 'empty');
        mkdirSync(empty);
        expect(logBytes(empty)).toBeUndefined();
        expect(heapGrowthPercent(['audit', dir], logBytes)).toBe(10);
        expect(heapGrowthPercent(['audit', join(dir, 'a.jsonl')], logBytes)).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
