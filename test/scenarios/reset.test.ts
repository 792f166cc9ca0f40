import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// Reset (facts.md §10; https://infinitythewiki.com/Reset): a WIP roll, Face to Face against Comms
// Attacks (N5: and BS Attacks (Guided)), otherwise a Normal Roll. No Comms Attack is made here
// (those are in commsAttack.test.ts and quantronicCombatE7.test.ts), so every Reset is a Normal
// WIP Roll; it evades no BS Attack. A passed Reset cancels IMM-B and (N5) Isolated; these troopers
// start Normal, so nothing changes (startingInImmobilizedB.test.ts starts one in IMM-B). Fusilier 1: WIP 12, BS 12;
// the Morat Vanguard: WIP 11. Dice are ours. Example: examples/reset.game.yaml (N5).
const input = (edition: Edition) => ({
  edition,
  title: 'Reset',
  armies: [armyOf(edition, 'panoceania', 'fusilier1', [fusilier(1)]), armyOf(edition, 'combined', 'morat', [MORAT])],
});
const RESET = { n3: 'n3/skills/reset', n4: 'n4/skills/reset', n5: 'n5/skills/reset' } as const;
const reset: SkillDeclaration = { skill: 'reset' };
const combiAtMorat: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'morat', burst: 3 }],
};

/** The active trooper's two skills as the edition orders them (N5: a Basic Short Skill first). */
const skills = (edition: Edition, short: SkillDeclaration): Pick<OrderScript, 'first' | 'second'> =>
  edition === 'n5' ? { first: { skill: 'idle' }, second: short } : { first: short, second: { skill: 'move' } };

/** Fusilier 1 Resets, the Morat out of LoF (no ARO). */
const activeReset = (edition: Edition, die: number): OrderScript => ({
  trooper: 'fusilier1',
  ...skills(edition, reset),
  table: [{ fact: 'lof', from: 'morat', to: 'fusilier1', value: false }],
  dice: { fusilier1: [die] },
});

const inLof: readonly TableFact[] = [
  { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
  { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
];
/** Fusilier 1 shoots the Morat at 10" (BS 12 + 3 = 15); the Morat Resets as its ARO. Saves that pass in the edition. */
const resetAgainstShots = (edition: Edition, shots: readonly number[], resetDie: number): OrderScript => ({
  trooper: 'fusilier1',
  ...skills(edition, combiAtMorat),
  table: inLof,
  aros: { morat: reset },
  dice: { fusilier1: shots, morat: [resetDie] },
  saves: { morat: edition === 'n5' ? [3, 5] : [18, 19] },
  guts: { morat: { roll: 6 } },
});

describe.each(['n3', 'n4', 'n5'] as const)('Reset (%s)', (edition) => {
  it(`${edition}/skills/reset: the active trooper Resets from the Normal state: one WIP die, a Normal Roll, and nothing changes`, () => {
    const { events, session } = given(input(edition)).when(turn('panoceania', activeReset(edition, 7)));
    expect(only(events, 'DiceRolled')).toMatchObject({ trooper: 'fusilier1', purpose: 'reset', faces: [7] });
    const roll = only(events, 'NormalRollResolved');
    expect(roll).toMatchObject({
      exchange: 'fusilier1~reset',
      roller: { trooper: 'fusilier1', skill: 'reset', sv: { attribute: 'WIP', base: 12, mods: [], value: 12 } },
      automaticFailure: false,
      successes: 1,
      criticals: 0,
    });
    expect(roll.citations).toContain(RESET[edition]);
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(ofType(events, 'StateEntered')).toEqual([]);
    expect(session.table().troopers['fusilier1']?.states).toEqual([]);
  });

  it('a failed Reset (15 against WIP 12) is ruled too, and changes nothing', () => {
    const { events } = given(input(edition)).when(turn('panoceania', activeReset(edition, 15)));
    expect(only(events, 'NormalRollResolved')).toMatchObject({
      exchange: 'fusilier1~reset',
      successes: 0,
      dice: [{ fate: { kind: 'failed' } }],
    });
    expect(ofType(events, 'StateLeft')).toEqual([]);
  });

  it('the Order owes the Reset die (purpose reset): an attack die in its place is refused and appends nothing', () => {
    const session = createGameSession(input(edition));
    for (const c of turn('panoceania', { ...activeReset(edition, 7), dice: {} }))
      expect(E.isRight(session.send(c)), c.type).toBe(true);
    expect(session.due()).toEqual([{ trooper: 'fusilier1', purpose: 'reset', count: 1 }]);
    const before = session.events.length;
    const wrong = session.send({ type: 'roll', trooper: 'fusilier1', purpose: 'attack', faces: [7] });
    expect(E.isRight(wrong)).toBe(false);
    if (E.isLeft(wrong)) expect(wrong.left.reason).toMatch(/no attack roll is due from fusilier1 .*fusilier1 1 reset/);
    expect(session.events.length).toBe(before);
    expect(E.isRight(session.send({ type: 'roll', trooper: 'fusilier1', purpose: 'reset', faces: [7] }))).toBe(true);
    expect(session.where().order).toBeNull();
  });

  it('a Reset ARO evades no BS Attack: the Burst is a Normal Roll (not Face to Face), and the Reset is still rolled', () => {
    // Face to Face, the Morat's 9 would cancel the 4; as Normal Rolls the 4 and the 12 both hit.
    const { events } = given(input(edition)).when(turn('panoceania', resetAgainstShots(edition, [4, 12, 18], 9)));
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    const [attack, resetRoll, ...rest] = ofType(events, 'NormalRollResolved');
    expect(rest).toEqual([]);
    expect(attack).toMatchObject({
      exchange: 'fusilier1>morat',
      roller: { trooper: 'fusilier1', skill: 'bs-attack', sv: { value: 15 } },
      successes: 2,
    });
    expect(fates(attack?.dice ?? [])).toEqual({
      'fusilier1#1': { kind: 'hit' },
      'fusilier1#2': { kind: 'hit' },
      'fusilier1#3': { kind: 'failed' },
    });
    expect(attack?.citations).toContain(RESET[edition]);
    expect(resetRoll).toMatchObject({
      exchange: 'morat~reset',
      roller: { trooper: 'morat', skill: 'reset', sv: { attribute: 'WIP', value: 11 } },
      successes: 1,
    });
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'fusilier1', target: 'morat', hits: 2, criticals: 0 });
    expect(only(events, 'SavingRollResolved')).toMatchObject({ trooper: 'morat', wounds: 0 });
    expect(ofType(events, 'DodgeResolved')).toEqual([]);
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(only(events, 'GutsRollResolved')).toMatchObject({ trooper: 'morat', passed: true });
  });

  it('a Reset ARO that fails (a 14 against WIP 11) leaves the attack exactly as it was', () => {
    const { events } = given(input(edition)).when(turn('panoceania', resetAgainstShots(edition, [4, 12, 18], 14)));
    const [attack, resetRoll] = ofType(events, 'NormalRollResolved');
    expect(attack).toMatchObject({ exchange: 'fusilier1>morat', successes: 2 });
    expect(resetRoll).toMatchObject({ exchange: 'morat~reset', successes: 0 });
    expect(only(events, 'HitsScored').hits).toBe(2);
  });
});

describe.each(['n4', 'n5'] as const)('Reset ARO against a Coordinated Order (%s)', (edition) => {
  it("every member attacks with a Normal Roll, and the target's Reset is a Normal WIP Roll of its own", () => {
    const coordinatedInput = {
      edition,
      title: 'Reset against a Coordinated Order',
      armies: [
        armyOf(edition, 'panoceania', 'fusilier1', [fusilier(1), fusilier(2)]),
        armyOf(edition, 'combined', 'morat', [MORAT]),
      ],
    };
    const { events } = given(coordinatedInput).when([
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'fusilier1', coordinated: ['fusilier2'] },
      { type: 'declare', trooper: 'fusilier1', declaration: edition === 'n5' ? { skill: 'idle' } : { skill: 'move' } },
      ...['fusilier1', 'fusilier2'].flatMap(
        (m) =>
          [
            { type: 'measure', fact: { fact: 'lof', from: 'morat', to: m, value: true } },
            { type: 'measure', fact: { fact: 'range', from: m, to: 'morat', inches: 10 } },
          ] as const,
      ),
      { type: 'aro', trooper: 'morat', declaration: reset },
      { type: 'end-aros' },
      {
        type: 'declare',
        trooper: 'fusilier1',
        declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 2 }] },
      },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'fusilier1', purpose: 'attack', faces: [17, 18] },
      { type: 'roll', trooper: 'fusilier2', purpose: 'attack', faces: [16] },
      { type: 'roll', trooper: 'morat', purpose: 'reset', faces: [2] },
    ]);
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    const rolls = ofType(events, 'NormalRollResolved');
    expect(rolls.map((r) => [r.exchange, r.roller.skill])).toEqual([
      ['fusilier1>morat', 'bs-attack'],
      ['fusilier2>morat', 'bs-attack'],
      ['morat~reset', 'reset'],
    ]);
    for (const r of rolls.slice(0, 2)) expect(r.citations).toContain(RESET[edition]);
    expect(rolls[2]).toMatchObject({ successes: 1, roller: { sv: { value: 11 } } });
    expect(ofType(events, 'HitsScored')).toEqual([]);
  });
});
