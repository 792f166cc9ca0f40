/** The middle of `xs` once sorted (the upper of the two middles for an even count); 0 for none. */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
