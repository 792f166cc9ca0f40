import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperProfile, WeaponBonus } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { weapon } from '../support/seedTroopers.ts';
import { given, only } from '../support/scenario.ts';

/*
 * A weapon's bracketed bonus as profile data (docs/rulings.md "Weapon traits and bonuses"): a
 * Fusilier's "Combi Rifle (+1B)" fires B4 in its Active Turn (all four shots must be declared,
 * five are refused), and a "+1 Damage" Combi Rifle makes the save one harder: N3/N4 DAM 14 instead
 * of 13, N5 PS 6 instead of 7 (PS = 20 - DAM).
 */
const armed = (edition: Edition, bonus: WeaponBonus): TrooperProfile => ({
  ...lineTrooper(edition, 'fusilier', 'Fusilier', 12),
  weapons: [{ ...weapon(edition, 'combi-rifle'), bonus }],
});

const opening = (edition: Edition): readonly GameCommand[] => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'fusilier' },
  ...(edition === 'n5' ? [{ type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } } as const] : []),
];
const shoot = (burst: number): GameCommand => ({
  type: 'declare',
  trooper: 'fusilier',
  declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst }] },
});

describe.each(['n3', 'n4', 'n5'] as const)('Bracketed weapon bonuses (%s)', (edition) => {
  const input = (bonus: WeaponBonus) => ({
    edition,
    title: 'weapon bonus',
    armies: [army('pano', [armed(edition, bonus)]), army('ca', [lineTrooper(edition, 'morat', 'Morat', 11, 2)])],
  });

  it(`${edition}/weapons/bracketed-bonus: a Combi Rifle (+1B) fires B4 in the Active Turn: five shots refused, three refused (N4/N5 whole Burst), four accepted`, () => {
    const try_ = (burst: number) => {
      const session = createGameSession(input({ burst: 1 }));
      const before: readonly GameCommand[] =
        edition === 'n5' ? [...opening(edition), { type: 'end-aros' }] : opening(edition);
      for (const c of before) expect(E.isRight(session.send(c))).toBe(true);
      return session.send(shoot(burst));
    };
    const five = try_(5);
    expect(E.isRight(five)).toBe(false);
    if (E.isLeft(five)) expect(five.left.reason).toContain('B4');
    expect(E.isRight(try_(4))).toBe(true);
    if (edition !== 'n3') expect(E.isRight(try_(3))).toBe(false);
  });

  it(`${edition}/weapons/bracketed-bonus: a +1 Damage Combi Rifle: the save is read against DAM 14 (N5: PS 6) and cites the bonus`, () => {
    const fail = edition === 'n5' ? 20 : 1;
    const { events } = given(input({ damage: 1 })).when([
      ...opening(edition),
      ...(edition === 'n5' ? [] : [shoot(3)]),
      { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
      { type: 'measure', fact: { fact: 'range', from: 'fusilier', to: 'morat', inches: 8 } },
      { type: 'end-aros' },
      edition === 'n5' ? shoot(3) : { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [2, 3, 4] },
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [fail, fail, fail] },
    ]);
    const save = only(events, 'SavingRollResolved');
    // ARM 1: N3 face + 1 > 14 saves; N4 Attack Damage 14 - 1 = 13; N5 SV 1 + 6 = 7.
    expect(save.threshold).toEqual(
      edition === 'n3'
        ? { kind: 'n3-arm-roll', damage: 14, armour: 1 }
        : edition === 'n4'
          ? { kind: 'n4-attack-damage', attackDamage: 13 }
          : { kind: 'n5-success-value', sv: 7 },
    );
    expect(save.citations).toContain(`${edition}/weapons/bracketed-bonus`);
    expect(save.wounds).toBe(3);
  });
});
