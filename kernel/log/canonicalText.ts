/**
 * Whether `text.slice(from, to)` — text `JSON.parse` has accepted — is one JSON value already in
 * the canonical form {@link canonicalJson} writes, checked on the text itself, without building
 * anything: no whitespace; object keys in strictly increasing UTF-16 order; strings escaped exactly
 * as `JSON.stringify` escapes them; numbers in their shortest round-trip form. This is what lets a
 * reader hash a record's bytes as they are instead of re-serialising the parsed event.
 * `undefined` means the quick check can't tell (an escaped surrogate, a key with an escape): then
 * compare with `canonicalJson` instead.
 */
export const isCanonicalText = (text: string, from: number, to: number): boolean | undefined => {
  // Usually no string has an escape or a surrogate: then a string ends at the next quote (found natively).
  const plainStrings = !HAS_SURROGATE.test(text) && !text.includes('\\', from);
  let depth = 0;
  let expectKey = false;
  let topValues = 0;
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      // { [
      if (depth === 0 && topValues++ > 0) return false;
      if (depth === MAX_DEPTH) return undefined;
      isObject[depth] = c === 0x7b ? 1 : 0;
      keyStart[depth] = -1;
      depth++;
      expectKey = c === 0x7b;
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      // } ]
      depth--;
      expectKey = false;
      i++;
    } else if (c === 0x2c) {
      // ,
      if (depth === 0) return false;
      expectKey = isObject[depth - 1] === 1;
      i++;
    } else if (c === 0x3a) {
      // :
      i++;
    } else if (c === 0x22) {
      // a string: a key or a value
      const start = i + 1;
      const end = plainStrings ? text.indexOf('"', start) : scanString(text, start);
      if (end < 0) return end === UNDECIDED ? undefined : false;
      if (plainStrings) lastStringEscaped = false;
      if (expectKey) {
        const d = depth - 1;
        const prevStart = keyStart[d] as number;
        if (lastStringEscaped) return undefined; // escaped keys: compare decoded, the slow way
        if (prevStart >= 0 && !lessThan(text, prevStart, keyEnd[d] as number, start, end)) return false;
        keyStart[d] = start;
        keyEnd[d] = end;
        expectKey = false;
      } else if (depth === 0 && topValues++ > 0) return false;
      i = end + 1;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      // a number
      if (depth === 0 && topValues++ > 0) return false;
      const end = scanNumber(text, i, to);
      if (end < 0) return false;
      i = end;
    } else if (c === 0x74 || c === 0x6e) {
      // true null
      if (depth === 0 && topValues++ > 0) return false;
      i += 4;
    } else if (c === 0x66) {
      // false
      if (depth === 0 && topValues++ > 0) return false;
      i += 5;
    } else {
      return false; // whitespace, or anything else
    }
  }
  return depth === 0 && topValues === 1;
};

const HAS_SURROGATE = /[\ud800-\udfff]/;

// Per open container (reused: the check is synchronous): is it an object, and where its previous
// key's text lies (start -1: none yet). Deeper nesting than this is left to canonicalJson.
const MAX_DEPTH = 64;
const isObject = new Uint8Array(MAX_DEPTH);
const keyStart = new Int32Array(MAX_DEPTH);
const keyEnd = new Int32Array(MAX_DEPTH);
const NOT_CANONICAL = -1;
const UNDECIDED = -2;

/** Set by scanString: whether the string it just scanned had an escape. */
let lastStringEscaped = false;

const hexValue = (c: number): number => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1);

/**
 * Scans a string body from `i` (after its opening quote) to its closing quote, checking every
 * escape is the one JSON.stringify writes. The index of the closing quote, or NOT_CANONICAL / UNDECIDED.
 */
const scanString = (text: string, i: number): number => {
  lastStringEscaped = false;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i;
    if (c === 0x5c) {
      lastStringEscaped = true;
      const e = text.charCodeAt(i + 1);
      // \" \\ \b \f \n \r \t
      if (e === 0x22 || e === 0x5c || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
        i += 2;
        continue;
      }
      if (e !== 0x75) return NOT_CANONICAL; // \/ and the like
      let v = 0;
      for (let k = 2; k < 6; k++) {
        const h = hexValue(text.charCodeAt(i + k));
        if (h < 0) return NOT_CANONICAL; // upper-case hex digits
        v = v * 16 + h;
      }
      if (v >= 0xd800 && v <= 0xdfff) return UNDECIDED; // lone or not: ask canonicalJson
      // Only control characters without a short escape are written as \u00xx.
      if (v >= 0x20 || v === 0x08 || v === 0x09 || v === 0x0a || v === 0x0c || v === 0x0d) return NOT_CANONICAL;
      i += 6;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return NOT_CANONICAL; // a raw lone surrogate is written escaped
      i += 2;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return NOT_CANONICAL;
    } else if (Number.isNaN(c)) {
      return NOT_CANONICAL; // (unterminated: not reached for parsed text)
    } else {
      i++;
    }
  }
};

/** Scans a number from `i`; the index after it, or NOT_CANONICAL. Short integers are checked by eye, the rest by round trip. */
const scanNumber = (text: string, i: number, to: number): number => {
  const start = i;
  if (text.charCodeAt(i) === 0x2d) i++;
  const digits = i;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    i++;
  }
  const next = text.charCodeAt(i);
  const plainInteger = next !== 0x2e && next !== 0x65 && next !== 0x45;
  if (plainInteger && i - digits <= 15) {
    const leadingZero = text.charCodeAt(digits) === 0x30 && i - digits > 1;
    const minusZero = start !== digits && i - digits === 1 && text.charCodeAt(digits) === 0x30;
    return leadingZero || minusZero ? NOT_CANONICAL : i;
  }
  while (i < to) {
    const c = text.charCodeAt(i);
    if (!((c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d)) break;
    i++;
  }
  const token = text.slice(start, i);
  return String(Number(token)) === token ? i : NOT_CANONICAL;
};

/** text[a0, a1) < text[b0, b1) by UTF-16 code units. */
const lessThan = (text: string, a0: number, a1: number, b0: number, b1: number): boolean => {
  const n = Math.min(a1 - a0, b1 - b0);
  for (let k = 0; k < n; k++) {
    const x = text.charCodeAt(a0 + k);
    const y = text.charCodeAt(b0 + k);
    if (x !== y) return x < y;
  }
  return a1 - a0 < b1 - b0;
};
