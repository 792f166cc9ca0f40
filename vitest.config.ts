import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Measured on the 2-core CI machine: with isolated forks each test file re-imported the engine
// (import ≈ 73 s of a 150 s run); worker threads sharing one module graph import it once per
// worker (import ≈ 8 s, whole suite ≈ 50 s). Tests keep no module-level state that this shares.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ first: the tests that spawn bin/arbiter.mjs run the sources under test. Then one
    // temporary folder for the run, removed at its end (test/support/tempDir.ts makes each test's in it).
    // Last, one real PostgreSQL server for the store's tests (test/support/postgresServer.ts, under a second).
    globalSetup: ['test/support/buildCli.ts', 'test/support/tempRoot.ts', 'test/support/postgresServer.ts'],
    testTimeout: 60_000,
    pool: 'threads',
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine. Many
    // files wait on child processes, a browser or PostgreSQL, so two workers there finish the whole
    // suite in 402 s against 550 s (same run, same clone; each file is slower, the run is shorter).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
