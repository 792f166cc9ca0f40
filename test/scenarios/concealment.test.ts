import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import type { ConcealmentSkill } from '../../rules/profiles/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// Concealment read from the profiles and the measured Visibility Zones (docs/rulings.md,
// "Concealment and visibility"): the MODs land in the logged SVs with their citations.
const game = (edition: Edition, shooter: readonly ConcealmentSkill[], target: readonly ConcealmentSkill[]) => ({
  edition,
  title: 'Concealment',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [{ ...fusilier(1), skills: shooter }]),
    armyOf(edition, 'combined', 'morat', [{ ...MORAT, skills: target }]),
  ],
});

/** Fusilier 1 shoots the Morat (Burst 3) at 10"; the Morat answers with a BS Attack when `aro`. */
const shoot = (table: readonly TableFact[], aro: boolean, rest: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'fusilier1',
  first: { skill: 'idle' },
  second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
  table: [
    { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: aro },
    ...table,
  ],
  ...(aro
    ? { aros: { morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier1', burst: 1 }] } } }
    : {}),
  ...rest,
});

const modsOf = (sv: { readonly mods: readonly { readonly value: number; readonly citation: string }[] }) =>
  sv.mods.map((m) => [m.value, m.citation]);

const NORMAL_SAVE = { saves: { morat: [1] }, guts: { morat: { roll: 2 as const } } };
/** N4: a save die of 20 is above any Attack Damage here: the Morat stands and rolls Guts. */
const N4_SAVE = { saves: { morat: [20] }, guts: { morat: { roll: 2 as const } } };

describe('concealment in play: the MODs in the logged SVs', () => {
  it('n5/skills/mimetism, n5/equipment/multispectral-visor: a Visor L1 shooting a Mimetism (-6) Morat at 10" takes -3, not -6 (12 + 3 - 3 = 12); the Morat\'s answer has no MOD', () => {
    const { events } = given(game('n5', ['msv-1'], ['mimetism-6'])).when(
      turn('panoceania', shoot([], true, { dice: { fusilier1: [5, 13, 19], morat: [20] }, ...NORMAL_SAVE })),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    const [a] = f2f.a.rollers;
    const [b] = f2f.b.rollers;
    expect(a === undefined ? [] : modsOf(a.sv)).toEqual([
      [3, 'n5/bs-attack/range'],
      [-3, 'n5/equipment/multispectral-visor'],
    ]);
    expect(a?.sv.mods[1]?.reason).toBe("target's Mimetism (-6), reduced to -3 by the Multispectral Visor L1");
    expect(a?.sv.value).toBe(12);
    expect(b === undefined ? [] : modsOf(b.sv)).toEqual([[3, 'n5/bs-attack/range']]);
    expect(f2f.winner).toBe('a');
  });

  it('n5/visibility/zero: a Zero zone known at declaration refuses the BS Attack through it', () => {
    const zero: TableFact = { fact: 'visibility-zone', from: 'morat', to: 'fusilier1', zone: 'zero' };
    expect(() => given(game('n5', [], [])).when(turn('panoceania', shoot([zero], false)))).toThrow(
      /no LoF can be drawn into, through or out of a Zero Visibility Zone/,
    );
  });

  it('n4/skills/mimetism: without a Visor the Mimetism (-6) counts whole, in N4 too (12 + 3 - 6 = 9)', () => {
    const { events } = given(game('n4', [], ['mimetism-6'])).when(
      turn('panoceania', shoot([], false, { dice: { fusilier1: [5, 13, 19] }, ...N4_SAVE })),
    );
    const roll = only(events, 'NormalRollResolved');
    expect(modsOf(roll.roller.sv)).toEqual([
      [3, 'n4/bs-attack/range'],
      [-6, 'n4/skills/mimetism'],
    ]);
    expect(roll.roller.sv.value).toBe(9);
  });

  it('n5/visibility/poor, n5/visibility/low: a Poor and a Low zone on the line of fire give one -6 (12 + 3 - 6 = 9)', () => {
    const zones: TableFact[] = [
      { fact: 'visibility-zone', from: 'fusilier1', to: 'morat', zone: 'low' },
      { fact: 'visibility-zone', from: 'morat', to: 'fusilier1', zone: 'poor' },
    ];
    const { events } = given(game('n5', [], [])).when(
      turn('panoceania', shoot(zones, false, { dice: { fusilier1: [5, 13, 19] }, ...NORMAL_SAVE })),
    );
    const roll = only(events, 'NormalRollResolved');
    expect(modsOf(roll.roller.sv)).toEqual([
      [3, 'n5/bs-attack/range'],
      [-6, 'n5/visibility/poor'],
    ]);
  });

  it('n5/visibility/zero, n5/visibility/zero-target: a Zero zone measured at Resolution makes the shot null (no LoF), while its target answers as through a Poor zone (12 + 3 - 6 = 9)', () => {
    const zero: TableFact = { fact: 'visibility-zone', from: 'fusilier1', to: 'morat', zone: 'zero' };
    const { events } = given(game('n5', [], [])).when(
      turn(
        'panoceania',
        shoot([], true, {
          table3: [zero],
          dice: { morat: [5] },
          saves: { fusilier1: [1] },
          guts: { fusilier1: { roll: 2 } },
        }),
      ),
    );
    expect(only(events, 'SkillVoided')).toMatchObject({ trooper: 'fusilier1', skill: 'bs-attack' });
    expect(only(events, 'SkillVoided').reason).toContain('Zero Visibility Zone');
    const roll = only(events, 'NormalRollResolved');
    expect(roll.roller.trooper).toBe('morat');
    expect(modsOf(roll.roller.sv)).toEqual([
      [3, 'n5/bs-attack/range'],
      [-6, 'n5/visibility/zero-target'],
    ]);
    expect(ofType(events, 'HitsScored')).toHaveLength(1);
  });

  it('n5/equipment/nanoscreen: -3 to the BS Attack and +3 to the Saving Roll against a Nanoscreen bearer (ARM 1 + PS 4 + 3 = 8)', () => {
    const { events } = given(game('n5', [], ['nanoscreen'])).when(
      turn(
        'panoceania',
        shoot([], false, { dice: { fusilier1: [5, 13, 19] }, saves: { morat: [8] }, guts: { morat: { roll: 2 } } }),
      ),
    );
    const roll = only(events, 'NormalRollResolved');
    expect(modsOf(roll.roller.sv)).toEqual([
      [3, 'n5/bs-attack/range'],
      [-3, 'n5/equipment/nanoscreen'],
    ]);
    const save = only(events, 'SavingRollResolved');
    expect(save.mods?.map((m) => [m.value, m.citation])).toEqual([[3, 'n5/equipment/nanoscreen']]);
    expect(save).toMatchObject({ rolls: [{ face: 8, saved: true }] });
  });

  it('n4/equipment/nanoscreen: never on top of real Partial Cover: one -3 to the roll and one -3 to the Attack Damage', () => {
    const { events } = given(game('n4', [], ['nanoscreen'])).when(
      turn(
        'panoceania',
        shoot([{ fact: 'cover', target: 'morat', from: 'fusilier1', value: 'partial' }], false, {
          dice: { fusilier1: [5, 13, 19] },
          ...N4_SAVE,
        }),
      ),
    );
    expect(modsOf(only(events, 'NormalRollResolved').roller.sv)).toEqual([
      [3, 'n4/bs-attack/range'],
      [-3, 'n4/cover/partial'],
    ]);
    expect(only(events, 'SavingRollResolved').mods?.map((m) => m.citation)).toEqual(['n4/cover/partial']);
  });
});
