import { plainStyle, type TextStyle } from './textStyle.ts';
import type { SideBySide, WhatIfResult } from './whatIf.ts';
import { columnWidths } from './columnWidths.ts';

const table = (rows: readonly SideBySide[], style: TextStyle, heading: string): string[] => {
  const cells = rows.map((r) => [
    `${r.order === null ? '' : `Order ${r.order} · `}${r.label}`,
    r.logged ?? '—',
    r.whatIf ?? '—',
  ]);
  const head = [heading, 'as logged', 'what if'];
  const widths = columnWidths(head, cells);
  const fmt = (c: readonly string[]): string =>
    c
      .map((x, i) => x.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    `  ${style.dim(fmt(head))}`,
    ...cells.map((c, i) => (rows[i]?.changed === true ? `${style.warn('*')} ${style.strong(fmt(c))}` : `  ${fmt(c)}`)),
  ];
};

/** A what-if as text: the changes, how the dice were reused, and the rulings and states side by side (changes starred). */
export const renderWhatIf = (
  r: WhatIfResult,
  options: { readonly order?: number; readonly style?: TextStyle; readonly all?: boolean } = {},
): string[] => {
  const style = options.style ?? plainStyle;
  const out = [style.strong('What if'), ...r.changes.map((c) => `  change: ${c}`)];
  for (const n of r.diceNotes) out.push(`  dice: Order ${n.order}, ${n.trooper} ${n.purpose}: ${n.text}`);
  for (const k of r.keptAsAgreed) out.push(style.warn(`  kept: ${k}`));
  if (r.stopped !== null) out.push(style.bad(`  ${r.stopped}`));
  const rulings = r.rulings.filter(
    (x) => (options.order === undefined || x.order === options.order) && (options.all === true || x.changed),
  );
  const same = r.rulings.filter((x) => (options.order === undefined || x.order === options.order) && !x.changed).length;
  out.push('');
  if (rulings.length === 0) out.push('  no ruling changes');
  else out.push(...table(rulings, style, 'ruling'));
  if (options.all !== true && same > 0) out.push(style.dim(`  (${same} other rulings are the same)`));
  const states = r.states.filter((s) => s.changed);
  out.push('');
  if (r.stopped !== null)
    out.push(style.dim('  (end states are not compared: the fork did not reach the end of the game)'));
  else if (states.length === 0) out.push('  every trooper ends as logged');
  else out.push(...table(states, style, 'trooper at the end'));
  return out;
};
