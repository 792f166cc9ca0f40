import * as E from 'fp-ts/lib/Either.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JsonlFileStore, verifyLog } from '../../../kernel/log/index.ts';
import { left, right, tempDir } from './logFixtures.ts';
import { sampleEvent, testCatalogue } from './testCatalogue.ts';

const WRITER = fileURLToPath(new URL('./crashWriter.ts', import.meta.url));
const TRIALS = 52;
const LANES = 4; // independent logs, trials in parallel
const VIA_TSX: readonly string[] = ['--import', 'tsx', WRITER];

let tmp: Awaited<ReturnType<typeof tempDir>>;
/** How to start the writer: bundled once by esbuild (tsx's own compiler) it starts ~4× faster than under tsx. */
let writerArgs: readonly string[] = VIA_TSX;
beforeAll(async () => {
  tmp = await tempDir();
  try {
    const { build } = await import('esbuild');
    const outfile = tmp.file('crashWriter.mjs');
    await build({
      entryPoints: [WRITER],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'silent',
    });
    writerArgs = [outfile];
  } catch {
    writerArgs = VIA_TSX; // no esbuild: every trial pays tsx's start-up
  }
});
afterAll(async () => {
  await tmp.cleanup();
});

interface Trial {
  readonly acked: number;
  /** Records in the log after the trial (all checked). */
  readonly records: number;
  readonly tornOnOpen: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits for a line of the child's stdout that matches. */
const lineMatching = (child: ChildProcess, seen: string[], re: RegExp): Promise<string> =>
  new Promise((resolve, reject) => {
    const check = (): boolean => {
      const hit = seen.find((l) => re.test(l));
      if (hit !== undefined) {
        resolve(hit);
        return true;
      }
      return false;
    };
    if (check()) return;
    const onData = (): void => {
      if (check()) child.stdout?.off('data', onData);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      if (!check()) reject(new Error(`writer exited (${code}) before ${re}: ${seen.join(' | ')}`));
    });
  });

/** One trial: start a writer, let it append for a random moment, SIGKILL it, then check the log. */
const trial = async (path: string, checkedUpTo: number, args: readonly string[] = writerArgs): Promise<Trial> => {
  const child = spawn(process.execPath, [...args, path], { stdio: ['ignore', 'pipe', 'inherit'] });
  const seen: string[] = [];
  let partial = '';
  child.stdout?.on('data', (d: Buffer) => {
    const parts = (partial + d.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    seen.push(...parts);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await lineMatching(child, seen, /^ack \d+$/);
  // While it writes, nobody else may: a second writer is refused, naming the live one.
  expect(left(await JsonlFileStore.open(path, testCatalogue, Date.now))).toMatchObject({
    kind: 'locked',
    pid: child.pid,
  });
  await sleep(Math.random() * 30);
  child.kill('SIGKILL');
  await exited;
  if (partial !== '') seen.push(partial);
  const errors = seen.filter((l) => l.startsWith('error'));
  expect(errors).toEqual([]);
  const acks = seen.filter((l) => l.startsWith('ack ')).map((l) => Number(l.slice(4)));
  const acked = Math.max(0, ...acks);

  // The killed writer's lock is stale, its last append perhaps torn: the log must open anyway.
  const opened = right(await JsonlFileStore.open(path, testCatalogue, Date.now));
  const { store, warnings } = opened;
  const records = right(await store.read());
  await store.close();
  expect(records.length).toBeGreaterThanOrEqual(acked);
  for (const r of records.slice(checkedUpTo)) {
    const expected =
      r.event.type === 'NoteTaken' &&
      typeof r.event.payload === 'object' &&
      r.event.payload !== null &&
      'filler' in r.event.payload
        ? { type: 'NoteTaken', payload: { seq: r.seq, filler: 'x'.repeat(1000) } }
        : sampleEvent(r.seq);
    expect(r.event).toEqual(expected);
  }
  const verified = await verifyLog(path, testCatalogue);
  expect(verified).toMatchObject({ _tag: 'Right', right: { records: records.length } });
  // Opening changed nothing: a torn tail it reported is still there, for the next writer to cut away.
  expect(E.isRight(verified) && verified.right.tornTail).toEqual(warnings[0]);
  return { acked, records: records.length, tornOnOpen: warnings.length };
};

describe('crash trials: SIGKILL a writer at random moments', () => {
  test('the writer runs from its TypeScript source under tsx', async () => {
    const r = await trial(tmp.file('tsx.jsonl'), 0, VIA_TSX);
    expect(r.acked).toBeGreaterThan(0);
  });

  test(`${TRIALS} kills: the log always opens and verifies, and every acknowledged append is there`, async () => {
    const lanes = Array.from({ length: LANES }, async (_, lane) => {
      const path = tmp.file(`crash-${lane}.jsonl`);
      const results: Trial[] = [];
      for (let i = 0; i < TRIALS / LANES; i++)
        results.push(await trial(path, results[results.length - 1]?.records ?? 0));
      return results;
    });
    const results = (await Promise.all(lanes)).flat();
    expect(results).toHaveLength(TRIALS);
    // Each lane's log grew across its trials (each writer continued where the last one died).
    expect(results.every((r) => r.acked > 0)).toBe(true);
    const torn = results.filter((r) => r.tornOnOpen > 0).length;
    console.info(`crash trials: ${TRIALS} kills, ${torn} torn tails recovered on open`);
  }, 120_000);
});
