import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { account } from '../../cli/account.ts';
import { printedLine, type CliIo } from '../../cli/cliIo.ts';

const line = fc.oneof(
  fc.constant(''),
  fc.constant('\u0000'),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `${s}\n`),
  fc.constantFrom('PH ≤ 11 → pass', 'a\u0000b', '\u001b[1mbold\u001b[22m', '\u202eevil', 'a\u0007b', '😀'),
);
const batches = fc.array(fc.array(line, { maxLength: 8 }), { maxLength: 20 });

/** What the process prints for each line printed alone with `io.out`. */
const printedAlone = (bs: readonly (readonly string[])[]): string => bs.flat().map(printedLine).join('');

describe('cli/account: a game account kept until the log is written prints what a write per line prints', () => {
  it("into bytes (the process's own output): each line made printable, ended as `out` ends it, in UTF-8", () => {
    fc.assert(
      fc.property(batches, fc.integer({ min: 1, max: 64 }), (bs, chunk) => {
        const writes: Uint8Array[] = [];
        const io: CliIo = {
          out: () => expect.fail('lines go out as bytes'),
          outBytes: (b) => void writes.push(Buffer.from(b)),
          err: () => undefined,
          isTTY: false,
        };
        const told = account(io, chunk);
        for (const b of bs) told.add(b);
        expect(writes).toEqual([]);
        told.print();
        expect(Buffer.concat(writes).toString('utf8')).toBe(printedAlone(bs));
        // Chunks of `chunk` bytes, or one batch's bytes when a batch is larger: never a write per line.
        expect(writes.length).toBeLessThanOrEqual(Math.max(1, bs.length));
      }),
    );
  });

  it('through `out` (a fake): the same lines, a line holding the joiner or a newline kept whole', () => {
    fc.assert(
      fc.property(batches, (bs) => {
        const outs: string[] = [];
        const told = account({ out: (s) => void outs.push(s), err: () => undefined, isTTY: false });
        for (const b of bs) told.add(b);
        expect(outs).toEqual([]);
        told.print();
        expect(outs.map((s) => (s.endsWith('\n') ? s : `${s}\n`)).join('')).toBe(
          bs
            .flat()
            .map((s) => (s.endsWith('\n') ? s : `${s}\n`))
            .join(''),
        );
      }),
    );
  });
});
