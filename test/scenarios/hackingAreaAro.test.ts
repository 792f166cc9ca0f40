import { describe, expect, it } from 'vitest';
import type { Edition } from '../../rules/edition.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';

// The Hacking Area in the Reactive Turn (the N5 Hacking Area page; N4 from Update 2.1): an enemy
// acting inside a Hacker's Hacking Area, out of its LoF and ZoC, may be reacted to; the Hacker's
// Comms Attack needs no LoF. Dice are ours (no worked example on the page).
const AQUILA: TrooperSpec = { id: 'aquila', name: 'Aquila Guard', type: 'HI', attributes: { WIP: 13, BTS: 6 } };
const HACKER: TrooperSpec = { id: 'hacker', name: 'Hacker', attributes: { WIP: 13 }, skills: ['hacker'] };
const input = (edition: Edition) => ({
  edition,
  title: 'Hacking Area ARO',
  armies: [armyOf(edition, 'panoceania', 'aquila', [AQUILA]), armyOf(edition, 'combined', 'hacker', [HACKER])],
});

describe.each(['n4', 'n5'] as const)('a Carbonite ARO from the Hacking Area (%s)', (edition) => {
  it(`${edition}/hacking/hacking-area, ${edition}/hacking/carbonite: the Aquila Guard moves in the Hacker's Hacking Area, out of its LoF and ZoC: the Hacker reacts with Carbonite (B1), a Normal Roll; its 6 hits, a failed save is IMM-B`, () => {
    const saves = edition === 'n5' ? [3, 18] : [15, 4];
    const { events, session } = given(input(edition)).when(
      turn('panoceania', {
        trooper: 'aquila',
        first: { skill: 'move' },
        table: [
          { fact: 'lof', from: 'hacker', to: 'aquila', value: false },
          { fact: 'zoc', trooper: 'hacker', of: 'aquila', value: false },
          { fact: 'hacking-area', hacker: 'hacker', trooper: 'aquila', value: true },
        ],
        aros: { hacker: { skill: 'comms-attack', program: 'carbonite', targets: [{ target: 'aquila', burst: 1 }] } },
        dice: { hacker: [6] },
        saves: { aquila: saves },
      }),
    );
    expect(only(events, 'AroDeclared')).toMatchObject({ trooper: 'hacker' });
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'hacker',
      target: 'aquila',
      weapon: 'carbonite',
      hits: 1,
    });
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'aquila', state: 'imm-b' });
    expect(session.table().troopers['aquila']?.states).toEqual(['imm-b']);
  });
});
