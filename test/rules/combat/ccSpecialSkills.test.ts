import { describe, expect, it } from 'vitest';
import {
  ccAttackMods,
  ccBurstMod,
  ccDamageMod,
  ccOpponentMod,
  ccSkillRefusal,
  ccSpecialDice,
  martialArtsLevel,
  martialArtsRow,
} from '../../../rules/combat/index.ts';
import type { TrooperSkill } from '../../../rules/profiles/index.ts';

const LEVELS: readonly TrooperSkill[] = [
  'martial-arts-1',
  'martial-arts-2',
  'martial-arts-3',
  'martial-arts-4',
  'martial-arts-5',
];

describe('Martial Arts chart', () => {
  it('n4/skills/martial-arts: Attack, Opponent, Damage (PH) and Burst MODs of L1-L5 as the N4 chart gives them', () => {
    expect(LEVELS.map((l) => martialArtsRow('n4', [l]))).toEqual([
      { attack: 0, opponent: -3, damage: 1, burst: 0, specialDie: false },
      { attack: 3, opponent: -3, damage: 1, burst: 0, specialDie: false },
      { attack: 3, opponent: -3, damage: 2, burst: 0, specialDie: false },
      { attack: 3, opponent: -3, damage: 3, burst: 0, specialDie: false },
      { attack: 3, opponent: -3, damage: 3, burst: 1, specialDie: false },
    ]);
    expect(LEVELS.map((l) => ccDamageMod('n4', [l]))).toEqual([1, 1, 2, 3, 3]);
    expect(LEVELS.map((l) => ccBurstMod('n4', [l]))).toEqual([0, 0, 0, 0, 1]);
  });

  it('n5/skills/martial-arts: Attack, Opponent and Burst MODs of L1-L5 (no Damage MOD; +1 SD at L3 and L5)', () => {
    expect(LEVELS.map((l) => martialArtsRow('n5', [l]))).toEqual([
      { attack: 0, opponent: -3, damage: 0, burst: 0, specialDie: false },
      { attack: 3, opponent: -3, damage: 0, burst: 0, specialDie: false },
      { attack: 3, opponent: -3, damage: 0, burst: 0, specialDie: true },
      { attack: 3, opponent: -3, damage: 0, burst: 1, specialDie: false },
      { attack: 3, opponent: -3, damage: 0, burst: 1, specialDie: true },
    ]);
    expect(LEVELS.map((l) => ccDamageMod('n5', [l]))).toEqual([0, 0, 0, 0, 0]);
    expect(ccAttackMods('n5', ['martial-arts-1'])).toEqual([]);
    expect(ccAttackMods('n5', ['martial-arts-2'])).toEqual([
      { value: 3, reason: 'Martial Arts L2', citation: 'n5/skills/martial-arts' },
    ]);
    expect(martialArtsLevel(['courage', 'martial-arts-2', 'martial-arts-4'])).toBe(4);
    expect(martialArtsRow('n5', ['courage'])).toBeNull();
  });

  it('n5/skills/martial-arts: the worst Opponent MOD of the enemies applies, once', () => {
    const m = ccOpponentMod('n5', { skills: [], ccAttack: false }, [
      { trooper: 'a', skills: ['martial-arts-1'] },
      { trooper: 'b', skills: ['martial-arts-4'] },
      { trooper: 'c', skills: [] },
    ]);
    expect(m).toEqual({ value: -3, reason: "a's Martial Arts L1", citation: 'n5/skills/martial-arts' });
    expect(ccOpponentMod('n5', { skills: [], ccAttack: true }, [{ trooper: 'c', skills: [] }])).toBeNull();
  });

  it('n5/skills/natural-born-warrior: a CC Attack with it turns the Opponent MOD into a 0 citing it; a Dodge with it does not', () => {
    const enemies = [{ trooper: 'oni', skills: ['martial-arts-2'] as const }];
    expect(ccOpponentMod('n5', { skills: ['natural-born-warrior'], ccAttack: true }, enemies)).toEqual({
      value: 0,
      reason: "oni's Martial Arts L2 (-3) cancelled by Natural Born Warrior",
      citation: 'n5/skills/natural-born-warrior',
    });
    expect(ccOpponentMod('n5', { skills: ['natural-born-warrior'], ccAttack: false }, enemies)?.value).toBe(-3);
  });

  it('n3/skills/cc-special-skills-unsourced, n4/skills/natural-born-warrior-unsourced: refused where not read; N3 adds nothing', () => {
    expect(ccSkillRefusal('n3', 'oni', ['berserk'])?.citation).toBe('n3/skills/cc-special-skills-unsourced');
    expect(ccSkillRefusal('n3', 'oni', ['courage'])).toBeNull();
    expect(ccSkillRefusal('n4', 'oni', ['natural-born-warrior'])?.citation).toBe(
      'n4/skills/natural-born-warrior-unsourced',
    );
    expect(ccSkillRefusal('n5', 'oni', ['natural-born-warrior'])).toBeNull();
    expect(ccSkillRefusal('n5', 'oni', ['martial-arts-5'])).toBeNull();
    expect(ccSkillRefusal('n4', 'oni', ['martial-arts-5'])).toBeNull();
    expect(ccAttackMods('n3', ['martial-arts-2'])).toEqual([]);
    expect(
      ccOpponentMod('n3', { skills: [], ccAttack: true }, [{ trooper: 'a', skills: ['martial-arts-1'] }]),
    ).toBeNull();
  });
});

describe('n5/skills/martial-arts: the Special Die of Levels 3 and 5', () => {
  it('n5/skills/martial-arts: N5 L3 and L5 add one Special Die to the CC Attack, citing Martial Arts; L4 and N4 add none', () => {
    expect(ccSpecialDice('n5', ['martial-arts-3'])).toEqual({ count: 1, citation: 'n5/skills/martial-arts' });
    expect(ccSpecialDice('n5', ['martial-arts-5'])).toEqual({ count: 1, citation: 'n5/skills/martial-arts' });
    expect(ccSpecialDice('n5', ['martial-arts-4'])).toBeNull();
    expect(ccSpecialDice('n4', ['martial-arts-5'])).toBeNull();
    expect(ccSpecialDice('n3', ['martial-arts-3'])).toBeNull();
  });
});
