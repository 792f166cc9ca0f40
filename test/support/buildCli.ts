import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Vitest's global setup: builds dist/ (scripts/buildCli.mjs, about a second) before any test runs,
 * so a test that spawns `bin/arbiter.mjs` runs the sources under test, never a stale build.
 */
export default function setup(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'buildCli.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
