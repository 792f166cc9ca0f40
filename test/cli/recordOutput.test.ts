import * as E from 'fp-ts/lib/Either.js';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { recordCommand } from '../../cli/commands/record.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { acquireLock, JsonlFileStore, verifyLog } from '../../kernel/log/index.ts';
import { narrate } from '../../audit/narrate.ts';
import { recordedEvents } from '../audit/recordedLog.ts';
import { right, tempDir } from '../kernel/log/logFixtures.ts';
import { fakeIo } from './fakeIo.ts';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
const SEED = join(EXAMPLES, 'f2f-1v1.game.yaml');
const OTHER = join(EXAMPLES, 'f2f-and-normal-roll.game.yaml');

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

/** Runs record; a refusal of the log's writing ends with its rule (`[log/…: title]`), kept apart in `rule`. */
const record = async (...args: string[]) => {
  const io = fakeIo();
  const code = await recordCommand(args, io);
  const raw = io.errs.join('\n');
  const rule = /\s\[(log\/[a-z-]+): [^\]]*\]$/.exec(raw);
  return {
    code,
    out: io.outs.join('\n'),
    err: rule === null ? raw : raw.slice(0, rule.index),
    rule: rule?.[1] ?? null,
  };
};

/** Every name in the test directory: a refused write leaves no temporary or lock file behind. */
const names = (): string[] => readdirSync(tmp.dir).sort();
const bytes = (path: string): Buffer => readFileSync(path);

describe('arbiter record writes through the event store and never destroys a file', () => {
  test('a new log is sealed, and the summary gives its fingerprint', async () => {
    const log = tmp.file('game.jsonl');
    const r = await record(SEED, '-o', log, '-q');
    expect(r.code).toBe(0);
    const v = await verifyLog(log, arbiterCatalogue);
    if (E.isLeft(v)) throw new Error('not verified');
    expect(v.right.seal?.event).toEqual({
      type: 'LogSealed',
      records: v.right.records,
      counts: { orders: 1, turns: 1 },
    });
    expect(r.out).toBe(
      `wrote ${v.right.records} records (1 Order) to ${log}; sealed; fingerprint ${v.right.lastHash.slice(0, 12)} (${v.right.lastHash})`,
    );
    expect(statSync(log).mode & 0o777).toBe(0o644);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('an existing log is refused without --force and kept byte for byte; --force replaces it', async () => {
    const log = tmp.file('game.jsonl');
    writeFileSync(log, 'a game recorded last week\n');
    const r = await record(OTHER, '-o', log);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `arbiter record: ${log} already exists; it was left as it was: give --force to replace it, or --append to continue a log that is still open`,
    );
    expect(r.rule).toBe('log/no-overwrite');
    expect(bytes(log).toString()).toBe('a game recorded last week\n');
    expect((await record(OTHER, '-o', log, '-q', '--force')).code).toBe(0);
    expect(E.isRight(await verifyLog(log, arbiterCatalogue))).toBe(true);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('-o naming the game file is refused, also through a hard link, even with --force', async () => {
    const game = tmp.file('game.yaml');
    copyFileSync(SEED, game);
    const before = bytes(game);
    const same = await record(game, '-o', game, '--force');
    expect(same).toMatchObject({
      code: 1,
      err: `arbiter record: ${game} is a file this command reads; it was left as it was`,
    });
    const hard = tmp.file('hard.jsonl');
    linkSync(game, hard);
    const linked = await record(game, '-o', hard, '--force');
    expect(linked).toMatchObject({
      code: 1,
      err: `arbiter record: ${hard} is the same file as ${game}, which this command reads; it was left as it was`,
    });
    expect(bytes(game)).toEqual(before);
  });

  test.each([
    [
      'a symbolic link',
      (p: string) => {
        writeFileSync(`${p}.target`, 'kept\n');
        symlinkSync(`${p}.target`, p);
      },
    ],
    [
      'a FIFO',
      (p: string) => {
        execFileSync('mkfifo', [p]);
      },
    ],
    [
      'a directory',
      (p: string) => {
        mkdirSync(p);
      },
    ],
  ])('-o naming %s is refused, even with --force, and left as it was', async (what, make) => {
    const out = tmp.file('out.jsonl');
    make(out);
    const before = lstatSync(out);
    const r = await record(SEED, '-o', out, '--force');
    expect(r).toMatchObject({
      code: 1,
      err: `arbiter record: ${out} is ${what}, not a regular file; it was left as it was`,
    });
    const after = lstatSync(out);
    expect([after.ino, after.mode, after.size]).toEqual([before.ino, before.mode, before.size]);
    if (what === 'a symbolic link') expect(readFileSync(`${out}.target`, 'utf8')).toBe('kept\n');
  });

  test('-o /dev/null (a device) is refused: it stays the device it was', async () => {
    const before = lstatSync('/dev/null');
    const r = await record(SEED, '-o', '/dev/null', '--force');
    expect(r).toMatchObject({
      code: 1,
      err: 'arbiter record: /dev/null is a device, not a regular file; it was left as it was',
    });
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
    expect(lstatSync('/dev/null').rdev).toBe(before.rdev);
    expect(existsSync('/dev/null.lock')).toBe(false);
  });

  test('a missing directory is one plain line, not a stack trace', async () => {
    const out = join(tmp.dir, 'nowhere', 'game.jsonl');
    const r = await record(SEED, '-o', out);
    expect(r).toMatchObject({
      code: 1,
      err: `arbiter record: cannot create ${out}: no such directory: ${join(tmp.dir, 'nowhere')} (ENOENT)`,
    });
  });

  test('a log being written by another process (its lock held) is refused: never a second success', async () => {
    const log = tmp.file('game.jsonl');
    const lock = right(await acquireLock(log, Date.now));
    const r = await record(SEED, '-o', log);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `arbiter record: ${log} is being written by another process (pid ${process.pid}); if no Arbiter process is using it, remove ${log}.lock`,
    );
    expect(r.rule).toBe('log/one-writer');
    expect(existsSync(log)).toBe(false);
    await lock.release();
  });

  test('record --force cannot replace a log a store is appending to: the appender keeps every acknowledged event', async () => {
    const log = tmp.file('game.jsonl');
    const { store } = right(await JsonlFileStore.open(log, arbiterCatalogue, Date.now));
    const events = recordedEvents('examples/f2f-1v1.game.yaml');
    right(await store.append(events.slice(0, 20), 0));
    const r = await record(OTHER, '-o', log, '--force');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/is being written by another process/);
    right(await store.append(events.slice(20), 20));
    await store.close();
    const v = await verifyLog(log, arbiterCatalogue);
    expect(v).toMatchObject({ _tag: 'Right', right: { records: events.length } });
  });

  test('--json: the written log, or any refusal, as one JSON object on stdout with its rule', async () => {
    const log = tmp.file('game.jsonl');
    const ok = await record(SEED, '-o', log, '--json');
    expect(JSON.parse(ok.out)).toMatchObject({
      ok: true,
      log,
      sealed: true,
      counts: { orders: 1, turns: 1 },
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const exists = await record(SEED, '-o', log, '--json');
    expect(exists.code).toBe(1);
    expect(JSON.parse(exists.out)).toEqual({
      ok: false,
      log,
      message: expect.stringMatching(/already exists/),
      rule: 'log/no-overwrite',
    });
    const game = tmp.file('bad.yaml');
    writeFileSync(game, readFileSync(SEED, 'utf8').replace('aros:', 'aro:'));
    const bad = await record(game, '-o', tmp.file('other.jsonl'), '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({
      ok: false,
      file: game,
      line: expect.any(Number),
      column: expect.any(Number),
      rule: 'recorded-game/unknown-key',
      edition: 'n5',
    });
    const usage = await record(SEED, '--json');
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.out)).toEqual({ ok: false, message: 'give one GAME-FILE and -o LOG.jsonl', rule: 'usage' });
  });

  test('the account of a long game goes out in a few writes, not one per line: the same text', async () => {
    const game = join(EXAMPLES, 'n5-full-game-2.game.yaml');
    const io = fakeIo();
    expect(await recordCommand([game, '-o', tmp.file('full.jsonl')], io)).toBe(0);
    const text = io.outs.join('\n');
    const events = recordedEvents('examples/n5-full-game-2.game.yaml');
    // Every line of the account is there, in order, with the trooper table and the summary after it.
    const account = narrate(events);
    expect(text.startsWith(`${account.join('\n')}\n\n`)).toBe(true);
    expect(account.length).toBeGreaterThan(200);
    expect(io.outs.length).toBeLessThan(account.length / 10);
  });

  test('--force with --append is a usage error', async () => {
    expect((await record(SEED, '-o', tmp.file('x.jsonl'), '--force', '--append')).code).toBe(2);
  });
});

describe('arbiter record --open / --append: a game recorded in parts', () => {
  test('an open log continued with --append gives the same log, byte for byte, as recording the game at once', async () => {
    const whole = tmp.file('whole.jsonl');
    const parts = tmp.file('parts.jsonl');
    expect((await record(SEED, '-o', whole, '-q')).code).toBe(0);
    const first = await record(SEED, '-o', parts, '-q', '--open');
    expect(first.out).toMatch(/; open \(not sealed: --append may continue it\); fingerprint /);
    expect(
      E.isRight(await verifyLog(parts, arbiterCatalogue)) && (await verifyLog(parts, arbiterCatalogue)),
    ).not.toHaveProperty('seal');
    const second = await record(SEED, '-o', parts, '-q', '--append');
    expect(second.code).toBe(0);
    expect(second.out).toMatch(
      /^appended 0 records to .*parts\.jsonl, which now holds \d+ records \(1 Order\); sealed; fingerprint/,
    );
    expect(bytes(parts)).toEqual(bytes(whole));
  });

  test('--append adds only the Orders after the log: a game cut into an open log and the rest', async () => {
    const events = recordedEvents('examples/f2f-1v1.game.yaml');
    const cut = events.findIndex((e) => e.type === 'TrooperActivated');
    const log = tmp.file('game.jsonl');
    const { store } = right(await JsonlFileStore.open(log, arbiterCatalogue, Date.now));
    right(await store.append(events.slice(0, cut), 0));
    await store.close();
    const r = await record(SEED, '-o', log, '-q', '--append');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^appended ${events.length - cut} records to `));
    const v = await verifyLog(log, arbiterCatalogue);
    expect(v).toMatchObject({
      _tag: 'Right',
      right: { records: events.length, seal: { event: { records: events.length } } },
    });
  });

  test('--append refuses a sealed log, a log of another game and a missing one, leaving them byte for byte', async () => {
    const log = tmp.file('game.jsonl');
    await record(SEED, '-o', log, '-q');
    const sealed = bytes(log);
    const r = await record(SEED, '-o', log, '--append');
    expect(r).toMatchObject({
      code: 1,
      err: expect.stringMatching(/is sealed \(seq \d+\): it holds a finished game, and nothing may be appended to it/),
    });
    expect(bytes(log)).toEqual(sealed);
    const open = tmp.file('open.jsonl');
    await record(SEED, '-o', open, '-q', '--open');
    const before = bytes(open);
    const other = await record(OTHER, '-o', open, '--append');
    expect(other).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        /and the game file differ at seq 1 \(GameStarted, .*\): the log is not the beginning of this game as the file now records it; nothing was appended$/,
      ),
    });
    expect(bytes(open)).toEqual(before);
    const missing = await record(SEED, '-o', tmp.file('none.jsonl'), '--append');
    expect(missing.err).toMatch(
      /none\.jsonl does not exist: --append continues an open log; leave it out to write a new one$/,
    );
    expect(names()).toEqual(['game.jsonl', 'open.jsonl']);
  });

  test('--append cuts away a torn last line (an append that never finished) and says so', async () => {
    const log = tmp.file('game.jsonl');
    await record(SEED, '-o', log, '-q', '--open');
    writeFileSync(log, Buffer.concat([bytes(log), Buffer.from('{"event":{"type":"Tur')]));
    const r = await record(SEED, '-o', log, '-q', '--append');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/warning: line \d+: torn write: .*cut away before appending/);
    expect(await verifyLog(log, arbiterCatalogue)).toMatchObject({ _tag: 'Right', right: { seal: expect.anything() } });
  });
});
