import { describe, expect, it } from 'vitest';
import { progressBar } from '../../cli/render/progressBar.ts';
import { fakeIo } from './fakeIo.ts';

describe('the progress bar', () => {
  it('draws nothing off a terminal', () => {
    const io = fakeIo(false);
    const bar = progressBar(io, 'auditing', () => 10_000);
    bar.update(5, 10);
    bar.finish();
    expect(io.errs).toEqual([]);
  });

  it('on a terminal, waits before drawing, redraws in place on stderr, and clears when done', () => {
    const io = fakeIo(true);
    let now = 0;
    const bar = progressBar(io, 'auditing game.jsonl', () => now);
    bar.update(1, 10);
    expect(io.errs).toEqual([]); // short work shows no bar
    now = 500;
    bar.update(5, 10);
    now = 700;
    bar.update(10, 10);
    bar.finish();
    expect(io.errs[0]).toBe('auditing game.jsonl [###############...............]  50%');
    expect(io.errs[1]).toBe('\u001b[1A\u001b[2Kauditing game.jsonl [##############################] 100%');
    expect(io.errs[2]).toBe('\u001b[1A\u001b[2Kauditing game.jsonl: done');
    expect(io.outs).toEqual([]);
  });
});
