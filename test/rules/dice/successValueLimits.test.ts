import { describe, expect, it } from 'vitest';
import { faceToFace, judgeDie, needsRoll, normalRoll } from '../../../rules/dice/index.ts';

describe('SV below 1: no roll, automatic failure', () => {
  it('needs no roll below 1, and judgeDie refuses to read one', () => {
    expect(needsRoll(0)).toBe(false);
    expect(needsRoll(-3)).toBe(false);
    expect(needsRoll(1)).toBe(true);
    expect(() => judgeDie('n4', 0, 5)).toThrow(RangeError);
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    'n3/rolls/attribute-below-1, n4/rolls/sv-below-1, n5/rolls/sv-below-1: %s: a Normal Roll fails with no dice and cites the rule',
    (edition) => {
      const r = normalRoll(edition, { roller: 'a', sv: -2, faces: [] });
      expect(r).toMatchObject({ automaticFailure: true, successes: 0, criticals: 0, dice: [] });
      expect(r.citations).toEqual([
        { n3: 'n3/rolls/attribute-below-1', n4: 'n4/rolls/sv-below-1', n5: 'n5/rolls/sv-below-1' }[edition],
      ]);
      expect(() => normalRoll(edition, { roller: 'a', sv: 0, faces: [3] })).toThrow(RangeError);
    },
  );

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s: in a Face to Face Roll the side rolls nothing and the other side rolls as if unopposed',
    (edition) => {
      const r = faceToFace(edition, [{ roller: 'a', sv: 0, faces: [] }], [{ roller: 'b', sv: 11, faces: [4, 11] }]);
      expect(r.a.automaticFailures).toEqual(['a']);
      expect(r).toMatchObject({ winner: 'b', b: { hits: 1, criticals: 1 } });
    },
  );
});

describe('SV above 20', () => {
  it.each(['n3', 'n4'] as const)(
    'n3/rolls/attribute-above-20, n4/rolls/sv-above-20: %s adds the excess to the die; a result of 20 or more is a Critical',
    (edition) => {
      expect(judgeDie(edition, 23, 16)).toMatchObject({ result: 19, success: true, critical: false });
      expect(judgeDie(edition, 23, 17)).toMatchObject({ result: 20, critical: true });
      expect(judgeDie(edition, 23, 20)).toMatchObject({ result: 23, critical: true });
      expect(judgeDie(edition, 23, 1)).toMatchObject({ result: 4, success: true, critical: false });
      expect(judgeDie(edition, 23, 1).citation).toBe(
        edition === 'n3' ? 'n3/rolls/attribute-above-20' : 'n4/rolls/sv-above-20',
      );
    },
  );

  it('n5/rolls/sv-above-20, n5/rolls/normal-roll: n5 adds nothing; the Critical range continues from 1 (SV 23: 20, 1, 2 and 3); each die cites the rule that decided it', () => {
    const crits = Array.from({ length: 20 }, (_, i) => i + 1).filter((face) => judgeDie('n5', 23, face).critical);
    expect(crits).toEqual([1, 2, 3, 20]);
    expect(judgeDie('n5', 23, 17)).toMatchObject({
      result: 17,
      success: true,
      critical: false,
      citation: 'n5/rolls/normal-roll',
    });
    expect(judgeDie('n5', 23, 2).citation).toBe('n5/rolls/sv-above-20');
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/rolls/normal-roll: up to SV 20 a Critical cites the Critical rule, every other die the Normal Roll',
    (edition) => {
      expect(judgeDie(edition, 12, 12).citation).toBe(`${edition}/rolls/critical`);
      expect(judgeDie(edition, 12, 5).citation).toBe(`${edition}/rolls/normal-roll`);
      expect(judgeDie(edition, 12, 15).citation).toBe(`${edition}/rolls/normal-roll`);
    },
  );

  it('n4/rolls/sv-above-20, n5/rolls/sv-above-20: the readings change who wins a given pair of dice: face 17 at SV 22 against a 18 at SV 19', () => {
    // N4: 17 + 2 = 19 beats the 18. N5: 17 stays 17 and the 18 cancels it.
    const n4 = faceToFace('n4', [{ roller: 'a', sv: 22, faces: [17] }], [{ roller: 'b', sv: 19, faces: [18] }]);
    const n5 = faceToFace('n5', [{ roller: 'a', sv: 22, faces: [17] }], [{ roller: 'b', sv: 19, faces: [18] }]);
    expect(n4.winner).toBe('a');
    expect(n5.winner).toBe('b');
    expect(n4.citations).toContain('n4/rolls/sv-above-20');
    expect(n5.citations).toContain('n5/rolls/sv-above-20');
  });

  it('at exactly 20 every edition reads the same: 20 is the only Critical', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      expect(judgeDie(edition, 20, 20)).toMatchObject({ result: 20, critical: true });
      expect(judgeDie(edition, 20, 19)).toMatchObject({ result: 19, success: true, critical: false });
    }
  });
});
