/** Short strings longer than this are not shared (names, ids, citations and reasons are shorter). */
const MAX_SHARED_CHARS = 64;
/** At most this many distinct strings are kept (a hostile log cannot grow the table without bound). */
const MAX_SHARED = 65_536;

/**
 * One string for each short text met: the first string equal to it (bounded as {@link sharedStrings}
 * is). A holder of many rows that repeat a few texts (a long game's rulings side by side: 291k rows,
 * some 4,000 distinct labels and values) keeps each text once.
 */
export const sharedString = (): ((s: string) => string) => {
  const table = new Map<string, string>();
  return (s: string): string => {
    if (s.length > MAX_SHARED_CHARS) return s;
    const known = table.get(s);
    if (known !== undefined) return known;
    if (table.size < MAX_SHARED) table.set(s, s);
    return s;
  };
};

/**
 * Makes equal short strings of freshly decoded records one string in memory: a long log repeats
 * the same citation ids, trooper ids and event words hundreds of thousands of times, and the JSON
 * reader makes each a string of its own (a 30,000-Order game: 196 MB of events, 140 MB shared).
 * `share` rewrites, in place, the values of a value the reader has just decoded and nobody else
 * holds yet; the data is the same.
 */
export const sharedStrings = (): (<T>(fresh: T) => T) => {
  const one = sharedString();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      const items = v as unknown[];
      for (let i = 0; i < items.length; i += 1) {
        const x = items[i];
        if (typeof x === 'string') items[i] = one(x);
        else if (typeof x === 'object' && x !== null) walk(x);
      }
      return;
    }
    const fields = v as Record<string, unknown>;
    for (const k of Object.keys(fields)) {
      const x = fields[k];
      if (typeof x === 'string') fields[k] = one(x);
      else if (typeof x === 'object' && x !== null) walk(x);
    }
  };
  return <T>(fresh: T): T => {
    if (typeof fresh === 'object' && fresh !== null) walk(fresh);
    return fresh;
  };
};
