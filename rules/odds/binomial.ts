/** Exact binomial coefficients, from a Pascal triangle grown on demand (a pure memo). */
const rows: bigint[][] = [[1n]];

const row = (n: number): readonly bigint[] => {
  for (let i = rows.length; i <= n; i++) {
    const prev = rows[i - 1] ?? [];
    const next: bigint[] = [1n];
    for (let k = 1; k < i; k++) next.push((prev[k - 1] ?? 0n) + (prev[k] ?? 0n));
    next.push(1n);
    rows.push(next);
  }
  return rows[n] ?? [];
};

/** C(n, k) as a BigInt; 0 outside 0 <= k <= n. */
export const binomial = (n: number, k: number): bigint => {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`binomial(${n}, ${k})`);
  if (k < 0 || k > n) return 0n;
  return row(n)[k] ?? 0n;
};

/** base^0 .. base^n, exactly. */
export const powers = (base: bigint, n: number): readonly bigint[] => {
  const out: bigint[] = [1n];
  for (let i = 1; i <= n; i++) out.push((out[i - 1] ?? 1n) * base);
  return out;
};

/** 20^n: the number of ordered outcomes of n d20. */
export const d20Outcomes = (n: number): bigint => 20n ** BigInt(n);
