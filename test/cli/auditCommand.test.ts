import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../cli/commands/audit.ts';
import { editEvent, recordedLog } from '../audit/recordedLog.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const EXAMPLE = 'examples/f2f-1v1.game.yaml';

const logFile = (lines: readonly string[]): string => {
  const file = join(tempDir('audit'), 'game.jsonl');
  writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
  return file;
};

/** The part of `arbiter audit --json` these tests read. */
interface ReadjudicationJson {
  readonly readjudication: { readonly differences: readonly unknown[] };
}
const readjudication = (out: string): ReadjudicationJson['readjudication'] =>
  (JSON.parse(out) as ReadjudicationJson).readjudication;

const run = async (args: readonly string[], isTTY = false) => {
  const io = fakeIo(isTTY);
  const code = await auditCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

describe('arbiter audit', () => {
  it('prints the trail, the rules cited and the re-adjudication of a sound log, and exits 0', async () => {
    const { code, out, err } = await run([logFile(recordedLog(EXAMPLE))]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/hash chain intact, sealed, fingerprint [0-9a-f]{12}$/m);
    expect(out).toMatch(/^Order 1 · Fennec Fusilier activates +\[n5\/orders\/expenditure-sequence\]$/m);
    expect(out).toMatch(/senku#1 +rolled {2}7 vs SV 11: success → kept/);
    expect(out).toMatch(/^Rules cited$/m);
    expect(out).toMatch(/^ {2}n5\/cover\/partial \(N5\): .* — https:\/\//m);
    expect(out).toMatch(/every ruling agrees/);
    expect(out).not.toMatch(/\u001b\[/); // no colours off a terminal
  });

  it('says when a log is open (not sealed): the judge sees the game may be incomplete', async () => {
    const lines = recordedLog(EXAMPLE);
    const { code, out } = await run([logFile(lines.slice(0, -1))]);
    expect(code).toBe(0);
    expect(out).toMatch(
      /hash chain intact, open \(not sealed: the game may go on, or the log was cut short\), fingerprint [0-9a-f]{12}$/m,
    );
  });

  it("re-adjudicates with xstate's interpreter on --runtime xstate, to the same verdict, and refuses an unknown runtime", async () => {
    const file = logFile(
      editEvent(
        recordedLog(EXAMPLE),
        (e) => e['type'] === 'SavingRollResolved',
        (e) => {
          e['wounds'] = 0;
        },
      ),
    );
    const compiled = await run([file, '--json']);
    const xstate = await run([file, '--json', '--runtime', 'xstate']);
    expect(xstate.code).toBe(1);
    expect(readjudication(xstate.out)).toEqual(readjudication(compiled.out));
    expect(readjudication(xstate.out).differences.length).toBe(1);
    const bad = await run([file, '--runtime', 'fast']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--runtime is compiled or xstate, not fast/);
  });

  it('colours only on a terminal', async () => {
    const { out } = await run([logFile(recordedLog(EXAMPLE))], true);
    expect(out).toMatch(/\u001b\[1m/);
  });

  it('flags a ruling edited by hand, warns that the chain is broken, and exits 1', async () => {
    const file = logFile(
      editEvent(
        recordedLog(EXAMPLE),
        (e) => e['type'] === 'SavingRollResolved',
        (e) => {
          e['wounds'] = 0;
        },
      ),
    );
    const { code, out, err } = await run([file]);
    expect(code).toBe(1);
    expect(err).toMatch(/^warning: line \d+: seq \d+ hashes to .* the record was altered; read as it stands$/m);
    expect(out).toMatch(/hash chain broken \(1 line: see the warnings\)/);
    expect(out).toMatch(/1 logged ruling differs/);
    expect(out).toMatch(
      /Order 1, seq \d+: SavingRollResolved fennec senku: the log and the engine disagree\n +wounds: the log says 0, the engine rules 1/,
    );
  });

  it('--json gives the same report as data', async () => {
    const { code, out } = await run([logFile(recordedLog(EXAMPLE)), '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      records: number;
      trail: { turns: { orders: { entries: { kind: string; citations: { id: string; source: string }[] }[] }[] }[] };
      readjudication: { agrees: boolean };
    };
    expect(report.readjudication.agrees).toBe(true);
    const entries = report.trail.turns[0]?.orders[0]?.entries ?? [];
    expect(entries.map((e) => e.kind)).toContain('face-to-face');
    expect(entries.every((e) => e.citations.length > 0 && e.citations.every((c) => c.source.startsWith('http')))).toBe(
      true,
    );
  });

  it('--order N shows that Order; an Order the log lacks is a problem to fix, a malformed one a usage error', async () => {
    const file = logFile(recordedLog(EXAMPLE));
    expect((await run([file, '--order', '1'])).out).toMatch(/Order 1 ·/);
    expect(await run([file, '--order', '4'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/has no Order 4 \(its Orders run from 1 to 1\)/),
    });
    expect(await run([file, '--order', 'x'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--order takes an Order number/),
    });
  });

  it('usage errors say what to fix', async () => {
    expect(await run([])).toMatchObject({ code: 2, err: expect.stringMatching(/give one LOG.jsonl/) });
    expect(await run(['a.jsonl', '--what-if', 'cover x'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--what-if: a what-if starts with order:N/),
    });
    expect(await run(['a.jsonl', '--edition', 'n9'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/n3, n4 or n5/),
    });
    expect(await run(['/nonexistent.jsonl'])).toMatchObject({
      code: 1,
      err: 'arbiter audit: cannot read /nonexistent.jsonl: no such file or directory (ENOENT)',
    });
  });

  it('a what-if that needs dice the log lacks says which to give, and exits 1', async () => {
    const { code, out } = await run([logFile(recordedLog(EXAMPLE)), '--what-if', 'order:1 aro senku=dodge']);
    expect(code).toBe(1);
    expect(out).toMatch(/give them with --what-if 'order:1 dice senku:dodge=F,F,…' \(Arbiter never invents dice\)/);
  });

  it('a fork whose game cannot start under another edition (a skill only N5 reads) says why, with the rule, and exits 1: no stack trace', async () => {
    const { code, out, err } = await run([
      logFile(recordedLog('examples/orders-and-command.game.yaml')),
      '--edition',
      'n4',
      '--quiet',
    ]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(
      /what-if: the game cannot start with edition N5 → N4 .*: zhanshi-lt: Lieutenant \(\+1 Command Token\) is read for N5 only \(n5\/skills\/lieutenant-plus-one-token\), not for N4$/,
    );
    expect(err).not.toMatch(/RangeError|at /);
  });

  it('a log whose GameStarted was edited into a game no edition can start is refused at seq 1, with why', async () => {
    const lines = editEvent(
      recordedLog('examples/orders-and-command.game.yaml'),
      (e) => e['type'] === 'GameStarted',
      (e) => {
        e['edition'] = 'n4';
      },
    );
    const { code, err } = await run([logFile(lines), '--quiet']);
    expect(code).toBe(1);
    expect(err).toMatch(/seq 1: the GameStarted cannot start a game: zhanshi-lt: .*N4/);
    expect(err).not.toMatch(/RangeError/);
  });
});
