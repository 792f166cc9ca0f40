import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bsAttackMods, friendlyFire, type Cover } from '../../../rules/combat/index.ts';
import { judgeDie, mod, successValue } from '../../../rules/dice/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const plus3 = mod(3, 'range 8-16"', 'n3/bs-attack/range');

describe('bsAttackMods', () => {
  it('n3/bs-attack/into-close-combat: seed: Angus BS 12, +3 range, one ally in the Close Combat: SV 9', () => {
    const r = bsAttackMods('n3', { range: plus3, cover: 'none', alliesInCloseCombat: 1, declared: [] });
    if (E.isLeft(r)) throw new Error('refused');
    expect(r.right.mods.map((m) => m.value)).toEqual([3, -6]);
    expect(r.right.mods[1]?.citation).toBe('n3/bs-attack/into-close-combat');
    expect(successValue('n3', 'BS', 12, r.right.mods).value).toBe(9);
  });

  it.each([
    ['n3', 'n3/cover/partial'],
    ['n4', 'n4/cover/partial'],
    ['n5', 'n5/cover/partial'],
  ] as const)('%s/cover/partial: Partial Cover is -3 BS', (edition, citation) => {
    const r = bsAttackMods(edition, {
      range: mod(0, 'range', `${edition}/bs-attack/range`),
      cover: 'partial',
      alliesInCloseCombat: 0,
      declared: [],
    });
    expect(E.isRight(r) && r.right.mods.find((m) => m.citation === citation)?.value).toBe(-3);
  });

  it('n5/bs-attack/range, n5/bs-attack/modifiers: two allies engaged: -12; declared visibility MODs keep their reasons', () => {
    const r = bsAttackMods('n5', {
      range: mod(-3, 'range 16-24"', 'n5/bs-attack/range'),
      cover: 'none',
      alliesInCloseCombat: 2,
      declared: [
        { value: -3, reason: 'Low Visibility Zone' },
        { value: -6, reason: 'Mimetism', citation: 'n5/bs-attack/modifiers' },
      ],
    });
    if (E.isLeft(r)) throw new Error('refused');
    expect(r.right.mods.map((m) => [m.value, m.reason])).toEqual([
      [-3, 'range 16-24"'],
      [-12, 'BS Attack into Close Combat: 2 allies engaged with the target'],
      [-3, 'Low Visibility Zone'],
      [-6, 'Mimetism'],
    ]);
    expect(r.right.mods[2]?.citation).toBe('n5/bs-attack/modifiers');
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/cover/total: Total Cover refuses an attack that needs LoF, with a citation',
    (edition) => {
      const r = bsAttackMods(edition, { range: plus3, cover: 'total', alliesInCloseCombat: 0, declared: [] });
      expect(r).toEqual(E.left({ reason: expect.stringContaining('Total Cover'), citation: `${edition}/cover/total` }));
      expect(
        E.isRight(
          bsAttackMods(edition, {
            range: plus3,
            cover: 'total',
            alliesInCloseCombat: 0,
            declared: [],
            needsLof: false,
          }),
        ),
      ).toBe(true);
    },
  );

  it('rejects a negative ally count', () => {
    expect(() => bsAttackMods('n4', { range: plus3, cover: 'none', alliesInCloseCombat: -1, declared: [] })).toThrow(
      RangeError,
    );
  });

  test.prop([
    anEdition,
    fc.integer({ min: -6, max: 6 }),
    fc.constantFrom<Cover>('none', 'partial'),
    fc.integer({ min: 0, max: 4 }),
    fc.array(fc.record({ value: fc.integer({ min: -9, max: 9 }), reason: fc.string({ minLength: 1 }) }), {
      maxLength: 4,
    }),
  ])(
    'the stack sums range, cover, -6 per ally and what was declared, cited under its edition',
    (edition, range, cover, allies, declared) => {
      const r = bsAttackMods(edition, {
        range: mod(range, 'range', `${edition}/bs-attack/range`),
        cover,
        alliesInCloseCombat: allies,
        declared,
      });
      if (E.isLeft(r)) throw new Error('refused');
      const expected = range + (cover === 'partial' ? -3 : 0) - 6 * allies + declared.reduce((s, d) => s + d.value, 0);
      expect(r.right.mods.reduce((s, m) => s + m.value, 0)).toBe(expected);
      expect(r.right.mods).toHaveLength(1 + (cover === 'partial' ? 1 : 0) + (allies > 0 ? 1 : 0) + declared.length);
      expectEditionCitations(edition, r.right.citations);
    },
  );
});

describe('friendlyFire', () => {
  it('n3/bs-attack/friendly-fire: seed: Angus needs 9, rolls 12: Failure Category 3, within -6, Bipandra is hit', () => {
    expect(friendlyFire('n3', { sv: 9, face: 12, allyMod: -6 })).toEqual({
      hitsAlly: true,
      failureCategory: 3,
      citation: 'n3/bs-attack/friendly-fire',
    });
  });

  it("the seed's band: 10 to 15 hits the ally, 16 and up miss everyone, 9 and under hit Ortega", () => {
    const hits = Array.from({ length: 20 }, (_, i) => i + 1).filter(
      (face) => friendlyFire('n3', { sv: 9, face, allyMod: -6 }).hitsAlly,
    );
    expect(hits).toEqual([10, 11, 12, 13, 14, 15]);
    expect(friendlyFire('n3', { sv: 9, face: 16, allyMod: -6 })).toMatchObject({ hitsAlly: false, failureCategory: 7 });
    expect(friendlyFire('n3', { sv: 9, face: 9, allyMod: -6 })).toMatchObject({
      hitsAlly: false,
      failureCategory: null,
    });
  });

  it('no roll below SV 1, so no ally is hit; a die there is an error', () => {
    expect(friendlyFire('n4', { sv: -3, face: null, allyMod: -18 }).hitsAlly).toBe(false);
    expect(() => friendlyFire('n4', { sv: -3, face: 4, allyMod: -18 })).toThrow(RangeError);
    expect(() => friendlyFire('n4', { sv: 5, face: null, allyMod: -6 })).toThrow(RangeError);
  });

  test.prop([
    anEdition,
    fc.integer({ min: 1, max: 26 }),
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 1, max: 20 }),
  ])(
    'an ally is hit exactly when the die fails only because of the ally MOD',
    (edition, svWithoutAllies, allies, face) => {
      const allyMod = -6 * allies;
      const sv = svWithoutAllies + allyMod;
      const r = friendlyFire(edition, { sv, face: sv < 1 ? null : face, allyMod });
      if (sv < 1) {
        expect(r.hitsAlly).toBe(false);
        return;
      }
      const failsWith = !judgeDie(edition, sv, face).success;
      const passesWithout = judgeDie(edition, svWithoutAllies, face).success;
      expect(r.hitsAlly).toBe(failsWith && passesWithout);
    },
  );
});
