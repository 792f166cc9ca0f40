import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import { findWeapon } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

// Rulebook seed (N3), Order Expenditure Sequence: a skill whose requirements turn out unmet
// when its effects apply is null; the trooper still generated AROs as if it had declared Idle,
// and a Disposable weapon it named is spent all the same. N5 reads it as Idle.
describe.each(['n3', 'n5'] as const)('invalid declaration (%s)', (edition) => {
  const panzerfaust = findWeapon(edition, 'panzerfaust');
  const shooter = {
    ...lineTrooper(edition, 'angus', 'Fusilier Angus', 12),
    weapons: panzerfaust === undefined ? [] : [panzerfaust],
  };
  const input = {
    edition,
    title: 'invalid',
    armies: [army('pano', [shooter]), army('yj', [lineTrooper(edition, 'zhanshi', 'Zhanshi', 11)])],
  };
  const commands = (lofToTarget: boolean): GameCommand[] => [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'angus' },
    { type: 'declare', trooper: 'angus', declaration: edition === 'n5' ? { skill: 'idle' } : { skill: 'move' } },
    { type: 'measure', fact: { fact: 'lof', from: 'zhanshi', to: 'angus', value: true } },
    {
      type: 'aro',
      trooper: 'zhanshi',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'angus', burst: 1 }] },
    },
    { type: 'end-aros' },
    {
      type: 'declare',
      trooper: 'angus',
      declaration: { skill: 'bs-attack', weapon: 'panzerfaust', targets: [{ target: 'zhanshi', burst: 1 }] },
    },
    { type: 'measure', fact: { fact: 'lof', from: 'angus', to: 'zhanshi', value: lofToTarget } },
    { type: 'measure', fact: { fact: 'range', from: 'angus', to: 'zhanshi', inches: 12 } },
    { type: 'end-aros' },
    ...(lofToTarget ? [{ type: 'roll' as const, trooper: 'angus', purpose: 'attack' as const, faces: [18] }] : []),
    { type: 'roll', trooper: 'zhanshi', purpose: 'attack', faces: [19] },
  ];

  it('n3/orders/invalid-declaration, n5/orders/idle: the BS Attack without LoF is null: no die, the ARO still resolves as a Normal Roll, the Panzerfaust use is spent', () => {
    const { events } = given(input).when(commands(false));
    const voided = only(events, 'SkillVoided');
    expect(voided).toMatchObject({
      trooper: 'angus',
      position: 'second',
      skill: 'bs-attack',
      citation: edition === 'n3' ? 'n3/orders/invalid-declaration' : 'n5/orders/idle',
    });
    expect(voided.reason).toMatch(/no LoF to zhanshi/);
    expect(ofType(events, 'DiceRolled').map((e) => e.trooper)).toEqual(['zhanshi']);
    expect(only(events, 'NormalRollResolved').roller.trooper).toBe('zhanshi');
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(only(events, 'DisposableSpent')).toMatchObject({ trooper: 'angus', weapon: 'panzerfaust', spent: 1 });
  });

  it('with LoF the same Order is a Face to Face and nothing is voided', () => {
    const { events } = given(input).when(commands(true));
    expect(ofType(events, 'SkillVoided')).toEqual([]);
    expect(ofType(events, 'FaceToFaceResolved')).toHaveLength(1);
  });
});
