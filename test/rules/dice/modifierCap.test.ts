import { describe, expect, it } from 'vitest';
import { mod, normalRoll, successValue } from '../../../rules/dice/index.ts';

// Three -6 MODs (range, cover, visibility zone) sum to -18; N4/N5 cap the total, N3 does not.
const heavy = [
  mod(-6, 'range', 'n4/bs-attack/range'),
  mod(-6, 'visibility zone', 'n4/bs-attack/modifiers'),
  mod(-6, 'ally in CC', 'n4/bs-attack/into-close-combat'),
];
const bonus = [
  mod(6, 'range', 'n4/bs-attack/range'),
  mod(6, 'bonus', 'n4/bs-attack/modifiers'),
  mod(3, 'bonus', 'n4/bs-attack/modifiers'),
];

describe('the sum of MODs and its cap', () => {
  it.each(['n4', 'n5'] as const)(
    '%s/rolls/maximum-modifier: a -18 total counts as -12 and a +15 total as +12, citing the cap',
    (edition) => {
      const low = successValue(edition, 'BS', 13, heavy);
      expect(low).toMatchObject({ rawModTotal: -18, modTotal: -12, value: 1 });
      expect(low.citations).toEqual([`${edition}/rolls/maximum-modifier`]);
      const high = successValue(edition, 'BS', 13, bonus);
      expect(high).toMatchObject({ rawModTotal: 15, modTotal: 12, value: 25 });
      expect(high.citations).toEqual([`${edition}/rolls/maximum-modifier`]);
    },
  );

  it.each(['n4', 'n5'] as const)(
    '%s/rolls/maximum-modifier: a total within the cap is untouched and cites nothing',
    (edition) => {
      expect(successValue(edition, 'BS', 13, heavy.slice(0, 2))).toMatchObject({
        modTotal: -12,
        value: 1,
        citations: [],
      });
    },
  );

  it('n4/rolls/maximum-modifier: the cap keeps a roll alive that the raw sum would fail outright (BS 13 at -18 still rolls against 1)', () => {
    const sv = successValue('n4', 'BS', 13, heavy).value;
    expect(normalRoll('n4', { roller: 'a', sv, faces: [1] })).toMatchObject({ automaticFailure: false, criticals: 1 });
  });

  it('n3/rolls/modifiers: MODs add to the Attribute with no cap: BS 13 at -18 is -5 and +15 is 28', () => {
    expect(successValue('n3', 'BS', 13, heavy)).toMatchObject({
      rawModTotal: -18,
      modTotal: -18,
      value: -5,
      citations: [],
    });
    expect(successValue('n3', 'BS', 13, bonus)).toMatchObject({ modTotal: 15, value: 28 });
    expect(normalRoll('n3', { roller: 'a', sv: -5, faces: [] })).toMatchObject({ automaticFailure: true });
  });
});
