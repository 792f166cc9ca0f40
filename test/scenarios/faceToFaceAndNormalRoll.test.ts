import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { fennecAndSenku } from '../support/troopers.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';

// Face to Face seed (N5), "Face to Face Roll and Normal Roll": the Fennec fires his full Burst
// at Senku A, who shoots back (Face to Face); Senku B shoots the Fennec, who does not shoot him
// (Normal Roll). SVs 12 and 11 as printed (+3 range, -3 read as Partial Cover). Both get a
// Critical in the Face to Face (Fennec 12, Senku A 11): all cancel. Senku B's 14 misses. The
// Fennec's other two dice (8, 4) are ours.
const input = { edition: 'n5' as const, title: 'F2F and Normal', armies: fennecAndSenku('n5', ['senkuA', 'senkuB']) };
const table: TableFact[] = [
  { fact: 'lof', from: 'senkuA', to: 'fennec', value: true },
  { fact: 'lof', from: 'senkuB', to: 'fennec', value: true },
  { fact: 'range', from: 'fennec', to: 'senkuA', inches: 15 },
  { fact: 'range', from: 'fennec', to: 'senkuB', inches: 9 },
  { fact: 'cover', target: 'senkuA', from: 'fennec', value: 'partial' },
  { fact: 'cover', target: 'fennec', from: 'senkuA', value: 'partial' },
  { fact: 'cover', target: 'fennec', from: 'senkuB', value: 'partial' },
];
const aro = { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'fennec', burst: 1 }] };

describe('Face to Face seed: Face to Face Roll and Normal Roll (N5)', () => {
  it('n5/face-to-face/criticals: Criticals on both sides cancel everything; Senku B rolls 14 against 11 and misses', () => {
    const { events } = given(input).when(
      turn('panoceania', {
        trooper: 'fennec',
        first: { skill: 'idle' },
        table,
        aros: { senkuA: aro, senkuB: aro },
        second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'senkuA', burst: 3 }] },
        dice: { fennec: [12, 8, 4], senkuA: [11], senkuB: [14] },
      }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.exchange).toBe('fennec>senkuA');
    expect(fates(f2f.a.dice)).toEqual({
      'fennec#1': { kind: 'critical-cancelled', by: ['senkuA#1'] },
      'fennec#2': { kind: 'cancelled', by: ['senkuA#1'] },
      'fennec#3': { kind: 'cancelled', by: ['senkuA#1'] },
    });
    expect(fates(f2f.b.dice)).toEqual({ 'senkuA#1': { kind: 'critical-cancelled', by: ['fennec#1'] } });
    expect(f2f.winner).toBe('neither');
    expect(f2f.citations).toContain('n5/face-to-face/criticals');
    const normal = only(events, 'NormalRollResolved');
    expect(normal).toMatchObject({
      exchange: 'senkuB>fennec',
      roller: { trooper: 'senkuB', sv: { value: 11 } },
      successes: 0,
    });
    expect(fates(normal.dice)).toEqual({ 'senkuB#1': { kind: 'failed' } });
    expect(ofType(events, 'HitsScored')).toEqual([]);
    expect(ofType(events, 'SavingRollResolved')).toEqual([]);
  });
});
