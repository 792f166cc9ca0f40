import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { saveTarget, type D6Target, type SaveInput } from '../../../rules/necromunda/index.ts';

const save = (armour: D6Target | 'none', ap: number, more: Partial<SaveInput> = {}) =>
  saveTarget({ armour, ap, bonus: 0, unmodifiable: false, savesForbidden: false, ...more });

/** One test per reading written down in docs/rulings.md, Necromunda. */
describe('necromunda/save-roll/armour-penetration', () => {
  it('necromunda/save-roll/armour-penetration: AP adds its size to the target (a 4+ save against AP -2 is 6+)', () => {
    expect(save(4, -2)).toMatchObject({ kind: 'save', target: 6 });
    expect(save(5, -1)).toMatchObject({ kind: 'save', target: 6 });
    expect(save(4, 0)).toMatchObject({ kind: 'save', target: 4 });
  });

  it('necromunda/save-roll/armour-penetration: the save is lost when the modified target passes 6 (4+ against AP -3)', () => {
    expect(save(4, -3)).toEqual({
      kind: 'no-save',
      reason: 'cancelled-by-ap',
      modified: 7,
      rules: ['necromunda/save-roll/when', 'necromunda/save-roll/armour-penetration'],
    });
    expect(save(6, -1)).toMatchObject({ kind: 'no-save', reason: 'cancelled-by-ap' });
  });

  it('necromunda/save-roll/armour-penetration: not the literal number comparison (a 2+ save against AP -3 is 5+, not lost)', () => {
    expect(save(2, -3)).toMatchObject({ kind: 'save', target: 5 });
  });

  it('necromunda/save-roll/armour-penetration: AP written other than 0 or negative is refused, naming the rule', () => {
    expect(() => save(4, 2)).toThrow(/necromunda\/save-roll\/armour-penetration: AP is written 0/);
  });

  test.prop([fc.constantFrom<D6Target>(2, 3, 4, 5, 6), fc.integer({ min: -6, max: 0 })])(
    'necromunda/save-roll/armour-penetration: a save survives exactly when armour + |AP| is 6 or less',
    (armour, ap) => (save(armour, ap).kind === 'save') === armour - ap <= 6,
  );
});

describe('necromunda/save-roll/positive-modifiers', () => {
  it('necromunda/save-roll/positive-modifiers: a bonus takes its size off the target (5+ with +1 is 4+)', () => {
    expect(save(5, 0, { bonus: 1 })).toMatchObject({
      kind: 'save',
      target: 4,
      rules: ['necromunda/save-roll/when', 'necromunda/save-roll/positive-modifiers'],
    });
  });

  it('necromunda/save-roll/positive-modifiers: bonus and AP make one target before the check (5+, +1, AP -2 is 6+)', () => {
    expect(save(5, -2, { bonus: 1 })).toMatchObject({ kind: 'save', target: 6 });
  });

  it('necromunda/save-roll/positive-modifiers: an unarmoured model counts as 7+ (a +1 gives 6+, a +2 gives 5+)', () => {
    expect(save('none', 0, { bonus: 1 })).toMatchObject({ kind: 'save', target: 6 });
    expect(save('none', 0, { bonus: 2 })).toMatchObject({ kind: 'save', target: 5 });
    expect(save('none', -1, { bonus: 1 })).toMatchObject({ kind: 'no-save', reason: 'cancelled-by-ap' });
  });

  it('necromunda/save-roll/positive-modifiers: an unarmoured model with no bonus has no save', () => {
    expect(save('none', 0)).toEqual({ kind: 'no-save', reason: 'no-armour', rules: ['necromunda/save-roll/when'] });
  });

  it('necromunda/save-roll/positive-modifiers: unmodifiable armour ignores the bonus, AP still applies', () => {
    expect(save(4, 0, { bonus: 2, unmodifiable: true })).toMatchObject({ kind: 'save', target: 4 });
    expect(save(4, -1, { bonus: 2, unmodifiable: true })).toMatchObject({ kind: 'save', target: 5 });
  });

  it('necromunda/save-roll/positive-modifiers: the target is never better than 2+ (UNCONFIRMED: a 1 always fails)', () => {
    expect(save(2, 0, { bonus: 2 })).toMatchObject({ kind: 'save', target: 2, modified: 0 });
  });

  it('necromunda/save-roll/positive-modifiers: a negative or fractional bonus is refused, naming the rule', () => {
    expect(() => save(4, 0, { bonus: -1 })).toThrow(/necromunda\/save-roll\/positive-modifiers/);
  });

  test.prop([fc.constantFrom<D6Target | 'none'>(2, 3, 4, 5, 6, 'none'), fc.integer({ min: -6, max: 0 }), fc.nat(4)])(
    'necromunda/save-roll/positive-modifiers: a bigger bonus never makes the save harder',
    (armour, ap, bonus) => {
      const a = save(armour, ap, { bonus });
      const b = save(armour, ap, { bonus: bonus + 1 });
      if (a.kind === 'save') return b.kind === 'save' && b.target <= a.target;
      return true;
    },
  );
});

describe('necromunda/save-roll/no-save-traits', () => {
  it('necromunda/save-roll/no-save-traits: a trait that forbids saves leaves none, whatever the armour and bonus', () => {
    expect(save(2, 0, { bonus: 3, savesForbidden: true })).toEqual({
      kind: 'no-save',
      reason: 'trait-forbids',
      rules: ['necromunda/save-roll/no-save-traits'],
    });
  });
});
