import { describe, expect, it } from 'vitest';
import type { NecromundaFighter } from '../../../events/necromunda/index.ts';
import { fighter, hit, ofType, play, refused, table, vehicle, wreckWith } from './necromundaTable.ts';

// Given: Lyra (Escher) and the Goliaths' Rig (Mobile, W3) with Dozer at its controls, in a campaign.
const crew = (id: string, as: 'crew' | 'passenger' = 'crew'): NecromundaFighter =>
  fighter(id, 'Goliath', { aboard: { vehicle: 'rig', as } });
const GANGS = {
  fighters: [fighter('lyra', 'Escher'), crew('dozer')],
  vehicles: [vehicle('rig', 'Goliath'), vehicle('hauler', 'Goliath', { mobility: 'stationary' })],
};

describe('necromunda/out-of-action/wrecked', () => {
  it('necromunda/out-of-action/wrecked: at 0 Wounds the Rig is Wrecked: one crew Lasting Injury roll, one Lasting Damage roll, Dozer Thrown Clear, then the Nerve check', () => {
    const g = table(GANGS);
    const events = play(g, wreckWith('lyra', 'rig'));
    expect(events.slice(-4).map((e) => e.type)).toEqual([
      'VehicleDamaged',
      'VehicleWrecked',
      'HitResolved',
      'ConsequencesOwed',
    ]);
    expect(ofType(events, 'VehicleWrecked')[0]).toMatchObject({
      vehicle: 'rig',
      hit: 1,
      causes: ['no-wounds'],
      crewLastingInjuryRolls: 1,
      lastingDamageRolls: 1,
      thrownClear: ['dozer'],
      wasMobile: true,
    });
    expect(ofType(events, 'HitResolved')[0]).toMatchObject({ outcome: 'wrecked' });
    expect(g.state().owed).toEqual([
      { kind: 'crew-lasting-injury', vehicle: 'rig' },
      { kind: 'lasting-damage', vehicle: 'rig', roll: 1, of: 1 },
      { kind: 'thrown-clear', fighter: 'dozer', vehicle: 'rig', vehicleWasMobile: true },
      { kind: 'nerve-check', casualty: 'rig', result: 'out-of-action' },
    ]);
    expect(g.state().vehicles['rig']).toMatchObject({ wrecked: true, woundsLeft: 0 });
    expect(g.step()).toBe('lasting-rolls');
  });

  it('necromunda/out-of-action/wrecked: a result that rolls it over Wrecks it with Wounds left (one Lasting Damage roll)', () => {
    const g = table(GANGS);
    const events = play(g, [
      hit('lyra', 'rig', { name: 'Autogun', strength: 6, ap: 0, damage: 1, traits: [] }, { facing: 'rear' }),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 1 },
      { type: 'roll-locations', dice: [['Drive']], impossible: [] },
      { type: 'roll-vehicle-damage', results: ['Jolted'], rolledOver: true },
    ]);
    expect(ofType(events, 'VehicleDamaged')[0]).toMatchObject({ woundsLeft: 3, rolledOver: true });
    expect(ofType(events, 'VehicleWrecked')[0]).toMatchObject({ causes: ['rolled-over'], lastingDamageRolls: 1 });
  });

  it('necromunda/out-of-action/wrecked: rolling over between hits (an entered fact) Wrecks it outside any hit', () => {
    const g = table(GANGS);
    const events = play(g, [{ type: 'roll-over', vehicle: 'rig' }]);
    expect(events[0]).toMatchObject({
      type: 'VehicleWrecked',
      hit: null,
      causes: ['rolled-over'],
      lastingDamageRolls: 1,
    });
    expect(g.state().owed.map((o) => o.kind)).toEqual([
      'crew-lasting-injury',
      'lasting-damage',
      'thrown-clear',
      'nerve-check',
    ]);
    expect(g.state().hitsResolved).toBe(0);
  });

  it('necromunda/out-of-action/wrecked: 0 Wounds and rolling over at once: two Lasting Damage rolls, each refused off the table', () => {
    const g = table(GANGS);
    const events = play(g, wreckWith('lyra', 'rig', true));
    expect(ofType(events, 'VehicleWrecked')[0]).toMatchObject({
      causes: ['no-wounds', 'rolled-over'],
      crewLastingInjuryRolls: 1,
      lastingDamageRolls: 2,
    });
    play(g, [{ type: 'crew-lasting-injury', vehicle: 'rig', result: 'Critical Injury' }]);
    const off = refused(g, { type: 'lasting-damage', vehicle: 'rig', result: 'Exploded' });
    expect(off).toMatchObject({ citation: { id: 'necromunda/out-of-action/wrecked' }, field: 'result' });
    expect(off.reason).toMatch(/'Exploded' is not a result of the game's Lasting Damage table/);
    const rolls = play(g, [
      { type: 'lasting-damage', vehicle: 'rig', result: 'Damaged Frame' },
      { type: 'lasting-damage', vehicle: 'rig', result: 'Engine Damage' },
    ]);
    expect(rolls).toMatchObject([
      { type: 'LastingDamageRolled', roll: 1, of: 2, result: 'Damaged Frame' },
      { type: 'LastingDamageRolled', roll: 2, of: 2, result: 'Engine Damage' },
    ]);
    expect(g.state().vehicles['rig']).toMatchObject({
      lastingDamage: ['Damaged Frame', 'Engine Damage'],
      crewLastingInjuries: ['Critical Injury'],
    });
    expect(g.step()).toBe('thrown-clear');
  });

  it("necromunda/out-of-action/wrecked: the crew's Lasting Injury is one roll however many crew; every fighter aboard is Thrown Clear, crew first", () => {
    const g = table({
      fighters: [fighter('lyra', 'Escher'), crew('pax', 'passenger'), crew('dozer'), crew('brick')],
      vehicles: GANGS.vehicles,
    });
    const wrecked = ofType(play(g, wreckWith('lyra', 'rig')), 'VehicleWrecked')[0];
    expect(wrecked).toMatchObject({ crewLastingInjuryRolls: 1, thrownClear: ['dozer', 'brick', 'pax'] });
    expect(g.state().owed.filter((o) => o.kind === 'crew-lasting-injury')).toHaveLength(1);
    const offTable = refused(g, { type: 'crew-lasting-injury', vehicle: 'rig', result: 'Memorable Death' });
    expect(offTable.reason).toMatch(
      /not a result of the game's crew Lasting Injury table \(Out Cold, Critical Injury\)/,
    );
    play(g, [{ type: 'crew-lasting-injury', vehicle: 'rig', result: 'Out Cold' }]);
    expect(refused(g, { type: 'crew-lasting-injury', vehicle: 'rig', result: 'Out Cold' }).reason).toMatch(
      /Lasting Damage roll 1 of 1 of Rig is owed first/,
    );
  });

  it('necromunda/out-of-action/wrecked: no crew aboard, no crew Lasting Injury roll (passengers are still Thrown Clear)', () => {
    const g = table({ fighters: [fighter('lyra', 'Escher'), crew('pax', 'passenger')], vehicles: GANGS.vehicles });
    const wrecked = ofType(play(g, wreckWith('lyra', 'rig')), 'VehicleWrecked')[0];
    expect(wrecked).toMatchObject({ crewLastingInjuryRolls: 0, thrownClear: ['pax'] });
    expect(g.state().owed.map((o) => o.kind)).toEqual(['lasting-damage', 'thrown-clear', 'nerve-check']);
    const empty = table({ fighters: [fighter('lyra', 'Escher')], vehicles: GANGS.vehicles });
    play(empty, wreckWith('lyra', 'rig'));
    expect(empty.state().owed.map((o) => o.kind)).toEqual(['lasting-damage', 'nerve-check']);
  });

  it('necromunda/out-of-action/wrecked: outside a campaign no Lasting roll is owed: only Thrown Clear and the Nerve check', () => {
    const g = table({ ...GANGS, campaign: false });
    play(g, wreckWith('lyra', 'rig'));
    expect(g.state().owed.map((o) => o.kind)).toEqual(['thrown-clear', 'nerve-check']);
    const r = refused(g, { type: 'lasting-damage', vehicle: 'rig', result: 'Damaged Frame' });
    expect(r.reason).toMatch(/Dozer Thrown Clear of Rig is owed first, not a Lasting Damage roll for rig/);
  });

  it('necromunda/out-of-action/wrecked: a Wrecked vehicle is a flimsy structure: no hit resolves against it, it makes none, it cannot roll over again', () => {
    const g = table({ ...GANGS, fighters: [fighter('lyra', 'Escher')], campaign: false });
    play(g, wreckWith('lyra', 'rig'));
    play(g, [{ type: 'nerve-check', casualty: 'rig', distances: [{ id: 'hauler', inches: 9 }] }]);
    const target = refused(g, hit('lyra', 'rig'));
    expect(target).toMatchObject({ citation: { id: 'necromunda/out-of-action/wrecked' }, field: 'target' });
    expect(refused(g, hit('rig', 'lyra')).field).toBe('attacker');
    expect(refused(g, { type: 'roll-over', vehicle: 'rig' }).reason).toBe('Rig is already Wrecked');
  });
});
