import { describe, expect, it } from 'vitest';
import { freshFighter, hitOdds, saveTarget, type InjuryFaces } from '../../../rules/necromunda/index.ts';

const EVEN: InjuryFaces = { 'flesh-wound': 2, 'serious-injury': 2, 'out-of-action': 2 };
const noArmour = saveTarget({ armour: 'none', ap: 0, bonus: 0, unmodifiable: false, savesForbidden: false });

describe("necromunda/damage/dash-weapons: the odds of a Damage '–' hit", () => {
  it("necromunda/damage/dash-weapons: a Damage '–' weapon's trait Injury dice count in the chance of Out of Action", () => {
    const odds = hitOdds({
      wound: 4,
      save: noArmour,
      damage: 'dash',
      wounds: 1,
      fighter: freshFighter(3),
      injuryFaces: EVEN,
      traitInjuryDice: 1,
    });
    expect(odds).toMatchObject({ wounded: 0.5, unsaved: 1, injuryDice: 1 });
    expect(odds.outOfAction).toBeCloseTo(1 / 6, 12);
    expect(odds.seriouslyInjured).toBeCloseTo(1 / 6, 12);
  });

  it("necromunda/damage/dash-weapons: without trait dice a Damage '–' hit changes no status (chance 0, known without faces)", () => {
    const odds = hitOdds({
      wound: 4,
      save: noArmour,
      damage: 'dash',
      wounds: 1,
      fighter: freshFighter(3),
      injuryFaces: null,
    });
    expect(odds).toMatchObject({ injuryDice: 0, outOfAction: 0, seriouslyInjured: 0 });
  });
});
