import { describe, expect, it } from 'vitest';
import { foldTroopers } from '../../projections/index.ts';
import type { GameCommand } from '../../machines/index.ts';
import { fennecAndSenku } from '../support/troopers.ts';
import { given, only, ofType } from '../support/scenario.ts';

// Face to Face seed (N5), "Face to Face 1 vs 1": Fennec BS 12 +3 (range 15") -3 = 12 against the
// Senku's BS 11 +3 -3 = 11; every roll succeeds and the Senku's 7 cancels all the Fusilier's
// lower successes; the Fusilier makes a Saving Roll.
const order = (fennecDice: readonly number[], senkuDice: readonly number[], save: readonly number[]): GameCommand[] => [
  { type: 'start-turn', player: 'panoceania' },
  { type: 'activate', trooper: 'fennec' },
  { type: 'declare', trooper: 'fennec', declaration: { skill: 'idle' } },
  { type: 'measure', fact: { fact: 'lof', from: 'senku', to: 'fennec', value: true } },
  { type: 'measure', fact: { fact: 'range', from: 'fennec', to: 'senku', inches: 15 } },
  { type: 'measure', fact: { fact: 'cover', target: 'senku', from: 'fennec', value: 'partial' } },
  { type: 'measure', fact: { fact: 'cover', target: 'fennec', from: 'senku', value: 'partial' } },
  {
    type: 'aro',
    trooper: 'senku',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fennec', burst: 1 }] },
  },
  { type: 'end-aros' },
  {
    type: 'declare',
    trooper: 'fennec',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'senku', burst: 3 }] },
  },
  { type: 'end-aros' },
  { type: 'roll', trooper: 'fennec', purpose: 'attack', faces: fennecDice },
  { type: 'roll', trooper: 'senku', purpose: 'attack', faces: senkuDice },
  ...(save.length > 0
    ? [{ type: 'roll' as const, trooper: 'fennec', purpose: 'saving-roll' as const, faces: save }]
    : []),
];

describe('Face to Face seed: 1 vs 1 (Fennec Fusilier vs Senku, N5)', () => {
  const input = { edition: 'n5' as const, title: 'f2f 1v1', armies: fennecAndSenku('n5') };

  it('the Senku 7 cancels every lower success and the Fusilier, failing his save, goes Unconscious', () => {
    const { events, session } = given(input).when(order([2, 4, 6], [7], [15]));
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.a.rollers[0]?.sv.value).toBe(12);
    expect(f2f.b.rollers[0]?.sv.value).toBe(11);
    expect(f2f.a.rollers[0]?.sv.mods.map((m) => m.value)).toEqual([3, -3]);
    expect(f2f.a.dice.map((d) => d.fate)).toEqual([
      { kind: 'cancelled', by: ['senku#1'] },
      { kind: 'cancelled', by: ['senku#1'] },
      { kind: 'cancelled', by: ['senku#1'] },
    ]);
    expect(f2f.b.dice.map((d) => d.fate.kind)).toEqual(['hit']);
    expect(f2f.winner).toBe('b');
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'senku', target: 'fennec', hits: 1, criticals: 0 });
    const save = only(events, 'SavingRollResolved');
    expect(save.threshold).toEqual({ kind: 'n5-success-value', sv: 11 }); // ARM 1 + PS 7 + 3 Partial Cover
    expect(save.rolls).toMatchObject([{ face: 15, saved: false }]);
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['unconscious', 'prone']);
    expect(session.table().troopers['fennec']).toMatchObject({ woundsReceived: 1, states: ['prone', 'unconscious'] });
    expect(foldTroopers(events).troopers['fennec']).toMatchObject({
      woundsReceived: 1,
      states: ['prone', 'unconscious'],
      ordersSpent: 1,
    });
  });

  it('a passed save leaves the Fusilier unhurt, and then he makes a Guts Roll (WIP 12: a 9 holds)', () => {
    const { events } = given(input).when([
      ...order([2, 4, 6], [7], [11]),
      { type: 'roll', trooper: 'fennec', purpose: 'guts', faces: [9] },
    ]);
    expect(only(events, 'SavingRollResolved').wounds).toBe(0);
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(only(events, 'GutsRollResolved')).toMatchObject({ trooper: 'fennec', passed: true });
  });

  it('when the Fusilier wins, the Senku saves instead and no save is asked of the Fusilier', () => {
    const { events } = given(input).when([
      ...order([2, 9, 6], [7], []),
      { type: 'roll', trooper: 'senku', purpose: 'saving-roll', faces: [3] },
      { type: 'fail-guts', trooper: 'senku' },
      { type: 'measure', fact: { fact: 'guts-options', trooper: 'senku', leaveLof: true, reachCover: true } },
      { type: 'guts-move', trooper: 'senku', option: 'leave-lof' },
    ]);
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'fennec', target: 'senku', hits: 1 });
    expect(only(events, 'SavingRollResolved')).toMatchObject({ trooper: 'senku', wounds: 0 });
  });

  it('strict dice: the Order waits for the save and refuses dice nobody owes', () => {
    const session = given(input);
    expect(() => session.when(order([2, 4, 6], [7], []))).toThrow(/dice still owed/);
  });
});
