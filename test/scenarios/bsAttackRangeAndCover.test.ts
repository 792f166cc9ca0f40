import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT, type TrooperSpec } from '../support/seedTroopers.ts';

// Rulebook seed (N3), "BS Attack": range MODs from the weapon's bands and an automatic failure
// beyond its maximum range (the Order and a Disposable use are still spent); Partial Cover gives
// -3 to the attacker and +3 to the target's ARM; Total Cover forbids an attack that needs LoF; a
// Critical takes a Wound with no ARM Roll. The seed states rules without dice: the dice are ours.
const PZ: TrooperSpec = { ...fusilier(1), weapons: ['combi-rifle', 'panzerfaust'] };
const input = {
  edition: 'n3' as const,
  title: 'BS Attack',
  armies: [armyOf('n3', 'panoceania', null, [PZ]), armyOf('n3', 'combined', null, [MORAT])],
};
const shoot = (
  inches: number,
  extra: readonly TableFact[],
  rest: Partial<OrderScript> = {},
  weapon = 'combi-rifle',
): OrderScript => ({
  trooper: 'fusilier1',
  first: { skill: 'bs-attack', weapon, targets: [{ target: 'morat', burst: weapon === 'combi-rifle' ? 3 : 1 }] },
  table: [
    { fact: 'range', from: 'fusilier1', to: 'morat', inches },
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
    ...extra,
  ],
  ...rest,
});

describe('Rulebook seed: BS Attack, range and cover (N3)', () => {
  it('n3/bs-attack/range: beyond the maximum range (48" for a Combi Rifle) the attack fails with no roll', () => {
    const { events } = given(input).when(turn('panoceania', shoot(50, [])));
    const roll = only(events, 'NormalRollResolved');
    expect(roll).toMatchObject({ automaticFailure: true, dice: [] });
    expect(roll.citations).toContain('n3/bs-attack/range');
    expect(ofType(events, 'DiceRolled')).toEqual([]);
    expect(ofType(events, 'OrderSpent')).toHaveLength(1);
  });

  it('out of range, a Disposable weapon still spends its use', () => {
    const { events } = given(input).when(turn('panoceania', shoot(100, [], {}, 'panzerfaust')));
    expect(only(events, 'NormalRollResolved').automaticFailure).toBe(true);
    expect(only(events, 'DisposableSpent')).toMatchObject({ weapon: 'panzerfaust', spent: 1, remaining: 1 });
  });

  it('n3/bs-attack/range, n3/cover/partial: Partial Cover: -3 to the BS roll and +3 to the ARM Roll', () => {
    const { events } = given(input).when(
      turn(
        'panoceania',
        shoot(10, [{ fact: 'cover', target: 'morat', from: 'fusilier1', value: 'partial' }], {
          dice: { fusilier1: [5, 13, 19] },
          saves: { morat: [10] },
          guts: { morat: { roll: 2 } },
        }),
      ),
    );
    const roll = only(events, 'NormalRollResolved');
    expect(roll.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([
      [3, 'n3/bs-attack/range'],
      [-3, 'n3/cover/partial'],
    ]);
    expect(roll.roller.sv.value).toBe(12);
    expect(roll.dice.map((d) => d.fate.kind)).toEqual(['hit', 'failed', 'failed']);
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      threshold: { kind: 'n3-arm-roll', damage: 13, armour: 4 },
      rolls: [{ face: 10, saved: true }],
    });
  });

  it('a Critical takes one Wound with no ARM Roll', () => {
    const { events } = given(input).when(turn('panoceania', shoot(10, [], { dice: { fusilier1: [15, 18, 19] } })));
    expect(only(events, 'HitsScored')).toMatchObject({ hits: 0, criticals: 1 });
    expect(only(events, 'SavingRollResolved')).toMatchObject({ rolls: [], automaticWounds: 1, wounds: 1 });
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'morat', state: 'unconscious' });
  });

  it('n3/orders/invalid-declaration: Total Cover found after the declaration: the BS Attack is null, no roll is taken, the Order concludes', () => {
    const session = createGameSession(input);
    session.send({ type: 'start-turn', player: 'panoceania' });
    for (const c of orderCommands(shoot(10, [{ fact: 'cover', target: 'morat', from: 'fusilier1', value: 'total' }])))
      expect(E.isRight(session.send(c))).toBe(true);
    expect(only(session.events, 'SkillVoided')).toMatchObject({
      trooper: 'fusilier1',
      skill: 'bs-attack',
      citation: 'n3/orders/invalid-declaration',
    });
    expect(only(session.events, 'SkillVoided').reason).toMatch(/Total Cover/);
    const r = session.send({ type: 'roll', trooper: 'fusilier1', purpose: 'attack', faces: [1, 2, 3] });
    expect(E.isRight(r)).toBe(false);
    expect(session.where().order).toBeNull();
  });

  it('n3/orders/invalid-declaration: Total Cover known before the declaration: the BS Attack cannot be declared', () => {
    const session = createGameSession(input);
    session.send({ type: 'start-turn', player: 'panoceania' });
    session.send({ type: 'activate', trooper: 'fusilier1' });
    expect(
      E.isRight(
        session.send({ type: 'measure', fact: { fact: 'cover', target: 'morat', from: 'fusilier1', value: 'total' } }),
      ),
    ).toBe(true);
    const r = session.send({
      type: 'declare',
      trooper: 'fusilier1',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.reason).toMatch(/Total Cover/);
      expect(r.left.citation.id).toBe('n3/orders/invalid-declaration');
    }
    expect(ofType(session.events, 'SkillDeclared')).toEqual([]);
  });
});
