import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { ALGUACIL, armyOf, fusilier, HELLCAT } from './seedTroopers.ts';

/**
 * The Hellcat and the three Fusiliers of the rulebook's Teardrop Impact Template examples (N3).
 * Hellcat BS 12 with a Boarding Shotgun at 6" (+6): SV 18. A Fusilier's Combi Rifle at up to 8"
 * (+3): SV 15; a Dodge with LoF PH 10, without LoF PH-3 = 7. An Alguacil stands with the Hellcat.
 */
export const hellcatInput = {
  edition: 'n3' as const,
  title: 'Teardrop Impact Template',
  armies: [
    armyOf('n3', 'nomads', null, [HELLCAT, ALGUACIL]),
    armyOf('n3', 'panoceania', null, [fusilier(1), fusilier(2), fusilier(3)]),
  ],
};

/** Both shots of the B2 at Fusilier 1; each template covers all three Fusiliers in a line. */
export const inALine: readonly TableFact[] = [
  { fact: 'range', from: 'hellcat', to: 'fusilier1', inches: 6 },
  { fact: 'template', from: 'hellcat', shot: 1, affects: ['fusilier1', 'fusilier2', 'fusilier3'] },
  { fact: 'template', from: 'hellcat', shot: 2, affects: ['fusilier1', 'fusilier2', 'fusilier3'] },
];

export const lof = (fusiliers: readonly number[], blocked: readonly number[] = []): readonly TableFact[] => [
  ...fusiliers.map((n): TableFact => ({ fact: 'lof', from: `fusilier${n}`, to: 'hellcat', value: true })),
  ...blocked.map((n): TableFact => ({ fact: 'lof', from: `fusilier${n}`, to: 'hellcat', value: false })),
];

export const shotgunAt = (targets: readonly { target: string; burst: number }[]): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'boarding-shotgun',
  targets,
});

export const shootBack: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'hellcat', burst: 1 }],
};
export const dodge: SkillDeclaration = { skill: 'dodge' };
