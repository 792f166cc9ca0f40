import { describe, expect, it } from 'vitest';
import type { NecromundaWeapon } from '../../../events/necromunda/index.ts';
import { fighter, hit, NO_TABLES, ofType, play, refused, table, types, vehicle } from './necromundaTable.ts';

// Given: Lyra (Escher) against the Goliaths' Rig, a Mobile vehicle (T 6 front, 5 side, 4 rear; W3; 4+),
// locations Body, Engine, Drive, Crew; its vehicle Damage table Jolted (0 Wounds), Hit (1), Critical (2).
const GANGS = {
  fighters: [fighter('lyra', 'Escher'), fighter('krug', 'Goliath', { toughness: 4 })],
  vehicles: [vehicle('rig', 'Goliath')],
};
const BOLTGUN: NecromundaWeapon = { name: 'Boltgun', strength: 5, ap: -1, damage: 2, traits: ['Rapid Fire'] };
const KNIFE: NecromundaWeapon = { name: 'Fighting knife', strength: 5, ap: 0, damage: 1, traits: ['Melee'] };

/** Lyra's hit on the Rig, wounded and its save failed: its Location dice are owed. */
const unsaved = (weapon: NecromundaWeapon, more: Parameters<typeof hit>[3] = {}) => {
  const g = table(GANGS);
  play(g, [hit('lyra', 'rig', weapon, more), { type: 'roll-wound', die: 6 }, { type: 'roll-save', die: 1 }]);
  return g;
};

describe('necromunda/wound-roll/vehicle-facing', () => {
  it('necromunda/wound-roll/vehicle-facing: a hit from the side is wounded against the side Toughness (S5 against T5: 4+)', () => {
    const g = table(GANGS);
    const events = play(g, [hit('lyra', 'rig', BOLTGUN, { facing: 'side' }), { type: 'roll-wound', die: 4 }]);
    expect(events[0]).toMatchObject({ facing: { facing: 'side', inDoubt: false } });
    expect(events[0]).toMatchObject({
      rules: ['necromunda/resolve-hits/sequence', 'necromunda/wound-roll/vehicle-facing'],
    });
    expect(events[1]).toMatchObject({ type: 'WoundRolled', toughness: 5, row: 'equal', needs: 4, success: true });
    expect(events[1]).toMatchObject({
      rules: ['necromunda/wound-roll/vehicle-facing', 'necromunda/wound-roll/table'],
    });
  });

  it('necromunda/wound-roll/vehicle-facing: in doubt (no facing given), the toughest facing is used: front T6, S5 wounds on 5+', () => {
    const g = table(GANGS);
    const events = play(g, [hit('lyra', 'rig', BOLTGUN), { type: 'roll-wound', die: 4 }]);
    expect(events[0]).toMatchObject({ facing: { facing: 'front', inDoubt: true } });
    expect(events[1]).toMatchObject({ toughness: 6, row: 'lower', needs: 5, success: false });
    expect(events[2]).toMatchObject({ type: 'HitResolved', outcome: 'not-wounded' });
    expect(g.state().vehicles['rig']?.woundsLeft).toBe(3);
  });

  it('necromunda/wound-roll/vehicle-facing: a facing given for a hit on a fighter is refused (facings are for vehicles)', () => {
    const g = table(GANGS);
    const r = refused(g, hit('lyra', 'krug', BOLTGUN, { facing: 'rear' }));
    expect(r).toMatchObject({ citation: { id: 'necromunda/damage/vehicles' }, field: 'facing' });
  });

  it("necromunda/save-roll/armour-penetration: a vehicle saves with its armour: the Rig's 4+ against AP -1 is 5+, and a 5 saves the hit", () => {
    const g = table(GANGS);
    const events = play(g, [
      hit('lyra', 'rig', BOLTGUN, { facing: 'rear' }),
      { type: 'roll-wound', die: 3 },
      { type: 'roll-save', die: 5 },
    ]);
    expect(types(events)).toEqual(['HitDeclared', 'WoundRolled', 'SaveRolled', 'HitResolved']);
    expect(events[2]).toMatchObject({ armour: 4, ap: -1, needs: 5, success: true });
    expect(events[3]).toMatchObject({ outcome: 'saved' });
  });
});

describe('necromunda/damage/vehicles: Location dice', () => {
  it('necromunda/damage/vehicles: an unsaved wound owes one Location dice and as many Damage dice as the weapon has Damage (attacker chooses)', () => {
    const g = table(GANGS);
    const events = play(g, [
      hit('lyra', 'rig', BOLTGUN),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 2 },
    ]);
    expect(types(events).slice(-2)).toEqual(['SaveRolled', 'VehicleDiceOwed']);
    expect(events.at(-1)).toMatchObject({
      location: { count: 1, mode: 'choose-one' },
      damage: { count: 2, mode: 'choose-one' },
      chooser: { by: 'attacker' },
      rules: ['necromunda/damage/vehicles'],
    });
    expect(g.step()).toBe('location-dice');
    const two = refused(g, { type: 'roll-locations', dice: [['Body'], ['Engine']], impossible: [], chosen: 0 });
    expect(two).toMatchObject({ citation: { id: 'necromunda/damage/vehicles' }, field: 'dice' });
    expect(two.reason).toMatch(/owes 1 Location dice, got 2/);
    const located = play(g, [{ type: 'roll-locations', dice: [['Engine']], impossible: [] }]);
    expect(located[0]).toMatchObject({ location: 'Engine', fates: ['kept'], choseBy: null });
    expect(g.step()).toBe('damage-dice');
  });

  it('necromunda/damage/vehicles: close combat rolls two Location dice; the attacker keeps one and discards the other', () => {
    const g = unsaved(KNIFE, { closeCombat: true });
    expect(g.state().hit?.vehicleDice?.location).toEqual({ count: 2, mode: 'choose-one' });
    const unchosen = refused(g, { type: 'roll-locations', dice: [['Body'], ['Drive']], impossible: [] });
    expect(unchosen).toMatchObject({ citation: { id: 'necromunda/damage/vehicles' }, field: 'chosen' });
    expect(unchosen.reason).toMatch(/the attacker keeps one of 2 dice/);
    const located = play(g, [{ type: 'roll-locations', dice: [['Body'], ['Drive']], impossible: [], chosen: 1 }]);
    expect(located[0]).toMatchObject({ location: 'Drive', fates: ['discarded', 'kept'], choseBy: 'attacker' });
  });

  it('necromunda/damage/vehicles: under a named exception the vehicle keeps the die it likes (vehicleChooses)', () => {
    const g = unsaved(KNIFE, { closeCombat: true, vehicleChooses: 'Armoured Hull' });
    expect(g.state().hit?.vehicleDice?.chooser).toEqual({ by: 'vehicle', exception: 'Armoured Hull' });
    const located = play(g, [{ type: 'roll-locations', dice: [['Engine'], ['Body']], impossible: [], chosen: 1 }]);
    expect(located[0]).toMatchObject({ location: 'Body', choseBy: 'vehicle' });
    const damaged = play(g, [{ type: 'roll-vehicle-damage', results: ['Hit'], rolledOver: false }]);
    expect(damaged[0]).toMatchObject({ type: 'VehicleDamaged', location: 'Body', woundsLost: 1, woundsLeft: 2 });
  });

  it('necromunda/damage/vehicles: an impossible location is re-rolled until one stands; a missing re-roll or an extra roll is refused', () => {
    const g = unsaved(BOLTGUN);
    const missing = refused(g, { type: 'roll-locations', dice: [['Crew']], impossible: ['Crew'] });
    expect(missing).toMatchObject({ citation: { id: 'necromunda/damage/vehicles' }, field: 'dice' });
    expect(missing.reason).toMatch(/a re-roll is owed/);
    const extra = refused(g, { type: 'roll-locations', dice: [['Engine', 'Body']], impossible: ['Crew'] });
    expect(extra.reason).toMatch(/roll 1 stood; the 1 roll\(s\) after it are extra/);
    const unknown = refused(g, { type: 'roll-locations', dice: [['Turret']], impossible: [] });
    expect(unknown.reason).toMatch(/'Turret' is not one of the vehicle's locations/);
    const located = play(g, [{ type: 'roll-locations', dice: [['Crew', 'Crew', 'Engine']], impossible: ['Crew'] }]);
    expect(located[0]).toMatchObject({
      dice: [{ rolls: ['Crew', 'Crew', 'Engine'], fates: ['re-rolled', 're-rolled', 'stands'], location: 'Engine' }],
      impossible: ['Crew'],
      location: 'Engine',
    });
  });
});

describe('necromunda/damage/vehicles: Damage dice', () => {
  it('necromunda/damage/vehicles: the Damage dice equal the weapon Damage whatever Wounds are left (Damage 3 on a Rig with 1 Wound: 3 dice)', () => {
    const g = unsaved(BOLTGUN);
    play(g, [
      { type: 'roll-locations', dice: [['Body']], impossible: [] },
      { type: 'roll-vehicle-damage', results: ['Critical', 'Jolted'], chosen: 0, rolledOver: false },
    ]);
    expect(g.state().vehicles['rig']?.woundsLeft).toBe(1);
    play(g, [
      hit('lyra', 'rig', { ...BOLTGUN, damage: 3 }),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 1 },
    ]);
    expect(g.state().hit?.vehicleDice?.damage.count).toBe(3);
    play(g, [{ type: 'roll-locations', dice: [['Drive']], impossible: [] }]);
    const short = refused(g, { type: 'roll-vehicle-damage', results: ['Jolted'], rolledOver: false });
    expect(short).toMatchObject({ citation: { id: 'necromunda/damage/vehicles' }, field: 'results' });
    expect(short.reason).toMatch(/owes 3 Damage dice \(the weapon's Damage, whatever Wounds are left\), got 1/);
  });

  it('necromunda/damage/vehicles: choose one (the default) keeps one result; the others are discarded', () => {
    const g = unsaved(BOLTGUN);
    play(g, [{ type: 'roll-locations', dice: [['Body']], impossible: [] }]);
    const unchosen = refused(g, { type: 'roll-vehicle-damage', results: ['Hit', 'Critical'], rolledOver: false });
    expect(unchosen.field).toBe('chosen');
    const events = play(g, [
      { type: 'roll-vehicle-damage', results: ['Hit', 'Critical'], chosen: 0, rolledOver: false },
    ]);
    expect(events[0]).toMatchObject({
      fates: ['kept', 'discarded'],
      choseBy: 'attacker',
      woundsLost: 1,
      woundsLeft: 2,
    });
    expect(events[1]).toMatchObject({ type: 'HitResolved', outcome: 'vehicle-damaged' });
    expect(g.state().vehicles['rig']).toMatchObject({ woundsLeft: 2, wrecked: false, locationsHit: ['Body'] });
  });

  it('necromunda/damage/vehicles: under applyAllDamage every result applies (Hit + Critical: 3 Wounds); a chosen die is then refused', () => {
    const g = unsaved(BOLTGUN, { applyAllDamage: 'Test: all results' });
    expect(g.state().hit?.vehicleDice?.damage).toEqual({ count: 2, mode: 'apply-all' });
    play(g, [{ type: 'roll-locations', dice: [['Body']], impossible: [] }]);
    const chosen = refused(g, {
      type: 'roll-vehicle-damage',
      results: ['Hit', 'Critical'],
      chosen: 0,
      rolledOver: false,
    });
    expect(chosen.reason).toMatch(/every result applies; no die is chosen/);
    const events = play(g, [{ type: 'roll-vehicle-damage', results: ['Hit', 'Critical'], rolledOver: false }]);
    expect(events[0]).toMatchObject({ fates: ['kept', 'kept'], choseBy: null, woundsLost: 3, woundsLeft: 0 });
    expect(ofType(events, 'VehicleWrecked')).toHaveLength(1);
  });

  it('necromunda/damage/vehicles: each result is checked against tables.vehicleDamage; with no table a result cannot be named', () => {
    const g = unsaved({ ...BOLTGUN, damage: 1 });
    play(g, [{ type: 'roll-locations', dice: [['Body']], impossible: [] }]);
    const r = refused(g, { type: 'roll-vehicle-damage', results: ['Explodes'], rolledOver: false });
    expect(r).toMatchObject({ citation: { id: 'necromunda/damage/vehicles' }, field: 'results' });
    expect(r.reason).toBe("'Explodes' is not a result of the game's vehicle Damage table (Jolted, Hit, Critical)");
    const bare = table({ ...GANGS, tables: NO_TABLES });
    play(bare, [
      hit('lyra', 'rig', { ...BOLTGUN, damage: 1 }),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 1 },
      { type: 'roll-locations', dice: [['Body']], impossible: [] },
    ]);
    const none = refused(bare, { type: 'roll-vehicle-damage', results: ['Hit'], rolledOver: false });
    expect(none.reason).toMatch(/the game gives no vehicle Damage table/);
  });

  it("necromunda/damage/vehicles: a Damage '–' weapon's wound on a vehicle rolls no Location or Damage dice: no effect", () => {
    const g = unsaved({ name: 'Web gun', strength: 5, ap: 0, damage: 'dash', traits: ['Web'] });
    const last = g.events().slice(-2);
    expect(last[0]).toMatchObject({ type: 'VehicleDiceOwed', location: { count: 0 }, damage: { count: 0 } });
    expect(last[1]).toMatchObject({ type: 'HitResolved', outcome: 'no-effect' });
    expect(g.step()).toBe('awaiting-hit');
    expect(g.state().vehicles['rig']?.woundsLeft).toBe(3);
    expect(refused(g, { type: 'roll-locations', dice: [['Body']], impossible: [] }).citation.id).toBe(
      'necromunda/resolve-hits/sequence',
    );
  });
});
