import { isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';

export type PathSegment = string | number;

/** Where each field of the document is: path → line and column (1-based). */
export interface SourceMap {
  /** Where the value at `path` is; with `key`, where its key is (a key that is itself wrong). */
  locate(
    path: readonly PathSegment[],
    options?: { readonly key?: boolean },
  ): { readonly line: number; readonly column: number };
}

export const formatPath = (path: readonly PathSegment[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

const rangeOf = (n: unknown): number | undefined =>
  typeof n === 'object' && n !== null && 'range' in n && Array.isArray(n.range)
    ? (n as { range: number[] }).range[0]
    : undefined;

/** The deepest node of the path the document has: a field that is missing is located at the part that lacks it. */
export const sourceMap = (doc: Document, counter: LineCounter): SourceMap => ({
  locate(path, options) {
    let node: unknown = doc.contents;
    let best = rangeOf(node) ?? 0;
    for (const [i, seg] of path.entries()) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
        if (pair === undefined) break;
        best = rangeOf(pair.key) ?? best;
        if (options?.key === true && i === path.length - 1) break;
        node = pair.value;
        best = rangeOf(node) ?? best;
      } else if (isSeq(node) && typeof seg === 'number') {
        node = node.items[seg];
        if (node === undefined) break;
        best = rangeOf(node) ?? best;
      } else break;
    }
    const { line, col } = counter.linePos(best);
    return { line, column: col };
  },
});

/** A source map made only when first asked (a file read the fast way is parsed again only to locate a refusal). */
export const deferredSourceMap = (make: () => SourceMap): SourceMap => {
  let made: SourceMap | undefined;
  return {
    locate(path, options) {
      made ??= make();
      return made.locate(path, options);
    },
  };
};
