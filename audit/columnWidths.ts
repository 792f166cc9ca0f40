/**
 * The width of each column of a text table: its widest cell, the header's included. Found by a
 * loop, not by spreading a column into `Math.max`: a long game's what-if has hundreds of thousands
 * of rows, more than a call takes as arguments.
 */
export const columnWidths = (header: readonly string[], rows: Iterable<readonly string[]>): number[] => {
  const widths = header.map((h) => h.length);
  for (const row of rows)
    for (let i = 0; i < widths.length; i += 1) {
      const n = (row[i] ?? '').length;
      if (n > (widths[i] ?? 0)) widths[i] = n;
    }
  return widths;
};
