import { describe, expect, it } from 'vitest';
import { initialTable } from '../../../rules/table/index.ts';
import { engagementChanges, type StateChange } from '../../../rules/combat/index.ts';
import type { Edition } from '../../../rules/edition.ts';
import type { TableFact, TableView, TrooperState } from '../../../rules/table/index.ts';
import { armyOf, fusilier, MORAT } from '../../support/seedTroopers.ts';

// engagementChanges at the end of an Order's Effects: who enters or leaves Engaged (and IMM-A)
// when a successful Dodge moved into base contact (N4/N5 Dodge move; facts.md §5, §10).
// Fusilier 1 and 2 are PanOceania; the Morat is the enemy.
const tableWith = (edition: Edition, states: Readonly<Record<string, readonly TrooperState[]>>): TableView => {
  const table = initialTable(edition, [
    armyOf(edition, 'panoceania', 'fusilier1', [fusilier(1), fusilier(2)]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ]);
  return {
    ...table,
    troopers: Object.fromEntries(
      Object.entries(table.troopers).map(([id, v]) => [id, { ...v, states: states[id] ?? [] }]),
    ),
  };
};
const summary = (changes: readonly StateChange[]): readonly string[] =>
  changes.map((c) => `${c.trooper} ${c.change} ${c.state}`).sort();

describe.each(['n4', 'n5'] as const)('engagementChanges after a Dodge move into base contact (%s)', (edition) => {
  const run = (
    states: Readonly<Record<string, readonly TrooperState[]>>,
    dodged: readonly string[],
    movedInto: ReadonlyMap<string, readonly string[]>,
    facts: readonly TableFact[] = [],
  ) => summary(engagementChanges(edition, tableWith(edition, states), facts, dodged, movedInto));

  it('a dodger moving into contact with an enemy that has no measured contacts Engages both', () => {
    expect(run({}, ['fusilier1'], new Map([['fusilier1', ['morat']]]))).toEqual([
      'fusilier1 entered engaged',
      'morat entered engaged',
    ]);
  });

  it('an IMM-A dodger: its successful Dodge ends IMM-A, and it Engages the enemy as the enemy Engages it', () => {
    expect(run({ fusilier1: ['imm-a'] }, ['fusilier1'], new Map([['fusilier1', ['morat']]]))).toEqual([
      'fusilier1 entered engaged',
      'fusilier1 left imm-a',
      'morat entered engaged',
    ]);
  });

  it('an IMM-B dodger Engages nobody, and nobody Engages it', () => {
    expect(run({ fusilier1: ['imm-b'] }, ['fusilier1'], new Map([['fusilier1', ['morat']]]))).toEqual([]);
  });

  it('an IMM-B enemy is not Engaged, nor is the dodger that moved into contact with it', () => {
    expect(run({ morat: ['imm-b'] }, ['fusilier1'], new Map([['fusilier1', ['morat']]]))).toEqual([]);
  });

  it('a dodger already Engaged with the enemy it moves into contact with stays Engaged, and so does that enemy', () => {
    const contact: TableFact = { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true };
    expect(
      run({ fusilier1: ['engaged'], morat: ['engaged'] }, ['fusilier1'], new Map([['fusilier1', ['morat']]]), [
        contact,
      ]),
    ).toEqual([]);
  });

  it('a dodger already Engaged that Dodges out of contact, into nobody, leaves Engaged, and so does its enemy', () => {
    const contact: TableFact = { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true };
    expect(run({ fusilier1: ['engaged'], morat: ['engaged'] }, ['fusilier1'], new Map(), [contact])).toEqual([
      'fusilier1 left engaged',
      'morat left engaged',
    ]);
  });

  it('two dodgers moving into contact with the same enemy: all three are Engaged', () => {
    expect(
      run(
        {},
        ['fusilier1', 'fusilier2'],
        new Map([
          ['fusilier1', ['morat']],
          ['fusilier2', ['morat']],
        ]),
      ),
    ).toEqual(['fusilier1 entered engaged', 'fusilier2 entered engaged', 'morat entered engaged']);
  });

  it('a dodger moving into contact with a friend Engages nobody', () => {
    expect(run({}, ['fusilier1'], new Map([['fusilier1', ['fusilier2']]]))).toEqual([]);
  });
});
