import type { Edition } from '../../rules/edition.ts';
import type { TableFact } from '../../rules/table/index.ts';
import type { OrderScript } from './orderScript.ts';
import { armyOf, fusilier, MORAT, type TrooperSpec } from './seedTroopers.ts';

/**
 * The Guts seed (N4) has no worked example: its scenarios use a Fusilier (BS 12, Combi Rifle at
 * 10": +3 = SV 15) shooting a Morat Vanguard (WIP 11, ARM 1: N4 Attack Damage 13 - 1 = 12, so a
 * saving roll of 13 or more saves). Every die is ours.
 */
export const SMOKER: TrooperSpec = { ...fusilier(1), weapons: ['combi-rifle', 'smoke-grenades'] };
export const gutsInput = (edition: Edition = 'n4', extra: readonly TrooperSpec[] = []) => ({
  edition,
  title: 'Guts Roll',
  armies: [
    armyOf(edition, 'panoceania', null, [SMOKER, fusilier(2)]),
    armyOf(edition, 'combined', null, [MORAT, ...extra]),
  ],
});
export const gutsTable: readonly TableFact[] = [
  { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
  { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
];
/** The Fusilier's Order: a BS Attack on the Morat (N4: first skill, full Burst). */
export const shootMorat = (
  dice: readonly number[],
  rest: Partial<OrderScript> = {},
  edition: Edition = 'n4',
): OrderScript => {
  const attack = { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] };
  return {
    trooper: 'fusilier1',
    first: edition === 'n5' ? { skill: 'idle' } : attack,
    table: gutsTable,
    ...(edition === 'n5' ? { second: attack } : {}),
    dice: { fusilier1: dice },
    ...rest,
  };
};
