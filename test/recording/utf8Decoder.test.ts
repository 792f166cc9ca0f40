import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8 } from '../../recording/utf8.ts';

/*
 * readYaml decodes a file with the native decoder in fatal mode and scans it byte by byte
 * (firstInvalidUtf8) only when that decoder refuses: the two must refuse exactly the same bytes.
 */

const fatal = new TextDecoder('utf-8', { fatal: true });
const refuses = (bytes: Uint8Array): boolean => {
  try {
    fatal.decode(bytes);
    return false;
  } catch {
    return true;
  }
};

/** Bytes near UTF-8's edges: leads, continuations, the bounds of overlong forms, surrogates and U+10FFFF. */
const EDGES = [
  0x00, 0x0a, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee,
  0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xf8, 0xfe, 0xff,
];
const byteStrings = fc
  .array(fc.oneof(fc.constantFrom(...EDGES), fc.integer({ min: 0, max: 255 })), { maxLength: 12 })
  .map((b) => Uint8Array.from(b));
/** Well-formed text with a few bytes changed. */
const damagedText = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...EDGES)), { maxLength: 2 }),
  )
  .map(([text, changes]) => {
    const bytes = new TextEncoder().encode(text);
    for (const [at, b] of changes) if (bytes.length > 0) bytes[at % bytes.length] = b;
    return bytes;
  });

describe('recording/utf8: the native fatal decoder refuses what firstInvalidUtf8 finds', () => {
  it('on any bytes, and on text with bytes changed, the two agree; what both take decodes as before', () => {
    let bad = 0;
    fc.assert(
      fc.property(fc.oneof(byteStrings, damagedText), (bytes) => {
        const invalid = firstInvalidUtf8(bytes) >= 0;
        if (invalid) bad += 1;
        expect(refuses(bytes)).toBe(invalid);
        if (!invalid) expect(fatal.decode(bytes)).toBe(new TextDecoder('utf-8').decode(bytes));
      }),
      { numRuns: 5000 },
    );
    expect(bad).toBeGreaterThan(500);
  });

  it('a leading byte order mark is dropped by both decoders', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]);
    expect(fatal.decode(bytes)).toBe('{}');
    expect(new TextDecoder('utf-8').decode(bytes)).toBe('{}');
  });
});
