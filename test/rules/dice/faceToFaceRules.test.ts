import { describe, expect, it } from 'vitest';
import { faceToFace, type FaceToFaceSide } from '../../../rules/dice/index.ts';

const kinds = (side: FaceToFaceSide): readonly string[] => side.dice.map((d) => d.fate.kind);

describe('Face to Face Rolls, rule by rule', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/face-to-face/cancellation: failures are discarded and a success cancels every lower enemy success',
    (edition) => {
      const r = faceToFace(
        edition,
        [{ roller: 'a', sv: 12, faces: [4, 9, 15] }],
        [{ roller: 'b', sv: 10, faces: [6, 18] }],
      );
      expect(kinds(r.a)).toEqual(['cancelled', 'hit', 'failed']);
      expect(kinds(r.b)).toEqual(['cancelled', 'failed']);
      expect(r.b.dice[0]?.fate).toEqual({ kind: 'cancelled', by: ['a#2'] });
      expect(r.a.dice[0]?.fate).toEqual({ kind: 'cancelled', by: ['b#1'] });
      expect(r).toMatchObject({ winner: 'a', a: { hits: 1, criticals: 0 } });
      expect(r.citations).toContain(`${edition}/face-to-face/cancellation`);
    },
  );

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/face-to-face/ties: equal successes cancel each other and neither side wins',
    (edition) => {
      const r = faceToFace(edition, [{ roller: 'a', sv: 12, faces: [8] }], [{ roller: 'b', sv: 10, faces: [8] }]);
      expect(r.a.dice[0]?.fate).toEqual({ kind: 'tie', with: ['b#1'] });
      expect(r.b.dice[0]?.fate).toEqual({ kind: 'tie', with: ['a#1'] });
      expect(r.winner).toBe('neither');
      expect(r.citations).toContain(`${edition}/face-to-face/ties`);
      // A higher die of the same side still wins past the tie.
      const r2 = faceToFace(edition, [{ roller: 'a', sv: 12, faces: [8, 9] }], [{ roller: 'b', sv: 10, faces: [8] }]);
      expect(kinds(r2.a)).toEqual(['tie', 'hit']);
      expect(r2.winner).toBe('a');
    },
  );

  it('n5/face-to-face/ties: a Critical on each side (10 against 10, SVs 10 and 14) is a tie too: both cancel', () => {
    const r = faceToFace('n5', [{ roller: 'a', sv: 10, faces: [10] }], [{ roller: 'b', sv: 14, faces: [14] }]);
    expect(kinds(r.a)).toEqual(['critical-cancelled']);
    expect(kinds(r.b)).toEqual(['critical-cancelled']);
    expect(r.winner).toBe('neither');
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/face-to-face/criticals: a Critical beats a higher success; Criticals on both sides cancel and discard the rest',
    (edition) => {
      const crit = faceToFace(
        edition,
        [{ roller: 'a', sv: 9, faces: [9] }],
        [{ roller: 'b', sv: 15, faces: [14, 12] }],
      );
      expect(kinds(crit.a)).toEqual(['critical-hit']);
      expect(kinds(crit.b)).toEqual(['cancelled', 'cancelled']);
      expect(crit).toMatchObject({ winner: 'a', a: { criticals: 1, hits: 0 } });
      expect(crit.citations).toContain(`${edition}/face-to-face/criticals`);
      const both = faceToFace(
        edition,
        [{ roller: 'a', sv: 9, faces: [9, 5] }],
        [{ roller: 'b', sv: 15, faces: [15, 14] }],
      );
      expect(kinds(both.a)).toEqual(['critical-cancelled', 'cancelled']);
      expect(kinds(both.b)).toEqual(['critical-cancelled', 'cancelled']);
      expect(both.winner).toBe('neither');
    },
  );

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/face-to-face/burst: each side rolls one die per point of Burst, and each die meets every enemy die',
    (edition) => {
      // B3 against B1: three dice, each judged against the single enemy die.
      const r = faceToFace(
        edition,
        [{ roller: 'a', sv: 12, faces: [2, 7, 11] }],
        [{ roller: 'b', sv: 12, faces: [6] }],
      );
      expect(r.a.dice.map((d) => d.id)).toEqual(['a#1', 'a#2', 'a#3']);
      expect(kinds(r.a)).toEqual(['cancelled', 'hit', 'hit']);
      expect(r.a.hits).toBe(2);
      // The same faces split over two rolls of one roller keep their Burst numbering.
      const split = faceToFace(
        edition,
        [{ roller: 'a', sv: 12, faces: [11], offset: 2 }],
        [{ roller: 'b', sv: 12, faces: [6] }],
      );
      expect(split.a.dice.map((d) => d.id)).toEqual(['a#3']);
    },
  );
});
