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

// The same for one, two or three arguments, without an array per call: the guards ask them at
// every microstep, and a hit then allocates nothing.

export const memoLast1 = <A, R>(f: (a: A) => R): ((a: A) => R) => {
  let last: { readonly a: A; readonly result: R } | null = null;
  return (a: A): R => {
    if (last !== null && last.a === a) return last.result;
    const result = f(a);
    last = { a, result };
    return result;
  };
};

export const memoLast2 = <A, B, R>(f: (a: A, b: B) => R): ((a: A, b: B) => R) => {
  let last: { readonly a: A; readonly b: B; readonly result: R } | null = null;
  return (a: A, b: B): R => {
    if (last !== null && last.a === a && last.b === b) return last.result;
    const result = f(a, b);
    last = { a, b, result };
    return result;
  };
};

export const memoLast3 = <A, B, C, R>(f: (a: A, b: B, c: C) => R): ((a: A, b: B, c: C) => R) => {
  let last: { readonly a: A; readonly b: B; readonly c: C; readonly result: R } | null = null;
  return (a: A, b: B, c: C): R => {
    if (last !== null && last.a === a && last.b === b && last.c === c) return last.result;
    const result = f(a, b, c);
    last = { a, b, c, result };
    return result;
  };
};
