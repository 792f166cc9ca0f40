import { describe, expect, it } from 'vitest';
import { savingRollChance, savingRollCount, type SavingRollProfile } from '../../../rules/odds/index.ts';
import type { Edition } from '../../../rules/edition.ts';

// E/M odds (N4 https://infinitythewiki.com/E/M, N5 https://infinitythewiki.com/E/M_Ammunition):
// two rolls per hit against BTS halved (rounding up), one more per Critical; a failure is
// Isolated, not a Wound. N3 has no E/M numbers in the sources read.
const em = (edition: Edition, bts: number): SavingRollProfile => ({
  edition,
  lethality: edition === 'n5' ? { kind: 'ps', ps: 7 } : { kind: 'damage', damage: 13 },
  ammo: 'E/M',
  attribute: 'BTS',
  value: bts,
  partialCover: false,
});

describe.each(['n4', 'n5'] as const)('E/M odds (%s)', (edition) => {
  it('BTS 3 is halved to 2: fails on 11 faces (N5 SV 2 + 7 = 9; N4 Attack Damage 13 - 2 = 11), read as Isolated', () => {
    const c = savingRollChance(em(edition, 3));
    expect(c).toMatchObject({ failFaces: 11, effectiveValue: 2, reading: expect.stringContaining('Isolated') });
    expect(c.citations).toContain(`${edition}/ammo/em`);
  });

  it('counts like DA: two rolls a hit, three for a Critical', () => {
    expect(savingRollCount(edition, 'E/M', 2, 1)).toMatchObject({ rolls: 7, automaticWounds: 0 });
    expect(savingRollCount(edition, 'E/M', 1, 0).citations).toContain(`${edition}/ammo/em`);
  });

  it('is a BTS roll: an ARM profile for E/M is an error', () => {
    expect(() => savingRollChance({ ...em(edition, 3), attribute: 'ARM' })).toThrow(/BTS/);
  });
});

describe('E/M odds (n3)', () => {
  it('has no N3 numbers: counting or reading it is an error', () => {
    expect(() => savingRollCount('n3', 'E/M', 1, 0)).toThrow(/no N3 numbers/);
    expect(() => savingRollChance(em('n3', 3))).toThrow(/no N3 numbers/);
  });
});
