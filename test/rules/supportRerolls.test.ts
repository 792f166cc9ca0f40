import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { judgeSupportRerolls, rerollMod, tokenRerollFits, type RerollInput } from '../../rules/combat/index.ts';

// rules/combat/supportRerolls.ts: each die of a Doctor's or Engineer's roll judged in turn. WIP 13 (ours).
const input = (over: Partial<RerollInput>): RerollInput => ({
  edition: 'n5',
  skill: 'doctor',
  user: 'medic',
  userSkills: ['doctor'],
  patient: 'angus',
  patientSkills: [],
  wip: 13,
  faces: [],
  tokensLeft: 4,
  ...over,
});

describe('rerolls of support rolls: the rule functions', () => {
  it('n5/skills/doctor-reroll: (ReRoll -3) and (ReRoll -6) give their MOD; a plain Doctor has none; the reroll die is judged at WIP 10', () => {
    expect(rerollMod(['doctor', 'doctor-reroll-3'], 'doctor')).toBe(-3);
    expect(rerollMod(['doctor', 'doctor-reroll-6'], 'doctor')).toBe(-6);
    expect(rerollMod(['doctor'], 'doctor')).toBeNull();
    const r = judgeSupportRerolls(input({ userSkills: ['doctor', 'doctor-reroll-3'], faces: [14, 11] }));
    expect(E.isRight(r) && r.right.dice.map((d) => [d.sv.value, d.passed, d.source])).toEqual([
      [13, false, 'roll'],
      [10, false, 'skill'],
    ]);
    expect(E.isRight(r) && r.right.passed).toBe(false);
  });

  it('n5/skills/engineer-reroll: once per Order; a second reroll needs a token, and a token a Remote Presence patient', () => {
    const r = judgeSupportRerolls(
      input({ skill: 'engineer', userSkills: ['engineer', 'engineer-reroll-3'], faces: [18, 12, 2] }),
    );
    expect(E.isLeft(r) && r.left.citation).toBe('n5/command-tokens/reroll-engineer');
    expect(tokenRerollFits('engineer', ['remote-presence'])).toBe(true);
    expect(tokenRerollFits('doctor', ['remote-presence'])).toBe(false);
  });

  it('n5/command-tokens/reroll-doctor: on a Cube patient each token is one more die at the plain WIP; a die after a pass is refused', () => {
    const r = judgeSupportRerolls(input({ patientSkills: ['cube'], faces: [20, 19, 13] }));
    expect(E.isRight(r) && { passed: r.right.passed, tokens: r.right.tokens }).toEqual({ passed: true, tokens: 2 });
    const late = judgeSupportRerolls(input({ patientSkills: ['cube'], faces: [3, 19] }));
    expect(E.isLeft(late) && late.left.reason).toMatch(/nothing to reroll/);
  });

  it('n4/command-tokens/reroll-doctor: the Trauma Doc with two tokens: a third reroll is refused; N3 has no reroll', () => {
    const two = judgeSupportRerolls(
      input({ edition: 'n4', patientSkills: ['cube'], faces: [17, 16, 15, 5], tokensLeft: 2 }),
    );
    expect(E.isLeft(two) && two.left).toMatchObject({ citation: 'n4/command-tokens/reroll-doctor' });
    const n3 = judgeSupportRerolls(input({ edition: 'n3', patientSkills: ['cube'], faces: [17, 5] }));
    expect(E.isRight(n3)).toBe(false);
  });

  it('n4/command-tokens/reroll-engineer: a token rerolls an Engineer on a Remote Presence patient in N4', () => {
    const r = judgeSupportRerolls(
      input({
        edition: 'n4',
        skill: 'engineer',
        userSkills: ['engineer'],
        patientSkills: ['remote-presence'],
        faces: [18, 4],
      }),
    );
    expect(E.isRight(r) && r.right.dice.map((d) => d.citation)).toEqual([null, 'n4/command-tokens/reroll-engineer']);
  });
});
