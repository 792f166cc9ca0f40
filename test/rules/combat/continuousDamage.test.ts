import { describe, expect, it } from 'vitest';
import { savingRollSpec } from '../../../rules/combat/index.ts';
import { allotSaveFaces, saveDiceOwed, type SaveRequest } from '../../../rules/effects/index.ts';
import { findWeapon } from '../../../rules/profiles/index.ts';

const combi = findWeapon('n5', 'combi-rifle');
if (combi === undefined) throw new Error('no combi-rifle');
const flamer = { ...combi, traits: ['continuous-damage' as const] };
// ARM 1 + PS 7: saved on 8 or less.
const spec = savingRollSpec('n5', { weapon: flamer, target: { ARM: 1, BTS: 0 }, partialCover: false });
const request = (rolls: number, continuous: number): SaveRequest => ({
  exchange: 'x',
  trooper: 'morat',
  attacker: 'fusilier',
  weapon: flamer.id,
  spec,
  rolls,
  automaticWounds: 0,
  continuous,
  citations: [],
});
const track = (w: number) => ({ w, structure: false, wounds: 0, states: [] });

describe('allotSaveFaces (Continuous Damage)', () => {
  it('n5/weapons/continuous-damage: per roll: two failed rolls owe two more; one of those failing owes one more; a pass ends its chain', () => {
    const r = [request(3, 3)];
    expect(allotSaveFaces('n5', r, [], track(5)).owed).toBe(3);
    expect(allotSaveFaces('n5', r, [20, 20, 1], track(5)).owed).toBe(2);
    expect(allotSaveFaces('n5', r, [20, 20, 1, 9, 2], track(5)).owed).toBe(1);
    const done = allotSaveFaces('n5', r, [20, 20, 1, 9, 2, 4], track(5));
    expect(done.owed).toBe(0);
    expect(done.continued).toEqual([3]);
    expect(done.judged[0]?.filter((j) => j.outcome !== 'saved')).toHaveLength(3);
  });

  it('n5/weapons/continuous-damage: the Critical extra roll (the last of the first ones) carries no Trait; no track, no Dead stop', () => {
    expect(allotSaveFaces('n5', [request(2, 1)], [1, 20]).owed).toBe(0);
    expect(allotSaveFaces('n5', [request(2, 1)], [20, 1]).owed).toBe(1);
  });

  it('n5/weapons/continuous-damage: two requests of one trooper share each batch in order; Dead ends every chain', () => {
    const two = [request(1, 1), request(1, 1)];
    const owed = (faces: readonly number[], w: number) =>
      saveDiceOwed(
        'n5',
        two,
        () => faces,
        () => track(w),
      ).get('morat');
    expect(owed([20, 20], 5)).toBe(2);
    expect(owed([20, 20], 1)).toBe(0);
  });
});
