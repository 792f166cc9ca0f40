import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../cli/commands/audit.ts';
import { editEvent, recordedLog } from '../audit/recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';
import { fakeIo } from './fakeIo.ts';

const EXAMPLE = 'examples/f2f-1v1.game.yaml';

const game = (lines: readonly string[] = recordedLog(EXAMPLE)): { dir: string; log: string } => {
  const dir = tempDir('audit-html');
  const log = join(dir, 'game.jsonl');
  writeFileSync(log, lines.map((l) => `${l}\n`).join(''));
  return { dir, log };
};

const run = async (args: readonly string[]) => {
  const io = fakeIo();
  const code = await auditCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

describe('arbiter audit --order N --html FILE', () => {
  it('writes the Order as one static HTML page and says where, with the fingerprint', async () => {
    const { dir, log } = game();
    const out = join(dir, 'order-1.html');
    const r = await run([log, '--order', '1', '--html', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^wrote .*order-1\.html: Order 1 of .*game\.jsonl \(fingerprint [0-9a-f]{12}\), \d+ bytes$/);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Order 1: Fennec Fusilier activates');
    expect(html).not.toMatch(/<script/i);
    // Only the report: no temporary file left beside it.
    expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'order-1.html']);
  });

  it('refuses to replace an existing file without --force (exit 1, the file as it was), and replaces it with --force', async () => {
    const { dir, log } = game();
    const out = join(dir, 'report.html');
    writeFileSync(out, 'the head judge’s notes');
    const r = await run([log, '--order', '1', '--html', out]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/report\.html already exists.*give --force to replace it/);
    expect(readFileSync(out, 'utf8')).toBe('the head judge’s notes');
    expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'report.html']);
    const forced = await run([log, '--order', '1', '--html', out, '--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('checks the files before it audits: an existing file, or a folder that is not there, is refused before any Order is looked for', async () => {
    const { dir, log } = game();
    const out = join(dir, 'report.html');
    writeFileSync(out, 'the head judge’s notes');
    // Order 99 is not in the log: the audit would say so, but the file is refused first.
    const r = await run([log, '--order', '99', '--html', out]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/report\.html already exists.*give --force to replace it/);
    expect(r.err).not.toMatch(/no Order 99/);
    const missing = await run([log, '--order', '99', '--pdf', join(dir, 'nowhere', 'x.pdf')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no such directory/);
    expect(missing.err).not.toMatch(/no Order 99/);
    expect(readFileSync(out, 'utf8')).toBe('the head judge’s notes');
    // With --force the file may be replaced, and the audit then runs (and finds no Order 99).
    expect((await run([log, '--order', '99', '--html', out, '--force'])).err).toMatch(/no Order 99/);
  });

  it('never writes over the log it reads', async () => {
    const { log } = game();
    const before = readFileSync(log, 'utf8');
    const r = await run([log, '--order', '1', '--html', log, '--force']);
    expect(r.code).toBe(1);
    expect(readFileSync(log, 'utf8')).toBe(before);
    expect(statSync(log).size).toBe(Buffer.byteLength(before));
  });

  it('is a usage error (exit 2) without --order, with --what-if or --json, on a folder, and --force alone', async () => {
    const { dir, log } = game();
    const out = join(dir, 'x.html');
    const cases: (readonly string[])[] = [
      [log, '--html', out],
      [log, '--order', '1', '--html', out, '--json'],
      [log, '--order', '1', '--html', out, '--what-if', 'order:1 cover senku<-fennec=none'],
      [dir, '--order', '1', '--html', out],
      [log, '--order', '1', '--force'],
    ];
    for (const args of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
    }
    expect((await run([log, '--html', out])).err).toMatch(
      /--html and --pdf write the account of one Order: give --order N/,
    );
    expect(readdirSync(dir)).toEqual(['game.jsonl']);
  });

  it('an Order the log does not have is a problem (exit 1), nothing written', async () => {
    const { dir, log } = game();
    const r = await run([log, '--order', '7', '--html', join(dir, 'x.html')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/has no Order 7/);
    expect(readdirSync(dir)).toEqual(['game.jsonl']);
  });

  it('an Order the engine rules otherwise than logged: the report is written and says so, and the exit is 1', async () => {
    const edited = editEvent(
      recordedLog(EXAMPLE),
      (e) => e['type'] === 'SavingRollResolved',
      (e) => {
        e['wounds'] = 0;
      },
    );
    const { dir, log } = game(edited);
    const out = join(dir, 'disputed.html');
    const r = await run([log, '--order', '1', '--html', out]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Order 1: the engine does not rule it as logged \(see the report\)/);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('the engine rules it otherwise (see below)');
    expect(html).toContain('hash chain broken (1 line edited by hand)');
    expect(html).toMatch(/the log says 0, the engine rules 1/);
  });
});

describe('writeOrderReport with the records the audit read (issue 19: a long log is not read twice)', () => {
  it('writes the same page from the records given as from the log read again, without reading the log', async () => {
    const { auditLogParts, orderTrail } = await import('../../audit/index.ts');
    const { writeOrderReport } = await import('../../cli/commands/auditReport.ts');
    const { dir, log } = game();
    const parts = await auditLogParts(log);
    if (parts._tag === 'Left') throw new Error(parts.left);
    const report = { ...parts.right.report, trail: orderTrail(parts.right.records, 1).trail };
    const [read, given] = [join(dir, 'read.html'), join(dir, 'given.html')];
    expect(await writeOrderReport(report, { log, order: 1, html: read, force: false }, fakeIo())).toBe(0);
    // A log path that no longer exists: only the records given can make the page.
    const gone = join(dir, 'gone.jsonl');
    const io = fakeIo();
    const code = await writeOrderReport(
      report,
      { log: gone, order: 1, html: given, force: false, records: parts.right.records },
      io,
    );
    expect(io.errs).toEqual([]);
    expect(code).toBe(0);
    expect(readFileSync(given, 'utf8')).toBe(readFileSync(read, 'utf8'));
  });
});
