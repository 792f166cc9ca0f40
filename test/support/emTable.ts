import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { WeaponProfile } from '../../rules/profiles/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import type { OrderScript } from './orderScript.ts';
import { armyOf, fusilier, MORAT, type TrooperSpec } from './seedTroopers.ts';

/**
 * E/M ammunition on the Guts seed's table: Fusilier 1 (BS 12) shoots an E/M weapon (B2) from 10"
 * (a 0 MOD band: SV 12) at the Combined Army's Lieutenant, the Morat Vanguard (WIP 11, BTS 3:
 * halved to 2), or at a Heavy Infantry trooper (BTS 6: halved to 3). N5 uses the catalogue's
 * E/Mitter (PS 7); N4 has no sourced E/M weapon, so the game gives one: a test profile with the
 * same figures in N4's terms (DAM 13 = 20 - PS 7). N5 SVs: Morat 2 + 7 = 9, HI 3 + 7 = 10; N4
 * Attack Damage: Morat 13 - 2 = 11, HI 13 - 3 = 10. Every die is ours.
 */
export const N4_EM_TEST_WEAPON: WeaponProfile = {
  id: 'e-mitter',
  name: 'E/M weapon (test profile)',
  burst: 2,
  ammo: 'E/M',
  save: 'BTS',
  damage: 13,
  ranges: [
    { upTo: 8, mod: -3 },
    { upTo: 16, mod: 0 },
    { upTo: 32, mod: 3 },
  ],
  template: 'none',
  traits: [],
};
const emWeapon = (edition: Edition): string | WeaponProfile => (edition === 'n4' ? N4_EM_TEST_WEAPON : 'e-mitter');

export const EM_MORAT: TrooperSpec = { ...MORAT, attributes: { ...MORAT.attributes, BTS: 3 } };
export const HEAVY: TrooperSpec = {
  id: 'heavy',
  name: 'Heavy Infantry',
  type: 'HI',
  attributes: { WIP: 13, ARM: 4, BTS: 6, W: 2 },
};
export const LIGHT: TrooperSpec = { id: 'light', name: 'Light Infantry', attributes: { WIP: 12, BTS: 0 } };

export const emInput = (edition: Edition) => ({
  edition,
  title: 'E/M ammunition',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [
      { ...fusilier(1), weapons: ['combi-rifle', emWeapon(edition)] },
      fusilier(2),
    ]),
    armyOf(edition, 'combined', 'morat', [EM_MORAT, HEAVY, LIGHT]),
  ],
});

export const emAt = (target: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'e-mitter',
  targets: [{ target, burst: 2 }],
});

const table = (target: string): readonly TableFact[] => [
  { fact: 'range', from: 'fusilier1', to: target, inches: 10 },
  { fact: 'lof', from: target, to: 'fusilier1', value: false },
];

/** Fusilier 1's E/M shot from 10" at `target`, which cannot react (N5: Idle first). */
export const emShot = (edition: Edition, target: string, rest: Partial<OrderScript>): OrderScript => ({
  trooper: 'fusilier1',
  first: edition === 'n5' ? { skill: 'idle' } : emAt(target),
  ...(edition === 'n5' ? { second: emAt(target) } : {}),
  table: table(target),
  ...rest,
});
