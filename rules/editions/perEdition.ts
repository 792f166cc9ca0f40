import type { Edition } from '../edition.ts';

/** A value that differs by edition. Picking from it is total: every edition must be given. */
export type PerEdition<T> = { readonly [E in Edition]: T };

export const pick = <T>(edition: Edition, values: PerEdition<T>): T => values[edition];
