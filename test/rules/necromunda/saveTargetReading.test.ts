import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { saveTarget, type ApReading, type D6Target, type SaveInput } from '../../../rules/necromunda/index.ts';

const save = (armour: D6Target | 'none', ap: number, reading?: ApReading, more: Partial<SaveInput> = {}) =>
  saveTarget({ armour, ap, bonus: 0, unmodifiable: false, savesForbidden: false, ...more }, reading);

/** The two readings of "AP greater than the save granted" (docs/rulings.md, Necromunda), each tested. */
describe('necromunda/save-roll/armour-penetration: the readings of "greater than"', () => {
  it('necromunda/save-roll/armour-penetration: ours (passes-six, the default) keeps a 2+ save against AP -3 at 5+', () => {
    expect(save(2, -3)).toMatchObject({ kind: 'save', target: 5, modified: 5 });
    expect(save(2, -3, 'passes-six')).toEqual(save(2, -3));
  });

  it('necromunda/save-roll/armour-penetration: the bare-numbers reading loses a 2+ save against AP -3 (3 > 2)', () => {
    expect(save(2, -3, 'bare-numbers')).toEqual({
      kind: 'no-save',
      reason: 'cancelled-by-ap',
      modified: 5,
      rules: ['necromunda/save-roll/when', 'necromunda/save-roll/armour-penetration'],
    });
  });

  it('necromunda/save-roll/armour-penetration: both readings keep a 4+ against AP -2 (6+) and lose a 4+ against AP -3', () => {
    for (const reading of ['passes-six', 'bare-numbers'] as const) {
      expect(save(4, -2, reading)).toMatchObject({ kind: 'save', target: 6 });
      expect(save(4, -3, reading)).toMatchObject({ kind: 'no-save', reason: 'cancelled-by-ap', modified: 7 });
    }
  });

  it('necromunda/save-roll/positive-modifiers: the bare-numbers reading compares AP with the armour, so an unarmoured model with a bonus keeps its save as ours does', () => {
    expect(save('none', 0, 'bare-numbers', { bonus: 1 })).toMatchObject({ kind: 'save', target: 6 });
    expect(save('none', -1, 'bare-numbers', { bonus: 2 })).toMatchObject({ kind: 'save', target: 6 });
    expect(save('none', -1, 'passes-six', { bonus: 2 })).toMatchObject({ kind: 'save', target: 6 });
  });

  test.prop([
    fc.constantFrom<D6Target | 'none'>(2, 3, 4, 5, 6, 'none'),
    fc.integer({ min: -6, max: 0 }),
    fc.integer({ min: 0, max: 3 }),
  ])(
    'necromunda/save-roll/armour-penetration: the bare-numbers reading never keeps a save ours loses, and agrees on every save it keeps',
    (armour, ap, bonus) => {
      const ours = save(armour, ap, 'passes-six', { bonus });
      const bare = save(armour, ap, 'bare-numbers', { bonus });
      if (ours.kind === 'no-save') expect(bare.kind).toBe('no-save');
      if (bare.kind === 'save') expect(bare).toEqual(ours);
    },
  );
});
