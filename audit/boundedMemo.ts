/**
 * A memory of values by key, of at most `max` entries (then it forgets them all and starts
 * again): what a game repeats (its texts, its matchups, its lists of rules cited) is worked out
 * once, and what it holds stays bounded whatever the log holds. The values must be read-only.
 */
export const boundedMemo = <V>(max: number): ((key: string, make: () => V) => V) => {
  const known = new Map<string, V>();
  return (key, make) => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const made = make();
    if (known.size >= max) known.clear();
    known.set(key, made);
    return made;
  };
};
