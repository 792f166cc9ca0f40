// @ts-check

/**
 * What the page asks the server for, asked once per key: the answer's promise is kept, and a failed
 * one is forgotten so that the next step asks again. `forget` drops every kept answer (a live game
 * has grown). Plain JS, typed with JSDoc.
 * @template K, V
 * @param {(key: K) => Promise<V>} ask
 * @returns {{ get: (key: K) => Promise<V>, forget: () => void }}
 */
export const askOnce = (ask) => {
  /** @type {Map<K, Promise<V>>} */
  const kept = new Map();
  return {
    get: (key) => {
      const known = kept.get(key);
      if (known !== undefined) return known;
      const p = ask(key);
      kept.set(key, p);
      p.catch(() => kept.delete(key));
      return p;
    },
    forget: () => kept.clear(),
  };
};
