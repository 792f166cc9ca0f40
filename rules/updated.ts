/**
 * A copy of `base` with `changes` applied: what `{ ...base, key: value }` means. Hot paths use
 * this instead because V8 (Node 20) builds a literal that adds properties after a spread through
 * a slow path, several times slower than copying with Object.assign (measured in bench/).
 */
export const updated = <T extends object>(base: T, changes: Partial<T>): T => Object.assign({}, base, changes);
