import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { inflictDamage } from '../../../rules/necromunda/index.ts';

describe('necromunda/inflict-damage/fighters', () => {
  it('necromunda/inflict-damage/fighters: each Damage point removes a Wound; no Injury dice while Wounds are left', () => {
    expect(inflictDamage(3, 2)).toEqual({
      woundsLeft: 1,
      injuryDice: 0,
      rules: ['necromunda/inflict-damage/fighters'],
    });
  });

  it('necromunda/inflict-damage/fighters: reaching 0 Wounds rolls one Injury dice, one more per point beyond', () => {
    expect(inflictDamage(1, 1)).toMatchObject({ woundsLeft: 0, injuryDice: 1 });
    expect(inflictDamage(1, 3)).toMatchObject({ woundsLeft: 0, injuryDice: 3 });
    expect(inflictDamage(2, 3)).toMatchObject({ woundsLeft: 0, injuryDice: 2 });
  });

  it('necromunda/inflict-damage/fighters: a fighter already at 0 Wounds rolls one Injury dice per point', () => {
    expect(inflictDamage(0, 2)).toMatchObject({ woundsLeft: 0, injuryDice: 2 });
  });

  it("necromunda/damage/dash-weapons: Damage '–' removes no Wound and calls for no dice of its own", () => {
    expect(inflictDamage(2, 'dash')).toEqual({
      woundsLeft: 2,
      injuryDice: 0,
      rules: ['necromunda/damage/dash-weapons'],
    });
  });

  it('necromunda/inflict-damage/fighters: bad Wounds or Damage are refused, naming the rule', () => {
    expect(() => inflictDamage(-1, 1)).toThrow(/necromunda\/inflict-damage\/fighters: Wounds must be/);
    expect(() => inflictDamage(2, 0)).toThrow(/Damage is '–' or a whole number of 1 or more, got 0/);
  });

  test.prop([fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 })])(
    'necromunda/inflict-damage/fighters: Wounds lost plus Injury dice equal the Damage, plus one when the last Wound falls',
    (wounds, damage) => {
      const o = inflictDamage(wounds, damage);
      const lost = wounds - o.woundsLeft;
      expect(lost + o.injuryDice).toBe(damage + (o.injuryDice > 0 && wounds > 0 ? 1 : 0));
    },
  );
});
