import * as E from 'fp-ts/lib/Either.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLogParts } from '../../audit/index.ts';
import { recordedLog } from './recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';

const EXAMPLE = 'examples/f2f-1v1.game.yaml';

/** What an audit tells, in order: its progress (a fraction of the work) and the end of its reading. */
const told = async (source: string | readonly string[]): Promise<{ said: string[]; ok: boolean }> => {
  const said: string[] = [];
  const r = await auditLogParts(source, {
    onProgress: (done, total) => said.push(`progress ${done / total}`),
    onRead: () => said.push('read'),
  });
  return { said, ok: E.isRight(r) };
};

describe('an audit tells when its log is read whole (AuditOptions.onRead: the command sizes its heap there)', () => {
  it('once, after the reading (the first fifth of the progress) and before the re-run (the rest)', async () => {
    const file = join(tempDir('on-read'), 'log.jsonl');
    writeFileSync(
      file,
      recordedLog(EXAMPLE)
        .map((l) => `${l}\n`)
        .join(''),
    );
    const { said, ok } = await told(file);
    expect(ok).toBe(true);
    expect(said.filter((s) => s === 'read')).toHaveLength(1);
    const at = said.indexOf('read');
    const fractions = said.map((s) => (s === 'read' ? NaN : Number(s.slice('progress '.length))));
    // The reading reports up to 0.2 (its share, give or take a rounding), the re-run from above it to 1.
    const SHARE = 0.2 + 1e-9;
    expect(fractions.slice(0, at).every((f) => f <= SHARE)).toBe(true);
    expect(fractions[at - 1]).toBeCloseTo(0.2, 9);
    expect(fractions.slice(at + 1).length).toBeGreaterThan(0);
    expect(fractions.slice(at + 1).every((f) => f > SHARE)).toBe(true);
  });

  it('never, when the log cannot be read: a missing file, a line that is not a record', async () => {
    const missing = await told(join(tempDir('on-read-missing'), 'none.jsonl'));
    expect(missing).toEqual({ said: [], ok: false });
    const lines = recordedLog(EXAMPLE);
    const broken = await told([...lines.slice(0, 3), 'not a record', ...lines.slice(3)]);
    expect(broken.ok).toBe(false);
    expect(broken.said).not.toContain('read');
  });
});
