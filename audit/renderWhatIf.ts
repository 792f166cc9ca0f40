import { plainStyle, type TextStyle } from './textStyle.ts';
import type { SideBySide, WhatIfResult } from './whatIf.ts';
import { columnWidths } from './columnWidths.ts';

const cellsOf = (r: SideBySide): readonly string[] => [
  `${r.order === null ? '' : `Order ${r.order} · `}${r.label}`,
  r.logged ?? '—',
  r.whatIf ?? '—',
];

function* cellsOfAll(rows: readonly SideBySide[]): Generator<readonly string[]> {
  for (const r of rows) yield cellsOf(r);
}

/**
 * The rows as a table, a line at a time: the columns' widths are found over every row first, then
 * each row's line is made as it is asked for. `--all` over a long game gives 291k rows: neither
 * their cells nor their lines are ever all held.
 */
function* table(rows: readonly SideBySide[], style: TextStyle, heading: string): Generator<string> {
  const head = [heading, 'as logged', 'what if'];
  const widths = columnWidths(head, cellsOfAll(rows));
  const fmt = (c: readonly string[]): string =>
    c
      .map((x, i) => x.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  yield `  ${style.dim(fmt(head))}`;
  for (const r of rows)
    yield r.changed ? `${style.warn('*')} ${style.strong(fmt(cellsOf(r)))}` : `  ${fmt(cellsOf(r))}`;
}

type WhatIfTextOptions = { readonly order?: number; readonly style?: TextStyle; readonly all?: boolean };

/**
 * A what-if as text, a line at a time: the changes, how the dice were reused, and the rulings and
 * states side by side (changes starred). `arbiter audit` writes the lines as they are made.
 */
export function* whatIfLines(r: WhatIfResult, options: WhatIfTextOptions = {}): Generator<string> {
  const style = options.style ?? plainStyle;
  yield style.strong('What if');
  for (const c of r.changes) yield `  change: ${c}`;
  for (const n of r.diceNotes) yield `  dice: Order ${n.order}, ${n.trooper} ${n.purpose}: ${n.text}`;
  for (const k of r.keptAsAgreed) yield style.warn(`  kept: ${k}`);
  if (r.stopped !== null) yield style.bad(`  ${r.stopped}`);
  const rulings = r.rulings.filter(
    (x) => (options.order === undefined || x.order === options.order) && (options.all === true || x.changed),
  );
  const same = r.rulings.filter((x) => (options.order === undefined || x.order === options.order) && !x.changed).length;
  yield '';
  if (rulings.length === 0) yield '  no ruling changes';
  else yield* table(rulings, style, 'ruling');
  if (options.all !== true && same > 0) yield style.dim(`  (${same} other rulings are the same)`);
  const states = r.states.filter((s) => s.changed);
  yield '';
  if (r.stopped !== null)
    yield style.dim('  (end states are not compared: the fork did not reach the end of the game)');
  else if (states.length === 0) yield '  every trooper ends as logged';
  else yield* table(states, style, 'trooper at the end');
}

/** {@link whatIfLines}, all of them (no spread into a call: a long game's `--all` is 291k lines). */
export const renderWhatIf = (r: WhatIfResult, options: WhatIfTextOptions = {}): string[] =>
  Array.from(whatIfLines(r, options));
