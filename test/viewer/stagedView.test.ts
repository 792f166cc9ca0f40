import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import type { CliIo } from '../../cli/cliIo.ts';
import { viewCommand } from '../../cli/commands/view.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { frameIndex, readViewedLog, startViewer, type ViewedLog } from '../../viewer/index.ts';
import { logLines } from '../support/logFiles.ts';
import { tempDir } from '../support/tempDir.ts';

/** A generated game of `turns` Turns (10 Orders each; about 28 events an Order). */
const generated = (turns: number): readonly ArbiterEvent[] => {
  const { input, commands } = generatedGame(turns, 5);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due())) if (E.isLeft(session.send(command))) throw new Error('refused');
  return session.events;
};

let dir: string;
let events: readonly ArbiterEvent[];
let lines: readonly string[];
let good: string;
let broken: string;
/** The line edited in `broken` (1-based), well after the viewer's first stage (4,096 events). */
let brokenLine: number;

beforeAll(() => {
  dir = tempDir('staged-view');
  // 17 Turns: more events than the viewer's first stage, in several batches of the reader.
  events = generated(17);
  lines = logLines(events);
  good = join(dir, 'long.jsonl');
  writeFileSync(good, lines.map((l) => `${l}\n`).join(''));
  // One event's text edited in place: its hash no longer matches, so the log is refused at that line.
  brokenLine = lines.length - 100;
  broken = join(dir, 'broken.jsonl');
  writeFileSync(
    broken,
    lines.map((l, i) => `${i + 1 === brokenLine ? l.replace('"order":', '"order": ') : l}\n`).join(''),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arbiter view: a long log is shown while it is read (issue 19, first page under a second)', () => {
  it('tells stages that are prefixes of the log, the first once `first` events are in, each `growth` times the last', async () => {
    expect(events.length).toBeGreaterThan(4_096);
    const stages: ViewedLog[] = [];
    const read = await readViewedLog(good, undefined, { first: 500, growth: 3, onStage: (s) => stages.push(s) });
    if (E.isLeft(read)) throw new Error(read.left);
    expect(read.right.events).toEqual(events);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]?.events.length).toBeGreaterThanOrEqual(500);
    stages.forEach((s, i) => {
      expect(s.events).toEqual(events.slice(0, s.events.length));
      expect(s.warning).toBeNull();
      const before = stages[i - 1];
      if (before !== undefined) expect(s.events.length).toBeGreaterThanOrEqual(3 * before.events.length);
    });
  });

  it('tells no stage of a log shorter than the first', async () => {
    const stages: ViewedLog[] = [];
    const read = await readViewedLog(good, undefined, {
      first: events.length + 10,
      growth: 4,
      onStage: (s) => stages.push(s),
    });
    expect(E.isRight(read)).toBe(true);
    expect(stages).toEqual([]);
  });

  it('still refuses the log at a bad line read after stages were shown', async () => {
    const stages: number[] = [];
    const read = await readViewedLog(broken, undefined, {
      first: 500,
      growth: 4,
      onStage: (s) => stages.push(s.events.length),
    });
    expect(stages.length).toBeGreaterThan(0);
    expect(read).toEqual(E.left(expect.stringContaining(`line ${brokenLine}`)));
  });

  it('serves a stage as still loading, and the whole log once updated with it', async () => {
    const first = { file: 'long.jsonl', events: events.slice(0, 1000), warning: null };
    const viewer = await startViewer(frameIndex(first), 0, { loading: true });
    try {
      const before = (await (await fetch(`${viewer.url}api/timeline`)).json()) as { last: number; loading?: boolean };
      expect(before).toMatchObject({ last: 1000, loading: true });
      expect((await fetch(`${viewer.url}api/frame?seq=1001`)).status).toBe(404);
      viewer.update(frameIndex({ file: 'long.jsonl', events, warning: null }), undefined, false);
      const after = (await (await fetch(`${viewer.url}api/timeline`)).json()) as { last: number; loading?: boolean };
      expect(after.last).toBe(events.length);
      expect(after.loading).toBeUndefined();
      expect((await fetch(`${viewer.url}api/frame?seq=${events.length}`)).status).toBe(200);
    } finally {
      await viewer.close();
    }
  });
});

/** Runs `arbiter view LOG --port 0 --no-open --quiet` until it serves the whole log (then Ctrl-C) or exits. */
const view = (log: string) =>
  new Promise<{ code: number | null; out: string; err: string; last: number | null }>((done) => {
    const child = spawn(
      process.execPath,
      [resolve('bin/arbiter.mjs'), 'view', log, '--port', '0', '--no-open', '--quiet'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    let last: number | null = null;
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const url = /at (http:\/\/127\.0\.0\.1:\d+\/) /.exec(out)?.[1];
      if (url !== undefined && /all \d+ events read/.test(out))
        void fetch(`${url}api/timeline`)
          .then((r) => r.json() as Promise<{ last: number; loading?: boolean }>)
          .then((t) => {
            last = t.loading === true ? -1 : t.last;
            child.kill('SIGINT');
          });
    });
    child.on('exit', (code) => done({ code, out, err, last }));
  });

describe('arbiter view LOG of a long log', () => {
  it('serves the page once the first events are read, then says when all are read and serves them all', async () => {
    const r = await view(good);
    expect(r.out).toMatch(/long\.jsonl \(reading: \d+ events so far, the page grows as the rest is read\) at http/);
    expect(r.out).toContain(`long.jsonl: all ${events.length} events read, all on the page`);
    expect(r.last).toBe(events.length);
    expect(r.code).toBe(0);
  });

  it('exits 1 when the port is taken, suggesting --port 0, before reading the log', async () => {
    const busy: Server = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    const port = (busy.address() as { port: number }).port;
    // A log whose first line is not a record: read, it would be refused at line 1.
    const unread = join(dir, 'unread.jsonl');
    writeFileSync(unread, `not a record\n${lines.slice(1).join('\n')}\n`);
    const run = async (file: string): Promise<{ code: number; outs: string[]; errs: string[] }> => {
      const outs: string[] = [];
      const errs: string[] = [];
      const io: CliIo = { out: (s) => void outs.push(s), err: (s) => void errs.push(s), isTTY: false };
      const code = await viewCommand([file, '--port', String(port), '--no-open', '--quiet'], io);
      return { code, outs, errs };
    };
    try {
      for (const file of [good, unread]) {
        const r = await run(file);
        expect(r.code).toBe(1);
        expect(r.errs).toEqual([`arbiter view: cannot listen on 127.0.0.1:${port}: the port is in use (try --port 0)`]);
        expect(r.outs).toEqual([]);
      }
    } finally {
      busy.close();
    }
    // With the port free again, the same file is read, and refused at its first line.
    const free = await run(unread);
    expect(free.code).toBe(1);
    expect(free.errs.join('\n')).toMatch(/unread\.jsonl: line 1/);
  });

  it('stops with the bad line, and a non-zero exit, when a line read after the page was served is bad', async () => {
    const r = await view(broken);
    expect(r.out).toMatch(/broken\.jsonl \(reading: \d+ events so far/);
    expect(r.err).toContain(`line ${brokenLine}`);
    expect(r.err).toContain('(the viewer showed the events before it, and stops)');
    expect(r.out).not.toContain('events read, all on the page');
    expect(r.code).toBe(1);
  });
});
