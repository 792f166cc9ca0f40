import { describe, expect, it } from 'vitest';
import type { OrderCommand } from '../../machines/index.ts';
import { orderOnTable } from '../support/orderOnTable.ts';
import { initialTable } from '../../rules/table/index.ts';
import type { ArbiterEvent, EventOf, EventType } from '../../events/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableView, TrooperState } from '../../rules/table/index.ts';
import { armyOf, fusilier, MORAT, type TrooperSpec } from '../support/seedTroopers.ts';

// What a passed Reset cancels, through the order machine, given a table with the states already
// on it (a game may also start troopers in them: test/scenarios/startingInImmobilizedB.test.ts):
// N4/N5 IMM-B, N4/N5 Isolated, N3 IMM-A/IMM-B read as Immobilized-1 (docs/rulings.md "N3 IMM
// states", "Reset"). Fusilier 1 and the Morat have WIP 12 and 11 unless told otherwise. Dice are ours.
const tableWith = (
  edition: Edition,
  states: Readonly<Record<string, readonly TrooperState[]>>,
  wip: Readonly<Record<string, number>> = {},
): TableView => {
  const withWip = (s: TrooperSpec): TrooperSpec => {
    const w = wip[s.id];
    return w === undefined ? s : { ...s, attributes: { ...s.attributes, WIP: w } };
  };
  const table = initialTable(edition, [
    armyOf(edition, 'panoceania', 'fusilier1', [withWip(fusilier(1))]),
    armyOf(edition, 'combined', 'morat', [withWip(MORAT)]),
  ]);
  const troopers = Object.fromEntries(
    Object.entries(table.troopers).map(([id, v]) => [id, { ...v, states: states[id] ?? [] }]),
  );
  return { ...table, troopers };
};

const runOrder = (table: TableView, commands: readonly OrderCommand[]) => {
  const order = orderOnTable(table, 'fusilier1');
  for (const c of commands) expect(order.send(c), `${c.type} ${JSON.stringify(c)} was not accepted`).toBe(true);
  expect(order.done(), `the Order did not conclude (in ${order.step()})`).toBe(true);
  return { events: order.events().filter((e) => 'order' in e && e.order === 1), table: order.table() };
};

const ofType = <K extends EventType>(events: readonly ArbiterEvent[], type: K): EventOf<K>[] =>
  events.filter((e): e is EventOf<K> => e.type === type);
const reset: SkillDeclaration = { skill: 'reset' };
const idle: SkillDeclaration = { skill: 'idle' };

/** Fusilier 1 Resets as the active trooper (N5: Idle first; N3/N4: Reset, then Idle), the Morat out of LoF. */
const activeReset = (edition: Edition, faces: readonly number[] | null): OrderCommand[] => [
  { type: 'declare', trooper: 'fusilier1', declaration: edition === 'n5' ? idle : reset },
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: false } },
  { type: 'end-aros' },
  { type: 'declare', trooper: 'fusilier1', declaration: edition === 'n5' ? reset : idle },
  { type: 'end-aros' },
  ...(faces === null ? [] : [{ type: 'roll' as const, trooper: 'fusilier1', purpose: 'reset' as const, faces }]),
];

describe('a passed Reset cancels the states the edition lets it end', () => {
  it.each([
    ['n4', ['imm-b'], 8, ['n4/skills/reset', 'n4/states/imm-b']],
    ['n5', ['imm-b'], 8, ['n5/skills/reset', 'n5/states/imm-b']],
  ] as const)('%s: IMM-B, Reset at WIP 12 - 3 = 9, an 8 passes: IMM-B left (%j)', (edition, states, die, citations) => {
    const { events, table } = runOrder(tableWith(edition, { fusilier1: states }), activeReset(edition, [die]));
    const [roll] = ofType(events, 'NormalRollResolved');
    expect(roll).toMatchObject({
      exchange: 'fusilier1~reset',
      roller: { skill: 'reset', sv: { value: 9, mods: [{ value: -3, citation: citations[1] }] } },
      successes: 1,
    });
    expect(roll?.citations).toEqual(expect.arrayContaining([...citations]));
    expect(ofType(events, 'StateLeft')).toEqual([
      { type: 'StateLeft', order: 1, trooper: 'fusilier1', state: 'imm-b', citations: [...citations] },
    ]);
    expect(table.troopers['fusilier1']?.states).toEqual([]);
  });

  it.each(['n4', 'n5'] as const)('%s: a failed Reset (10 against 9) leaves IMM-B', (edition) => {
    const { events, table } = runOrder(tableWith(edition, { fusilier1: ['imm-b'] }), activeReset(edition, [10]));
    expect(ofType(events, 'NormalRollResolved')[0]).toMatchObject({ successes: 0 });
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(table.troopers['fusilier1']?.states).toEqual(['imm-b']);
  });

  it.each(['n4', 'n5'] as const)('%s: Isolated, Reset at WIP 13 - 9 = 4, a 3 passes: Isolated left', (edition) => {
    const isolated = `${edition}/states/isolated` as const;
    const { events, table } = runOrder(
      tableWith(edition, { fusilier1: ['isolated'] }, { fusilier1: 13 }),
      activeReset(edition, [3]),
    );
    expect(ofType(events, 'NormalRollResolved')[0]).toMatchObject({
      roller: { sv: { value: 4, mods: [{ value: -9, citation: isolated }] } },
      successes: 1,
    });
    expect(ofType(events, 'StateLeft')).toEqual([
      {
        type: 'StateLeft',
        order: 1,
        trooper: 'fusilier1',
        state: 'isolated',
        citations: [`${edition}/skills/reset`, isolated],
      },
    ]);
    expect(table.troopers['fusilier1']?.states).toEqual([]);
  });

  it('n5: IMM-B and Isolated stack (-12, WIP 15 = SV 3): a 2 cancels both', () => {
    const { events, table } = runOrder(
      tableWith('n5', { fusilier1: ['imm-b', 'isolated'] }, { fusilier1: 15 }),
      activeReset('n5', [2]),
    );
    expect(ofType(events, 'NormalRollResolved')[0]?.roller.sv).toMatchObject({ value: 3, modTotal: -12 });
    expect(ofType(events, 'StateLeft').map((e) => e.state)).toEqual(['imm-b', 'isolated']);
    expect(table.troopers['fusilier1']?.states).toEqual([]);
  });

  it('n5/rolls/sv-below-1: n5: IMM-B and Isolated at WIP 12 leave an SV of 0: the Reset fails with no die, and nothing is cancelled', () => {
    const { events, table } = runOrder(tableWith('n5', { fusilier1: ['imm-b', 'isolated'] }), activeReset('n5', null));
    expect(ofType(events, 'DiceRolled')).toEqual([]);
    expect(ofType(events, 'NormalRollResolved')[0]).toMatchObject({
      exchange: 'fusilier1~reset',
      automaticFailure: true,
      dice: [],
      successes: 0,
    });
    expect(ofType(events, 'NormalRollResolved')[0]?.citations).toContain('n5/rolls/sv-below-1');
    expect(table.troopers['fusilier1']?.states).toEqual(['imm-b', 'isolated']);
  });

  it('n3: Isolated is not cancelled by Reset (only the Engineer cancels it), and gives no MOD', () => {
    const edition = 'n3';
    const { events, table } = runOrder(tableWith(edition, { fusilier1: ['isolated'] }), activeReset(edition, [5]));
    expect(ofType(events, 'NormalRollResolved')[0]).toMatchObject({
      roller: { sv: { value: 12, mods: [] } },
      successes: 1,
    });
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(table.troopers['fusilier1']?.states).toEqual(['isolated']);
  });

  it.each(['imm-a', 'imm-b'] as const)(
    'n3/skills/reset, n3/states/immobilized: n3: %s is read as Immobilized-1, which a passed Reset (no MOD) cancels',
    (state) => {
      const { events, table } = runOrder(tableWith('n3', { fusilier1: [state] }), activeReset('n3', [11]));
      expect(ofType(events, 'NormalRollResolved')[0]).toMatchObject({
        roller: { sv: { value: 12, mods: [] } },
        successes: 1,
      });
      expect(ofType(events, 'StateLeft')).toEqual([
        {
          type: 'StateLeft',
          order: 1,
          trooper: 'fusilier1',
          state,
          citations: ['n3/skills/reset', 'n3/states/immobilized'],
        },
      ]);
      expect(table.troopers['fusilier1']?.states).toEqual([]);
    },
  );

  it("n4/states/imm-a: n4: IMM-A is not Reset's to cancel (the state allows only Dodge), so Reset is refused there", () => {
    const order = orderOnTable(tableWith('n4', { fusilier1: ['imm-a'] }), 'fusilier1');
    expect(order.send({ type: 'declare', trooper: 'fusilier1', declaration: reset })).toBe(false);
    expect(order.step()).toBe('first-skill');
  });
});

describe('a Reset ARO from IMM-B against a BS Attack (N5)', () => {
  // Fusilier 1 shoots the Morat (IMM-B: Reset at WIP 11 - 3 = 8) at 10" with a Combi Rifle (SV 15).
  const commands = (resetDie: number, saves: readonly number[]): OrderCommand[] => [
    { type: 'declare', trooper: 'fusilier1', declaration: idle },
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } },
    { type: 'measure', fact: { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 } },
    { type: 'aro', trooper: 'morat', declaration: reset },
    { type: 'end-aros' },
    {
      type: 'declare',
      trooper: 'fusilier1',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
    },
    { type: 'end-aros' },
    { type: 'roll', trooper: 'fusilier1', purpose: 'attack', faces: [4, 12, 18] },
    { type: 'roll', trooper: 'morat', purpose: 'reset', faces: [resetDie] },
    { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: saves },
  ];

  it('n5/skills/reset, n5/states/imm-b: the attack stays a Normal Roll; the passed Reset ends IMM-B before the saves (positive effects first), and a failed save then kills it', () => {
    const { events, table } = runOrder(tableWith('n5', { morat: ['imm-b'] }), commands(7, [3, 12]));
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(ofType(events, 'HitsScored')).toMatchObject([{ target: 'morat', hits: 2 }]);
    const at = (type: EventType): number => events.findIndex((e) => e.type === type);
    expect(ofType(events, 'StateLeft')).toEqual([
      {
        type: 'StateLeft',
        order: 1,
        trooper: 'morat',
        state: 'imm-b',
        citations: ['n5/skills/reset', 'n5/states/imm-b'],
      },
    ]);
    expect(at('StateLeft')).toBeLessThan(at('SavingRollResolved'));
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['unconscious', 'prone']);
    expect(table.troopers['morat']?.states).toEqual(['prone', 'unconscious']);
  });

  it('a failed Reset (9 against 8) keeps IMM-B, and the IMM-B Morat makes no Guts Roll', () => {
    const { events, table } = runOrder(tableWith('n5', { morat: ['imm-b'] }), commands(9, [3, 5]));
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(table.troopers['morat']?.states).toEqual(['imm-b']);
    expect(ofType(events, 'GutsRequirementChecked')).toMatchObject([{ trooper: 'morat', required: false }]);
  });
});

describe('a passed Reset ends Immobilized, so a base contact becomes Engaged at the end of Effects (N4)', () => {
  it('the Morat in IMM-B and in base contact with Fusilier 1 Resets as its ARO: both are Engaged', () => {
    const { events, table } = runOrder(tableWith('n4', { morat: ['imm-b'] }), [
      { type: 'declare', trooper: 'fusilier1', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } },
      { type: 'measure', fact: { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true } },
      { type: 'aro', trooper: 'morat', declaration: reset },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'fusilier1', declaration: idle },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'morat', purpose: 'reset', faces: [7] },
    ]);
    expect(ofType(events, 'StateLeft')).toMatchObject([{ trooper: 'morat', state: 'imm-b' }]);
    expect(ofType(events, 'StateEntered').map((e) => [e.trooper, e.state])).toEqual([
      ['fusilier1', 'engaged'],
      ['morat', 'engaged'],
    ]);
    expect(table.troopers['morat']?.states).toEqual(['engaged']);
  });
});
