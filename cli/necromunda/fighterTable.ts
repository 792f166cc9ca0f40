import type { NecromundaFighterState, NecromundaGame } from '../../projections/necromunda/index.ts';
import { plainTable } from './plainTable.ts';

const STATUS = {
  active: 'standing',
  'seriously-injured': 'Seriously Injured (Prone)',
  'out-of-action': 'Out of Action',
} as const;

/** A fighter's status and secondary states: `standing, Broken, Pinned, aboard Ore Rig (crew)`. */
const statusOf = (g: NecromundaGame, f: NecromundaFighterState): string =>
  [
    STATUS[f.status],
    ...(f.coupDeGraceOpen ? ['open to a Coup de Grace'] : []),
    ...(f.broken ? ['Broken'] : []),
    ...(f.pinned ? ['Pinned'] : []),
    ...(f.aboard === null
      ? []
      : [`aboard ${g.vehicles[f.aboard.vehicle]?.profile.name ?? f.aboard.vehicle} (${f.aboard.as})`]),
  ].join(', ');

/**
 * The fighters as a plain-text table: T (after Flesh Wounds), Wounds left, Flesh Wounds, status
 * (with Broken, Pinned and the vehicle it is aboard), and the Lasting Injuries rolled for it.
 */
export const fighterTable = (g: NecromundaGame): string[] => {
  const header = ['fighter', 'gang', 'type', 'T', 'W', 'wounds left', 'flesh wounds', 'status', 'lasting injuries'];
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
        statusOf(g, f),
        f.lastingInjuries.length === 0 ? 'none' : f.lastingInjuries.join(', '),
      ],
    ];
  });
  return plainTable(header, rows);
};
