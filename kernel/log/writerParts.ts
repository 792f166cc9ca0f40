import { canonicalJsonAt } from './canonicalJson.ts';

/**
 * What the generated canonical writers (text: generatedWriter.ts; bytes: generatedBytesWriter.ts)
 * share at run time: passed into their code when it is compiled.
 */

/** Thrown inside a generated writer when the value is not as its codec says: the whole value goes the generic way. */
export const WRITER_MISS = new Error('not written by the generated writer');

/** Plain objects only, as {@link canonicalJson} asks; anything else goes the generic way (which refuses it). */
export const plainObject = (u: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(u);
  return proto === Object.prototype || proto === null;
};

/** A value the codec says nothing more of: a scalar as JSON writes it, else the generic canonical JSON, its depth counted from the event. */
export const genericText = (u: unknown, depth: number): string => {
  if (typeof u === 'string') return JSON.stringify(u);
  if (typeof u === 'number' && Number.isFinite(u)) return String(u);
  const text = canonicalJsonAt(u, depth);
  if (text === undefined) throw WRITER_MISS;
  return text;
};

/** Keys of a dictionary, sorted by UTF-16 code units as the canonical form sorts them. */
export const sortedKeys = (u: object): string[] => Object.keys(u).sort();

/** The generated test that `u` is not a plain object (the writer then stands down). */
export const NOT_PLAIN_OBJECT = '(u === null || typeof u !== "object" || Array.isArray(u) || !plain(u))';
