import * as E from 'fp-ts/lib/Either.js';

/** Why a value has no canonical JSON form: where it sits (`$.dice[2]`) and what was found there. */
export interface NotJson {
  readonly path: string;
  readonly found: string;
}

/** Deeper nesting than this is refused rather than risking the stack (events are shallow). */
export const MAX_JSON_DEPTH = 256;

const isPlainObject = (v: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

const describe = (v: unknown): string => {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'function') return 'a function';
  if (typeof v === 'object' && v !== null) return `a ${v.constructor?.name ?? 'non-plain'} object`;
  return typeof v;
};

const keyPath = (key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** A problem found while walking; its path is assembled on the way back up (only on failure). */
interface Problem {
  segments: string[];
  readonly found: string;
}

const isProblem = (r: boolean | Problem): r is Problem => typeof r !== 'boolean';

const walk = (v: unknown, depth: number): boolean | Problem => {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v) ? true : { segments: [], found: describe(v) };
    case 'object': {
      if (v === null) return true;
      if (depth >= MAX_JSON_DEPTH)
        return { segments: [], found: `nesting deeper than ${MAX_JSON_DEPTH} levels (a cycle?)` };
      if (Array.isArray(v)) {
        let sorted = true;
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) return { segments: [`[${i}]`], found: 'an array hole' };
          const r = walk(v[i], depth + 1);
          if (isProblem(r)) {
            r.segments.push(`[${i}]`);
            return r;
          }
          sorted &&= r;
        }
        return sorted;
      }
      if (!isPlainObject(v)) return { segments: [], found: describe(v) };
      const record = v as Readonly<Record<string, unknown>>;
      const keys = Object.keys(record);
      let sorted = true;
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        if (i > 0 && !((keys[i - 1] as string) < key)) sorted = false;
        const r = walk(record[key], depth + 1);
        if (isProblem(r)) {
          r.segments.push(keyPath(key));
          return r;
        }
        sorted &&= r;
      }
      return sorted;
    }
    case 'undefined':
    case 'function':
    case 'symbol':
    case 'bigint':
      return { segments: [], found: describe(v) };
  }
};

/**
 * Checks that `v` is plain JSON (finite numbers, no undefined, functions, symbols, bigints,
 * non-plain objects, holes or cycles) and tells whether every object's keys are already in sorted
 * order — then `JSON.stringify` (native, fast) writes exactly the canonical form.
 * Returns `true` (sorted), `false` (valid but unsorted) or the first problem, with its path from `$`.
 */
export const checkJson = (v: unknown): boolean | NotJson => {
  const r = walk(v, 0);
  return isProblem(r) ? { path: `$${r.segments.reverse().join('')}`, found: r.found } : r;
};

/** Writes an already checked value with sorted keys (the path for objects built in any key order). */
const writeSorted = (v: unknown): string => {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v);
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + writeSorted(v[i]);
    return `${out}]`;
  }
  const record = v as Readonly<Record<string, unknown>>;
  // Default sort compares UTF-16 code units, as RFC 8785 asks.
  const keys = Object.keys(record).sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out += `${i === 0 ? '' : ','}${JSON.stringify(k)}:${writeSorted(record[k])}`;
  }
  return `${out}}`;
};

/** Keys a plain copy can't hold in insertion order: array indexes (JS lists them first) and `__proto__`. */
const awkwardKey = (k: string): boolean =>
  k === '__proto__' || (k.length > 0 && k.charCodeAt(0) <= 0x39 && /^(0|[1-9]\d*)$/.test(k));

/** A copy with every object's keys inserted in sorted order, or undefined if a key forbids it. */
const sortedCopy = (v: unknown): unknown => {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const x of v) {
      const c = sortedCopy(x);
      if (c === undefined) return undefined;
      out.push(c);
    }
    return out;
  }
  const record = v as Readonly<Record<string, unknown>>;
  const keys = Object.keys(record).sort();
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    if (awkwardKey(k)) return undefined;
    const c = sortedCopy(record[k]);
    if (c === undefined) return undefined;
    out[k] = c;
  }
  return out;
};

/**
 * RFC 8785-style canonical JSON: object keys sorted by UTF-16 code units, no whitespace,
 * numbers in JavaScript's shortest round-trip form (`-0` becomes `0`), strings escaped as
 * `JSON.stringify` does (lone surrogates as `\udXXX`). Non-JSON values are refused, never dropped.
 * (The text is written by the native `JSON.stringify`, from a key-sorted copy when keys are out of order.)
 */
export const canonicalJson = (value: unknown): E.Either<NotJson, string> => {
  const checked = checkJson(value);
  if (typeof checked !== 'boolean') return E.left(checked);
  return E.right(written(value, checked));
};

const written = (value: unknown, sorted: boolean): string => {
  if (sorted) return JSON.stringify(value);
  const copy = sortedCopy(value);
  return copy === undefined ? writeSorted(value) : JSON.stringify(copy);
};

/**
 * {@link canonicalJson} of a value found `depth` levels down in another (nesting is counted from
 * the top); `undefined` where that has no canonical form (ask {@link canonicalJson} of the whole why).
 */
export const canonicalJsonAt = (value: unknown, depth: number): string | undefined => {
  const r = walk(value, depth);
  return isProblem(r) ? undefined : written(value, r);
};
