import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, DATURAZI, fusilier } from '../support/seedTroopers.ts';

// A Dodge's LoF to the attacker is read where the attack places the active trooper (docs/rulings.md
// "Face to Face across points"). Fusilier 1 (PH 10) moves start → door and Dodges as his second
// skill; the Dāturazi reacts at the door with his Chain Rifle, whose template touches him. Neither
// sees the other at the start; both do at the door. Without LoF to the template's user the Dodge
// is at -3: the active trooper has that LoF at the Dāturazi's ARO point, so PH 10 stands.
type Edition = 'n4' | 'n5';
const input = (edition: Edition) => ({
  edition,
  title: 'Dodge LoF at a point',
  armies: [armyOf(edition, 'panoceania', null, [fusilier(1)]), armyOf(edition, 'combined', null, [DATURAZI])],
});
const table: TableFact[] = [
  { fact: 'lof', from: 'daturazi', to: 'fusilier1', value: false },
  { fact: 'lof', from: 'daturazi', to: 'fusilier1', value: true, at: 'door' },
  { fact: 'lof', from: 'fusilier1', to: 'daturazi', value: false },
  { fact: 'lof', from: 'fusilier1', to: 'daturazi', value: true, at: 'door' },
  { fact: 'template', from: 'daturazi', shot: 1, affects: ['fusilier1'] },
];

describe.each(['n4', 'n5'] as const)(
  "the active trooper's Dodge reads LoF at the attacker's ARO point (%s)",
  (edition) => {
    it("LoF to the Chain Rifle's user at the door: no template -3", () => {
      const { events } = given(input(edition)).when(
        turn('panoceania', {
          trooper: 'fusilier1',
          first: { skill: 'move', route: [{ point: 'door', inches: 3 }] },
          table,
          aros: {
            daturazi: {
              skill: 'bs-attack',
              weapon: 'chain-rifle',
              targets: [{ target: 'fusilier1', burst: 1 }],
              at: 'door',
            },
          },
          second: { skill: 'dodge' },
          dice: { fusilier1: [5] },
        }),
      );
      expect(only(events, 'NormalRollResolved')).toMatchObject({
        exchange: 'fusilier1~dodge>daturazi',
        roller: { skill: 'dodge', sv: { value: 10 } },
        successes: 1,
      });
    });

    it("a reacting Dodge reads LoF at the active trooper's firing point, not at the start", () => {
      // The Dāturazi moves to the door and fires his Chain Rifle from there; Fusilier 1, with him in
      // its ZoC at the start, Dodges.
      const { events } = given(input(edition)).when(
        turn('combined', {
          trooper: 'daturazi',
          first: { skill: 'move', route: [{ point: 'door', inches: 3 }] },
          table: [
            ...table.filter((f) => f.fact !== 'template'),
            { fact: 'zoc', trooper: 'fusilier1', of: 'daturazi', value: true },
            { fact: 'template', from: 'daturazi', shot: 1, affects: ['fusilier1'] },
          ],
          aros: { fusilier1: { skill: 'dodge' } },
          second: {
            skill: 'bs-attack',
            weapon: 'chain-rifle',
            targets: [{ target: 'fusilier1', burst: 1 }],
            from: 'door',
          },
          dice: { fusilier1: [5] },
        }),
      );
      expect(only(events, 'NormalRollResolved')).toMatchObject({
        exchange: 'fusilier1~dodge>daturazi',
        roller: { skill: 'dodge', sv: { value: 10 } },
        successes: 1,
      });
    });
  },
);
