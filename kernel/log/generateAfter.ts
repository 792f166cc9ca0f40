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
