/** Levenshtein distance (insert, delete, substitute: 1 each), over UTF-16 units. */
export const editDistance = (a: string, b: string): number => {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
};

/** Longest name compared; longer input (garbage) gets no suggestions. */
const MAX_NAME = 100;

/**
 * The known names closest to `name` (case-insensitive edit distance, ties by spelling), at most
 * `limit`, and only those close enough to be a plausible typo (distance ≤ max(2, a third of the length)).
 */
export const nearestNames = (name: string, known: readonly string[], limit = 3): readonly string[] => {
  if (name.length === 0 || name.length > MAX_NAME) return [];
  const lower = name.toLowerCase();
  const threshold = Math.max(2, Math.floor(name.length / 3));
  return known
    .map((k) => ({ k, d: editDistance(lower, k.toLowerCase()) }))
    .filter(({ d }) => d <= threshold)
    .sort((x, y) => x.d - y.d || (x.k < y.k ? -1 : x.k > y.k ? 1 : 0))
    .slice(0, limit)
    .map(({ k }) => k);
};
