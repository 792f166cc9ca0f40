import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';

// The Guts fields of a recorded game are as strict as its dice: each error names its line.
const game = (guts: string): string => `format: arbiter/recorded-game@1
title: guts
edition: n4
armies:
  - player: panoceania
    faction: PanOceania
    lieutenant: fusilier
    groups:
      - id: pano
        troopers:
          - id: fusilier
            name: Fusilier
            type: LI
            attributes: { MOV: [4, 2], CC: 13, BS: 12, PH: 10, WIP: 12, ARM: 1, BTS: 0, W: 1, structure: false, S: 2 }
            weapons: [combi-rifle]
  - player: combined
    faction: Combined Army
    lieutenant: morat
    groups:
      - id: ca
        troopers:
          - id: morat
            name: Morat
            type: LI
            attributes: { MOV: [4, 2], CC: 13, BS: 12, PH: 11, WIP: 11, ARM: 1, BTS: 0, W: 1, structure: false, S: 2 }
            weapons: [combi-rifle]
turns:
  - player: panoceania
    orders:
      - trooper: fusilier
        first: { skill: bs-attack, weapon: combi-rifle, targets: [{ target: morat, burst: 3 }] }
        table:
          - { fact: range, from: fusilier, to: morat, inches: 10 }
          - { fact: lof, from: morat, to: fusilier, value: false }
        dice:
          fusilier: [5, 16, 18]
        saves:
          morat: [15]
${guts}`;

const record = (guts: string) => {
  const parsed = parseRecordedGame('g.yaml', game(guts));
  if (E.isLeft(parsed)) return E.left({ error: parsed.left });
  return recordGame('g.yaml', parsed.right.game, parsed.right.map);
};

describe('recorded game: Guts Rolls', () => {
  it('a failed roll with its options and fallback records', () => {
    const r = record(
      '        guts:\n          morat: { roll: 18, options: { leaveLof: false, reachCover: false }, move: go-prone }\n',
    );
    expect(E.isRight(r)).toBe(true);
  });

  it('a Guts Roll owed and missing stops at the Order', () => {
    const r = record('');
    expect(E.isRight(r) || r.left.error).toMatchObject({
      line: 30,
      message: expect.stringMatching(/morat must make a Guts Roll; add guts.morat/),
    });
  });

  it('a Guts Roll nobody owes stops at its line, with the reason', () => {
    const r = record('        guts:\n          morat: { roll: 5 }\n          fusilier: { fail: true }\n');
    expect(E.isRight(r) || r.left.error).toMatchObject({
      line: 41,
      path: 'turns[0].orders[0].guts.fusilier',
      message: expect.stringMatching(/fusilier owes no Guts Roll/),
    });
  });

  it('n4/guts/fallback: a passed roll takes no fallback; a failed one needs its options, and a skipped option is refused with the rule', () => {
    const passed = record('        guts:\n          morat: { roll: 5, move: go-prone }\n');
    expect(E.isRight(passed) || passed.left.error).toMatchObject({
      message: expect.stringMatching(/stands its ground/),
    });
    const noOptions = record('        guts:\n          morat: { roll: 18 }\n');
    expect(E.isRight(noOptions) || noOptions.left.error).toMatchObject({
      message: expect.stringMatching(/add guts.morat.options/),
    });
    const skipped = record(
      '        guts:\n          morat: { fail: true, options: { leaveLof: true, reachCover: false }, move: go-prone }\n',
    );
    expect(E.isRight(skipped) || skipped.left.error).toMatchObject({
      path: 'turns[0].orders[0].guts.morat.move',
      rule: 'n4/guts/fallback',
    });
    const both = record('        guts:\n          morat: { roll: 5, fail: true }\n');
    expect(E.isRight(both) || both.left.error).toMatchObject({ message: expect.stringMatching(/either roll/) });
  });
});
