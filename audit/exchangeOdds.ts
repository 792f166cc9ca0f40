import type { Edition } from '../rules/edition.ts';
import {
  compareOutcomes,
  d20Outcomes,
  dieProfile,
  faceToFaceOdds,
  type DieProfile,
  type FaceToFaceOdds,
  type OutcomeCount,
  type SideOdds,
} from '../rules/odds/index.ts';
import { matchupCitations } from '../rules/odds/index.ts';
import { boundedMemo } from './boundedMemo.ts';

/** One roller in an exchange: its Success Value and the dice it rolled there (0: automatic failure). */
export interface RollerDice {
  readonly sv: number;
  readonly dice: number;
}

/** Counts per (hits, crits) as a table indexed [hits][crits]. */
type Table = bigint[][];

const emptyTable = (n: number): Table => Array.from({ length: n + 1 }, () => new Array<bigint>(n + 1).fill(0n));

/** Multiplies a (hits, crits) generating table by one die: other + hit·x + crit·y (face counts). */
const withDie = (table: Table, other: bigint, hit: bigint, crit: bigint): Table => {
  const n = table.length;
  const next = emptyTable(n);
  table.forEach((row, h) =>
    row.forEach((count, c) => {
      if (count === 0n) return;
      const at = (hh: number, cc: number, add: bigint): void => {
        const r = next[hh];
        if (r !== undefined && cc < r.length) r[cc] = (r[cc] ?? 0n) + add;
      };
      at(h, c, count * other);
      if (hit > 0n) at(h + 1, c, count * hit);
      if (crit > 0n) at(h, c + 1, count * crit);
    }),
  );
  return next;
};

const dice = (edition: Edition, rollers: readonly RollerDice[]): DieProfile[] =>
  rollers.flatMap((r) =>
    r.dice > 0 && r.sv >= 1 ? Array.from({ length: r.dice }, () => dieProfile(edition, r.sv)) : [],
  );

/**
 * Exact odds for one side of a Face to Face Roll whose sides may hold several rollers with
 * different SVs (a Dodge against several attackers). The rules/odds engine's reasoning, per die:
 * whether a die survives depends on the die and on the enemy's best die only (none, a
 * non-critical result, a Critical), and given the enemy's best my dice are independent.
 */
const sideOdds = (mine: readonly DieProfile[], enemy: readonly DieProfile[]): SideOdds => {
  if (mine.length === 0) return { outcomes: [] };
  const results = [...new Set(enemy.flatMap((d) => d.successes.map((s) => s.result)))].sort((a, b) => a - b);
  // Enemy dice whose best class is at most k: classes are 0 (no success), 1..m (best result), m+1 (a Critical).
  const atMost = (k: number): bigint =>
    enemy.reduce((prod, d) => {
      if (k > results.length) return prod * 20n;
      const limit = k === 0 ? -Infinity : (results[k - 1] ?? Infinity);
      const faces = d.failures + d.successes.filter((s) => s.result <= limit).reduce((n, s) => n + s.faces, 0);
      return prod * BigInt(faces);
    }, 1n);
  const acc = emptyTable(mine.length);
  let below = 0n;
  for (let k = 0; k <= results.length + 1; k++) {
    const upTo = atMost(k);
    const weight = upTo - below;
    below = upTo;
    if (weight === 0n) continue;
    const enemyCrit = k === results.length + 1;
    const best = k === 0 ? -Infinity : (results[k - 1] ?? Infinity);
    let table = emptyTable(mine.length);
    (table[0] as bigint[])[0] = 1n;
    for (const d of mine) {
      const crit = enemyCrit ? 0 : d.criticals;
      const hit = enemyCrit ? 0 : d.successes.filter((s) => s.result > best).reduce((n, s) => n + s.faces, 0);
      table = withDie(table, BigInt(20 - hit - crit), BigInt(hit), BigInt(crit));
    }
    table.forEach((row, h) =>
      row.forEach((count, c) => {
        const r = acc[h];
        if (r !== undefined) r[c] = (r[c] ?? 0n) + count * weight;
      }),
    );
  }
  const outcomes: OutcomeCount[] = [];
  acc.forEach((row, hits) =>
    row.forEach((count, crits) => {
      if (count > 0n && hits + crits > 0) outcomes.push({ hits, crits, count });
    }),
  );
  return { outcomes: outcomes.sort(compareOutcomes) };
};

/** The odds of the matchups a game has seen (at most 4,096, then the memory starts again). */
const known = boundedMemo<FaceToFaceOdds>(4096);
const sideKey = (rollers: readonly RollerDice[]): string => rollers.map((r) => `${r.sv}x${r.dice}`).join(',');

/**
 * Exact odds of a Face to Face (or, with `b` empty, Normal) Roll as counts out of 20^dice.
 * One roller a side is handed to the rules/odds engine as it stands; sides with several
 * rollers use the same per-die reasoning over each die's own profile. A game's matchups recur
 * (the same SVs and Bursts, Order after Order): each is counted once and its odds (read-only
 * data) given again.
 */
export const exchangeOdds = (
  edition: Edition,
  a: readonly RollerDice[],
  b: readonly RollerDice[] | null,
): FaceToFaceOdds => {
  const key = `${edition}|${sideKey(a)}|${b === null ? '-' : sideKey(b)}`;
  return known(key, () => countedOdds(edition, a, b));
};

const countedOdds = (edition: Edition, a: readonly RollerDice[], b: readonly RollerDice[] | null): FaceToFaceOdds => {
  const [onlyA] = a;
  const [onlyB] = b ?? [];
  if (a.length === 1 && onlyA !== undefined && (b === null || (b.length === 1 && onlyB !== undefined))) {
    return faceToFaceOdds({
      edition,
      active: { sv: onlyA.dice === 0 ? 0 : onlyA.sv, burst: onlyA.dice },
      reactive: onlyB === undefined ? null : { sv: onlyB.dice === 0 ? 0 : onlyB.sv, burst: onlyB.dice },
    });
  }
  const da = dice(edition, a);
  const db = dice(edition, b ?? []);
  const active = sideOdds(da, db);
  const reactive = sideOdds(db, da);
  const total = d20Outcomes(da.length + db.length);
  const won = [...active.outcomes, ...reactive.outcomes].reduce((n, o) => n + o.count, 0n);
  const first = a[0] ?? { sv: 0, dice: 0 };
  const second = b === null ? null : (b[0] ?? { sv: 0, dice: 0 });
  return {
    edition,
    total,
    active,
    reactive,
    neither: { count: total - won },
    citations: matchupCitations({
      edition,
      active: { sv: first.sv, burst: first.dice },
      reactive: second === null ? null : { sv: second.sv, burst: second.dice },
    }),
  };
};
