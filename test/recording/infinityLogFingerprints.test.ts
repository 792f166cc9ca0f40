import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/**
 * The fingerprint (last hash) of each Infinity example's log as `arbiter record` wrote it before
 * Necromunda was wired in (commit 133fb34). The hash chain makes an equal fingerprint an equal log,
 * byte for byte. A deliberate change to an example or to Infinity's events updates its entry.
 */
const BEFORE = JSON.parse(
  readFileSync(join(ROOT, 'test', 'golden', 'infinity-log-fingerprints.json'), 'utf8'),
) as Readonly<Record<string, string>>;

describe('Infinity logs stay byte for byte as they were with a second ruleset beside them', () => {
  const games = Object.keys(BEFORE).filter((name) => existsSync(join(ROOT, 'examples', name)));

  it('holds the fingerprints of the bundled Infinity examples', () => {
    expect(games.length).toBeGreaterThan(70);
  });

  it.each(games)('examples/%s records to the log it recorded to before', async (name) => {
    const io = fakeIo();
    const log = join(tempDir('fingerprint'), 'game.jsonl');
    expect(await main(['record', join(ROOT, 'examples', name), '-o', log, '--json'], io)).toBe(0);
    const written = JSON.parse(io.outs.join('\n')) as { fingerprint: string };
    expect(written.fingerprint).toBe(BEFORE[name]);
  });
});
