import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceAnswer, typedCommand } from '../../play/index.ts';

describe('answers typed at the table, checked on the spot', () => {
  it('play/dice: the faces are taken iff each is a whole number from 1 to 20 and there are exactly as many as owed (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: -3, max: 24 }), { maxLength: 8 }),
        (count, faces) => {
          const r = diceAnswer({ trooper: 'angus', purpose: 'attack', count }, faces.join(' '));
          const good = faces.length === count && faces.every((f) => f >= 1 && f <= 20);
          expect(E.isRight(r)).toBe(good);
          if (E.isRight(r)) expect(r.right).toEqual({ type: 'roll', trooper: 'angus', purpose: 'attack', faces });
          else expect(r.left.rule).toBe('play/dice');
        },
      ),
    );
  });

  it('play/dice: the reasons name the die or the count ("angus rolls 3 dice for attack: 2 entered")', () => {
    const due = { trooper: 'angus', purpose: 'attack' as const, count: 3 };
    expect(diceAnswer(due, '3 9')).toMatchObject({ left: { reason: 'angus rolls 3 dice for attack: 2 entered' } });
    expect(diceAnswer(due, '3 9 21')).toMatchObject({
      left: { reason: expect.stringMatching(/'21' is not a d20 face/) },
    });
    expect(diceAnswer(due, '3 9 4.5')).toMatchObject({ left: { reason: expect.stringMatching(/'4.5'/) } });
    expect(diceAnswer(due, '3,9,12')).toEqual(
      E.right({ type: 'roll', trooper: 'angus', purpose: 'attack', faces: [3, 9, 12] }),
    );
    expect(E.isLeft(diceAnswer(due, '3 9 12 / 1'))).toBe(true);
  });

  it('play/dice: Special Dice: the places of the dice discarded, from 1, after a slash', () => {
    const due = { trooper: 'fennec', purpose: 'attack' as const, count: 4, extra: 1 };
    expect(diceAnswer(due, '2 4 6 19 / 4')).toEqual(
      E.right({ type: 'roll', trooper: 'fennec', purpose: 'attack', faces: [2, 4, 6, 19], discard: [3] }),
    );
    expect(E.isLeft(diceAnswer(due, '2 4 6 19'))).toBe(true);
    expect(E.isLeft(diceAnswer(due, '2 4 6 19 / 5'))).toBe(true);
    expect(E.isLeft(diceAnswer(due, '2 4 6 19 / 1 2'))).toBe(true);
  });

  it("play/yaml: a typed declaration, ARO, fact, activation or players' Order in the recorded-game syntax, checked strictly", () => {
    expect(typedCommand('declaration', '{ skill: move, note: to the roof }', 'fennec')).toEqual(
      E.right({ type: 'declare', trooper: 'fennec', declaration: { skill: 'move', note: 'to the roof' } }),
    );
    expect(typedCommand('aro', 'senku: { skill: dodge }', '')).toEqual(
      E.right({ type: 'aro', trooper: 'senku', declaration: { skill: 'dodge' } }),
    );
    expect(typedCommand('fact', '{ fact: zoc, trooper: senku, of: fennec, value: true }', '')).toEqual(
      E.right({ type: 'measure', fact: { fact: 'zoc', trooper: 'senku', of: 'fennec', value: true } }),
    );
    expect(typedCommand('activation', '{ trooper: fennec, coordinated: [angus] }', '')).toEqual(
      E.right({ type: 'activate', trooper: 'fennec', coordinated: ['angus'] }),
    );
    const misspelt = typedCommand('declaration', '{ skill: move, nott: x }', 'fennec');
    expect(E.isLeft(misspelt) && misspelt.left).toMatchObject({
      rule: 'play/yaml',
      reason: expect.stringMatching(/nott/),
    });
    const wrong = typedCommand('fact', '{ fact: range, from: a, to: b, inches: far }', '');
    expect(E.isLeft(wrong) && wrong.left.reason).toMatch(/inches/);
    expect(E.isLeft(typedCommand('aro', '{ a: { skill: dodge }, b: { skill: dodge } }', ''))).toBe(true);
    expect(E.isLeft(typedCommand('fact', '{ fact: [', ''))).toBe(true);
  });
});
