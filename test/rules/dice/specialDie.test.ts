import { describe, expect, it } from 'vitest';
import { discardExtraDice, isDiscardedRoll } from '../../../rules/dice/specialDie.ts';

// The extra die of a BS Attack (+1 SD) (Fireteam level 2): one more die rolled than the Burst, one
// die of the whole roll discarded by the player. The function is independent of the rule that grants it.
describe('n5/fireteams/bonus-bs-attack-sd: one extra die rolled, one discarded', () => {
  it('n5/fireteams/bonus-bs-attack-sd: Burst 3 rolls 4 dice; the player discards the one they choose and 3 count', () => {
    const r = discardExtraDice(3, 1, [14, 2, 20, 9], [2], 'n5/fireteams/bonus-bs-attack-sd');
    expect(isDiscardedRoll(r)).toBe(true);
    expect(r).toEqual({
      kept: [14, 2, 9],
      discarded: [{ index: 2, face: 20 }],
      citation: 'n5/fireteams/bonus-bs-attack-sd',
    });
  });

  it('n5/fireteams/bonus-bs-attack-sd: the wrong number of dice is refused, with the rule', () => {
    const r = discardExtraDice(3, 1, [14, 2, 20], [0], 'n5/fireteams/bonus-bs-attack-sd');
    expect(isDiscardedRoll(r)).toBe(false);
    expect(r).toMatchObject({
      reason: expect.stringContaining('4 dice, not 3'),
      citation: 'n5/fireteams/bonus-bs-attack-sd',
    });
  });

  it('n5/fireteams/bonus-bs-attack-sd: exactly one die is discarded, one that was rolled, and not twice', () => {
    const sd = 'n5/fireteams/bonus-bs-attack-sd' as const;
    expect(discardExtraDice(1, 1, [5, 6], [], sd)).toMatchObject({ reason: expect.stringContaining('discarded') });
    expect(discardExtraDice(1, 1, [5, 6], [2], sd)).toMatchObject({ reason: expect.stringContaining('no die 3') });
    expect(discardExtraDice(1, 2, [5, 6, 7], [1, 1], sd)).toMatchObject({ reason: 'a die is discarded twice' });
    expect(discardExtraDice(1, 2, [5, 6, 7], [2, 0], sd)).toMatchObject({
      kept: [6],
      discarded: [
        { index: 0, face: 5 },
        { index: 2, face: 7 },
      ],
    });
  });
});
