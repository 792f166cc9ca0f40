import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { frameIndex, timeline, timelinePage, viewFrame, type ViewedLog } from '../../viewer/index.ts';
import { demoGameFile } from './support/viewerLogs.ts';

const recorded = (file: string): readonly ArbiterEvent[] => {
  const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  const r = recordGame(file, parsed.right.game, parsed.right.map);
  if (E.isLeft(r)) throw new Error(r.left.error.message);
  return r.right.events;
};

const generated = (turns: number, seed: number): readonly ArbiterEvent[] => {
  const { input, commands } = generatedGame(turns, seed);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due())) if (E.isLeft(session.send(command))) throw new Error('refused');
  return session.events;
};

const demo: ViewedLog = { file: 'demo.jsonl', events: recorded(demoGameFile()), warning: null };
const long: ViewedLog = { file: 'generated.jsonl', events: generated(4, 3), warning: null };

describe('arbiter view: frames from the frame index (checkpoints, not a fold from the start)', () => {
  it('gives the frame a fold from the start gives at every seq of the demo game', () => {
    const index = frameIndex(demo, { every: 16 });
    for (let seq = 1; seq <= demo.events.length; seq += 1) expect(index.frame(seq)).toEqual(viewFrame(demo, seq));
  });

  test.prop([fc.constantFrom(demo, long), fc.integer({ min: 1, max: 300 }), fc.array(fc.nat(), { maxLength: 6 })], {
    numRuns: 30,
  })('gives the same frame as viewFrame at random seqs, for any checkpoint spacing', (log, every, picks) => {
    const index = frameIndex(log, { every });
    for (const pick of picks) {
      const seq = (pick % log.events.length) + 1;
      expect(index.frame(seq)).toEqual(viewFrame(log, seq));
    }
  });

  it('has no frame outside the log, and reports its build to a progress callback', () => {
    const seen: number[] = [];
    const index = frameIndex(long, { onEvent: (done, total) => void seen.push(done / total) });
    expect([index.frame(0), index.frame(long.events.length + 1), index.frame(1.5)]).toEqual([null, null, null]);
    expect(seen.at(-1)).toBe(1);
    const before = seen.length;
    index.frame(long.events.length);
    expect(seen.length).toBe(before);
  });
});

describe('arbiter view: the timeline in pages', () => {
  it('pages put end to end are the whole timeline, each knowing the last seq', () => {
    const whole = timeline(long);
    const pages = [1, 301, 601, 901].map((from) => timelinePage(long, from, 300));
    expect(pages.flatMap((p) => p.entries)).toEqual(whole.entries.slice(0, 1200));
    for (const p of pages) expect(p).toMatchObject({ title: whole.title, last: long.events.length });
    expect(pages.map((p) => p.from)).toEqual([1, 301, 601, 901]);
    expect(timelinePage(long, long.events.length + 1).entries).toEqual([]);
  });
});
