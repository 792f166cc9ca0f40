import type { TroopersState } from '../../projections/index.ts';

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** The troopers as a plain-text table. */
export const trooperTable = (state: TroopersState): string[] => {
  const w = state.edition === 'n5' ? 'VITA' : 'W';
  const header = ['trooper', 'player', w, 'wounds', 'state', 'orders'];
  const rows = Object.values(state.troopers).map((t) => [
    `${t.name} (${t.id})`, t.player, `${t.w}${t.structure ? ' STR' : ''}`, String(t.woundsReceived),
    t.states.length === 0 ? 'normal' : t.states.join(', '), String(t.ordersSpent),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) => r.map((c, i) => pad(c, widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((n) => '-'.repeat(n))), ...rows.map(line)];
};
