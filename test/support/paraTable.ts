import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { gutsTable } from './gutsTable.ts';
import type { OrderScript } from './orderScript.ts';
import { armyOf, fusilier, MORAT, type TrooperSpec } from './seedTroopers.ts';

/**
 * PARA ammunition on the Guts seed's table: Fusilier 1 (BS 12) fires an Adhesive Launcher (B1,
 * PARA; 10" is its 0 MOD band: SV 12) at the Morat Vanguard (PH 11: its PH-6 roll has SV 5,
 * WIP 11). Fusilier 2 then shoots the Morat with a Combi Rifle at 10" (+3: SV 15), or with its own
 * Adhesive Launcher, and the Morat may react. Every die is ours.
 */
const armed = (n: number): TrooperSpec => ({ ...fusilier(n), weapons: ['combi-rifle', 'adhesive-launcher'] });
export const paraInput = (edition: Edition) => ({
  edition,
  title: 'PARA ammunition',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [armed(1), armed(2)]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});

export const paraAt = (target: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'adhesive-launcher',
  targets: [{ target, burst: 1 }],
});
export const combiAt = (target: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target, burst: 3 }],
});

/** A Fusilier's attack on the Morat as the edition orders it (N5: Idle first, the attack second). */
export const attackMorat = (
  edition: Edition,
  trooper: string,
  attack: SkillDeclaration,
  rest: Partial<OrderScript>,
): OrderScript => ({
  trooper,
  first: edition === 'n5' ? { skill: 'idle' } : attack,
  ...(edition === 'n5' ? { second: attack } : {}),
  ...rest,
});

/** Fusilier 1's PARA shot from 10", the Morat without LoF to react. */
export const paraShot = (edition: Edition, rest: Partial<OrderScript>): OrderScript =>
  attackMorat(edition, 'fusilier1', paraAt('morat'), { table: gutsTable, ...rest });

/** Fusilier 2 at 10" with the Morat in LoF: it may react (only with a Dodge, once IMM-A). */
export const fusilier2Table: readonly TableFact[] = [
  { fact: 'range', from: 'fusilier2', to: 'morat', inches: 10 },
  { fact: 'lof', from: 'morat', to: 'fusilier2', value: true },
];
