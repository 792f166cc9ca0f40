import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Vitest's global setup: builds dist/ (scripts/buildCli.mjs, about a second) before any test runs,
 * so a test that spawns `bin/arbiter.mjs` runs the sources under test, never a stale build. The
 * tests' snapshot-cache key (arbiter replay) lives in a folder of their own, removed after them.
 */
export default function setup(): () => void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'buildCli.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const keys = mkdtempSync(join(tmpdir(), 'arbiter-test-cache-key-'));
  process.env['ARBITER_CACHE_DIR'] = keys;
  return () => rmSync(keys, { recursive: true, force: true });
}
