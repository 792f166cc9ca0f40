import { describe, expect, it } from 'vitest';
import { judgeSavingRoll, savingRollSpec, savingRollsFor } from '../../../rules/combat/index.ts';
import type { Edition } from '../../../rules/edition.ts';
import { findWeapon, type Ammo, type WeaponProfile } from '../../../rules/profiles/index.ts';

const weapon = (edition: Edition, id: string): WeaponProfile => {
  const w = findWeapon(edition, id);
  if (w === undefined) throw new Error(`no ${id} in ${edition}`);
  return w;
};
const spec = (edition: Edition, ammo: Ammo, partialCover = false, templateAttack?: boolean) =>
  savingRollSpec(edition, {
    weapon: weapon(edition, 'combi-rifle'),
    ammo,
    target: { ARM: 1, BTS: 0 },
    partialCover,
    ...(templateAttack === undefined ? {} : { templateAttack }),
  });
const wounds = (edition: Edition, s: ReturnType<typeof spec>): number =>
  Array.from({ length: 20 }, (_, i) => i + 1).filter((f) => judgeSavingRoll(edition, s, f).outcome === 'wound').length;

describe('saving rolls per ammunition', () => {
  it('n3/ammo/explosive: EXP forces three ARM Rolls per hit; a Critical is a Wound in place of its first roll', () => {
    const exp = spec('n3', 'EXP');
    expect(exp).toMatchObject({ rollsPerHit: 3 });
    expect(exp.citations).toContain('n3/ammo/explosive');
    expect(savingRollsFor('n3', { hits: 2, crits: 0, spec: exp })).toMatchObject({ rolls: 6, automaticWounds: 0 });
    expect(savingRollsFor('n3', { hits: 2, crits: 1, spec: exp })).toMatchObject({ rolls: 5, automaticWounds: 1 });
  });

  it('n3/ammo/shock: against a W 1 profile Shock is one ARM Roll per hit, like N, citing Shock', () => {
    const shock = spec('n3', 'Shock');
    expect(shock).toMatchObject({ rollsPerHit: 1, failure: 'wound' });
    expect(shock.citations).toContain('n3/ammo/shock');
    expect(wounds('n3', shock)).toBe(wounds('n3', spec('n3', 'N')));
  });

  it('n3/ammo/normal: N is one ARM Roll per hit against the weapon DAM', () => {
    const n = spec('n3', 'N');
    expect(n).toMatchObject({ rollsPerHit: 1, threshold: { kind: 'n3-arm-roll', damage: 13, armour: 1 } });
    expect(n.citations).toContain('n3/ammo/normal');
    expect(savingRollsFor('n3', { hits: 3, crits: 0, spec: n })).toMatchObject({ rolls: 3, automaticWounds: 0 });
  });

  it.each(['n4', 'n5'] as const)(
    '%s/ammo/saving-rolls: one Saving Roll per hit of N, two of DA, three of EXP; a Critical adds one more',
    (edition) => {
      expect(spec(edition, 'N').citations).toContain(`${edition}/ammo/saving-rolls`);
      expect(savingRollsFor(edition, { hits: 2, crits: 0, spec: spec(edition, 'N') })).toMatchObject({
        rolls: 2,
        automaticWounds: 0,
      });
      expect(savingRollsFor(edition, { hits: 2, crits: 0, spec: spec(edition, 'DA') })).toMatchObject({ rolls: 4 });
      expect(savingRollsFor(edition, { hits: 2, crits: 1, spec: spec(edition, 'EXP') })).toMatchObject({
        rolls: 7,
        automaticWounds: 0,
      });
    },
  );

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/ammo/smoke: Smoke forces no Saving Roll and no Wound, with its own rule',
    (edition) => {
      const smoke = spec(edition, 'Smoke');
      expect(smoke).toMatchObject({ noDamage: true, rollsPerHit: 0 });
      expect(smoke.citations).toContain(`${edition}/ammo/smoke`);
      expect(savingRollsFor(edition, { hits: 3, crits: 2, spec: smoke })).toMatchObject({
        rolls: 0,
        automaticWounds: 0,
      });
    },
  );
});

describe('templates and cover on the save', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/templates/no-cover-save: a template hit in Partial Cover saves as in the open; a shot saves better',
    (edition) => {
      const template = spec(edition, 'N', true, true);
      expect(template.citations).toContain(`${edition}/templates/no-cover-save`);
      expect(wounds(edition, template)).toBe(wounds(edition, spec(edition, 'N', false, true)));
      const shot = spec(edition, 'N', true, false);
      expect(shot.citations).not.toContain(`${edition}/templates/no-cover-save`);
      expect(wounds(edition, shot)).toBe(wounds(edition, template) - 3);
    },
  );
});
