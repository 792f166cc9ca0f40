import { constants, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { heapWhileReading } from '../../cli/heapWhileReading.ts';

/** Full collections made while `run` runs (the observer hears them on a later tick). */
const fullCollections = async (run: () => void): Promise<number> => {
  let full = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full += 1;
  });
  observer.observe({ entryTypes: ['gc'] });
  run();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return full;
};

describe('the heap of a command that reads a long log whole (cli/heapWhileReading.ts)', () => {
  // This worker runs with V8's own growth: put it back whatever a test set.
  afterAll(() => setFlagsFromString('--heap-growing-percent=0'));

  it('for a log the launcher gave a tight growth: once read, one full collection, and no `gc` left to the command', async () => {
    const read = heapWhileReading(10);
    expect(await fullCollections(read)).toBeGreaterThanOrEqual(1);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('for any other log (growth 0, V8’s own): nothing is collected when it is read', async () => {
    const read = heapWhileReading(0);
    expect(await fullCollections(() => Array.from({ length: 100 }, () => read()))).toBe(0);
  });
});
