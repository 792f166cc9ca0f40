import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's own temporary folder: every test's folders are made in it (test/support/tempDir.ts). */
    readonly tempRoot: string;
  }
}

/**
 * Vitest's global setup: one temporary folder for the whole run, handed to the tests (`inject`),
 * and removed with everything in it when the run ends, whether the tests passed, failed or forgot.
 */
export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'arbiter-test-'));
  chmodSync(root, 0o755); // some tests run the command as an unprivileged user, who must reach their folders
  project.provide('tempRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
