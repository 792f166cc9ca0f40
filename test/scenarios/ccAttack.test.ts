import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

// A Fusilier in base contact with a Morat attacks it in Close Combat (CC 13 each, CC Weapons);
// the Morat either fights back (Face to Face, CC against CC) or lets the ARO pass (Normal Roll).
describe.each(['n3', 'n4', 'n5'] as const)('CC Attack in base contact (%s)', (edition) => {
  const input = {
    edition,
    title: 'cc attack',
    armies: [
      armyOf(edition, 'pano', null, [{ ...fusilier(1), weapons: ['combi-rifle', 'cc-weapon'] }]),
      armyOf(edition, 'ca', null, [{ ...MORAT, weapons: ['combi-rifle', 'cc-weapon'] }]),
    ],
  };
  const cc: SkillDeclaration = { skill: 'cc-attack', weapon: 'cc-weapon', target: 'morat' };
  const order = (aro: SkillDeclaration | null, dice: Readonly<Record<string, readonly number[]>>): GameCommand[] => [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier1' },
    { type: 'declare', trooper: 'fusilier1', declaration: edition === 'n5' ? { skill: 'idle' } : cc },
    { type: 'measure', fact: { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true } },
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } },
    ...(aro === null ? [] : [{ type: 'aro', trooper: 'morat', declaration: aro } as const]),
    { type: 'end-aros' },
    { type: 'declare', trooper: 'fusilier1', declaration: edition === 'n5' ? cc : { skill: 'idle' } },
    { type: 'end-aros' },
    ...Object.entries(dice).map(([trooper, faces]): GameCommand => ({
      type: 'roll',
      trooper,
      purpose: 'attack',
      faces,
    })),
  ];

  it(`${edition}/cc-attack/roll, ${edition}/face-to-face/when: a CC Attack back at the attacker meets it Face to Face, CC against CC: the 5 beats the 3`, () => {
    const { events } = given(input).when([
      ...order({ skill: 'cc-attack', weapon: 'cc-weapon', target: 'fusilier1' }, { fusilier1: [5], morat: [3] }),
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [edition === 'n5' ? 1 : 20] },
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.a.rollers[0]).toMatchObject({
      trooper: 'fusilier1',
      skill: 'cc-attack',
      sv: { attribute: 'CC', value: 13 },
    });
    expect(f2f.b.rollers[0]).toMatchObject({ trooper: 'morat', skill: 'cc-attack', sv: { attribute: 'CC' } });
    expect(f2f.b.dice.map((d) => d.fate.kind)).toEqual(['cancelled']);
    expect(f2f.winner).toBe('a');
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'fusilier1',
      target: 'morat',
      weapon: 'cc-weapon',
      hits: 1,
      citations: expect.arrayContaining([`${edition}/cc-attack/roll`, `${edition}/face-to-face/when`]),
    });
    expect(ofType(events, 'NormalRollResolved')).toEqual([]);
  });

  it(`${edition}/cc-attack/roll: without an ARO the CC Attack is a Normal CC Roll; a 14 against CC 13 misses`, () => {
    const { events } = given(input).when(order(null, { fusilier1: [14] }));
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(only(events, 'NormalRollResolved')).toMatchObject({
      roller: { trooper: 'fusilier1', sv: { attribute: 'CC', value: 13 } },
      successes: 0,
    });
    expect(ofType(events, 'HitsScored')).toEqual([]);
  });
});
