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

const keyPath = (path: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * Checks that `v` is plain JSON (finite numbers, no undefined, functions, symbols, bigints,
 * non-plain objects or cycles) and tells whether every object's keys are already in sorted
 * order — then `JSON.stringify` (native, fast) writes exactly the canonical form.
 * Returns `true` (sorted), `false` (valid but unsorted) or the first problem.
 */
export const checkJson = (v: unknown, path = '$', depth = 0): boolean | NotJson => {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v) ? true : { path, found: describe(v) };
    case 'object': {
      if (v === null) return true;
      if (depth >= MAX_JSON_DEPTH) return { path, found: `nesting deeper than ${MAX_JSON_DEPTH}` };
      if (Array.isArray(v)) {
        let sorted = true;
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) return { path: `${path}[${i}]`, found: 'an array hole' };
          const r = checkJson(v[i], `${path}[${i}]`, depth + 1);
          if (typeof r !== 'boolean') return r;
          sorted &&= r;
        }
        return sorted;
      }
      if (!isPlainObject(v)) return { path, found: describe(v) };
      const record = v as Readonly<Record<string, unknown>>;
      const keys = Object.keys(record);
      let sorted = true;
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        if (i > 0 && !((keys[i - 1] as string) < key)) sorted = false;
        const r = checkJson(record[key], keyPath(path, key), depth + 1);
        if (typeof r !== 'boolean') return r;
        sorted &&= r;
      }
      return sorted;
    }
    case 'undefined':
    case 'function':
    case 'symbol':
    case 'bigint':
      return { path, found: describe(v) };
  }
};

/** Writes an already checked value with sorted keys (the slow path, for unsorted objects). */
const writeSorted = (v: unknown): string => {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(writeSorted).join(',')}]`;
  const record = v as Readonly<Record<string, unknown>>;
  // Default sort compares UTF-16 code units, as RFC 8785 asks.
  const keys = Object.keys(record).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${writeSorted(record[k])}`).join(',')}}`;
};

/**
 * RFC 8785-style canonical JSON: object keys sorted by UTF-16 code units, no whitespace,
 * numbers in JavaScript's shortest round-trip form (`-0` becomes `0`), strings escaped as
 * `JSON.stringify` does (lone surrogates as `\udXXX`). Non-JSON values are refused, never dropped.
 */
export const canonicalJson = (value: unknown): E.Either<NotJson, string> => {
  const checked = checkJson(value);
  if (typeof checked !== 'boolean') return E.left(checked);
  return E.right(checked ? JSON.stringify(value) : writeSorted(value));
};
