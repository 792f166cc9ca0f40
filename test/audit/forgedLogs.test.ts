import * as E from 'fp-ts/lib/Either.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/index.ts';
import { auditCommand } from '../../cli/commands/audit.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { bodyText, recordText, sha256Hex } from '../../kernel/log/index.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { logLines } from '../support/logFiles.ts';
import { recordedEvents } from './recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';

// Logs re-hashed whole after an edit: the hash chain holds, so only what the audit checks besides
// it can tell. A seal that counts what the log does not hold, and the totals of an Order ruled by
// the players that its changes do not give.

const logFile = (lines: readonly string[]): string => {
  const file = join(tempDir('forged'), 'game.jsonl');
  writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
  return file;
};

const audit = async (lines: readonly string[]) => {
  const r = await auditLog(lines);
  if (E.isLeft(r)) throw new Error(r.left);
  return r.right;
};

describe('an audit of a log forged and re-hashed whole', () => {
  it('a seal whose counts the log does not hold: warned of, and the log is not called sealed', async () => {
    const lines = logLines(recordedEvents('examples/f2f-1v1.game.yaml'));
    const last = JSON.parse(lines.at(-1) ?? '{}') as {
      prev: string;
      seq: number;
      v: number;
      event: { records: number };
    };
    const json = `{"counts":{"orders":9,"turns":1},"records":${last.event.records},"type":"LogSealed"}`;
    const forged = [
      ...lines.slice(0, -1),
      recordText(json, sha256Hex(bodyText(json, last.prev, last.seq, last.v)), last.prev, last.seq, last.v),
    ];
    const report = await audit(forged);
    expect(report.sealed).toBe(false);
    expect(report.warnings).toEqual([
      expect.objectContaining({
        kind: 'bad-seal',
        message: expect.stringMatching(/the seal counts 9 orders, but the log holds 1/),
      }),
    ]);
    const io = fakeIo();
    await auditCommand([logFile(forged)], io);
    expect(io.outs.join('\n')).toMatch(
      /, open \(not sealed: the game may go on, or the log was cut short\), fingerprint /,
    );
  });

  it('an Order ruled by the players whose logged total is not what its change gives: found, and the audit does not agree', async () => {
    const events = recordedEvents('examples/ruled-by-players.game.yaml').map((e): ArbiterEvent =>
      e.type === 'OrderRuledByPlayers'
        ? { ...e, outcome: { ...e.outcome, wounds: e.outcome.wounds.map((w) => ({ ...w, total: 5 })) } }
        : e,
    );
    const report = await audit(logLines(events));
    expect(report.readjudication.agrees).toBe(false);
    expect(report.readjudication.outcomeMismatches).toEqual([
      { order: 2, fields: [{ path: 'wounds[0].total', logged: '5', engine: '0' }] },
    ]);
    expect(report.readjudication.ordersRuledByPlayers).toBe(1);
    const io = fakeIo();
    expect(await auditCommand([logFile(logLines(events))], io)).toBe(1);
    const out = io.outs.join('\n');
    expect(out).toMatch(
      /Order 2, ruled by the players: its logged outcome is not what its changes give on the table \(a total edited by hand\?\)/,
    );
    expect(out).toMatch(/ {4}wounds\[0\]\.total: the log says 5, the changes give 0/);
  });
});
