/**
 * {@link isCanonicalText} on the line's UTF-8 bytes as read, instead of on the decoded string:
 * whether `bytes[from, to)` — valid UTF-8 (the line reader checks it) holding one JSON value that
 * `JSON.parse` has accepted — is in the canonical form {@link canonicalJson} writes: no whitespace;
 * object keys in strictly increasing UTF-16 order; numbers in their shortest round-trip form;
 * each escape in a string the one JSON.stringify writes (the characters between are as they are:
 * JSON has no raw control characters, and valid UTF-8 no lone surrogates). Reading bytes from a
 * typed array is several times cheaper than reading characters from a string, which is the point.
 * `undefined` means this check can't tell — an escaped surrogate, a key with an escape, two keys
 * that UTF-8 and UTF-16 may order apart (one character beyond U+FFFF against one from U+E000 to
 * U+FFFF), nesting deeper than 64 — and the caller then asks {@link isCanonicalText}. A property test
 * holds the two to the same answers.
 */
export const isCanonicalUtf8 = (bytes: Uint8Array, from: number, to: number): boolean | undefined => {
  const end = scanCanonicalUtf8(bytes, from, to);
  return end === UNDECIDED_END ? undefined : end === to;
};

/** {@link scanCanonicalUtf8}'s answer when it can't tell (the text check can). */
export const UNDECIDED_END = -2;

/**
 * The canonical check of {@link isCanonicalUtf8} over the one JSON value that starts at `from`
 * (at a token's start, in text `JSON.parse` has accepted): where it ends, -1 if it is not in
 * canonical form, or {@link UNDECIDED_END}.
 */
export const scanCanonicalUtf8 = (bytes: Uint8Array, from: number, to: number): number => {
  const objects = isObject;
  const starts = keyStart;
  const ends = keyEnd;
  let depth = 0;
  let expectKey = false;
  let i = from;
  do {
    if (i >= to) return -1;
    const c = bytes[i] as number;
    if (c === QUOTE) {
      // A string: its body runs to the next quote; an escape in it must be the one JSON.stringify writes.
      const start = i + 1;
      let end = start;
      let escaped = false;
      for (let b = bytes[end]; b !== QUOTE; b = bytes[end]) {
        if (end >= to) return -1;
        if (b === BACKSLASH) {
          const step = escapeLength(bytes, end);
          if (step < 0) return step;
          escaped = true;
          end += step;
        } else end++;
      }
      if (expectKey) {
        if (escaped) return UNDECIDED_END; // (keys are ordered as decoded: left to the text check)
        const d = depth - 1;
        const prevStart = starts[d] as number;
        if (prevStart >= 0) {
          const order = compareKeys(bytes, prevStart, ends[d] as number, start, end);
          if (order !== LESS) return order === UNDECIDED ? UNDECIDED_END : -1;
        }
        starts[d] = start;
        ends[d] = end;
        expectKey = false;
        // A key is followed by its colon at once.
        if (bytes[end + 1] !== COLON) return -1;
        i = end + 2;
      } else i = end + 1;
    } else if (c === COMMA) {
      if (depth === 0) return -1;
      expectKey = objects[depth - 1] === 1;
      i++;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth === MAX_DEPTH) return UNDECIDED_END;
      objects[depth] = c === OPEN_OBJECT ? 1 : 0;
      starts[depth] = -1;
      depth++;
      expectKey = c === OPEN_OBJECT;
      i++;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 0) return -1;
      depth--;
      expectKey = false;
      i++;
    } else if (c === MINUS || (c >= DIGIT_0 && c <= DIGIT_9)) {
      i = canonicalNumberEnd(bytes, i, to);
      if (i < 0) return -1;
    } else if (c === LETTER_T || c === LETTER_N) {
      i += 4; // true null
    } else if (c === LETTER_F) {
      i += 5; // false
    } else {
      return -1; // whitespace, or anything else
    }
  } while (depth > 0);
  return i > to ? -1 : i;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const LETTER_T = 0x74;
const LETTER_N = 0x6e;
const LETTER_F = 0x66;

// Per open container (reused: the check is synchronous): is it an object, and where its previous
// key's bytes lie (start -1: none yet). Deeper nesting than this is left to the text check.
const MAX_DEPTH = 64;
const isObject = new Uint8Array(MAX_DEPTH);
const keyStart = new Int32Array(MAX_DEPTH);
const keyEnd = new Int32Array(MAX_DEPTH);

/**
 * The length of the escape at `i` (a backslash) if it is the one JSON.stringify writes for its
 * character: \" \\ \b \f \n \r \t, or \u with four lowercase hex digits for the other control
 * characters; -1 for any other (\/, \u0041, upper-case digits); {@link UNDECIDED_END} for an escaped
 * surrogate (lone or paired, left to the text check).
 */
const escapeLength = (bytes: Uint8Array, i: number): number => {
  const e = bytes[i + 1];
  if (e === QUOTE || e === BACKSLASH || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) return 2;
  if (e !== 0x75) return -1;
  let v = 0;
  for (let k = 2; k < 6; k++) {
    const c = bytes[i + k] as number;
    const h = c >= DIGIT_0 && c <= DIGIT_9 ? c - DIGIT_0 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (h < 0) return -1;
    v = v * 16 + h;
  }
  if (v >= 0xd800 && v <= 0xdfff) return UNDECIDED_END;
  return v >= 0x20 || v === 0x08 || v === 0x09 || v === 0x0a || v === 0x0c || v === 0x0d ? -1 : 6;
};

const LESS = 0;
const NOT_LESS = 1;
const UNDECIDED = 2;

/**
 * Whether key bytes[a0, a1) comes before key bytes[b0, b1) in UTF-16 order. UTF-8 bytes sort as
 * code points, and so does UTF-16 except between U+E000–U+FFFF (led by 0xEE, 0xEF in UTF-8) and
 * U+10000 and up (led by 0xF0–0xF4; surrogates in UTF-16, which sort below U+E000): where the
 * first differing bytes are one of each, it is left undecided. (After an equal prefix, the first
 * differing bytes are both lead bytes or both continuation bytes of characters led alike.)
 */
const compareKeys = (bytes: Uint8Array, a0: number, a1: number, b0: number, b1: number): number => {
  const n = Math.min(a1 - a0, b1 - b0);
  for (let k = 0; k < n; k++) {
    const x = bytes[a0 + k] as number;
    const y = bytes[b0 + k] as number;
    if (x !== y) {
      if (x >= 0xee && y >= 0xee && x >= 0xf0 !== y >= 0xf0) return UNDECIDED;
      return x < y ? LESS : NOT_LESS;
    }
  }
  return a1 - a0 < b1 - b0 ? LESS : NOT_LESS;
};

/** Scans a number from `i`; the index after it, or -1 if it is not in its shortest round-trip form. */
export const canonicalNumberEnd = (bytes: Uint8Array, i: number, to: number): number => {
  const start = i;
  if (bytes[i] === MINUS) i++;
  const digits = i;
  let c = bytes[i] as number;
  while (i < to && c >= DIGIT_0 && c <= DIGIT_9) c = bytes[++i] as number;
  if (i === digits) return -1;
  const plainInteger = i >= to || (c !== DOT && c !== LOWER_E && c !== UPPER_E);
  if (plainInteger && i - digits <= 15) {
    const leadingZero = bytes[digits] === DIGIT_0 && i - digits > 1;
    const minusZero = start !== digits && i - digits === 1 && bytes[digits] === DIGIT_0;
    return leadingZero || minusZero ? -1 : i;
  }
  while (i < to) {
    c = bytes[i] as number;
    if (!((c >= DIGIT_0 && c <= DIGIT_9) || c === DOT || c === LOWER_E || c === UPPER_E || c === PLUS || c === MINUS))
      break;
    i++;
  }
  let token = '';
  for (let k = start; k < i; k++) token += String.fromCharCode(bytes[k] as number);
  return String(Number(token)) === token ? i : -1;
};
