import { describe, expect, it } from 'vitest';
import type { NecromundaCommand } from '../../../machines/necromunda/index.ts';
import { fighter, hit, injure, LASGUN, NO_TABLES, ofType, play, refused, table, vehicle } from './necromundaTable.ts';

// Given: Krug (Goliath) against Vex and Sable (Escher, T3 W1, no armour), a Lasting Injury table of
// Out Cold, Grievous Injury, Memorable Death.
const GANGS = {
  fighters: [fighter('krug', 'Goliath', { toughness: 4 }), fighter('vex', 'Escher'), fighter('sable', 'Escher')],
};

describe('necromunda/out-of-action/fighters', () => {
  it('necromunda/out-of-action/fighters: taken Out of Action by the result, in a campaign: a Lasting Injury roll is owed first, then the Nerve check', () => {
    const g = table(GANGS);
    const events = play(g, injure('krug', 'vex', 'out-of-action'));
    expect(ofType(events, 'FighterOutOfAction')[0]).toMatchObject({ cause: 'out-of-action-result' });
    expect(ofType(events, 'ConsequencesOwed')[0]).toMatchObject({
      owed: [
        { kind: 'lasting-injury', fighter: 'vex' },
        { kind: 'nerve-check', casualty: 'vex', result: 'out-of-action' },
      ],
      rules: ['necromunda/out-of-action/fighters', 'necromunda/nerve/tests'],
    });
    expect(g.step()).toBe('lasting-rolls');
    const rolled = play(g, [{ type: 'lasting-injury', fighter: 'vex', result: 'Grievous Injury' }]);
    expect(rolled).toEqual([
      {
        type: 'LastingInjuryRolled',
        fighter: 'vex',
        result: 'Grievous Injury',
        rules: ['necromunda/out-of-action/fighters'],
      },
    ]);
    expect(g.state().fighters['vex']?.lastingInjuries).toEqual(['Grievous Injury']);
    expect(g.step()).toBe('nerve-check');
  });

  it('necromunda/out-of-action/fighters: taken Out of Action by a Flesh Wound at Toughness 0 owes the same one Lasting Injury roll', () => {
    const g = table({
      ...GANGS,
      fighters: [...GANGS.fighters, fighter('runt', 'Escher', { toughness: 2, type: 'juve' })],
    });
    play(g, injure('krug', 'runt', 'flesh-wound'));
    expect(g.state().owed).toEqual([]);
    // At 0 Wounds already, the next hit's Damage point rolls one Injury dice.
    const events = play(g, [...injure('krug', 'runt', 'flesh-wound')]);
    expect(ofType(events, 'FighterOutOfAction')[0]).toMatchObject({ cause: 'toughness-zero' });
    expect(g.state().owed.map((o) => o.kind)).toEqual(['lasting-injury', 'nerve-check']);
  });

  it("necromunda/out-of-action/fighters: the result is checked against the game's Lasting Injury table; with none it cannot be checked", () => {
    const g = table(GANGS);
    play(g, injure('krug', 'vex', 'out-of-action'));
    const r = refused(g, { type: 'lasting-injury', fighter: 'vex', result: 'Dead' });
    expect(r).toMatchObject({ citation: { id: 'necromunda/out-of-action/fighters' }, field: 'result' });
    expect(r.reason).toBe(
      "'Dead' is not a result of the game's Lasting Injury table (Out Cold, Grievous Injury, Memorable Death)",
    );
    const bare = table({ ...GANGS, tables: NO_TABLES });
    play(bare, injure('krug', 'vex', 'out-of-action'));
    expect(refused(bare, { type: 'lasting-injury', fighter: 'vex', result: 'Dead' }).reason).toMatch(
      /the game gives no Lasting Injury table \(tables.lastingInjury\): 'Dead' cannot be checked/,
    );
  });

  it('necromunda/out-of-action/fighters: the roll is for the fighter owed: a roll for another is refused', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'vex', 'out-of-action'));
    const r = refused(g, { type: 'lasting-injury', fighter: 'sable', result: 'Out Cold' });
    expect(r.reason).toBe("Vex's Lasting Injury roll is owed first, not a Lasting Injury roll for sable");
  });

  it('necromunda/out-of-action/fighters: Seriously Injured is not Out of Action: no Lasting Injury roll, only the Nerve check', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'vex', 'serious-injury'));
    expect(g.state().owed).toEqual([{ kind: 'nerve-check', casualty: 'vex', result: 'seriously-injured' }]);
  });

  it('necromunda/out-of-action/fighters: outside a campaign no Lasting Injury roll is owed, and one entered is refused', () => {
    const g = table({ ...GANGS, campaign: false });
    play(g, injure('krug', 'vex', 'out-of-action'));
    expect(g.state().owed).toEqual([{ kind: 'nerve-check', casualty: 'vex', result: 'out-of-action' }]);
    const r = refused(g, { type: 'lasting-injury', fighter: 'vex', result: 'Out Cold' });
    expect(r.reason).toBe(
      'the Nerve check around Vex (Out of Action: distances of its friends) is owed first, not a Lasting Injury roll for vex',
    );
    play(g, [{ type: 'nerve-check', casualty: 'vex', distances: [{ id: 'sable', inches: 9 }] }]);
    expect(refused(g, { type: 'lasting-injury', fighter: 'vex', result: 'Out Cold' }).reason).toBe(
      'nothing is owed now: a Lasting Injury roll for vex is not called for',
    );
  });
});

describe('necromunda/resolve-hits/sequence: a hits-only game (the players ruled the aftermath)', () => {
  const AFTERMATH: readonly NecromundaCommand[] = [
    { type: 'lasting-injury', fighter: 'vex', result: 'Out Cold' },
    { type: 'nerve-check', casualty: 'vex', distances: [{ id: 'sable', inches: 1 }] },
    { type: 'nerve-test', tester: 'sable', roll: 2, distances: [] },
    { type: 'thrown-clear', fighter: 'sable', placedInches: 1, initiative: 3, heightInches: 1 },
    { type: 'crew-lasting-injury', vehicle: 'rig', result: 'Out Cold' },
    { type: 'lasting-damage', vehicle: 'rig', result: 'Damaged Frame' },
    { type: 'flee', model: 'sable', dice: [1, 2], spots: [], chosen: 'x' },
    { type: 'retreat', model: 'sable', initiative: 4, enemies: [] },
    { type: 'burn-out', model: 'rig', d3: 1, placedInches: [1] },
  ];

  it('necromunda/resolve-hits/sequence: Out of Action in a hits-only campaign game owes nothing: the next hit follows at once', () => {
    const g = table({ ...GANGS, aftermath: 'hits-only' });
    const events = play(g, injure('krug', 'vex', 'out-of-action'));
    expect(events.at(-1)).toMatchObject({ type: 'HitResolved', outcome: 'out-of-action' });
    expect(ofType(events, 'ConsequencesOwed')).toEqual([]);
    expect(g.state().owed).toEqual([]);
    expect(g.step()).toBe('awaiting-hit');
    play(g, [hit('krug', 'sable', LASGUN), { type: 'roll-wound', die: 1 }]);
  });

  it('necromunda/resolve-hits/sequence: a hits-only game Wrecks a vehicle and owes nothing for it either', () => {
    const g = table({
      fighters: [fighter('krug', 'Goliath'), fighter('vex', 'Escher', { aboard: { vehicle: 'rig', as: 'crew' } })],
      vehicles: [vehicle('rig', 'Escher')],
      aftermath: 'hits-only',
    });
    const events = play(g, [{ type: 'roll-over', vehicle: 'rig' }]);
    expect(events.map((e) => e.type)).toEqual(['VehicleWrecked']);
    expect(g.state().owed).toEqual([]);
  });

  it('necromunda/resolve-hits/sequence: every aftermath command in a hits-only game is refused, saying the players ruled it themselves', () => {
    const g = table({ ...GANGS, vehicles: [vehicle('rig', 'Goliath')], aftermath: 'hits-only' });
    play(g, injure('krug', 'vex', 'out-of-action'));
    for (const c of AFTERMATH) {
      const r = refused(g, c);
      expect(r.reason, c.type).toMatch(
        /^this game records its hits only \(aftermath: hits-only\): the players ruled .+ themselves$/,
      );
    }
  });
});
