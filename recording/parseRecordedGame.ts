import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { RecordedGameC, type RecordedGame } from './recordedGameCodec.ts';
import type { ScriptError } from './scriptError.ts';

export type PathSegment = string | number;

/** Where each field of the document is: path → line and column (1-based). */
export interface SourceMap {
  locate(path: readonly PathSegment[]): { readonly line: number; readonly column: number };
}

export const formatPath = (path: readonly PathSegment[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

const sourceMap = (doc: Document, counter: LineCounter): SourceMap => ({
  locate(path) {
    let node: unknown = doc.contents;
    let best = 0;
    const rangeOf = (n: unknown): number | undefined =>
      typeof n === 'object' && n !== null && 'range' in n && Array.isArray((n as { range: unknown }).range) ? (n as { range: number[] }).range[0] : undefined;
    best = rangeOf(node) ?? 0;
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

const DATA_PARENTS = new Set(['InterfaceType', 'StrictType', 'PartialType', 'ArrayType', 'ReadonlyArrayType', 'DictionaryType', 'TupleType']);

/** The data path of an io-ts failure: keys under objects, arrays and records (not union members). */
const dataPath = (context: t.Context): PathSegment[] => {
  const path: PathSegment[] = [];
  for (let i = 1; i < context.length; i += 1) {
    const parent = context[i - 1]?.type as { _tag?: string } | undefined;
    const entry = context[i];
    if (entry === undefined || !DATA_PARENTS.has(parent?._tag ?? '')) continue;
    path.push(/^\d+$/.test(entry.key) && parent?._tag !== 'InterfaceType' && parent?._tag !== 'PartialType' && parent?._tag !== 'DictionaryType' ? Number(entry.key) : entry.key);
  }
  return path;
};

/** Turns an io-ts failure into a located, readable error: the deepest failing field wins. */
const describeFailure = (file: string, map: SourceMap, errors: t.Errors): ScriptError => {
  const ranked = [...errors].map((e) => ({ e, path: dataPath(e.context) })).sort((a, b) => b.path.length - a.path.length);
  const top = ranked[0];
  if (top === undefined) return { file, line: 1, column: 1, path: '', message: 'invalid recorded game' };
  const leaf = top.e.context[top.e.context.length - 1];
  const expected = leaf?.type.name ?? 'a valid value';
  const found = top.e.value === undefined ? 'nothing (the field is missing)' : JSON.stringify(top.e.value);
  return { file, ...map.locate(top.path), path: formatPath(top.path), message: top.e.message ?? `expected ${expected}, found ${found}` };
};

export type ParseResult = { readonly ok: true; readonly game: RecordedGame; readonly map: SourceMap } | { readonly ok: false; readonly error: ScriptError };

/** Parses a recorded game (YAML or JSON text), keeping where every field came from. */
export const parseRecordedGame = (file: string, text: string): ParseResult => {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first !== undefined) {
    const pos = counter.linePos(first.pos[0]);
    return { ok: false, error: { file, line: pos.line, column: pos.col, path: '', message: `not valid YAML/JSON: ${first.message.split('\n')[0] ?? ''}` } };
  }
  const map = sourceMap(doc, counter);
  const decoded = RecordedGameC.decode(doc.toJS());
  if (E.isLeft(decoded)) return { ok: false, error: describeFailure(file, map, decoded.left) };
  return { ok: true, game: decoded.right, map };
};
