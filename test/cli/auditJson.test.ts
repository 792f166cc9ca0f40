import * as E from 'fp-ts/lib/Either.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/index.ts';
import { auditCommand } from '../../cli/commands/audit.ts';
import { editEvent, recordedLog } from '../audit/recordedLog.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const dir = tempDir('audit-json');

/** `arbiter audit ARGS` in-process: exit code, stdout (its writes joined by newlines) and stderr. */
const audit = async (...args: string[]): Promise<{ code: number; out: string; err: string }> => {
  const io = fakeIo();
  const code = await auditCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

/** The report `auditLog` holds whole, as --json printed it before it was streamed (the fork's events left out). */
const held = async (file: string, whatIf: readonly string[] = []): Promise<unknown> => {
  const { parseWhatIf } = await import('../../audit/index.ts');
  const changes = whatIf.map((w) => {
    const c = parseWhatIf(w);
    if (E.isLeft(c)) throw new Error(c.left);
    return c.right;
  });
  const r = await auditLog(file, { whatIf: changes });
  if (E.isLeft(r)) throw new Error(r.left);
  const report = { ...r.right, log: file };
  return JSON.parse(
    JSON.stringify({ ...report, whatIf: report.whatIf === null ? null : { ...report.whatIf, events: undefined } }),
  );
};

describe('arbiter audit LOG --json: the whole game written as it is folded (issue 19, memory at 30k Orders)', () => {
  it('parses to the report held whole, for a full game, with its exit code', async () => {
    const file = join(dir, 'full.jsonl');
    writeFileSync(file, `${recordedLog('examples/n5-full-game.game.yaml').join('\n')}\n`);
    const r = await audit(file, '--json', '--quiet');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(await held(file));
  });

  it('with a what-if and with a ruling edited by hand: the same report, and exit 1', async () => {
    const file = join(dir, 'edited.jsonl');
    const lines = editEvent(
      recordedLog('examples/f2f-1v1.game.yaml'),
      (e) => e['type'] === 'SavingRollResolved',
      (e) => {
        e['wounds'] = 3;
      },
    );
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r = await audit(file, '--json', '--quiet');
    expect(r.err).toContain('the record was altered');
    expect(r.code).toBe(1);
    const parsed = JSON.parse(r.out) as { readjudication: { agrees: boolean } };
    expect(parsed.readjudication.agrees).toBe(false);
    expect(parsed).toEqual(await held(file));
    const w = await audit(file, '--json', '--quiet', '--what-if', 'order:1 range fennec<->senku=30');
    expect(JSON.parse(w.out)).toEqual(await held(file, ['order:1 range fennec<->senku=30']));
  });
});
