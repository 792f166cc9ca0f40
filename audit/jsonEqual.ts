/**
 * Whether two JSON values are equal: the same primitives, arrays of equal items in order, and
 * objects with the same keys (in any order) holding equal values. `undefined` properties count as
 * absent, as in JSON. The fast test before `jsonDiff` looks for the fields that differ.
 */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const array = Array.isArray(a);
  if (array || Array.isArray(b)) {
    if (!array || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  let count = 0;
  // `for…in` with own keys only: no array of keys made per object (this runs on every ruling).
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    const v = x[k];
    if (v === undefined) continue;
    count += 1;
    // Own fields only: `valueOf` absent from y is absent, not Object.prototype's.
    if (!Object.hasOwn(y, k) || !jsonEqual(v, y[k])) return false;
  }
  for (const k in y) if (Object.hasOwn(y, k) && y[k] !== undefined) count -= 1;
  return count === 0;
};
