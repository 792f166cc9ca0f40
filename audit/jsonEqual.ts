/**
 * Whether two JSON values are equal: the same primitives, arrays of equal items in order, and
 * objects with the same keys (in any order) holding equal values. `undefined` properties count as
 * absent, as in JSON. The fast test before `jsonDiff` looks for the fields that differ.
 */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  let count = 0;
  for (const k of Object.keys(x)) {
    if (x[k] === undefined) continue;
    count += 1;
    // Own fields only: `valueOf` absent from y is absent, not Object.prototype's.
    if (!Object.hasOwn(y, k) || !jsonEqual(x[k], y[k])) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) count -= 1;
  return count === 0;
};
