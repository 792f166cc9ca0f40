import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { BIG_LOG_BYTES, heapGrowthPercent } from '../../cli/heapGrowth.ts';

/** Arguments of a command line, some naming files of the given sizes. */
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
  test.prop([commandLine])('10% exactly when a file named (not an option) is a big log; 50% otherwise', (line) => {
    const sizes = new Map(line.map(({ arg, size }) => [arg, size]));
    const big = line.some(({ arg }) => !arg.startsWith('-') && (sizes.get(arg) ?? 0) >= BIG_LOG_BYTES);
    expect(
      heapGrowthPercent(
        line.map((a) => a.arg),
        (p) => sizes.get(p),
      ),
    ).toBe(big ? 10 : 50);
  });

  test('a 30k-Order log (278 MB) gets 10%, a 90-Order game or a folder 50%', () => {
    const sizes: Record<string, number | undefined> = { 'long.jsonl': 278_072_702, 'short.jsonl': 800_000 };
    expect(heapGrowthPercent(['audit', 'long.jsonl', '--json'], (p) => sizes[p])).toBe(10);
    expect(heapGrowthPercent(['audit', 'short.jsonl'], (p) => sizes[p])).toBe(50);
    expect(heapGrowthPercent(['audit', 'tournament/'], (p) => sizes[p])).toBe(50);
  });
});
