import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WRITER = join(ROOT, 'test', 'cli', 'pipeWriter.ts');

interface Piped {
  readonly code: number | null;
  /** What the writer printed on the stream it was asked to. */
  readonly out: Buffer;
  /** What it said on the other one. */
  readonly said: string;
  /** How many prints had returned when the reader began to read. */
  readonly printedBeforeRead: number;
}

const printed = (said: string): number => said.split('\n').filter((l) => l.startsWith('printed ')).length;

/**
 * The writer's output on `stream` through a pipe whose reader waits `waitMs` after the writer has
 * started before it reads, and stops after `keep` bytes if asked.
 */
const throughPipe = (
  chunks: number,
  size: number,
  waitMs: number,
  options: { readonly keep?: number; readonly stream?: 'out' | 'err' | 'bytes' } = {},
): Promise<Piped> =>
  new Promise((done, fail) => {
    const stream = options.stream ?? 'out';
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin', 'run-ts.mjs'), WRITER, String(chunks), String(size), stream],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const [data, other] = stream === 'err' ? [child.stderr, child.stdout] : [child.stdout, child.stderr];
    const got: Buffer[] = [];
    let bytes = 0;
    let said = '';
    let printedBeforeRead = -1;
    data.pause();
    data.on('data', (d: Buffer) => {
      got.push(d);
      bytes += d.length;
      if (options.keep !== undefined && bytes >= options.keep) data.destroy();
    });
    other.on('data', (d: Buffer) => {
      const started = !said.includes('started');
      said += d.toString('utf8');
      if (started && said.includes('started'))
        setTimeout(() => {
          printedBeforeRead = printed(said);
          data.resume();
        }, waitMs);
    });
    child.once('error', fail);
    child.once('close', (code) => done({ code, out: Buffer.concat(got), said, printedBeforeRead }));
  });

describe('the command waits for a slow reader of its output (cli/blockingWrite.ts)', () => {
  it.each(['out', 'err', 'bytes'] as const)(
    'a pipe read late gets every chunk in order, and the writer does not hold what the pipe has not taken (%s)',
    async (stream) => {
      const chunks = 48;
      const size = 1 << 20;
      const r = await throughPipe(chunks, size, 300, { stream });
      expect(r.code).toBe(0);
      expect(r.out.length).toBe(chunks * size);
      for (let i = 0; i < chunks; i += 1) {
        const at = i * size;
        expect(r.out.toString('latin1', at, at + 7)).toBe(String(i).padStart(7, '0'));
        expect(r.out[at + size - 1]).toBe(0x0a);
      }
      // Node's stream would have queued every chunk while the reader slept: the writer waits at the first.
      expect(r.printedBeforeRead).toBe(0);
      expect(printed(r.said)).toBe(chunks);
    },
  );

  it.each(['out', 'bytes'] as const)(
    'a reader that stops early ends the command quietly, exit 0 (arbiter … | head; %s)',
    async (stream) => {
      const r = await throughPipe(64, 1 << 16, 0, { keep: 1 << 16, stream });
      expect(r.code).toBe(0);
      expect(r.said).not.toMatch(/Error|EPIPE/);
      expect(r.out.length).toBeLessThan(64 * (1 << 16));
    },
  );
});
