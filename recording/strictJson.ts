/**
 * The fast way in for a recorded game written as JSON (what `bench/` generates and what tools
 * export): the data of `text` when it is one JSON object in which no object gives a key twice,
 * otherwise `undefined`, and the caller reads it as YAML (JSON is YAML: same data, and every
 * refusal — a duplicate key, a syntax error — is then the YAML reader's, with its line and column).
 * JSON.parse keeps the last of two equal keys silently, hence the scan for them.
 */
export const strictJson = (text: string): { readonly data: unknown } | undefined => {
  if (!startsWithBrace(text)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return hasDuplicateKey(text) ? undefined : { data };
};

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

const startsWithBrace = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (!isSpace(c)) return c === 0x7b;
  }
  return false;
};

/** Where the string opened by the quote at `open` closes (its closing quote's index). */
const closingQuote = (text: string, open: number): number => {
  let q = text.indexOf('"', open + 1);
  for (;;) {
    let backslashes = 0;
    for (let j = q - 1; text.charCodeAt(j) === 0x5c; j -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return q;
    q = text.indexOf('"', q + 1);
  }
};

/**
 * Whether an object of `text` (valid JSON) gives a key twice. Keys are compared as JSON.parse
 * reads them (escapes decoded), one set of keys per open object.
 */
export const hasDuplicateKey = (text: string): boolean => {
  // One entry per open bracket: the keys seen so far for an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const end = closingQuote(text, i);
      const keys = open[open.length - 1];
      if (expectKey && keys !== null && keys !== undefined) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (keys.has(key)) return true;
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === 0x7b) {
      open.push(new Set());
      expectKey = true;
    } else if (c === 0x5b) {
      open.push(null);
      expectKey = false;
    } else if (c === 0x7d || c === 0x5d) {
      open.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      expectKey = open[open.length - 1] !== null;
    }
  }
  return false;
};
