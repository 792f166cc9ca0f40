import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkedOut } from '../../cli/chunkedOut.ts';
import type { CliIo } from '../../cli/cliIo.ts';
import { printable } from '../../cli/printable.ts';

/** What the process prints for `io.out(s)` (cli/cliIo.ts processIo): the text, ended by one newline. */
const printed = (s: string): string => (s.endsWith('\n') ? s : `${s}\n`);

const capture = (): CliIo & { readonly outs: string[] } => {
  const outs: string[] = [];
  return { outs, out: (s) => void outs.push(s), err: () => undefined, isTTY: false };
};

const lines = fc.array(
  fc.oneof(
    fc.constant(''),
    fc.string(),
    fc.string().map((s) => `${s}\n`),
  ),
  { maxLength: 60 },
);

describe('cli/chunkedOut: lines written in chunks print exactly what a write per line prints', () => {
  it('the same bytes on stdout, and the same text for a caller that joins what it is given by newlines', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 5 }), (ls, bytes, batch) => {
        const io = capture();
        const out = chunkedOut(io, bytes);
        for (let i = 0; i < ls.length; i += batch) out.push(...ls.slice(i, i + batch));
        out.flush();
        expect(io.outs.map(printed).join('')).toBe(ls.map(printed).join(''));
        expect(io.outs.join('\n')).toBe(ls.join('\n'));
        expect(io.outs.length).toBeLessThanOrEqual(ls.length);
      }),
    );
  });

  it('a long run of lines is written in a few writes, not one per line', () => {
    const io = capture();
    const out = chunkedOut(io, 1024);
    for (let i = 0; i < 10_000; i += 1) out.push(`line ${i}`);
    out.flush();
    expect(io.outs.length).toBeLessThan(150);
    expect(io.outs.join('\n').split('\n')).toHaveLength(10_000);
  });

  it("into bytes (the process's own output): each line made printable and ended as `out` would, in UTF-8, in few writes", () => {
    const anyLines = fc.array(
      fc.oneof(
        fc.constant(''),
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `${s}\n`),
        fc.constantFrom('PH ≤ 11 → pass', 'B3 × 2', '\u001b[1mbold\u001b[22m', '\u202eevil', 'a\u0007b', '😀'),
      ),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(anyLines, fc.integer({ min: 1, max: 256 }), fc.integer({ min: 1, max: 5 }), (ls, bytes, batch) => {
        const writes: Buffer[] = [];
        const io = { ...capture(), outBytes: (b: Uint8Array) => void writes.push(Buffer.from(b)) };
        const out = chunkedOut(io, bytes);
        for (let i = 0; i < ls.length; i += batch) out.push(...ls.slice(i, i + batch));
        out.flush();
        expect(io.outs).toEqual([]);
        const expected = Buffer.from(ls.map((l) => printed(printable(l))).join(''), 'utf8');
        expect(Buffer.concat(writes).equals(expected)).toBe(true);
        expect(writes.every((w) => w.length > 0)).toBe(true);
        // A write holds at most one push's worth past the threshold.
        const longest = Math.max(0, ...ls.map((l) => Buffer.byteLength(printed(printable(l)))));
        expect(writes.slice(0, -1).every((w) => w.length >= bytes && w.length < bytes + batch * longest + 1)).toBe(
          true,
        );
      }),
    );
  });
});
