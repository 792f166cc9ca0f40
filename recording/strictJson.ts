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
  return hasDuplicateKey(text, data) ? undefined : { data };
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

/** How many keys the objects of `text` (valid JSON) give: one colon outside strings follows each. */
const keyTokens = (text: string): number => {
  let count = 0;
  for (let i = 0; i < text.length;) {
    const quote = text.indexOf('"', i);
    const stop = quote < 0 ? text.length : quote;
    for (let j = i; j < stop; j += 1) if (text.charCodeAt(j) === 0x3a) count += 1;
    if (quote < 0) break;
    i = closingQuote(text, quote) + 1;
  }
  return count;
};

/** How many keys the objects of a parsed value hold, keys given twice in the text counted once. */
const keysIn = (data: unknown): number => {
  let count = 0;
  // A stack, not recursion: JSON.parse reads nesting deeper than the call stack would allow.
  const todo: unknown[] = [data];
  while (todo.length > 0) {
    const v = todo.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (const item of v as readonly unknown[]) todo.push(item);
      continue;
    }
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      count += 1;
      todo.push((v as Readonly<Record<string, unknown>>)[key]);
    }
  }
  return count;
};

/**
 * Whether an object of `text` (valid JSON, whose parsed value is `data`) gives a key twice. JSON.parse
 * keeps one key of each repeat (compared as it reads them, escapes decoded), so the parsed objects
 * then hold fewer keys than the text gives.
 */
export const hasDuplicateKey = (text: string, data: unknown = JSON.parse(text)): boolean =>
  keyTokens(text) !== keysIn(data);
