import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { rangeMod } from '../../../rules/combat/index.ts';
import { EDITIONS } from '../../../rules/edition.ts';
import { findWeapon, weaponCatalogue, type WeaponProfile } from '../../../rules/profiles/index.ts';
import { anEdition } from './citationsOf.ts';

const weapon = (edition: 'n3' | 'n4' | 'n5', id: string): WeaponProfile => {
  const w = findWeapon(edition, id);
  if (w === undefined) throw new Error(`no ${id} in ${edition}`);
  return w;
};

const modAt = (edition: 'n3' | 'n4' | 'n5', id: string, inches: number): number | 'out' => {
  const r = rangeMod(edition, weapon(edition, id), inches);
  return r.kind === 'in-range' ? r.mod.value : 'out';
};

describe('rangeMod', () => {
  it('n3/bs-attack/range: N3 Combi Rifle: +3 to 16", -3 to 32", -6 to 48", then out of range', () => {
    expect([0, 8, 8.5, 16, 16.1, 32, 32.5, 48].map((d) => modAt('n3', 'combi-rifle', d))).toEqual([
      3, 3, 3, 3, -3, -3, -6, -6,
    ]);
    const out = rangeMod('n3', weapon('n3', 'combi-rifle'), 48.1);
    expect(out).toEqual({
      kind: 'out-of-range',
      maxRange: 48,
      roll: false,
      orderSpent: true,
      disposableSpent: true,
      citation: 'n3/bs-attack/range',
    });
  });

  it.each(['n4', 'n5'] as const)(
    '%s/bs-attack/range: Combi Rifle in 8" bands: +3 +3 -3 -3 -6 -6, nothing past 48"',
    (edition) => {
      expect([4, 12, 20, 28, 36, 44, 48].map((d) => modAt(edition, 'combi-rifle', d))).toEqual([
        3, 3, -3, -3, -6, -6, -6,
      ]);
      expect(modAt(edition, 'combi-rifle', 48.5)).toBe('out');
      expect(modAt(edition, 'panzerfaust', 96)).toBe(-6);
      expect(modAt(edition, 'panzerfaust', 97)).toBe('out');
    },
  );

  it('n5/bs-attack/range: names the band and cites the edition', () => {
    const r = rangeMod('n5', weapon('n5', 'combi-rifle'), 10);
    expect(r).toMatchObject({ kind: 'in-range', mod: { value: 3, citation: 'n5/bs-attack/range' } });
    if (r.kind === 'in-range') expect(r.mod.reason).toContain('8-16');
  });

  it('refuses a weapon without bands and a negative distance', () => {
    expect(() => rangeMod('n4', weapon('n4', 'chain-rifle'), 3)).toThrow(RangeError);
    expect(() => rangeMod('n4', weapon('n4', 'combi-rifle'), -1)).toThrow(RangeError);
  });

  const rangedWeapon = anEdition.chain((edition) =>
    fc.constantFrom(...weaponCatalogue(edition).filter((w) => w.ranges.length > 0)).map((w) => ({ edition, w })),
  );

  test.prop([rangedWeapon, fc.double({ min: 0, max: 120, noNaN: true })])(
    'the MOD is the first band reaching the distance; past the last band the attack fails automatically',
    ({ edition, w }, inches) => {
      const r = rangeMod(edition, w, inches);
      const band = w.ranges.find((b) => inches <= b.upTo);
      if (band === undefined) {
        expect(r.kind).toBe('out-of-range');
      } else {
        expect(r.kind === 'in-range' ? r.mod.value : null).toBe(band.mod);
      }
    },
  );

  test.prop([
    fc.constantFrom(...EDITIONS),
    fc.array(fc.record({ step: fc.integer({ min: 1, max: 16 }), mod: fc.integer({ min: -6, max: 6 }) }), {
      minLength: 1,
      maxLength: 7,
    }),
    fc.integer({ min: 0, max: 130 }),
  ])('a distance at a band limit belongs to that band, just past it to the next', (edition, steps, pick) => {
    let upTo = 0;
    const ranges = steps.map((s) => ({ upTo: (upTo += s.step), mod: s.mod }));
    const w: WeaponProfile = {
      id: 'w',
      name: 'W',
      burst: 1,
      ammo: 'N',
      save: 'ARM',
      ranges,
      template: 'none',
      traits: [],
    };
    const i = pick % ranges.length;
    const b = ranges[i]!;
    const at = rangeMod(edition, w, b.upTo);
    expect(at.kind === 'in-range' ? at.mod.value : null).toBe(b.mod);
    const next = ranges[i + 1];
    const past = rangeMod(edition, w, b.upTo + 0.01);
    expect(past.kind === 'in-range' ? past.mod.value : 'out').toBe(next === undefined ? 'out' : next.mod);
  });
});
