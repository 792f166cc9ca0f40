/**
 * Whether two JSON values are equal: the same primitives, arrays of equal items in order, objects
 * with the same keys (in any order) holding equal values; `undefined` properties count as absent,
 * as in JSON (an event read back from a log has none).
 */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameJson(x, b[i]));
  }
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  const keys = (o: Readonly<Record<string, unknown>>): string[] => Object.keys(o).filter((k) => o[k] !== undefined);
  const kx = keys(x);
  return kx.length === keys(y).length && kx.every((k) => Object.hasOwn(y, k) && sameJson(x[k], y[k]));
};
