import { describe, expect, it } from 'vitest';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { paraInput, paraShot } from '../support/paraTable.ts';
import { armyOf, MORAT } from '../support/seedTroopers.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';

/*
 * Immunity (docs/rulings.md "Survival skills"): the PARA seed (an Adhesive Launcher hit, the
 * Morat fails its PH-6 roll with a 14) against a Morat with Immunity (IMM-A), then with Immunity
 * (PARA), then (Total). Each keeps the PARA roll and its failure but never enters IMM-A (PARA has
 * no Damage to save against as Normal ammunition: only its Special Effect is cancelled, a reading).
 */
const input = (edition: Edition, skills: readonly TrooperSkill[]) => {
  const base = paraInput(edition);
  return { ...base, armies: [base.armies[0]!, armyOf(edition, 'combined', 'morat', [{ ...MORAT, skills }])] };
};

describe.each(['n4', 'n5'] as const)('Immunity (%s)', (edition) => {
  it(`${edition}/skills/immunity: Immunity (IMM-A): a failed PARA roll costs nothing, the state is not entered`, () => {
    const shot = paraShot(edition, { dice: { fusilier1: [5] }, saves: { morat: [14] }, guts: { morat: { roll: 1 } } });
    const { events, session } = given(input(edition, ['immunity-imm-a'])).when(turn('panoceania', shot));
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({ ammo: 'PARA', inflicts: ['imm-a'] });
    expect(save.citations).toContain(`${edition}/skills/immunity`);
    expect(ofType(events, 'StateEntered')).toEqual([]);
    expect(session.table().troopers['morat']?.states).toEqual([]);
  });

  it.each([
    ['immunity-para', `${edition}/skills/immunity`],
    ['total-immunity', `${edition}/skills/total-immunity`],
  ] as const)(`${edition}/skills/immunity: with %s a failed PARA roll enters no IMM-A (cites %s)`, (skill, rule) => {
    const shot = paraShot(edition, { dice: { fusilier1: [5] }, saves: { morat: [14] }, guts: { morat: { roll: 1 } } });
    const { events, session } = given(input(edition, [skill])).when(turn('panoceania', shot));
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({ ammo: 'PARA', wounds: 0 });
    expect(save.citations).toContain(rule);
    expect(ofType(events, 'StateEntered')).toEqual([]);
    expect(session.table().troopers['morat']?.states).toEqual([]);
  });
});
