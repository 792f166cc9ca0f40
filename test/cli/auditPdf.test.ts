import * as E from 'fp-ts/lib/Either.js';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../cli/commands/audit.ts';
import { findBrowser, NO_BROWSER } from '../../cli/commands/reportPdf.ts';
import { recordedLog } from '../audit/recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';
import { fakeIo } from './fakeIo.ts';

/** Issue 21 item 2: `--pdf`, the Order's report printed by a headless Chromium when one is present. */
const EXAMPLE = 'examples/f2f-1v1.game.yaml';

const game = (): { dir: string; log: string } => {
  const dir = tempDir('audit-pdf');
  const log = join(dir, 'game.jsonl');
  writeFileSync(
    log,
    recordedLog(EXAMPLE)
      .map((l) => `${l}\n`)
      .join(''),
  );
  return { dir, log };
};

const run = async (args: readonly string[]) => {
  const io = fakeIo();
  const code = await auditCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

/** The page count a PDF's page tree declares. */
const pages = (pdf: Buffer): number =>
  Math.max(0, ...[...pdf.toString('latin1').matchAll(/\/Count (\d+)/g)].map((m) => Number(m[1])));

describe('arbiter audit --order N --pdf FILE', () => {
  it('prints the Order report to a PDF with pages (the dev install’s Chromium), beside the HTML when both are asked', async () => {
    const { dir, log } = game();
    const pdf = join(dir, 'order-1.pdf');
    const html = join(dir, 'order-1.html');
    const r = await run([log, '--order', '1', '--pdf', pdf, '--html', html]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^wrote .*order-1\.pdf: Order 1 of .*game\.jsonl \(fingerprint [0-9a-f]{12}\), \d+ bytes$/m);
    const bytes = readFileSync(pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages(bytes)).toBeGreaterThan(0);
    expect(readFileSync(html, 'utf8')).toMatch(/^<!doctype html>/);
    // No temporary file left beside them.
    expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'order-1.html', 'order-1.pdf']);
  }, 120_000);

  it('refuses to replace an existing file without --force (exit 1, the file as it was)', async () => {
    const { dir, log } = game();
    const pdf = join(dir, 'order-1.pdf');
    writeFileSync(pdf, 'mine');
    const r = await run([log, '--order', '1', '--pdf', pdf]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('give --force to replace it');
    expect(readFileSync(pdf, 'utf8')).toBe('mine');
    const forced = await run([log, '--order', '1', '--pdf', pdf, '--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);

  it('with no browser at the path given: exit 1, the reason, and nothing written (not even the HTML)', async () => {
    const { dir, log } = game();
    const r = await run([
      log,
      '--order',
      '1',
      '--pdf',
      join(dir, 'a.pdf'),
      '--html',
      join(dir, 'a.html'),
      '--browser',
      join(dir, 'none'),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--pdf .*a\.pdf: no browser at .*none \(from --browser\); nothing written/);
    expect(readdirSync(dir)).toEqual(['game.jsonl']);
  });

  it('finds no browser when none is given, set or installed, and says how to give one', async () => {
    expect(await findBrowser(undefined, {}, () => Promise.resolve(null))).toEqual(E.left(NO_BROWSER));
    expect(NO_BROWSER).toMatch(/^no browser found: give --browser PATH/);
    const { log } = game();
    expect(await findBrowser(undefined, { CHROME_PATH: log }, () => Promise.resolve(null))).toEqual(E.right(log));
    expect(await findBrowser(undefined, { ARBITER_CHROMIUM: '/no/such' }, () => Promise.resolve(log))).toEqual(
      E.left('no browser at /no/such (from ARBITER_CHROMIUM)'),
    );
  });

  it('is a usage error without --order, and --browser without --pdf', async () => {
    const { log } = game();
    expect((await run([log, '--pdf', 'x.pdf'])).code).toBe(2);
    expect((await run([log, '--order', '1', '--browser', 'x'])).code).toBe(2);
  });
});
