import * as E from 'fp-ts/lib/Either.js';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { WeaponProfile } from '../../rules/profiles/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { savingRollOdds } from '../../audit/rollOdds.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { weapon } from '../support/seedTroopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

/*
 * Continuous Damage (N5 Trait; docs/rulings.md "Weapon traits and bonuses"): a failed save costs
 * its Wound and the target rolls again, until a save passes or it is Dead; a Critical's extra
 * roll does not carry the Trait. The weapon is ours (the Combi Rifle's figures with the Trait);
 * the wiki page gives no worked example. A Morat with ARM 1 saves on 8 or less (SV 1 + 7).
 */
const burning = (edition: Edition): WeaponProfile => ({
  ...weapon(edition, 'combi-rifle'),
  name: 'Burning Rifle',
  traits: ['continuous-damage'],
});

const input = (edition: Edition, vita: number) => ({
  edition,
  title: 'continuous damage',
  armies: [
    army('pano', [{ ...lineTrooper(edition, 'fusilier', 'Fusilier', 12), weapons: [burning(edition)] }]),
    army('ca', [lineTrooper(edition, 'morat', 'Morat', 11, vita)]),
  ],
});
const shoot: GameCommand = {
  type: 'declare',
  trooper: 'fusilier',
  declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
};
const upToSaves = (attack: readonly number[]): readonly GameCommand[] => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'fusilier' },
  { type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } },
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
  { type: 'measure', fact: { fact: 'range', from: 'fusilier', to: 'morat', inches: 8 } },
  { type: 'end-aros' },
  shoot,
  { type: 'end-aros' },
  { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: attack },
];
const saves = (faces: readonly number[]): GameCommand => ({
  type: 'roll',
  trooper: 'morat',
  purpose: 'saving-roll',
  faces,
});

describe('Continuous Damage (n5)', () => {
  it('n5/weapons/continuous-damage: each failed save owes one more roll: 20, 1, 1, then 20 (Unconscious), then 3 passes: two Wounds', () => {
    const session = createGameSession(input('n5', 2));
    for (const c of upToSaves([2, 3, 4])) expect(E.isRight(session.send(c))).toBe(true);
    expect(session.due()).toEqual([{ trooper: 'morat', purpose: 'saving-roll', count: 3 }]);
    expect(E.isRight(session.send(saves([20, 1, 1])))).toBe(true);
    // The failed 20 carried the Trait: one more roll, and nothing is ruled yet.
    expect(session.due()).toEqual([{ trooper: 'morat', purpose: 'saving-roll', count: 1 }]);
    expect(ofType(session.events, 'SavingRollResolved')).toHaveLength(0);
    const two = session.send(saves([20, 20]));
    expect(E.isRight(two)).toBe(false);
    expect(E.isRight(session.send(saves([20])))).toBe(true);
    expect(session.due()).toEqual([{ trooper: 'morat', purpose: 'saving-roll', count: 1 }]);
    expect(E.isRight(session.send(saves([3])))).toBe(true);
    expect(session.due()).toEqual([]);
    const save = only(session.events, 'SavingRollResolved');
    expect(save.rolls.map((r) => [r.face, r.saved])).toEqual([
      [20, false],
      [1, true],
      [1, true],
      [20, false],
      [3, true],
    ]);
    expect(save.rolls.slice(3).every((r) => r.why.startsWith('Continuous Damage'))).toBe(true);
    expect(save).toMatchObject({ wounds: 2 });
    expect(save.citations).toContain('n5/weapons/continuous-damage');
    expect(session.table().troopers['morat']?.states).toEqual(['prone', 'unconscious']);
    expect(foldTroopers(session.events).troopers['morat']?.states).toEqual(['prone', 'unconscious']);
    // The audit's odds are of the first three rolls (a fixed number): one failure of three.
    const odds = savingRollOdds('n5', save);
    expect(odds.kind === 'wounds' && odds.firstRolls).toBe(3);
  });

  it('n5/weapons/continuous-damage: the chain ends at Dead: two failures, then two more failed rolls leave VITA 2 Dead and nothing more is owed', () => {
    const { session } = given(input('n5', 2)).when([...upToSaves([2, 3, 4]), saves([20, 20, 1]), saves([20, 20])]);
    expect(only(session.events, 'SavingRollResolved')).toMatchObject({ wounds: 4 });
    expect(session.table().troopers['morat']?.states).toEqual(['dead']);
  });

  it("n5/weapons/continuous-damage: a Critical's extra roll does not carry the Trait: failing only it costs one Wound and no more rolls", () => {
    const { session } = given(input('n5', 2)).when([
      ...upToSaves([15, 3, 4]),
      saves([1, 1, 1, 20]),
      { type: 'roll', trooper: 'morat', purpose: 'guts', faces: [4] },
    ]);
    const save = only(session.events, 'SavingRollResolved');
    expect(save.rolls).toHaveLength(4);
    expect(save).toMatchObject({ wounds: 1 });
    expect(save.citations).toEqual(
      expect.arrayContaining(['n5/critical/extra-saving-roll', 'n5/weapons/continuous-damage']),
    );
  });

  it("n5/weapons/continuous-damage: the recorded example reads each trooper's saves batch by batch and re-adjudicates", () => {
    const file = resolve('examples/continuous-damage.game.yaml');
    const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    const r = recordGame(file, parsed.right.game, parsed.right.map);
    if (E.isLeft(r)) throw new Error(r.left.error.message);
    const rolled = ofType(r.right.events, 'DiceRolled').filter((e) => e.purpose === 'saving-roll');
    expect(rolled.map((e) => [e.trooper, e.faces])).toEqual([
      ['morat1', [20, 1, 1]],
      ['morat1', [20]],
      ['morat1', [3]],
      ['morat2', [1, 1, 1, 20]],
    ]);
  });
});

describe.each(['n3', 'n4'] as const)('Continuous Damage (%s): unsourced, refused', (edition) => {
  it(`${edition}/weapons/continuous-damage-unsourced: an attack with a Continuous Damage weapon is refused at declaration, nothing appended`, () => {
    const session = createGameSession(input(edition, 1));
    expect(E.isRight(session.send({ type: 'start-turn', player: 'pano' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'activate', trooper: 'fusilier' }))).toBe(true);
    const n = session.events.length;
    const r = session.send(shoot);
    expect(E.isRight(r) === false && r.left.citation.id).toBe(`${edition}/weapons/continuous-damage-unsourced`);
    expect(session.events.length).toBe(n);
  });
});
