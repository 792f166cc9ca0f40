import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { bsAttackMods, burstFor, friendlyFire, type BurstSituation } from '../../../rules/combat/index.ts';
import { mod, successValue } from '../../../rules/dice/index.ts';

const base: BurstSituation = {
  weaponBurst: 3,
  turn: 'active',
  twinWeapons: false,
  entireOrder: false,
  totalReaction: false,
};

describe.each(['n3', 'n4', 'n5'] as const)('Burst per edition (%s)', (edition) => {
  it(`${edition}/burst/weapon: in the Active Turn the attack takes the weapon's whole Burst, whatever it is`, () => {
    for (const weaponBurst of [1, 2, 4]) {
      const r = burstFor(edition, { ...base, weaponBurst });
      expect(r.burst).toBe(weaponBurst);
      expect(r.citations).toContain(`${edition}/burst/weapon`);
    }
  });

  it(`${edition}/burst/total-reaction: Total Reaction keeps the whole Burst in ARO, where others fire 1`, () => {
    expect(burstFor(edition, { ...base, weaponBurst: 4, turn: 'reactive' }).burst).toBe(1);
    const tr = burstFor(edition, { ...base, weaponBurst: 4, turn: 'reactive', totalReaction: true });
    expect(tr.burst).toBe(4);
    expect(tr.citations).toContain(`${edition}/burst/total-reaction`);
    expect(burstFor(edition, { ...base, totalReaction: true }).citations).not.toContain(
      `${edition}/burst/total-reaction`,
    );
  });
});

describe.each(['n4', 'n5'] as const)('Twin Weapons, read as in N3 (%s)', (edition) => {
  it(`${edition}/burst/twin-weapons: +1 Burst in the Active Turn, fired from both weapons; not for a ${edition === 'n5' ? 'Long Skill' : 'Entire Order'} attack nor in ARO`, () => {
    const twin = burstFor(edition, { ...base, twinWeapons: true });
    expect(twin).toMatchObject({ burst: 4, weaponsFired: 2 });
    expect(twin.citations).toContain(`${edition}/burst/twin-weapons`);
    expect(burstFor(edition, { ...base, twinWeapons: true, entireOrder: true })).toMatchObject({
      burst: 3,
      weaponsFired: 1,
    });
    expect(burstFor(edition, { ...base, twinWeapons: true, turn: 'reactive' })).toMatchObject({
      burst: 1,
      weaponsFired: 1,
    });
  });
});

describe.each(['n4', 'n5'] as const)('BS Attack MODs and allies in the Close Combat (%s)', (edition) => {
  const range = mod(3, 'range 8-16"', `${edition}/bs-attack/range`);

  it(`${edition}/bs-attack/into-close-combat: -6 per ally engaged with the target (one: -6, two: -12)`, () => {
    const one = bsAttackMods(edition, { range, cover: 'none', alliesInCloseCombat: 1, declared: [] });
    const two = bsAttackMods(edition, { range, cover: 'none', alliesInCloseCombat: 2, declared: [] });
    if (E.isLeft(one) || E.isLeft(two)) throw new Error('refused');
    expect(one.right.mods.map((m) => [m.value, m.citation])).toEqual([
      [3, `${edition}/bs-attack/range`],
      [-6, `${edition}/bs-attack/into-close-combat`],
    ]);
    expect(two.right.mods[1]?.value).toBe(-12);
  });

  it(`${edition}/bs-attack/modifiers: the MODs add to BS to give the Success Value (BS 12 +3 range -3 cover -6 ally -3 zone = 3)`, () => {
    const r = bsAttackMods(edition, {
      range,
      cover: 'partial',
      alliesInCloseCombat: 1,
      declared: [{ value: -3, reason: 'Low Visibility Zone', citation: `${edition}/bs-attack/modifiers` }],
    });
    if (E.isLeft(r)) throw new Error('refused');
    expect(successValue(edition, 'BS', 12, r.right.mods).value).toBe(3);
    expect(r.right.mods.at(-1)).toMatchObject({ value: -3, citation: `${edition}/bs-attack/modifiers` });
  });

  it(`${edition}/bs-attack/friendly-fire: a miss whose Failure Category is within the ally MOD hits the ally; a wider miss or a hit does not`, () => {
    expect(friendlyFire(edition, { sv: 9, face: 15, allyMod: -6 })).toEqual({
      hitsAlly: true,
      failureCategory: 6,
      citation: `${edition}/bs-attack/friendly-fire`,
    });
    expect(friendlyFire(edition, { sv: 9, face: 16, allyMod: -6 })).toMatchObject({
      hitsAlly: false,
      failureCategory: 7,
    });
    expect(friendlyFire(edition, { sv: 9, face: 9, allyMod: -6 })).toMatchObject({
      hitsAlly: false,
      failureCategory: null,
    });
    expect(friendlyFire(edition, { sv: 3, face: 15, allyMod: -12 })).toMatchObject({
      hitsAlly: true,
      failureCategory: 12,
    });
  });
});

describe('BS Attack MODs in N3', () => {
  it('n3/bs-attack/modifiers: range, cover, allies and declared MODs all add to BS, with no cap (BS 12 +3 -3 -12 -6 = -6)', () => {
    const r = bsAttackMods('n3', {
      range: mod(3, 'range', 'n3/bs-attack/range'),
      cover: 'partial',
      alliesInCloseCombat: 2,
      declared: [{ value: -6, reason: 'Camouflage', citation: 'n3/bs-attack/modifiers' }],
    });
    if (E.isLeft(r)) throw new Error('refused');
    expect(r.right.mods.map((m) => m.value)).toEqual([3, -3, -12, -6]);
    expect(successValue('n3', 'BS', 12, r.right.mods).value).toBe(-6);
  });
});
