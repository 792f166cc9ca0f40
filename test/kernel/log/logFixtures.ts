import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { MemoryStore } from '../../../kernel/log/index.ts';
import { sampleEvent, testCatalogue, type TestEvent } from './testCatalogue.ts';
import { tempDir as runTempDir } from '../../support/tempDir.ts';

/** The lines (without newlines) of a valid test log of `n` records. */
export const validLines = async (
  n: number,
  events: (i: number) => TestEvent = sampleEvent,
): Promise<readonly string[]> => {
  const store = new MemoryStore(testCatalogue);
  const r = await store.append(
    Array.from({ length: n }, (_, i) => events(i)),
    0,
  );
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
  return store.lines();
};

/** Unwraps a Right, failing the test with the Left. */
export const right = <A>(r: E.Either<unknown, A>): A => {
  if (E.isLeft(r)) throw new Error(`expected Right, got ${JSON.stringify(r.left)}`);
  return r.right;
};

/** Unwraps a Left, failing the test with the Right. */
export const left = <L>(r: E.Either<L, unknown>): L => {
  if (E.isRight(r)) throw new Error(`expected Left, got ${JSON.stringify(r.right)}`);
  return r.left;
};

/** A fresh temporary directory, removed by the returned cleanup. */
export const tempDir = async (): Promise<{
  readonly dir: string;
  readonly file: (name: string) => string;
  cleanup(): Promise<void>;
}> => {
  const dir = runTempDir('log-test');
  return { dir, file: (name) => join(dir, name), cleanup: () => rm(dir, { recursive: true, force: true }) };
};
