import { describe, expect, it } from 'vitest';
import { fighter, injure, NO_TABLES, play, refused, table } from './necromundaTable.ts';

// Given: Grax (Goliath, T4, 4+) near a ledge, Lyra (Escher); the falling table's rows: 3" S3 AP– D1,
// 4" S4 AP– D1, 6" S5 AP-1 D2.
const GANGS = {
  fighters: [fighter('grax', 'Goliath', { toughness: 4, wounds: 2, save: 4 }), fighter('lyra', 'Escher')],
  campaign: false,
};

describe('necromunda/damage/falling', () => {
  it('necromunda/damage/falling: a fall under 3" is no hit: measured, and the game waits for the next hit', () => {
    const g = table(GANGS);
    const events = play(g, [{ type: 'fall', fighter: 'grax', inches: 2.9 }]);
    expect(events).toEqual([
      {
        type: 'FallMeasured',
        fighter: 'grax',
        inches: 2.9,
        roundedInches: 3,
        hits: false,
        rules: ['necromunda/damage/falling'],
      },
    ]);
    expect(g.step()).toBe('awaiting-hit');
    expect(g.state().hitsResolved).toBe(0);
  });

  it('necromunda/damage/falling: a fall of exactly 3" is a hit of the 3" row (S3 AP– D1)', () => {
    const g = table(GANGS);
    const events = play(g, [{ type: 'fall', fighter: 'grax', inches: 3 }]);
    expect(events[0]).toMatchObject({ hits: true, roundedInches: 3 });
    expect(events[1]).toMatchObject({ weapon: { name: 'Falling (3")', strength: 3, ap: 0, damage: 1 } });
  });

  it('necromunda/damage/falling: 3.2" is rounded up to 4" and reads the 4" row (S4): a hit with no attacker, resolved as any other', () => {
    const g = table(GANGS);
    const events = play(g, [{ type: 'fall', fighter: 'grax', inches: 3.2 }]);
    expect(events[0]).toMatchObject({ type: 'FallMeasured', inches: 3.2, roundedInches: 4, hits: true });
    expect(events[1]).toMatchObject({
      type: 'HitDeclared',
      hit: 1,
      attacker: null,
      target: 'grax',
      source: { kind: 'fall', inches: 3.2, roundedInches: 4 },
      weapon: { strength: 4, ap: 0, damage: 1 },
      rules: ['necromunda/resolve-hits/sequence', 'necromunda/damage/falling'],
    });
    expect(g.step()).toBe('wound-roll');
    const rolled = play(g, [
      { type: 'roll-wound', die: 4 },
      { type: 'roll-save', die: 4 },
    ]);
    expect(rolled.map((e) => e.type)).toEqual(['WoundRolled', 'SaveRolled', 'HitResolved']);
    expect(rolled[2]).toMatchObject({ outcome: 'saved' });
  });

  it('necromunda/damage/falling: a fall of 7" reads the last row starting at or before it (6": S5 AP-1 D2)', () => {
    const g = table(GANGS);
    const events = play(g, [{ type: 'fall', fighter: 'grax', inches: 6.5 }]);
    expect(events[0]).toMatchObject({ roundedInches: 7 });
    expect(events[1]).toMatchObject({ weapon: { strength: 5, ap: -1, damage: 2 } });
  });

  it('necromunda/damage/falling: with no falling table a fall is refused, citing the falling rule, and nothing is logged', () => {
    const g = table({ ...GANGS, tables: NO_TABLES });
    const r = refused(g, { type: 'fall', fighter: 'grax', inches: 4 });
    expect(r).toMatchObject({ citation: { id: 'necromunda/damage/falling' }, field: 'inches', step: 'awaiting-hit' });
    expect(r.reason).toBe('the game gives no falling table (tables.falling): a fall cannot be resolved without it');
  });

  it('necromunda/damage/falling: a negative distance, an unknown fighter or one Out of Action is refused', () => {
    const g = table(GANGS);
    expect(refused(g, { type: 'fall', fighter: 'grax', inches: -1 }).reason).toMatch(
      /the distance fallen is a measured distance in inches, 0 or more, got -1/,
    );
    expect(refused(g, { type: 'fall', fighter: 'nobody', inches: 4 })).toMatchObject({ field: 'fighter' });
    play(g, injure('grax', 'lyra', 'out-of-action'));
    play(g, [{ type: 'nerve-check', casualty: 'lyra', distances: [] }]);
    expect(refused(g, { type: 'fall', fighter: 'lyra', inches: 4 }).citation.id).toBe(
      'necromunda/injuries/out-of-action',
    );
  });

  it('necromunda/resolve-hits/sequence: a fall waits for the hit in progress', () => {
    const g = table(GANGS);
    play(g, [{ type: 'fall', fighter: 'grax', inches: 5 }]);
    const r = refused(g, { type: 'fall', fighter: 'lyra', inches: 5 });
    expect(r.citation.id).toBe('necromunda/resolve-hits/sequence');
    expect(r.reason).toMatch(/hit 1 is in progress \(its wound roll is owed\): lyra's fall waits for it/);
  });
});
