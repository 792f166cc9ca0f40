/**
 * How many events of one type are read (checked, and their canonical form shown) and written with
 * the closures of `compiledCheck.ts`, `isCanonicalUtf8` and `canonicalJson` before JavaScript is
 * generated and compiled for the type (`generatedCheck.ts`, `generatedLayout.ts`,
 * `generatedWriter.ts`). Generating pays only for a type read or written often: on 27 November the
 * code for the 18 or so types of a game's log came to about 400 kB of source, and making it and
 * running it the first times cost 50–70 ms more than the closures for a whole 46-Order game (first
 * read of its 1,300 lines: 108–150 ms against 62–82 ms), while on a long log it saves some 2–3 µs a
 * line (a million lines in 7.3–9.1 s against 9.2–11.6 s): it pays back after a thousand lines or so
 * of a type. Both ways give the same answers and the same bytes (property tests hold each generated
 * function to its closure and to io-ts and `canonicalJson`), so this only decides when the faster
 * one is made.
 */
export const GENERATE_AFTER = 1024;

/** What is made for each event type, made afresh once its first uses are done. */
export interface ByUse<T> {
  /** What `type` is handled with now, counting this use; undefined for a type there is nothing for. */
  readonly use: (type: string) => T | undefined;
  /** What `type` is handled with now, without counting a use (for tests and diagnostics). */
  readonly peek: (type: string) => T | undefined;
}

/**
 * Per event type, `first(type)` for its first {@link GENERATE_AFTER} uses and `generated(type)`,
 * made once, from the next on. A thing whose `final` is true is kept for good (the generated one,
 * or a first one that has nothing to generate); either maker answers undefined for a type there
 * is nothing for.
 */
export const generatedAfter = <T extends { readonly final: boolean }>(
  first: (type: string) => T | undefined,
  generated: (type: string) => T | undefined,
): ByUse<T> => {
  const made = new Map<string, T>();
  const uses = new Map<string, number>();
  return {
    use: (type) => {
      const known = made.get(type);
      if (known !== undefined && known.final) return known;
      const n = (uses.get(type) ?? 0) + 1;
      uses.set(type, n);
      if (known !== undefined && n <= GENERATE_AFTER) return known;
      const next = known === undefined ? first(type) : generated(type);
      if (next !== undefined) made.set(type, next);
      return next;
    },
    peek: (type) => made.get(type),
  };
};
