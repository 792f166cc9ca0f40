import { describe, expect, it } from 'vitest';
import { progressBar, progressCounter } from '../../cli/render/progressBar.ts';
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

describe('progressCounter (a stream of unknown length: verify)', () => {
  const io = (errIsTTY: boolean, lines: string[]) => ({
    out: () => undefined,
    err: (s: string) => void lines.push(s),
    isTTY: false,
    errIsTTY,
  });
  it('draws a running count in place on a terminal stderr, even when stdout is piped', () => {
    const lines: string[] = [];
    let t = 0;
    const p = progressCounter(io(true, lines), 'verifying game.jsonl', 'records', () => t);
    p.update(10);
    t = 1_000;
    p.update(5_000);
    t = 2_000;
    p.update(12_000);
    p.finish();
    expect(lines).toEqual([
      'verifying game.jsonl: 5,000 records…',
      '\u001b[1A\u001b[2Kverifying game.jsonl: 12,000 records…',
      '\u001b[1A\u001b[2Kverifying game.jsonl: done',
    ]);
  });
  it('stays silent when stderr is not a terminal', () => {
    const lines: string[] = [];
    let t = 0;
    const p = progressCounter(io(false, lines), 'x', 'records', () => t);
    t = 5_000;
    p.update(1);
    p.finish();
    expect(lines).toEqual([]);
  });
});
