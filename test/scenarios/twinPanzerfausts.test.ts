import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { orderCommands, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT, type TrooperSpec } from '../support/seedTroopers.ts';

// Rulebook seed (N3), "Twin Weapons": two Panzerfausts (B1, two uses each) fired as Twin Weapons
// attack with B2 and spend one use of each; a second such attack empties both. The target, range
// (20": +3) and dice are ours. The Lieutenant and two more troopers give the Combat Group the
// Orders for three activations.
const GUNNER: TrooperSpec = {
  id: 'gunner',
  name: 'Fusilier with two Panzerfausts',
  weapons: ['panzerfaust', 'panzerfaust'],
  skills: ['twin-weapons'],
};
const input = {
  edition: 'n3' as const,
  title: 'Twin Panzerfausts',
  armies: [
    armyOf('n3', 'panoceania', 'gunner', [GUNNER, fusilier(1), fusilier(2)]),
    armyOf('n3', 'combined', 'morat', [MORAT]),
  ],
};
const table: TableFact[] = [
  { fact: 'range', from: 'gunner', to: 'morat', inches: 20 },
  { fact: 'lof', from: 'morat', to: 'gunner', value: false },
];
const twin = (dice: readonly number[], rest: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'gunner',
  first: { skill: 'bs-attack', weapon: 'panzerfaust', twin: true, targets: [{ target: 'morat', burst: 2 }] },
  table,
  dice: { gunner: dice },
  ...rest,
});

describe('Rulebook seed: Twin Weapons with two Panzerfausts (N3)', () => {
  it('n3/weapons/disposable: B2 in the Active Turn, one use of each Panzerfaust per attack; the second attack empties both', () => {
    const { events, session } = given(input).when(
      turn('panoceania', twin([5, 18], { saves: { morat: [16] }, guts: { morat: { roll: 3 } } }), twin([19, 20])),
    );
    const [first, second] = ofType(events, 'NormalRollResolved');
    expect(first).toMatchObject({ roller: { trooper: 'gunner', sv: { value: 15 } }, successes: 1 });
    expect(first?.dice).toHaveLength(2);
    expect(second?.dice).toHaveLength(2);
    expect(ofType(events, 'DisposableSpent').map((d) => [d.order, d.copy, d.spent, d.remaining])).toEqual([
      [1, 1, 1, 1],
      [1, 2, 1, 1],
      [2, 1, 2, 0],
      [2, 2, 2, 0],
    ]);
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      ammo: 'AP',
      threshold: { kind: 'n3-arm-roll', damage: 14, armour: 1 },
    });
    expect(session.table().troopers['gunner']?.spentUses).toEqual({ panzerfaust: 2, 'panzerfaust#2': 2 });
    expect(foldTroopers(events).troopers['gunner']?.spentUses).toEqual({ panzerfaust: 2, 'panzerfaust#2': 2 });
    // A third attack with either Panzerfaust is refused, and nothing is appended.
    expect(E.isRight(session.send({ type: 'activate', trooper: 'gunner' }))).toBe(true);
    const before = session.events.length;
    const r = session.send({
      type: 'declare',
      trooper: 'gunner',
      declaration: { skill: 'bs-attack', weapon: 'panzerfaust', targets: [{ target: 'morat', burst: 1 }] },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/no use left/),
        citation: { id: 'n3/weapons/disposable' },
      });
    expect(session.events.length).toBe(before);
  });

  const aroOf = (gunner: SkillDeclaration, weapons?: readonly string[]) => {
    const game =
      weapons === undefined
        ? input
        : {
            ...input,
            armies: [
              armyOf('n3', 'panoceania', 'gunner', [{ ...GUNNER, weapons }]),
              input.armies[1] ?? armyOf('n3', 'x', null, []),
            ],
          };
    return given(game).when(
      turn('combined', {
        trooper: 'morat',
        first: { skill: 'move' },
        table: [
          { fact: 'lof', from: 'gunner', to: 'morat', value: true },
          { fact: 'range', from: 'gunner', to: 'morat', inches: 20 },
        ],
        aros: { gunner },
        dice: { gunner: [19] },
      }),
    );
  };

  it('n3/burst/aro: in ARO the twins fire as one Panzerfaust: one die, one use of one of them', () => {
    const { events, session } = aroOf({
      skill: 'bs-attack',
      weapon: 'panzerfaust',
      targets: [{ target: 'morat', burst: 1 }],
    });
    expect(only(events, 'NormalRollResolved').dice).toHaveLength(1);
    expect(ofType(events, 'DisposableSpent').map((d) => [d.copy, d.remaining])).toEqual([[1, 1]]);
    expect(session.table().troopers['gunner']?.spentUses).toEqual({ panzerfaust: 1 });
  });

  it.each([
    ['two Panzerfausts', undefined, /Twin Weapons works in the Active Turn only: gunner's ARO fires one Panzerfaust/],
    [
      'a single Panzerfaust',
      ['panzerfaust'],
      /Twin Weapons needs two identical weapons and works in the Active Turn only/,
    ],
  ] as const)(
    'n3/burst/twin-weapons: an ARO declaring Twin Weapons is refused with the rule (%s)',
    (_, weapons, reason) => {
      expect(() =>
        aroOf(
          { skill: 'bs-attack', weapon: 'panzerfaust', twin: true, targets: [{ target: 'morat', burst: 1 }] },
          weapons,
        ),
      ).toThrow(new RegExp(`${reason.source}.*\\[n3/burst/twin-weapons`));
    },
  );

  it('n3/burst/twin-weapons: Twin Weapons needs two identical weapons', () => {
    const single = createGameSession({
      ...input,
      armies: [
        armyOf('n3', 'panoceania', 'gunner', [{ ...GUNNER, weapons: ['panzerfaust'] }]),
        input.armies[1] ?? armyOf('n3', 'x', null, []),
      ],
    });
    const commands = orderCommands(twin([5, 18]));
    single.send({ type: 'start-turn', player: 'panoceania' });
    expect(E.isRight(single.send(commands[0] ?? { type: 'end-turn' }))).toBe(true);
    const r = single.send(commands[1] ?? { type: 'end-turn' });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/two identical weapons/),
        citation: { id: 'n3/burst/twin-weapons' },
      });
  });
});
