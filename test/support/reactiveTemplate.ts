import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { WeaponProfile } from '../../rules/profiles/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import type { OrderScript } from './orderScript.ts';
import { ALGUACIL, armyOf, fusilier, HELLCAT, weapon, type TrooperSpec } from './seedTroopers.ts';

/**
 * An Impact Template in ARO: PanOceania's Fusilier 1 activates and shoots the Hellcat (Nomads),
 * who answers with its Boarding Shotgun at Fusilier 1; the template also covers Fusilier 2.
 * Hellcat BS 12 + 6 (Boarding Shotgun at 6") = SV 18; Fusilier 1 BS 12 + 3 (Combi at 6") = SV 15.
 * The Alguacil is the Hellcat's friend. Every die is ours.
 */
export const reactiveTemplateInput = (edition: Edition, hellcat: TrooperSpec = HELLCAT) => ({
  edition,
  title: 'Impact Template in ARO',
  armies: [
    armyOf(edition, 'panoceania', null, [fusilier(1), fusilier(2), fusilier(3)]),
    armyOf(edition, 'nomads', null, [hellcat, ALGUACIL]),
  ],
});

/** The Hellcat with an Expendable Impact Template weapon (a test profile: the shotgun's figures, Expendable). */
export const expendableHellcat = (edition: Edition): TrooperSpec => {
  const shotgun = weapon(edition, 'boarding-shotgun');
  const grenades: WeaponProfile = {
    ...shotgun,
    id: 'test-grenades',
    name: 'Test Grenades (Expendable)',
    traits: ['expendable'],
  };
  return { ...HELLCAT, weapons: [grenades] };
};

export const shotgunAro: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'boarding-shotgun',
  targets: [{ target: 'fusilier1', burst: 1 }],
};
export const shootHellcat: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'hellcat', burst: 3 }],
};

/** Ranges and LoF of the Order; the Hellcat's template touches `touching` (Fusilier 1 is always its main target). */
export const aroTable = (touching: readonly string[]): readonly TableFact[] => [
  { fact: 'range', from: 'fusilier1', to: 'hellcat', inches: 6 },
  { fact: 'range', from: 'hellcat', to: 'fusilier1', inches: 6 },
  { fact: 'lof', from: 'hellcat', to: 'fusilier1', value: true },
  { fact: 'template', from: 'hellcat', shot: 1, affects: ['fusilier1', ...touching] },
];

/**
 * Fusilier 1's Order: N3/N4 shoot first (the Hellcat reacts to it); N5 declares Idle first (the
 * Hellcat reacts to that), then the BS Attack as its Short Skill. `second` replaces the attack.
 */
export const fusilierOrder = (
  edition: Edition,
  rest: Partial<OrderScript>,
  second: SkillDeclaration = shootHellcat,
): OrderScript => {
  const lead: SkillDeclaration =
    edition === 'n5' || second.skill !== 'bs-attack' ? { skill: edition === 'n5' ? 'idle' : 'move' } : second;
  return {
    trooper: 'fusilier1',
    first: lead,
    table: aroTable(['fusilier2']),
    aros: { hellcat: shotgunAro },
    ...(lead === second ? {} : { second }),
    ...rest,
  };
};
