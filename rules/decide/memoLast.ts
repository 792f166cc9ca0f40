/**
 * Remembers the last call: called again with the same arguments (by identity), it returns the
 * same result without computing it. The deciders read derived values (the Resolution plan, the
 * exchanges, the saves) many times per Order from a state that changes one event at a time.
 */
const same = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
};

export const memoLast = <A extends readonly unknown[], R>(f: (...args: A) => R): ((...args: A) => R) => {
  let last: { readonly args: A; readonly result: R } | null = null;
  return (...args: A): R => {
    if (last !== null && same(last.args, args)) return last.result;
    const result = f(...args);
    last = { args, result };
    return result;
  };
};
