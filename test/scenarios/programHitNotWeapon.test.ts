import { describe, expect, it } from 'vitest';
import type { WeaponProfile } from '../../rules/profiles/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';

// A Comms Attack's hits carry their Hacking Program (N5 Carbonite:
// https://infinitythewiki.com/Quantronic_Combat_(Hacking)): the save is BTS and a failure is IMM-B,
// even when the Hacker (given through the library API, which does not check weapon ids) also
// carries a weapon of the same id. E7's table: one Carbonite hit, saves 5 and 14 (SV 13).
const RIFLE: WeaponProfile = {
  id: 'carbonite',
  name: 'Carbonite Rifle',
  burst: 3,
  ammo: 'N',
  save: 'ARM',
  ps: 7,
  ranges: [{ upTo: 24, mod: 0 }],
  template: 'none',
  traits: [],
};
const HEAVY: TrooperSpec = { id: 'aquila', name: 'Aquila Guard', type: 'HI', attributes: { WIP: 13, ARM: 4, BTS: 6 } };
const HACKER: TrooperSpec = {
  id: 'hacker',
  name: 'Hacker',
  attributes: { WIP: 13 },
  skills: ['hacker'],
  weapons: [RIFLE],
};
const carbonite: SkillDeclaration = {
  skill: 'comms-attack',
  program: 'carbonite',
  targets: [{ target: 'aquila', burst: 1 }],
};

describe('a Carbonite hit by a Hacker that carries a weapon with the id carbonite', () => {
  it('is saved as the program: BTS, IMM-B, no Wound', () => {
    const { events } = given({
      edition: 'n5' as const,
      title: 'program, not weapon',
      armies: [armyOf('n5', 'panoceania', 'aquila', [HEAVY]), armyOf('n5', 'combined', 'hacker', [HACKER])],
    }).when(
      turn('panoceania', {
        trooper: 'aquila',
        first: { skill: 'move' },
        table: [
          { fact: 'lof', from: 'hacker', to: 'aquila', value: false },
          { fact: 'hacking-area', hacker: 'hacker', trooper: 'aquila', value: true },
        ],
        aros: { hacker: carbonite },
        second: { skill: 'reset' },
        dice: { aquila: [3], hacker: [7] },
        saves: { aquila: [5, 14] },
      }),
    );
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      weapon: 'carbonite',
      ammo: 'DA',
      attribute: 'BTS',
      inflicts: ['imm-b'],
      wounds: 0,
    });
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'aquila', state: 'imm-b' });
  });
});
