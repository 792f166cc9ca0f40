import { performance } from 'node:perf_hooks';
import { bruteForceOdds, faceToFaceOdds, type FaceToFaceOdds, type OddsMatchup } from '../rules/odds/index.ts';
import type { BenchReport } from './benchReport.ts';

const TARGET_MS = 1;

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** Median wall time of one call, in ms, after a few warm-up calls. */
const timeMs = (fn: () => unknown, runs: number, warmup: number): number => {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
};

const key = (o: FaceToFaceOdds): string =>
  JSON.stringify(o, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

const side = (sv: number, burst: number) => ({ sv, burst });
const label = (m: OddsMatchup): string =>
  `${m.edition} SV${m.active.sv} B${m.active.burst} vs ${m.reactive === null ? 'none' : `SV${m.reactive.sv} B${m.reactive.burst}`}`;

/**
 * Exact Face to Face odds (combinatorics) against the brute force (every roll through
 * rules/dice/faceToFace, grouped into weighted multisets) measured in the same run.
 */
export async function run(): Promise<BenchReport> {
  const b10: OddsMatchup = { edition: 'n4', active: side(13, 10), reactive: side(11, 10) };
  const b5b3: OddsMatchup = { edition: 'n5', active: side(14, 5), reactive: side(12, 3) };
  const b10high: OddsMatchup = { edition: 'n3', active: side(23, 10), reactive: side(19, 10) };
  const b3: OddsMatchup = { edition: 'n4', active: side(13, 3), reactive: side(11, 3) };

  const brute = timeMs(() => bruteForceOdds(b3), 3, 1);
  // The plain definition (every ordered tuple, 20^6 = 64M rolls for B3 vs B3) would take minutes:
  // time it on B2 vs B1 (8000 rolls) and scale by the number of rolls.
  const b2b1: OddsMatchup = { edition: 'n4', active: side(13, 2), reactive: side(11, 1) };
  const perSequence = timeMs(() => bruteForceOdds(b2b1, 'sequences'), 3, 1) / 20 ** 3;
  const sequencesEstimate = perSequence * 20 ** 6;
  const exact = (m: OddsMatchup): number => timeMs(() => faceToFaceOdds(m), 200, 50);
  const rows: readonly [OddsMatchup, number][] = [
    [b10, exact(b10)],
    [b10high, exact(b10high)],
    [b5b3, exact(b5b3)],
    [b3, exact(b3)],
  ];
  const agree = key(bruteForceOdds(b3)) === key(faceToFaceOdds(b3));

  const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(3) : ms.toFixed(0));
  const lines = [
    `baseline  brute force ${label(b3)}: ${fmt(brute)} ms (median of 3; weighted multisets through rules/dice/faceToFace)`,
    `          (ordered tuples, 64M rolls: about ${(sequencesEstimate / 1000).toFixed(0)} s, estimated from ${(perSequence * 1000).toFixed(1)} µs a roll on ${label(b2b1)})`,
    ...rows.map(
      ([m, ms]) =>
        `exact     ${label(m).padEnd(26)} ${fmt(ms).padStart(7)} ms  (${ms <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target; ${Math.round(brute / ms)}x faster than the baseline)`,
    ),
    `check     exact and brute force agree on ${label(b3)}: ${agree ? 'yes' : 'NO'}`,
  ];
  return { name: 'odds', lines };
}
