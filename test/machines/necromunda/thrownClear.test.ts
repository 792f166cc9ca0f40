import { describe, expect, it } from 'vitest';
import type { NecromundaCommand } from '../../../machines/necromunda/index.ts';
import type { NecromundaFighter } from '../../../events/necromunda/index.ts';
import { fighter, NO_TABLES, ofType, play, refused, TABLES, table, vehicle, wreckWith } from './necromundaTable.ts';

// Given: the Goliaths' Rig with Dozer (crew, Initiative 4+) and Pax (passenger) aboard, Wrecked by Lyra
// outside a campaign; the falling table's rows: 3" S3 AP– D1, 4" S4 AP– D1, 6" S5 AP-1 D2.
const aboard = (id: string, as: 'crew' | 'passenger', more: Partial<NecromundaFighter> = {}): NecromundaFighter =>
  fighter(id, 'Goliath', { aboard: { vehicle: 'rig', as }, toughness: 4, save: 5, ...more });

const wrecked = (
  mobility: 'mobile' | 'stationary' = 'mobile',
  tables = TABLES,
  more: Partial<NecromundaFighter> = {},
) => {
  const g = table({
    fighters: [fighter('lyra', 'Escher'), aboard('dozer', 'crew', more), aboard('pax', 'passenger')],
    vehicles: [vehicle('rig', 'Goliath', { mobility })],
    tables,
    campaign: false,
  });
  play(g, wreckWith('lyra', 'rig'));
  return g;
};

const thrown = (fighterId: string, initiative: number, heightInches = 2.5, placedInches = 1.5): NecromundaCommand => ({
  type: 'thrown-clear',
  fighter: fighterId,
  placedInches,
  initiative,
  heightInches,
});

describe('necromunda/out-of-action/thrown-clear', () => {
  it('necromunda/out-of-action/thrown-clear: every fighter aboard is owed, in order: Pax before Dozer is refused', () => {
    const g = wrecked();
    expect(g.step()).toBe('thrown-clear');
    const r = refused(g, thrown('pax', 6));
    expect(r).toMatchObject({ citation: { id: 'necromunda/out-of-action/thrown-clear' } });
    expect(r.reason).toBe('Dozer Thrown Clear of Rig is owed first, not pax Thrown Clear');
    play(g, [thrown('dozer', 6), thrown('pax', 6)]);
    expect(g.step()).toBe('nerve-check');
    expect(g.state().fighters['dozer']?.aboard).toBeNull();
    expect(g.state().fighters['pax']?.aboard).toBeNull();
  });

  it('necromunda/out-of-action/thrown-clear: placed within 2" (2" itself is within); 2.1" is refused', () => {
    const g = wrecked();
    const far = refused(g, thrown('dozer', 6, 2.5, 2.1));
    expect(far).toMatchObject({ citation: { id: 'necromunda/out-of-action/thrown-clear' } });
    expect(far.reason).toMatch(/placed within 2", got 2.1"/);
    expect(play(g, [thrown('dozer', 6, 2.5, 2)])[0]).toMatchObject({ placedInches: 2 });
  });

  it('necromunda/out-of-action/thrown-clear: an Initiative test passed (4 on 4+): placed, unhurt, not Pinned, no hit', () => {
    const g = wrecked();
    const events = play(g, [thrown('dozer', 4)]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ThrownClearResolved',
      test: { characteristic: 'initiative', target: 4, roll: 4, needed: 4, passed: true },
      outcome: 'unhurt',
      profile: null,
    });
    expect(g.state().fighters['dozer']).toMatchObject({ pinned: false, status: 'active', woundsLeft: 1 });
  });

  it('necromunda/out-of-action/thrown-clear: failed from a Mobile vehicle: Pinned, and a falling hit of the first row (under 3") raised by one: S4 AP-1 D2', () => {
    const g = wrecked('mobile');
    const events = play(g, [thrown('dozer', 3, 2.5)]);
    expect(events[0]).toMatchObject({
      outcome: 'pinned-and-hit',
      test: { passed: false },
      profile: { strength: 4, ap: -1, damage: 2 },
    });
    expect(events[1]).toMatchObject({
      type: 'HitDeclared',
      hit: 2,
      attacker: null,
      target: 'dozer',
      source: { kind: 'thrown-clear', vehicle: 'rig', vehicleWasMobile: true },
      weapon: { strength: 4, ap: -1, damage: 2 },
      rules: ['necromunda/resolve-hits/sequence', 'necromunda/damage/falling'],
    });
    expect(g.state().fighters['dozer']?.pinned).toBe(true);
    expect(g.step()).toBe('wound-roll');
  });

  it('necromunda/out-of-action/thrown-clear: from a Stationary vehicle the falling hit is not raised (first row: S3 AP– D1)', () => {
    const g = wrecked('stationary');
    const events = play(g, [thrown('dozer', 1, 2)]);
    expect(events[0]).toMatchObject({ outcome: 'pinned-and-hit', profile: { strength: 3, ap: 0, damage: 1 } });
    expect(events[1]).toMatchObject({
      source: { kind: 'thrown-clear', vehicleWasMobile: false },
      weapon: { strength: 3, ap: 0, damage: 1 },
    });
  });

  it('necromunda/out-of-action/thrown-clear: thrown from 4.5" the fall reads the table at 5" (the 4" row), raised by one: S5 AP-1 D2', () => {
    const g = wrecked('mobile');
    const events = play(g, [thrown('dozer', 1, 4.5)]);
    expect(events[1]).toMatchObject({ weapon: { strength: 5, ap: -1, damage: 2 } });
  });

  it('necromunda/out-of-action/thrown-clear: the falling hit is then resolved with its own dice (wound, save, Injury dice) before the next one is Thrown Clear', () => {
    const g = wrecked('mobile');
    play(g, [thrown('dozer', 2)]);
    expect(refused(g, thrown('pax', 6)).citation.id).toBe('necromunda/resolve-hits/sequence');
    const rolls = play(g, [
      { type: 'roll-wound', die: 4 },
      { type: 'roll-save', die: 5 },
    ]);
    expect(rolls.map((e) => e.type)).toEqual(['WoundRolled', 'SaveRolled', 'DamageInflicted']);
    expect(rolls[0]).toMatchObject({ strength: 4, toughness: 4, needs: 4, success: true });
    // Dozer's 5+ against AP -1 is 6+: a 5 fails.
    expect(rolls[1]).toMatchObject({ needs: 6, success: false });
    expect(rolls[2]).toMatchObject({ damage: 2, woundsBefore: 1, woundsLeft: 0, injuryDice: 2 });
    const injuries = play(g, [
      { type: 'enter-injury', result: 'flesh-wound' },
      { type: 'enter-injury', result: 'flesh-wound' },
    ]);
    expect(ofType(injuries, 'HitResolved')[0]).toMatchObject({ outcome: 'injured' });
    expect(g.state().fighters['dozer']).toMatchObject({ toughness: 2, status: 'active', pinned: true });
    expect(g.state().owed[0]).toMatchObject({ kind: 'thrown-clear', fighter: 'pax' });
  });

  it('necromunda/out-of-action/thrown-clear: without a falling table a failed Initiative test is refused (a passed one needs none), and with no Initiative given any is (and says which)', () => {
    const bare = wrecked('mobile', { ...NO_TABLES, vehicleDamage: TABLES.vehicleDamage });
    const noTable = refused(bare, thrown('dozer', 2));
    expect(noTable).toMatchObject({ citation: { id: 'necromunda/damage/falling' } });
    expect(noTable.reason).toMatch(/no falling table is given \(tables.falling\)/);
    play(bare, [thrown('dozer', 6)]);
    expect(bare.state().fighters['dozer']).toMatchObject({ pinned: false, aboard: null });
    const unknown = wrecked('mobile', TABLES, { initiative: null });
    const noInitiative = refused(unknown, thrown('dozer', 2));
    expect(noInitiative).toMatchObject({ field: 'initiative' });
    expect(noInitiative.reason).toBe("Dozer's Initiative is not given: add initiative to the fighter");
  });

  it('necromunda/nerve/running-for-cover: a fighter Pinned by a Thrown Clear, Broken, Runs for Cover at half its Move (Prone): no dice', () => {
    const g = wrecked('mobile', TABLES, { move: 5 });
    play(g, [thrown('dozer', 2), { type: 'roll-wound', die: 1 }, thrown('pax', 6)]);
    expect(g.state().fighters['dozer']).toMatchObject({ pinned: true, status: 'active' });
    play(g, [
      {
        type: 'nerve-check',
        casualty: 'rig',
        distances: [
          { id: 'dozer', inches: 2 },
          { id: 'pax', inches: 8 },
        ],
      },
      { type: 'nerve-test', tester: 'dozer', roll: 3, distances: [{ id: 'pax', inches: 6 }] },
    ]);
    expect(g.step()).toBe('broken-activation');
    const spots = [
      {
        id: 'ditch',
        nearestEnemyModelInches: 5,
        nearestEnemyFighterInches: 5,
        outOfEnemyLineOfSight: true,
        inCover: true,
      },
    ];
    const rolled = refused(g, { type: 'flee', model: 'dozer', dice: [3, 4], spots, chosen: 'ditch' });
    expect(rolled).toMatchObject({ citation: { id: 'necromunda/nerve/running-for-cover' }, field: 'dice' });
    expect(rolled.reason).toMatch(/half Move rolls no dice, got 2/);
    const moved = play(g, [{ type: 'flee', model: 'dozer', dice: [], spots, chosen: 'ditch' }]);
    expect(moved[0]).toMatchObject({
      type: 'BrokenMoved',
      action: 'running-for-cover',
      inches: 2.5,
      from: 'half-move',
    });
  });
});
