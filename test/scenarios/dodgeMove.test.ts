import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type SendResult } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, FENDETESTAS, fusilier } from '../support/seedTroopers.ts';

// The measured Dodge move (Dodge: N3 2" in the Reactive Turn only, never into base contact;
// N4/N5 2" in either turn, and it may end Engaged): Fusilier 1 shoots Fendetestas (PH 11), who
// Dodges and declares where the move would end. The move is made only if the Dodge succeeds.
type Edition = 'n3' | 'n4' | 'n5';
const input = (edition: Edition) => ({
  edition,
  title: 'Dodge move',
  armies: [armyOf(edition, 'panoceania', null, [fusilier(1)]), armyOf(edition, 'ariadna', null, [FENDETESTAS])],
});
const table: TableFact[] = [
  { fact: 'lof', from: 'fendetestas', to: 'fusilier1', value: true },
  { fact: 'range', from: 'fusilier1', to: 'fendetestas', inches: 20 },
];
const shoot: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'fendetestas', burst: 3 }],
};
const dodgeMove = (inches: number, contacts: readonly string[] = []): TableFact => ({
  fact: 'dodge-move',
  trooper: 'fendetestas',
  inches,
  contacts,
});
/** N5 declares the Move first; N3/N4 may shoot first. */
const order = (
  edition: Edition,
  move: TableFact | null,
  fusilierDice: readonly number[],
  dodge: number,
  rest: Partial<OrderScript> = {},
): OrderScript => ({
  trooper: 'fusilier1',
  first: edition === 'n5' ? { skill: 'move' } : shoot,
  table,
  aros: { fendetestas: { skill: 'dodge' } },
  second: edition === 'n5' ? shoot : { skill: 'move' },
  ...(move === null ? {} : { table3: [move] }),
  dice: { fusilier1: fusilierDice, fendetestas: [dodge] },
  ...rest,
});
const tryMeasure = (
  edition: Edition,
  fact: TableFact,
  first: SkillDeclaration = edition === 'n5' ? { skill: 'move' } : shoot,
): SendResult => {
  const s = createGameSession(input(edition));
  const commands: GameCommand[] = [
    { type: 'start-turn', player: 'panoceania' },
    { type: 'activate', trooper: 'fusilier1' },
    { type: 'declare', trooper: 'fusilier1', declaration: first },
    ...table.map((f): GameCommand => ({ type: 'measure', fact: f })),
    { type: 'aro', trooper: 'fendetestas', declaration: { skill: 'dodge' } },
  ];
  for (const c of commands) if (E.isLeft(s.send(c))) throw new Error('setup refused');
  return s.send({ type: 'measure', fact });
};
const verdict = (r: SendResult): string => (E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`);

describe.each(['n3', 'n4', 'n5'] as const)('the Dodge move (%s)', (edition) => {
  it(`${edition}/dodge/move, ${edition}/dodge/face-to-face: a successful Dodge makes its declared 2" move (his 10 beats the 4 and the 6)`, () => {
    const { events } = given(input(edition)).when(turn('panoceania', order(edition, dodgeMove(2), [4, 6, 15], 10)));
    expect(only(events, 'DodgeResolved')).toMatchObject({
      trooper: 'fendetestas',
      moves: true,
      inches: 2,
      moved: { inches: 2, contacts: [] },
    });
    expect(ofType(events, 'StateEntered')).toEqual([]);
  });

  it(`${edition}/dodge/move: a failed Dodge does not move: its declared move is not made`, () => {
    const { events } = given(input(edition)).when(
      turn(
        'panoceania',
        order(edition, dodgeMove(2), [4, 8, 15], 5, {
          saves: { fendetestas: [edition === 'n5' ? 20 : 1] },
        }),
      ),
    );
    const dodge = only(events, 'DodgeResolved');
    expect(dodge).toMatchObject({ moves: false, hitBy: ['fusilier1'] });
    expect(dodge.moved).toBeUndefined();
  });

  it('a move longer than 2" is refused', () => {
    expect(verdict(tryMeasure(edition, dodgeMove(2.5)))).toBe(
      `${edition}/dodge/move: fendetestas's Dodge may move up to 2" in the Reactive Turn, not 2.5"`,
    );
  });

  it('a trooper known not to Dodge has no Dodge move: the activated trooper without a Dodge, a reacting trooper with another ARO', () => {
    expect(verdict(tryMeasure(edition, { fact: 'dodge-move', trooper: 'fusilier1', inches: 1, contacts: [] }))).toBe(
      `${edition}/dodge/move: fusilier1 declared no Dodge this Order: there is no Dodge move to measure`,
    );
    const s = createGameSession(input(edition));
    for (const c of turn('panoceania', {
      trooper: 'fusilier1',
      first: edition === 'n5' ? { skill: 'move' } : shoot,
      table,
    }).slice(0, 5))
      s.send(c);
    s.send({
      type: 'aro',
      trooper: 'fendetestas',
      declaration: { skill: 'bs-attack', weapon: 'chain-rifle', targets: [{ target: 'fusilier1', burst: 1 }] },
    });
    expect(verdict(s.send({ type: 'measure', fact: dodgeMove(1) }))).toBe(
      `${edition}/dodge/move: fendetestas declared no Dodge this Order: there is no Dodge move to measure`,
    );
  });

  it('measured before its Dodge ARO is declared (as a Mine destination may be), it is accepted', () => {
    const s = createGameSession(input(edition));
    for (const c of turn('panoceania', {
      trooper: 'fusilier1',
      first: edition === 'n5' ? { skill: 'move' } : shoot,
      table,
    }).slice(0, 5))
      s.send(c);
    expect(verdict(s.send({ type: 'measure', fact: dodgeMove(2) }))).toBe('accepted');
  });

  it('once the AROs are closed, a trooper without a Dodge has no Dodge move (never accepted and then ignored)', () => {
    // Fendetestas has no LoF to the Fusilier: he cannot react, so he never lets an ARO pass either.
    const s = createGameSession(input(edition));
    const blind: TableFact[] = [
      { fact: 'lof', from: 'fusilier1', to: 'fendetestas', value: true },
      { fact: 'range', from: 'fusilier1', to: 'fendetestas', inches: 20 },
    ];
    const commands = turn('panoceania', {
      trooper: 'fusilier1',
      first: edition === 'n5' ? { skill: 'move' } : shoot,
      table: blind,
      second: edition === 'n5' ? shoot : { skill: 'move' },
    });
    for (const c of commands) if (E.isLeft(s.send(c))) throw new Error(`refused: ${JSON.stringify(c)}`);
    expect(verdict(s.send({ type: 'measure', fact: dodgeMove(1) }))).toBe(
      `${edition}/dodge/move: fendetestas declared no Dodge this Order (the ARO declarations are closed): there is no Dodge move to measure`,
    );
  });

  it('a trooper that let its ARO pass has no Dodge move', () => {
    const s = createGameSession(input(edition));
    const commands = turn('panoceania', {
      trooper: 'fusilier1',
      first: edition === 'n5' ? { skill: 'move' } : shoot,
      table,
    });
    for (const c of commands.slice(0, commands.findIndex((c) => c.type === 'end-aros') + 1)) s.send(c);
    expect(verdict(s.send({ type: 'measure', fact: dodgeMove(1) }))).toBe(
      `${edition}/dodge/move: fendetestas declared no Dodge this Order (it let its ARO pass): there is no Dodge move to measure`,
    );
  });

  it('a trooper whose Dodge move was measured can only declare a Dodge ARO', () => {
    const s = createGameSession(input(edition));
    for (const c of turn('panoceania', {
      trooper: 'fusilier1',
      first: edition === 'n5' ? { skill: 'move' } : shoot,
      table,
    }).slice(0, 5))
      s.send(c);
    expect(verdict(s.send({ type: 'measure', fact: dodgeMove(2) }))).toBe('accepted');
    expect(
      verdict(
        s.send({
          type: 'aro',
          trooper: 'fendetestas',
          declaration: { skill: 'bs-attack', weapon: 'chain-rifle', targets: [{ target: 'fusilier1', burst: 1 }] },
        }),
      ),
    ).toBe(
      `${edition}/dodge/move: fendetestas's Dodge move was measured (a dodge-move fact): its ARO can only be a Dodge, not bs-attack`,
    );
    expect(verdict(s.send({ type: 'aro', trooper: 'fendetestas', declaration: { skill: 'dodge' } }))).toBe('accepted');
  });

  it(`${edition}/orders/expenditure-sequence: the move is declared before the dice: after them it is refused`, () => {
    const s = createGameSession(input(edition));
    const commands = turn('panoceania', order(edition, null, [4, 6, 15], 10));
    const rolls = commands.filter((c) => c.type === 'roll');
    for (const c of commands) if (c !== rolls[rolls.length - 1]) s.send(c);
    expect(verdict(s.send({ type: 'measure', fact: dodgeMove(1) }))).toBe(
      `${edition}/orders/expenditure-sequence: measurements are taken before the Resolution rolls: dice were already rolled`,
    );
  });
});

describe('into base contact', () => {
  it('N3: a Dodge never moves into base contact with an enemy', () => {
    expect(verdict(tryMeasure('n3', dodgeMove(2, ['fusilier1'])))).toBe(
      'n3/dodge/move: in N3 a Dodge never moves into base contact with an enemy (fusilier1)',
    );
  });

  it.each(['n4', 'n5'] as const)(
    '%s: a successful Dodge into base contact with the shooter Engages both',
    (edition) => {
      const { events, session } = given(input(edition)).when(
        turn('panoceania', order(edition, dodgeMove(2, ['fusilier1']), [4, 6, 15], 10)),
      );
      expect(only(events, 'DodgeResolved').moved).toEqual({ inches: 2, contacts: ['fusilier1'] });
      expect(ofType(events, 'StateEntered').map((e) => [e.trooper, e.state])).toEqual(
        expect.arrayContaining([
          ['fendetestas', 'engaged'],
          ['fusilier1', 'engaged'],
        ]),
      );
      expect(session.table().troopers['fusilier1']?.states).toContain('engaged');
      expect(session.table().troopers['fendetestas']?.states).toContain('engaged');
    },
  );

  it.each(['n4', 'n5'] as const)(
    '%s/dodge/no-deployable-trigger: a Mine at the destination (never set off by a Dodge) does not keep the dodger out of Engaged',
    (edition) => {
      const mine: TableFact = {
        fact: 'mine',
        mine: 'ap-mine',
        weapon: 'antipersonnel-mine',
        trigger: 'destination',
        affects: ['fendetestas'],
      };
      const { events, session } = given(input(edition)).when(
        turn('panoceania', order(edition, null, [4, 6, 15], 10, { table3: [mine, dodgeMove(2, ['fusilier1'])] })),
      );
      expect(only(events, 'DodgeResolved')).toMatchObject({
        moves: true,
        minesNotActivated: ['ap-mine'],
        moved: { inches: 2, contacts: ['fusilier1'] },
      });
      expect(session.table().troopers['fusilier1']?.states).toContain('engaged');
      expect(session.table().troopers['fendetestas']?.states).toContain('engaged');
    },
  );

  it.each(['n4', 'n5'] as const)('%s: a failed Dodge into base contact Engages nobody', (edition) => {
    const { events } = given(input(edition)).when(
      turn(
        'panoceania',
        order(edition, dodgeMove(2, ['fusilier1']), [4, 8, 15], 5, {
          saves: { fendetestas: [edition === 'n5' ? 20 : 1] },
        }),
      ),
    );
    expect(ofType(events, 'StateEntered').filter((e) => e.state === 'engaged')).toEqual([]);
  });
});

describe('the Dodge of the active trooper', () => {
  const activeDodge = (edition: Edition, inches: number): string => {
    const s = createGameSession(input(edition));
    for (const c of [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'fusilier1' },
      { type: 'declare', trooper: 'fusilier1', declaration: edition === 'n5' ? { skill: 'move' } : { skill: 'dodge' } },
    ] as GameCommand[])
      s.send(c);
    if (edition === 'n5') {
      s.send({ type: 'end-aros' });
      s.send({ type: 'declare', trooper: 'fusilier1', declaration: { skill: 'dodge' } });
    }
    return verdict(
      s.send({ type: 'measure', fact: { fact: 'dodge-move', trooper: 'fusilier1', inches, contacts: [] } }),
    );
  };
  it('N3 moves only in the Reactive Turn: an active Dodge move is refused', () => {
    expect(activeDodge('n3', 1)).toBe('n3/dodge/move: fusilier1\'s Dodge may move up to 0" in the Active Turn, not 1"');
    expect(activeDodge('n3', 0)).toBe('accepted');
  });
  it.each(['n4', 'n5'] as const)('%s moves 2" in the Active Turn too', (edition) => {
    expect(activeDodge(edition, 2)).toBe('accepted');
  });
});
