import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

describe('MemoryStore: a whole long game appended at once (issue 19)', () => {
  it('300,000 events in one batch on a main thread (no spread into push: past the stack’s room for arguments it threw a RangeError)', () => {
    const child = spawnSync(
      process.execPath,
      [join(ROOT, 'bin', 'run-ts.mjs'), join(ROOT, 'test', 'kernel', 'log', 'memoryStoreWide.ts'), '300000'],
      { encoding: 'utf8' },
    );
    expect(child.stderr).not.toMatch(/RangeError/);
    expect(child.status).toBe(0);
    expect(child.stdout.trim()).toBe('300000');
  });
});
