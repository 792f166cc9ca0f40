import type { NecromundaGame, NecromundaVehicleState } from '../../projections/necromunda/index.ts';
import { plainTable } from './plainTable.ts';

const listed = (items: readonly string[]): string => (items.length === 0 ? 'none' : items.join(', '));

/** A vehicle's status: `running`, `Wrecked (a flimsy structure)`, with Broken and its Smoke blasts. */
const statusOf = (v: NecromundaVehicleState): string =>
  [
    v.wrecked ? 'Wrecked (a flimsy structure)' : 'running',
    ...(v.broken ? ['Broken'] : []),
    ...(v.smokeBlasts > 0 ? [`Smoke ${v.smokeBlasts}`] : []),
  ].join(', ');

/**
 * The vehicles as a plain-text table (none: no lines): Toughness by facing, Wounds left, status
 * (Wrecked, Broken, Smoke blasts placed), the locations hit, the Lasting Damage and the crew's
 * Lasting Injuries rolled for it.
 */
export const vehicleTable = (g: NecromundaGame): string[] => {
  if (g.vehicleOrder.length === 0) return [];
  const header = [
    'vehicle',
    'gang',
    'moves',
    'T (F/S/R)',
    'W',
    'wounds left',
    'status',
    'locations hit',
    'lasting damage',
    'crew lasting injuries',
  ];
  const rows = g.vehicleOrder.flatMap((id) => {
    const v = g.vehicles[id];
    if (v === undefined) return [];
    const t = v.profile.toughness;
    return [
      [
        `${v.profile.name} (${id})`,
        v.profile.gang,
        v.profile.mobility,
        `${t.front}/${t.side}/${t.rear}`,
        String(v.profile.wounds),
        String(v.woundsLeft),
        statusOf(v),
        listed(v.locationsHit),
        listed(v.lastingDamage),
        listed(v.crewLastingInjuries),
      ],
    ];
  });
  return plainTable(header, rows);
};
