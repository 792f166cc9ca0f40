import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { PROTHEION_MAX_GAIN, protheionGain } from '../../../rules/combat/index.ts';

describe('protheionGain', () => {
  it('n5/skills/protheion: Wounds received are removed first, then VITA is raised, never past +2', () => {
    expect(protheionGain({ wounds: 0, gained: 0 }, 1)).toEqual({ woundsRemoved: 0, vitaGained: 1 });
    expect(protheionGain({ wounds: 1, gained: 0 }, 1)).toEqual({ woundsRemoved: 1, vitaGained: 0 });
    expect(protheionGain({ wounds: 1, gained: 0 }, 3)).toEqual({ woundsRemoved: 1, vitaGained: 2 });
    expect(protheionGain({ wounds: 0, gained: 2 }, 2)).toEqual({ woundsRemoved: 0, vitaGained: 0 });
    expect(protheionGain({ wounds: 2, gained: 1 }, 4)).toEqual({ woundsRemoved: 2, vitaGained: 1 });
  });

  test.prop([fc.nat(4), fc.integer({ min: 0, max: PROTHEION_MAX_GAIN }), fc.nat(6)])(
    'n4/skills/protheion: never more back than was inflicted, healing before raising, within the cap',
    (wounds, gained, inflicted) => {
      const g = protheionGain({ wounds, gained }, inflicted);
      expect(g.woundsRemoved + g.vitaGained).toBeLessThanOrEqual(inflicted);
      expect(g.woundsRemoved).toBe(Math.min(wounds, inflicted));
      expect(gained + g.vitaGained).toBeLessThanOrEqual(PROTHEION_MAX_GAIN);
      // VITA is raised only once no Wound is left to remove.
      if (g.vitaGained > 0) expect(g.woundsRemoved).toBe(wounds);
      // Whatever is not lost to the cap is used.
      expect(g.woundsRemoved + g.vitaGained).toBe(Math.min(inflicted, wounds + PROTHEION_MAX_GAIN - gained));
    },
  );
});
