/** A D6 roll's target: the lowest face that succeeds (2+ … 6+). */
export type D6Target = 2 | 3 | 4 | 5 | 6;

/** Exact chance that one D6 meets `target` (p = (7 − target) / 6). */
export const d6Odds = (target: D6Target): number => (7 - target) / 6;
