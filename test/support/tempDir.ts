import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A new empty folder for a test, `NAME-xxxxxx` inside the run's temporary folder
 * (test/support/tempRoot.ts), which is removed when the run ends: no test leaves files behind.
 * A test that makes many may still remove its own as it goes.
 */
export const tempDir = (name: string): string => mkdtempSync(join(inject('tempRoot'), `${name}-`));
