import * as E from 'fp-ts/lib/Either.js';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '../../cli/commands/replay.ts';
import { replayFold, type ReplayFold, type ReplayTarget } from '../../cli/commands/replayFold.ts';
import { SNAPSHOT_CACHE_SUFFIX } from '../../kernel/index.ts';
import { recordedLog } from '../audit/recordedLog.ts';
import { fakeIo } from './fakeIo.ts';

// A small spacing, so the demo game (about 1,100 records) gets many snapshots.
const EVERY = 64;
const key = randomBytes(32);
const lines = recordedLog('examples/demo.game.yaml');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-replay-cache-'));
let files = 0;
const logFile = (content: readonly string[]): string => {
  const file = join(dir, `game-${++files}.jsonl`);
  writeFileSync(file, content.map((l) => `${l}\n`).join(''));
  return file;
};

const fold = (file: string, target: ReplayTarget, k: Uint8Array | null = key): Promise<ReplayFold> =>
  replayFold(file, target, { key: k, every: EVERY });

/** What replay reports, without saying whether a cache was used. */
const answer = (r: ReplayFold): unknown => (E.isRight(r) ? { ...r.right, cached: undefined } : r);

const events = lines.length - 1; // the last line is the seal
const targets: readonly ReplayTarget[] = [
  { kind: 'end' },
  ...[1, 63, 64, 65, 130, 500, 777, events - 1, events, events + 5].map((seq) => ({ kind: 'seq' as const, seq })),
  ...[1, 2, 5, 9, 12, 40].map((order) => ({ kind: 'order' as const, order })),
];

describe('arbiter replay: the snapshot cache beside the log (issue 19, item 3)', () => {
  it('gives exactly the state a fold from the start gives, at the end, any seq and any Order', async () => {
    const file = logFile(lines);
    expect(E.isRight(await fold(file, { kind: 'end' }))).toBe(true);
    expect(existsSync(file + SNAPSHOT_CACHE_SUFFIX)).toBe(true);
    for (const target of targets) {
      const cached = await fold(file, target);
      const plain = await fold(file, target, null);
      expect(answer(cached), JSON.stringify(target)).toEqual(answer(plain));
    }
    expect(await fold(file, { kind: 'seq', seq: 900 })).toMatchObject({ _tag: 'Right', right: { cached: true } });
    expect(await fold(file, { kind: 'order', order: 9 })).toMatchObject({ _tag: 'Right', right: { cached: true } });
  });

  it('the first run makes the cache as far as it folds; later runs go on from it and extend it', async () => {
    const file = logFile(lines);
    expect(await fold(file, { kind: 'seq', seq: 300 })).toMatchObject({ _tag: 'Right', right: { cached: false } });
    const before = readFileSync(file + SNAPSHOT_CACHE_SUFFIX).length;
    expect(await fold(file, { kind: 'seq', seq: 1000 })).toMatchObject({ _tag: 'Right', right: { cached: true } });
    expect(readFileSync(file + SNAPSHOT_CACHE_SUFFIX).length).toBeGreaterThan(before);
  });

  it('a tampered cache is ignored, gives the same answer as no cache, and is made again', async () => {
    const file = logFile(lines);
    await fold(file, { kind: 'end' });
    const cache = file + SNAPSHOT_CACHE_SUFFIX;
    const text = readFileSync(cache, 'utf8');
    // Someone changes a trooper's wounds in every snapshot (same length: the index still points right).
    const tampered = text.replace(/"woundsReceived":0/g, '"woundsReceived":9');
    expect(tampered).not.toBe(text);
    for (const target of targets) {
      writeFileSync(cache, tampered);
      const r = await fold(file, target);
      expect(answer(r), JSON.stringify(target)).toEqual(answer(await fold(file, target, null)));
    }
    writeFileSync(cache, tampered);
    expect(await fold(file, { kind: 'seq', seq: 900 })).toMatchObject({ _tag: 'Right', right: { cached: false } });
    expect(await fold(file, { kind: 'seq', seq: 900 })).toMatchObject({ _tag: 'Right', right: { cached: true } });
  });

  it('a cache cut short, or not a cache at all, is ignored', async () => {
    const file = logFile(lines);
    await fold(file, { kind: 'end' });
    const cache = file + SNAPSHOT_CACHE_SUFFIX;
    const text = readFileSync(cache);
    for (const broken of [text.subarray(0, text.length - 100), text.subarray(0, 50), Buffer.from('garbage\n')]) {
      writeFileSync(cache, broken);
      const r = await fold(file, { kind: 'seq', seq: 1000 });
      expect(answer(r)).toEqual(answer(await fold(file, { kind: 'seq', seq: 1000 }, null)));
    }
  });

  it('a cache made under another key (another user, another machine) is never used', async () => {
    const file = logFile(lines);
    await fold(file, { kind: 'end' }, randomBytes(32));
    expect(await fold(file, { kind: 'seq', seq: 900 })).toMatchObject({ _tag: 'Right', right: { cached: false } });
  });

  it("another log's cache is ignored: its snapshots' hashes are not this log's", async () => {
    const other = logFile(recordedLog('examples/two-f2f-rolls.game.yaml'));
    const file = logFile(lines);
    await fold(file, { kind: 'end' });
    copyFileSync(file + SNAPSHOT_CACHE_SUFFIX, other + SNAPSHOT_CACHE_SUFFIX);
    const r = await fold(other, { kind: 'end' });
    expect(answer(r)).toEqual(answer(await fold(other, { kind: 'end' }, null)));
    expect(r).toMatchObject({ _tag: 'Right', right: { cached: false } });
  });

  it('a log appended to after the cache was made: the cache is still used up to its last snapshot', async () => {
    const open = lines.slice(0, 600);
    const file = logFile(open);
    await fold(file, { kind: 'end' });
    writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
    const r = await fold(file, { kind: 'seq', seq: 1000 });
    expect(r).toMatchObject({ _tag: 'Right', right: { cached: true } });
    expect(answer(r)).toEqual(answer(await fold(file, { kind: 'seq', seq: 1000 }, null)));
  });

  it('a log whose records after a snapshot were edited is reported as without a cache', async () => {
    const file = logFile(lines);
    await fold(file, { kind: 'end' });
    const edited = [...lines];
    edited[800] = (edited[800] as string).replace('"order":', '"order": ');
    writeFileSync(file, edited.map((l) => `${l}\n`).join(''));
    const r = await fold(file, { kind: 'seq', seq: 1000 });
    expect(E.isLeft(r)).toBe(true);
    expect(answer(r)).toEqual(answer(await fold(file, { kind: 'seq', seq: 1000 }, null)));
  });

  it('arbiter replay writes LOG.jsonl.snapshots and answers the same with it, without it and with --no-cache', async () => {
    const file = logFile(lines);
    const run = async (args: readonly string[]): Promise<string> => {
      const io = fakeIo();
      expect(await replayCommand([file, ...args], io)).toBe(0);
      return io.outs.join('\n');
    };
    const first = await run(['--at', '1100', '--json']);
    expect(existsSync(file + SNAPSHOT_CACHE_SUFFIX)).toBe(true);
    expect(await run(['--at', '1100', '--json'])).toBe(first);
    expect(await run(['--at', '1100', '--json', '--no-cache'])).toBe(first);
    expect(await run(['--at', 'order:40'])).toBe(await run(['--at', 'order:40', '--no-cache']));
  });
});
