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

/** Writes lines, each followed by its rules in a column. */
export const writer = (style: TextStyle) => {
  const out: string[] = [];
  const line = (indent: number, text: string, citations: readonly Citation[] = []): void => {
    const body = `${' '.repeat(indent)}${text}`;
    if (citations.length === 0) {
      out.push(body);
      return;
    }
    const ids = `[${citations.map((c) => c.id).join(', ')}]`;
    out.push(`${body}${' '.repeat(Math.max(2, COLUMN - body.length))}${style.dim(ids)}`);
  };
  return { out, line };
};

export type Line = ReturnType<typeof writer>['line'];
