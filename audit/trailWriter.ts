import type { Citation } from '../rules/citations/index.ts';
import type { Chance } from './auditEntry.ts';
import type { TextStyle } from './textStyle.ts';

const COLUMN = 72;
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** A probability for people: a percentage, with the exact count when it is short enough to read. */
export const formatChance = (c: Chance): string => {
  const pct = c.p * 100;
  const text = pct === 0 || pct === 100 || pct >= 0.01 ? `${pct.toFixed(2)}%` : `${pct.toExponential(2)}%`;
  return c.total.length <= 12 ? `${text} (${c.count}/${c.total})` : text;
};

/** Where lines go: an array, or anything that takes them one by one (a chunked writer to stdout). */
export interface LineSink {
  push(...lines: string[]): unknown;
}

/** The ids of a line's rules as its column shows them, spelled once per list of citations. */
const spelled = new WeakMap<readonly Citation[], string>();
const citedIds = (citations: readonly Citation[]): string => {
  const known = spelled.get(citations);
  if (known !== undefined) return known;
  const ids = `[${citations.map((c) => c.id).join(', ')}]`;
  spelled.set(citations, ids);
  return ids;
};

/** Writes lines, each followed by its rules in a column, into `out` (a new array by default). */
export const writer = <S extends LineSink = string[]>(style: TextStyle, out: S = [] as unknown as S) => {
  const line = (indent: number, text: string, citations: readonly Citation[] = []): void => {
    const body = `${' '.repeat(indent)}${text}`;
    if (citations.length === 0) {
      out.push(body);
      return;
    }
    const ids = citedIds(citations);
    out.push(`${body}${' '.repeat(Math.max(2, COLUMN - body.length))}${style.dim(ids)}`);
  };
  return { out, line };
};

export type Line = ReturnType<typeof writer>['line'];
