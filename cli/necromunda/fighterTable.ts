import type { NecromundaGame } from '../../projections/necromunda/index.ts';

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));

const STATUS = {
  active: 'standing',
  'seriously-injured': 'Seriously Injured (Prone)',
  'out-of-action': 'Out of Action',
} as const;

/** The fighters as a plain-text table: T (after Flesh Wounds), Wounds left, Flesh Wounds, status. */
export const fighterTable = (g: NecromundaGame): string[] => {
  const header = ['fighter', 'gang', 'type', 'T', 'W', 'wounds left', 'flesh wounds', 'status'];
  const rows = g.order.flatMap((id) => {
    const f = g.fighters[id];
    if (f === undefined) return [];
    const t = f.toughness === f.profile.toughness ? String(f.toughness) : `${f.toughness} (of ${f.profile.toughness})`;
    return [
      [
        `${f.profile.name} (${id})`,
        f.profile.gang,
        f.profile.type,
        t,
        String(f.profile.wounds),
        String(f.woundsLeft),
        String(f.fleshWounds),
        `${STATUS[f.status]}${f.coupDeGraceOpen ? ', open to a Coup de Grace' : ''}`,
      ],
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]): string =>
    r
      .map((c, i) => pad(c, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
};
