import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  judgeSavingRoll,
  rollsPerHit,
  rollsPerHitIn,
  savingRollSpec,
  savingRollsFor,
} from '../../../rules/combat/index.ts';
import type { Edition } from '../../../rules/edition.ts';
import { AMMOS, findWeapon, type Ammo, type WeaponProfile } from '../../../rules/profiles/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const combi = (edition: Edition): WeaponProfile => {
  const w = findWeapon(edition, 'combi-rifle');
  if (w === undefined) throw new Error('no combi');
  return w;
};
const faces = Array.from({ length: 20 }, (_, i) => i + 1);
const woundFaces = (edition: Edition, spec: ReturnType<typeof savingRollSpec>): number[] =>
  faces.filter((f) => judgeSavingRoll(edition, spec, f).outcome === 'wound');

describe('savingRollSpec and judgeSavingRoll', () => {
  it('n4/saving-roll/attack-damage, n4/cover/partial: N4 seed arithmetic: Combi DAM 13 against ARM 1 in Partial Cover wounds on 9 or less', () => {
    const spec = savingRollSpec('n4', { weapon: combi('n4'), target: { ARM: 1, BTS: 0 }, partialCover: true });
    expect(spec.threshold).toEqual({ kind: 'n4-attack-damage', attackDamage: 9 });
    expect(woundFaces('n4', spec)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(judgeSavingRoll('n4', spec, 9)).toMatchObject({
      outcome: 'wound',
      why: '9 ≤ Attack Damage 9',
      citation: 'n4/saving-roll/attack-damage',
    });
    expect(spec.mods.map((m) => [m.value, m.citation])).toEqual([[-3, 'n4/cover/partial']]);
  });

  it('N5 seed arithmetic: ARM 1 + PS 7 + 3 = 11 saves on 11 or less', () => {
    const spec = savingRollSpec('n5', { weapon: combi('n5'), target: { ARM: 1, BTS: 0 }, partialCover: true });
    expect(spec.threshold).toEqual({ kind: 'n5-success-value', sv: 11 });
    expect(judgeSavingRoll('n5', spec, 11).outcome).toBe('saved');
    expect(judgeSavingRoll('n5', spec, 12)).toMatchObject({ outcome: 'wound', why: '12 > SV 11' });
    expect(woundFaces('n5', spec)).toHaveLength(9);
  });

  it('N3: d20 + ARM must beat DAM 13; Partial Cover adds 3 ARM', () => {
    const open = savingRollSpec('n3', { weapon: combi('n3'), target: { ARM: 1, BTS: 0 }, partialCover: false });
    expect(open.threshold).toEqual({ kind: 'n3-arm-roll', damage: 13, armour: 1 });
    expect(judgeSavingRoll('n3', open, 12)).toMatchObject({ outcome: 'wound', why: '12 + ARM 1 = 13 ≤ DAM 13' });
    expect(judgeSavingRoll('n3', open, 13).outcome).toBe('saved');
    const cover = savingRollSpec('n3', { weapon: combi('n3'), target: { ARM: 1, BTS: 0 }, partialCover: true });
    expect(woundFaces('n3', cover)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('rolls per hit: N, AP, Shock, PARA 1; DA, E/M 2; EXP 3; Smoke none and no damage', () => {
    expect(AMMOS.map((a) => [a, rollsPerHit(a)])).toEqual([
      ['N', 1],
      ['AP', 1],
      ['DA', 2],
      ['EXP', 3],
      ['Shock', 1],
      ['Smoke', 0],
      ['PARA', 1],
      ['E/M', 2],
      ['Eclipse', 0],
      ['Stun', 1],
    ]);
    expect(rollsPerHitIn('n4', 'Stun')).toBe(2);
    expect(rollsPerHitIn('n5', 'Stun')).toBe(1);
    const smoke = savingRollSpec('n5', {
      weapon: combi('n5'),
      ammo: 'Smoke',
      target: { ARM: 1, BTS: 0 },
      partialCover: false,
    });
    expect(smoke).toMatchObject({ noDamage: true, rollsPerHit: 0, threshold: { kind: 'none' } });
    expect(() => judgeSavingRoll('n5', smoke, 5)).toThrow(RangeError);
  });

  it('n5/ammo/armour-piercing, n3/ammo/armour-piercing, n3/saving-roll/arm-roll: AP halves ARM rounding up, before the cover bonus', () => {
    const spec = savingRollSpec('n5', {
      weapon: combi('n5'),
      ammo: 'AP',
      target: { ARM: 5, BTS: 0 },
      partialCover: true,
    });
    expect(spec).toMatchObject({ effectiveAttribute: 3, threshold: { sv: 3 + 7 + 3 } });
    expect(spec.citations).toContain('n5/ammo/armour-piercing');
    const n3 = savingRollSpec('n3', {
      weapon: combi('n3'),
      ammo: 'AP',
      target: { ARM: 3, BTS: 0 },
      partialCover: false,
    });
    expect(n3).toMatchObject({
      effectiveAttribute: 2,
      citations: ['n3/ammo/armour-piercing', 'n3/saving-roll/arm-roll'],
    });
  });

  it('BTS weapons save on BTS', () => {
    const w: WeaponProfile = { ...combi('n4'), save: 'BTS' };
    expect(savingRollSpec('n4', { weapon: w, target: { ARM: 5, BTS: 3 }, partialCover: false }).threshold).toEqual({
      kind: 'n4-attack-damage',
      attackDamage: 10,
    });
  });

  it.each(['n3', 'n4', 'n5'] as const)('%s: a template hit gets no cover bonus on the save', (edition) => {
    const shotgun = findWeapon(edition, 'boarding-shotgun');
    if (shotgun === undefined) throw new Error('no shotgun');
    const covered = savingRollSpec(edition, { weapon: shotgun, target: { ARM: 1, BTS: 0 }, partialCover: true });
    const open = savingRollSpec(edition, { weapon: shotgun, target: { ARM: 1, BTS: 0 }, partialCover: false });
    expect(covered.threshold).toEqual(open.threshold);
    expect(covered.mods).toEqual([]);
    expect(covered.citations).toContain(`${edition}/templates/no-cover-save`);
    const asBullet = savingRollSpec(edition, {
      weapon: shotgun,
      target: { ARM: 1, BTS: 0 },
      partialCover: true,
      templateAttack: false,
    });
    expect(asBullet.mods).toHaveLength(1);
  });

  it("a profile without its edition's number, or a spec judged under another edition, is an error", () => {
    expect(() =>
      savingRollSpec('n5', { weapon: combi('n4'), target: { ARM: 1, BTS: 0 }, partialCover: false }),
    ).toThrow(/PS/);
    expect(() =>
      savingRollSpec('n4', { weapon: combi('n5'), target: { ARM: 1, BTS: 0 }, partialCover: false }),
    ).toThrow(/Damage/);
    const spec = savingRollSpec('n4', { weapon: combi('n4'), target: { ARM: 1, BTS: 0 }, partialCover: false });
    expect(() => judgeSavingRoll('n5', spec, 3)).toThrow(RangeError);
    expect(() => judgeSavingRoll('n4', spec, 0)).toThrow(RangeError);
  });

  const damaging = fc.constantFrom<Ammo>('N', 'AP', 'DA', 'EXP', 'Shock');
  test.prop([fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 12 }), fc.boolean(), damaging])(
    'N3, N4 and N5 wound on the same number of faces when PS = 20 - DAM',
    (damage, arm, partialCover, ammo) => {
      const profile = (edition: Edition): WeaponProfile => ({
        id: 'w',
        name: 'W',
        burst: 1,
        ammo,
        save: 'ARM',
        ranges: [{ upTo: 8, mod: 0 }],
        template: 'none',
        traits: [],
        ...(edition === 'n5' ? { ps: 20 - damage } : { damage }),
      });
      const counts = (['n3', 'n4', 'n5'] as const).map(
        (edition) =>
          woundFaces(
            edition,
            savingRollSpec(edition, { weapon: profile(edition), target: { ARM: arm, BTS: 0 }, partialCover }),
          ).length,
      );
      expect(counts[0]).toBe(counts[1]);
      expect(counts[1]).toBe(counts[2]);
      const effective = ammo === 'AP' ? Math.ceil(arm / 2) : arm;
      expect(counts[1]).toBe(Math.max(0, Math.min(20, damage - effective - (partialCover ? 3 : 0))));
    },
  );
});

describe('savingRollsFor', () => {
  const spec = (edition: Edition, ammo: Ammo) =>
    savingRollSpec(edition, { weapon: combi(edition), ammo, target: { ARM: 1, BTS: 0 }, partialCover: false });

  it('n5/critical/extra-saving-roll: N4/N5: a Critical adds a roll of the same kind', () => {
    expect(savingRollsFor('n4', { hits: 3, crits: 1, spec: spec('n4', 'DA') })).toMatchObject({
      rolls: 7,
      automaticWounds: 0,
    });
    const n5 = savingRollsFor('n5', { hits: 2, crits: 2, spec: spec('n5', 'N') });
    expect(n5).toMatchObject({ rolls: 4, automaticWounds: 0 });
    expect(n5.citations).toContain('n5/critical/extra-saving-roll');
  });

  it('n3/ammo/normal, n3/ammo/double-action: N3: a Critical costs a Wound with no roll, in place of one of its rolls', () => {
    expect(savingRollsFor('n3', { hits: 3, crits: 1, spec: spec('n3', 'N') })).toMatchObject({
      rolls: 2,
      automaticWounds: 1,
    });
    expect(savingRollsFor('n3', { hits: 3, crits: 1, spec: spec('n3', 'DA') })).toMatchObject({
      rolls: 5,
      automaticWounds: 1,
    });
  });

  it('n3/ammo/smoke, n4/ammo/smoke, n5/ammo/smoke: Smoke: nothing, Criticals included', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      expect(savingRollsFor(edition, { hits: 2, crits: 1, spec: spec(edition, 'Smoke') })).toMatchObject({
        rolls: 0,
        automaticWounds: 0,
      });
    }
  });

  it('rejects more crits than hits and a spec from another edition', () => {
    expect(() => savingRollsFor('n4', { hits: 1, crits: 2, spec: spec('n4', 'N') })).toThrow(RangeError);
    expect(() => savingRollsFor('n5', { hits: 1, crits: 0, spec: spec('n4', 'N') })).toThrow(RangeError);
  });

  const tally = fc
    .integer({ min: 0, max: 8 })
    .chain((hits) => fc.integer({ min: 0, max: hits }).map((crits) => ({ hits, crits })));
  test.prop([anEdition, fc.constantFrom<Ammo>('N', 'AP', 'DA', 'EXP', 'Shock'), tally])(
    'N4/N5 rolls = hits x per hit + crits; N3 automatic wounds = crits and every hit still costs per-hit chances',
    (edition, ammo, { hits, crits }) => {
      const s = spec(edition, ammo);
      const r = savingRollsFor(edition, { hits, crits, spec: s });
      if (edition === 'n3') {
        expect(r.automaticWounds).toBe(crits);
        expect(r.rolls + r.automaticWounds).toBe(hits * s.rollsPerHit);
      } else {
        expect(r.rolls).toBe(hits * s.rollsPerHit + crits);
        expect(r.automaticWounds).toBe(0);
      }
      expectEditionCitations(edition, r.citations);
    },
  );
});
