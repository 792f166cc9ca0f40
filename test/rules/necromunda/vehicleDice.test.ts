import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  ATTACKER_CHOOSES,
  chooseDice,
  locationDie,
  vehicleHitDice,
  type DiceMode,
} from '../../../rules/necromunda/index.ts';

const VEHICLE = 'necromunda/damage/vehicles';
/** An entered Location table (the page names no locations): the test's own names. */
const locations = ['body', 'drive', 'engine'] as const;

describe(VEHICLE, () => {
  it("necromunda/damage/vehicles: the page's Boltgun example — each unsaved D2 hit is 1 Location dice and 2 Damage dice, one kept", () => {
    expect(vehicleHitDice({ damage: 2, closeCombat: false })).toEqual({
      location: { count: 1, mode: 'choose-one' },
      damage: { count: 2, mode: 'choose-one' },
      rules: [VEHICLE],
    });
  });

  it("necromunda/damage/vehicles: the page's close combat example — +1 Location dice, the attacker keeps one", () => {
    const owed = vehicleHitDice({ damage: 2, closeCombat: true });
    expect(owed.location).toEqual({ count: 2, mode: 'choose-one' });
    expect(owed.damage).toEqual({ count: 2, mode: 'choose-one' });
    expect(
      chooseDice({ results: ['drive', 'engine'], mode: 'choose-one', chooser: ATTACKER_CHOOSES, chosen: 1 }),
    ).toEqual({ kept: ['engine'], fates: ['discarded', 'kept'], choseBy: 'attacker', rules: [VEHICLE] });
  });

  it("necromunda/damage/vehicles: Damage dice equal the weapon's Damage, apply-all when a rule says so", () => {
    expect(vehicleHitDice({ damage: 3, closeCombat: false, damageMode: 'apply-all' }).damage).toEqual({
      count: 3,
      mode: 'apply-all',
    });
    expect(chooseDice({ results: [4, 1, 6], mode: 'apply-all', chooser: ATTACKER_CHOOSES })).toMatchObject({
      kept: [4, 1, 6],
      fates: ['kept', 'kept', 'kept'],
    });
  });

  it("necromunda/damage/vehicles: reading — a Damage '–' weapon rolls no Location and no Damage dice on a vehicle", () => {
    expect(vehicleHitDice({ damage: 'dash', closeCombat: true })).toMatchObject({
      location: { count: 0 },
      damage: { count: 0 },
    });
  });

  it('necromunda/damage/vehicles: the vehicle chooses only under a named exception', () => {
    const byVehicle = { by: 'vehicle', exception: 'a rule granting the vehicle the choice' } as const;
    expect(chooseDice({ results: [2, 5], mode: 'choose-one', chooser: byVehicle, chosen: 0 })).toMatchObject({
      kept: [2],
      choseBy: 'vehicle',
    });
    expect(() =>
      chooseDice({ results: [2, 5], mode: 'choose-one', chooser: { by: 'vehicle', exception: ' ' }, chosen: 0 }),
    ).toThrow(/the vehicle chooses only under a named exception/);
  });

  it('necromunda/damage/vehicles: no choice is made for the players; a choice in apply-all is refused', () => {
    expect(() => chooseDice({ results: [2, 5], mode: 'choose-one', chooser: ATTACKER_CHOOSES })).toThrow(
      /necromunda\/damage\/vehicles: the attacker keeps one of 2 dice: give its index, 0 to 1/,
    );
    expect(() => chooseDice({ results: [2, 5], mode: 'apply-all', chooser: ATTACKER_CHOOSES, chosen: 0 })).toThrow(
      /no die is chosen/,
    );
    expect(() => chooseDice({ results: [], mode: 'apply-all', chooser: ATTACKER_CHOOSES })).toThrow(/at least one die/);
    expect(chooseDice({ results: [3], mode: 'choose-one', chooser: ATTACKER_CHOOSES }).kept).toEqual([3]);
    expect(() => vehicleHitDice({ damage: 0, closeCombat: false })).toThrow(/Damage is '–' or a whole number/);
  });

  it('necromunda/damage/vehicles: an impossible location is re-rolled until a possible one stands', () => {
    expect(locationDie({ locations, impossible: ['drive'], rolls: ['drive', 'drive', 'engine'] })).toEqual({
      location: 'engine',
      fates: ['re-rolled', 're-rolled', 'stands'],
      rules: [VEHICLE],
    });
    expect(locationDie({ locations, impossible: [], rolls: ['body'] })).toMatchObject({
      location: 'body',
      fates: ['stands'],
    });
  });

  it('necromunda/damage/vehicles: a missing re-roll, an extra roll or an unknown location is refused', () => {
    expect(() => locationDie({ locations, impossible: ['drive'], rolls: ['drive'] })).toThrow(/a re-roll is owed/);
    expect(() => locationDie({ locations, impossible: [], rolls: ['body', 'engine'] })).toThrow(
      /roll 1 stood; the 1 roll\(s\) after it are extra/,
    );
    expect(() => locationDie({ locations, impossible: [], rolls: ['turret'] })).toThrow(
      /roll 1 'turret' is not one of/,
    );
    expect(() => locationDie({ locations, impossible: ['turret'], rolls: ['body'] })).toThrow(
      /impossible location 'turret'/,
    );
    expect(() => locationDie({ locations, impossible: [...locations], rolls: ['body'] })).toThrow(
      /every location is impossible/,
    );
  });

  test.prop([
    fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
    fc.nat(),
    fc.constantFrom<DiceMode>('choose-one', 'apply-all'),
  ])(
    'necromunda/damage/vehicles: choose-one keeps exactly the chosen die, apply-all keeps every die in order (count)',
    (results, pick, mode) => {
      const chosen = pick % results.length;
      const c =
        mode === 'apply-all'
          ? chooseDice({ results, mode, chooser: ATTACKER_CHOOSES })
          : chooseDice({ results, mode, chooser: ATTACKER_CHOOSES, chosen });
      expect(c.fates).toHaveLength(results.length);
      if (mode === 'apply-all') expect(c.kept).toEqual(results);
      else {
        expect(c.kept).toEqual([results[chosen]]);
        expect(c.fates.filter((f) => f === 'kept')).toHaveLength(1);
      }
    },
  );

  test.prop([fc.array(fc.constant('drive'), { maxLength: 8 }), fc.constantFrom('body', 'engine')])(
    'necromunda/damage/vehicles: every impossible roll is re-rolled, in order, and the first possible one stands',
    (impossibleRolls, last) => {
      const d = locationDie({ locations, impossible: ['drive'], rolls: [...impossibleRolls, last] });
      expect(d.location).toBe(last);
      expect(d.fates).toEqual([...impossibleRolls.map(() => 're-rolled'), 'stands']);
    },
  );

  test.prop([fc.integer({ min: 1, max: 10 }), fc.boolean()])(
    "necromunda/damage/vehicles: as many Damage dice as the weapon's Damage; one Location dice, two in close combat",
    (damage, closeCombat) => {
      const owed = vehicleHitDice({ damage, closeCombat });
      expect(owed.damage.count).toBe(damage);
      expect(owed.location.count).toBe(closeCombat ? 2 : 1);
    },
  );
});
