import { describe, expect, it } from 'vitest';
import type { ArmyList, TrooperProfile } from '../../../rules/profiles/index.ts';
import {
  formOrderPools,
  retreatCount,
  retreatSkillRefusal,
  retreatThreshold,
  survivingPoints,
} from '../../../rules/orders/index.ts';
import { enterState, initialTable, withTrooper } from '../../../rules/table/index.ts';
import { armyPoints, trooperCost } from '../../../rules/state/index.ts';
import { army, lineTrooper } from '../../support/troopers.ts';

const costed = (p: TrooperProfile, cost: number): TrooperProfile => ({ ...p, cost });

/** A 300-point list recorded late: 40 + 30 + 10 = 80 points of survivors on the table. */
const pano = (): ArmyList => ({
  ...army('pano', [
    costed(lineTrooper('n5', 'swiss', 'Swiss Guard', 14), 40),
    costed(lineTrooper('n5', 'fusilier', 'Fusilier', 12), 30),
    costed(lineTrooper('n5', 'bipandra', 'Bipandra', 12), 10),
  ]),
  points: 300,
});

describe('Retreat! count', () => {
  it('n5/retreat/situation: 25% of the list, rounded up, as in the page table (400 → 100, 300 → 75, 250 → 63, 200 → 50, 150 → 38)', () => {
    expect([400, 300, 250, 200, 150].map(retreatThreshold)).toEqual([100, 75, 63, 50, 38]);
  });

  it('n4/retreat/situation: survivors are the troopers not Null; an Unconscious trooper adds nothing, a Hidden Deployment one counts', () => {
    const list = pano();
    const table = initialTable('n4', [list], [{ trooper: 'bipandra', states: ['hidden-deployment'] }]);
    expect(survivingPoints(table, list)).toBe(80);
    expect(retreatCount(table, list)).toEqual({ surviving: 80, threshold: 75, retreat: false });
    const down = withTrooper(table, 'bipandra', (t) => enterState(t, 'unconscious'));
    expect(retreatCount(down, list)).toEqual({ surviving: 70, threshold: 75, retreat: true });
    // Healed again (a Doctor), the next count cancels Retreat! and the Loss of Lieutenant it gave.
    expect(formOrderPools(down, list, 'swiss')).toMatchObject({
      retreat: true,
      lossOfLieutenant: true,
      lieutenant: null,
    });
    expect(formOrderPools(table, list, 'swiss')).toMatchObject({ retreat: false, lossOfLieutenant: false });
  });

  it('n3/retreat/situation: a list with no points is never counted; the helpers read cost and points', () => {
    const { points: _none, ...unpointed } = pano();
    const table = initialTable('n3', [unpointed]);
    expect(retreatCount(table, unpointed)).toBeNull();
    expect(formOrderPools(table, unpointed, 'swiss').retreat).toBeUndefined();
    expect(trooperCost(lineTrooper('n3', 'x', 'X', 11))).toBe(0);
    expect(armyPoints({ armies: [pano()] }, 'pano')).toBe(300);
    expect(armyPoints({ armies: [unpointed] }, 'pano')).toBeNull();
  });

  it('n3/retreat/state: N3 also allows Change Facing; n4/retreat/state: N4 does not', () => {
    const list = pano();
    const n3 = initialTable('n3', [list]);
    const n4 = initialTable('n4', [list]);
    expect(retreatSkillRefusal(n3, ['pano'], 'swiss', 'change-facing')).toBeNull();
    expect(retreatSkillRefusal(n4, ['pano'], 'swiss', 'change-facing')?.citation).toBe('n4/retreat/state');
    expect(retreatSkillRefusal(n4, ['pano'], 'swiss', 'cautious-move')).toBeNull();
    expect(retreatSkillRefusal(n4, [], 'swiss', 'bs-attack')).toBeNull();
  });
});
