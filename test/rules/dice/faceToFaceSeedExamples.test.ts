import { describe, expect, it } from 'vitest';
import { faceToFace, normalRoll, type FaceToFaceSide } from '../../../rules/dice/index.ts';

/** The per-die fates of one side, by die id, for compact assertions. */
const fates = (side: FaceToFaceSide) => Object.fromEntries(side.dice.map((d) => [d.id, d.fate]));

// The three Fennec / Senku examples of the N5 Face to Face page (seed 002), and Fendetestas'
// Dodge in the N3 Dodge page (seed 004). The pictured dice are not in the text: where the text
// gives only the outcome, the dice below are chosen to produce it.
describe('Face to Face, the seed examples', () => {
  it('n5/face-to-face/cancellation, n5/face-to-face/burst: 1 vs 1: Fennec SV 12 B3 rolls 3, 5, 6; Senku SV 11 rolls 7 and cancels them all', () => {
    const r = faceToFace(
      'n5',
      [{ roller: 'fennec', sv: 12, faces: [3, 5, 6] }],
      [{ roller: 'senku', sv: 11, faces: [7] }],
    );
    expect(fates(r.a)).toEqual({
      'fennec#1': { kind: 'cancelled', by: ['senku#1'] },
      'fennec#2': { kind: 'cancelled', by: ['senku#1'] },
      'fennec#3': { kind: 'cancelled', by: ['senku#1'] },
    });
    expect(fates(r.b)).toEqual({ 'senku#1': { kind: 'hit' } });
    expect(r.winner).toBe('b');
    expect(r.b.hits).toBe(1);
  });

  it('n5/face-to-face/criticals: Face to Face and Normal Roll: both roll Criticals (Fennec 12, Senku A 11), all cancel, the non-critical is discarded', () => {
    const r = faceToFace(
      'n5',
      [{ roller: 'fennec', sv: 12, faces: [12, 8, 4] }],
      [{ roller: 'senkuA', sv: 11, faces: [11] }],
    );
    expect(fates(r.a)).toEqual({
      'fennec#1': { kind: 'critical-cancelled', by: ['senkuA#1'] },
      'fennec#2': { kind: 'cancelled', by: ['senkuA#1'] },
      'fennec#3': { kind: 'cancelled', by: ['senkuA#1'] },
    });
    expect(fates(r.b)).toEqual({ 'senkuA#1': { kind: 'critical-cancelled', by: ['fennec#1'] } });
    expect(r.winner).toBe('neither');
    expect(r.citations).toContain('n5/face-to-face/criticals');
    // Senku B, not targeted, makes a Normal Roll: 14 against SV 11 misses.
    const b = normalRoll('n5', { roller: 'senkuB', sv: 11, faces: [14] });
    expect(b.dice[0]?.fate).toEqual({ kind: 'failed' });
    expect(b.successes + b.criticals).toBe(0);
  });

  it('two Face to Face Rolls from a split Burst: Fennec 4, 9 against Senku A 5; Fennec 11 against Senku B 11 (his Critical)', () => {
    const first = faceToFace(
      'n5',
      [{ roller: 'fennec', sv: 12, faces: [4, 9] }],
      [{ roller: 'senkuA', sv: 11, faces: [5] }],
    );
    expect(fates(first.a)).toEqual({
      'fennec#1': { kind: 'cancelled', by: ['senkuA#1'] },
      'fennec#2': { kind: 'hit' },
    });
    expect(fates(first.b)).toEqual({ 'senkuA#1': { kind: 'cancelled', by: ['fennec#2'] } });
    expect(first.winner).toBe('a');

    const second = faceToFace(
      'n5',
      [{ roller: 'fennec', sv: 12, faces: [11] }],
      [{ roller: 'senkuB', sv: 11, faces: [11] }],
    );
    expect(fates(second.a)).toEqual({ 'fennec#1': { kind: 'cancelled', by: ['senkuB#1'] } });
    expect(fates(second.b)).toEqual({ 'senkuB#1': { kind: 'critical-hit' } });
    expect(second).toMatchObject({ winner: 'b', b: { hits: 0, criticals: 1 } });
  });

  it("Fendetestas' Dodge (N3): his 9 against four BS Attacks at SV 14 rolling 3, 5, 17, 12", () => {
    // His PH is not given; 11 is taken (any PH from 10 up reads the 9 the same way).
    const shooters = [3, 5, 17, 12].map((face, i) => ({ roller: `shooter${i + 1}`, sv: 14, faces: [face] }));
    const r = faceToFace('n3', [{ roller: 'fendetestas', sv: 11, faces: [9] }], shooters);
    expect(fates(r.b)).toEqual({
      'shooter1#1': { kind: 'cancelled', by: ['fendetestas#1'] },
      'shooter2#1': { kind: 'cancelled', by: ['fendetestas#1'] },
      'shooter3#1': { kind: 'failed' },
      'shooter4#1': { kind: 'hit' },
    });
    expect(fates(r.a)).toEqual({ 'fendetestas#1': { kind: 'cancelled', by: ['shooter4#1'] } });
    expect(r).toMatchObject({ winner: 'b', b: { hits: 1, criticals: 0 } });
  });
});
