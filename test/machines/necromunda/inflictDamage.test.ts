import { describe, expect, it } from 'vitest';
import { hit, LASGUN, newGame, play, refused, types } from './necromundaScenario.ts';

const BOLTER = { name: 'Boltgun', strength: 4, ap: -1, damage: 2, traits: ['Rapid Fire (1)'] } as const;

describe('necromunda/inflict-damage/fighters', () => {
  it('necromunda/inflict-damage/fighters: 1 Damage on a 2-Wound fighter → 1 Wound lost, no Injury dice, the hit resolved', () => {
    const g = newGame();
    const events = play(g, [hit('vex', 'grax', LASGUN), { type: 'roll-wound', die: 5 }, { type: 'roll-save', die: 1 }]);
    expect(events[3]).toMatchObject({ type: 'DamageInflicted', woundsBefore: 2, woundsLeft: 1, injuryDice: 0 });
    expect(events[4]).toMatchObject({ type: 'HitResolved', outcome: 'wounds-lost' });
    expect(g.state().fighters['grax']).toMatchObject({ woundsLeft: 1, status: 'active' });
  });

  it('necromunda/inflict-damage/fighters: 2 Damage on a 1-Wound fighter → 1 Wound lost, 2 Injury dice (one at 0 Wounds, one for the extra point)', () => {
    const g = newGame();
    const events = play(g, [
      hit('grax', 'krug', BOLTER),
      { type: 'roll-wound', die: 4 },
      { type: 'roll-save', die: 3 },
    ]);
    expect(events[3]).toMatchObject({ type: 'DamageInflicted', woundsBefore: 1, woundsLeft: 0, injuryDice: 2 });
    expect(g.step()).toBe('injury-dice');
    const first = play(g, [{ type: 'enter-injury', result: 'flesh-wound' }]);
    expect(types(first)).toEqual(['InjuryDiceRolled', 'FighterInjured']);
    expect(first[0]).toMatchObject({ dice: 1, of: 2 });
    const second = play(g, [{ type: 'enter-injury', result: 'serious-injury' }]);
    expect(types(second)).toEqual(['InjuryDiceRolled', 'FighterInjured', 'HitResolved']);
    expect(second[2]).toMatchObject({ outcome: 'injured', injuryDiceUnrolled: 0 });
    expect(g.state().fighters['krug']).toMatchObject({ toughness: 3, fleshWounds: 1, status: 'seriously-injured' });
  });

  it('necromunda/inflict-damage/fighters: an Injury dice when none is owed is refused', () => {
    const g = newGame();
    play(g, [hit('vex', 'grax', LASGUN)]);
    expect(refused(g, { type: 'enter-injury', result: 'flesh-wound' }).citation.id).toBe(
      'necromunda/inflict-damage/fighters',
    );
  });
});

describe('necromunda/injuries', () => {
  it('necromunda/injuries/flesh-wound: Flesh Wounds stack across hits (-1 T each, the wound roll reads the lower T) and the third takes a T3 juve Out of Action', () => {
    const g = newGame();
    const wound = (die: number) => play(g, [hit('krug', 'vex', LASGUN), { type: 'roll-wound', die }]);
    const first = wound(4);
    expect(first[1]).toMatchObject({ toughness: 3, needs: 4 });
    play(g, [{ type: 'enter-injury', result: 'flesh-wound' }]);
    const second = wound(3);
    expect(second[1]).toMatchObject({ toughness: 2, needs: 3, row: 'greater' });
    play(g, [{ type: 'enter-injury', result: 'flesh-wound' }]);
    const third = wound(2);
    expect(third[1]).toMatchObject({ toughness: 1, needs: 2, row: 'double-or-more' });
    const out = play(g, [{ type: 'enter-injury', result: 'flesh-wound' }]);
    expect(types(out)).toEqual(['InjuryDiceRolled', 'FighterInjured', 'FighterOutOfAction', 'HitResolved']);
    expect(out[2]).toMatchObject({ cause: 'toughness-zero' });
    expect(g.state().fighters['vex']).toMatchObject({ toughness: 0, fleshWounds: 3, status: 'out-of-action' });
  });

  it('necromunda/injuries/serious-injury: a Serious Injury in close combat lays the fighter Prone and opens a Coup de Grace', () => {
    const g = newGame();
    const events = play(g, [
      hit(
        'krug',
        'vex',
        { name: 'Fighting knife', strength: 3, ap: -1, damage: 1, traits: ['Melee', 'Backstab'] },
        { closeCombat: true },
      ),
      { type: 'roll-wound', die: 4 },
      { type: 'enter-injury', result: 'serious-injury' },
    ]);
    expect(events.find((e) => e.type === 'FighterInjured')).toMatchObject({
      status: 'seriously-injured',
      coupDeGraceOpen: true,
      rules: ['necromunda/injuries/serious-injury'],
    });
    expect(g.state().fighters['vex']).toMatchObject({ status: 'seriously-injured', coupDeGraceOpen: true });
  });

  it('necromunda/injuries/out-of-action: Out of Action ends the hit (its other Injury dice are not rolled) and the fighter can no longer be hit', () => {
    const g = newGame();
    play(g, [
      hit('grax', 'krug', { ...BOLTER, damage: 3 }),
      { type: 'roll-wound', die: 4 },
      { type: 'roll-save', die: 1 },
    ]);
    const out = play(g, [{ type: 'enter-injury', result: 'out-of-action' }]);
    expect(types(out)).toEqual(['InjuryDiceRolled', 'FighterInjured', 'FighterOutOfAction', 'HitResolved']);
    expect(out[3]).toMatchObject({ outcome: 'out-of-action', injuryDiceUnrolled: 2 });
    expect(refused(g, hit('vex', 'krug', LASGUN))).toMatchObject({
      citation: { id: 'necromunda/injuries/out-of-action' },
      field: 'target',
    });
  });
});

describe('necromunda/damage/dash-weapons', () => {
  const CHOKE = { name: 'Choke gas grenade', strength: 2, ap: 0, damage: 'dash', traits: ['Gas'] } as const;

  it("necromunda/damage/dash-weapons: a Damage '–' weapon removes no Wound; the save comes before its Injury dice, which apply as usual", () => {
    const g = newGame();
    const events = play(g, [
      hit('vex', 'grax', CHOKE, { traitInjuryDice: 1 }),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 2 },
      { type: 'enter-injury', result: 'serious-injury' },
    ]);
    expect(events.find((e) => e.type === 'DamageInflicted')).toMatchObject({
      damage: 'dash',
      woundsBefore: 2,
      woundsLeft: 2,
      injuryDice: 1,
      rules: ['necromunda/damage/dash-weapons'],
    });
    expect(g.state().fighters['grax']).toMatchObject({ woundsLeft: 2, status: 'seriously-injured' });
  });

  it("necromunda/damage/dash-weapons: a Damage '–' hit that names no Injury dice is refused (it could hurt no one)", () => {
    const g = newGame();
    expect(refused(g, hit('vex', 'grax', CHOKE))).toMatchObject({
      citation: { id: 'necromunda/damage/dash-weapons' },
      field: 'injuryDice',
    });
  });
});
