/** A count and its noun: `1 Order`, `3 Orders`, `2 dice` (with `many` given). */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
