import { isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';

export type PathSegment = string | number;

/** Where each field of the document is: path → line and column (1-based). */
export interface SourceMap {
  locate(path: readonly PathSegment[]): { readonly line: number; readonly column: number };
}

export const formatPath = (path: readonly PathSegment[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

const rangeOf = (n: unknown): number | undefined =>
  typeof n === 'object' && n !== null && 'range' in n && Array.isArray((n as { range: unknown }).range) ? (n as { range: number[] }).range[0] : undefined;

/** The deepest node of the path the document has: a field that is missing is located at the part that lacks it. */
export const sourceMap = (doc: Document, counter: LineCounter): SourceMap => ({
  locate(path) {
    let node: unknown = doc.contents;
    let best = rangeOf(node) ?? 0;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
        if (pair === undefined) break;
        best = rangeOf(pair.key) ?? best;
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
