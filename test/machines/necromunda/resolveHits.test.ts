import { describe, expect, it } from 'vitest';
import { hit, LASGUN, newGame, play, refused, types } from './necromundaScenario.ts';

describe('necromunda/wound-roll/table', () => {
  it('necromunda/wound-roll/table: a Lasgun (S3) on Krug (T4) wounds on 5+: a 4 misses and the hit is resolved, not wounded', () => {
    const g = newGame();
    const events = play(g, [hit('vex', 'krug', LASGUN), { type: 'roll-wound', die: 4 }]);
    expect(types(events)).toEqual(['HitDeclared', 'WoundRolled', 'HitResolved']);
    expect(events[1]).toMatchObject({
      row: 'lower',
      needs: 5,
      die: 4,
      success: false,
      rules: ['necromunda/wound-roll/table'],
    });
    expect(events[2]).toMatchObject({ outcome: 'not-wounded' });
    expect(g.step()).toBe('awaiting-hit');
    expect(g.state().fighters['krug']).toMatchObject({ woundsLeft: 1, status: 'active' });
  });

  it('necromunda/wound-roll/table: a die off the D6 is refused, citing the table, and nothing is appended', () => {
    const g = newGame();
    play(g, [hit('vex', 'krug', LASGUN)]);
    const r = refused(g, { type: 'roll-wound', die: 7 });
    expect(r).toMatchObject({ citation: { id: 'necromunda/wound-roll/table' }, field: 'die', step: 'wound-roll' });
  });
});

describe('necromunda/save-roll', () => {
  it('necromunda/save-roll/when: a wound owes one save (Krug 5+): a 5 saves it, and the hit is resolved, saved', () => {
    const g = newGame();
    const events = play(g, [hit('vex', 'krug', LASGUN), { type: 'roll-wound', die: 6 }]);
    expect(g.step()).toBe('save-roll');
    const saved = play(g, [{ type: 'roll-save', die: 5 }]);
    expect(types([...events, ...saved])).toEqual(['HitDeclared', 'WoundRolled', 'SaveRolled', 'HitResolved']);
    expect(saved[0]).toMatchObject({ needs: 5, success: true, rules: ['necromunda/save-roll/when'] });
    expect(saved[1]).toMatchObject({ outcome: 'saved' });
  });

  it("necromunda/save-roll/armour-penetration: AP -1 makes Krug's 5+ a 6+; AP -2 cancels it (no save, the Damage follows at once)", () => {
    const g = newGame();
    play(g, [hit('vex', 'krug', { ...LASGUN, ap: -1 }), { type: 'roll-wound', die: 5 }]);
    const save = play(g, [{ type: 'roll-save', die: 6 }]);
    expect(save[0]).toMatchObject({ needs: 6, success: true });
    expect(save[0]?.type === 'SaveRolled' && save[0].rules).toContain('necromunda/save-roll/armour-penetration');
    const cancelled = play(g, [hit('vex', 'krug', { ...LASGUN, ap: -2 }), { type: 'roll-wound', die: 5 }]);
    expect(types(cancelled)).toEqual(['HitDeclared', 'WoundRolled', 'SaveDenied', 'DamageInflicted']);
    expect(cancelled[2]).toMatchObject({ reason: 'cancelled-by-ap', modified: 7 });
    const r = refused(g, { type: 'roll-save', die: 6 });
    expect(r.citation.id).toBe('necromunda/save-roll/armour-penetration');
    expect(r.reason).toMatch(/hit 2 allows no save roll: the weapon's AP is greater than the save/);
  });

  it('necromunda/save-roll/no-save-traits: a save die when a trait allows no save is refused, citing the trait rule', () => {
    const g = newGame();
    const events = play(g, [
      hit('krug', 'grax', { ...LASGUN, strength: 4, traits: ['Rending'] }, { noSaveTrait: 'Rending' }),
      { type: 'roll-wound', die: 4 },
    ]);
    expect(types(events)).toEqual(['HitDeclared', 'WoundRolled', 'SaveDenied', 'DamageInflicted', 'HitResolved']);
    expect(events[2]).toMatchObject({ reason: 'trait-forbids', rules: ['necromunda/save-roll/no-save-traits'] });
    const r = refused(g, { type: 'roll-save', die: 6 });
    expect(r.citation.id).toBe('necromunda/save-roll/no-save-traits');
    expect(r.reason).toBe('hit 1 allows no save roll: a trait of the weapon allows no save');
  });

  it('necromunda/save-roll/positive-modifiers: unarmoured Vex has no save, but with a +1 bonus counts as 7+ and saves on 6+', () => {
    const g = newGame();
    const bare = play(g, [hit('krug', 'vex', LASGUN), { type: 'roll-wound', die: 6 }]);
    expect(bare[2]).toMatchObject({ type: 'SaveDenied', reason: 'no-armour' });
    play(g, [{ type: 'enter-injury', result: 'flesh-wound' }]);
    const covered = play(g, [hit('krug', 'vex', LASGUN, { saveBonus: 1 }), { type: 'roll-wound', die: 6 }]);
    expect(covered.map((e) => e.type)).toEqual(['HitDeclared', 'WoundRolled']);
    const saved = play(g, [{ type: 'roll-save', die: 6 }]);
    expect(saved[0]).toMatchObject({ needs: 6, modified: 6, success: true });
    expect(saved[0]?.type === 'SaveRolled' && saved[0].rules).toContain('necromunda/save-roll/positive-modifiers');
  });

  it('necromunda/save-roll/when: one save per hit: a second save die for a hit whose save failed is refused', () => {
    const g = newGame();
    play(g, [
      hit('vex', 'grax', { ...LASGUN, damage: 2 }),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 1 },
    ]);
    expect(g.step()).toBe('injury-dice');
    expect(refused(g, { type: 'roll-save', die: 6 }).citation.id).toBe('necromunda/save-roll/when');
  });
});
