import type { EventOf } from '../events/index.ts';
import type { Edition } from '../rules/edition.ts';
import { loggedInflicts } from '../rules/combat/index.ts';
import { normalRollCitation } from '../rules/dice/index.ts';
import {
  binomial,
  d20Outcomes,
  keepBestDice,
  probability,
  winCount,
  type OutcomeCount,
  type SideOdds,
} from '../rules/odds/index.ts';
import type { Chance, OutcomeChance, RollOdds } from './auditEntry.ts';
import { exchangeOdds, type RollerDice } from './exchangeOdds.ts';
import { cite } from './lineCitations.ts';

export const chance = (count: bigint, total: bigint): Chance => ({
  count: count.toString(),
  total: total.toString(),
  p: probability(count, total),
});

const outcomes = (side: SideOdds, total: bigint): OutcomeChance[] =>
  side.outcomes.map((o: OutcomeCount) => ({ hits: o.hits, crits: o.crits, ...chance(o.count, total) }));

const countOf = (side: SideOdds, hits: number, crits: number): bigint =>
  side.outcomes.find((o) => o.hits === hits && o.crits === crits)?.count ?? 0n;

type Side = EventOf<'FaceToFaceResolved'>['a'];

type Roller = Side['rollers'][number];

/** Special Dice counted in the odds: a side's one roller's (with several rollers the odds count the kept dice only). */
const extraOf = (rollers: readonly Roller[], failed: readonly string[]): number => {
  const [only] = rollers;
  return rollers.length === 1 && only !== undefined && !failed.includes(only.trooper)
    ? (only.extraDice?.count ?? 0)
    : 0;
};

/** Each roller's SV and the dice it rolled in this exchange (none when it failed automatically), Special Dice included. */
const rollersOf = (side: Side): RollerDice[] =>
  side.rollers.map((r) => ({
    sv: r.sv.value,
    dice: side.automaticFailures.includes(r.trooper)
      ? 0
      : side.dice.filter((d) => d.roller === r.trooper).length + extraOf(side.rollers, side.automaticFailures),
  }));

/** A side's odds with its Special Dice discarded, the worst first (rules/odds/specialDieOdds.ts). */
const kept = (odds: SideOdds, side: Side): SideOdds => {
  const extra = extraOf(side.rollers, side.automaticFailures);
  return extra === 0 ? odds : keepBestDice(odds, side.dice.length);
};

/** The odds of a Face to Face Roll's outcome: this winner, and this winner's exact hits and Criticals. */
export const faceToFaceRollOdds = (edition: Edition, e: EventOf<'FaceToFaceResolved'>): RollOdds => {
  const all = exchangeOdds(edition, rollersOf(e.a), rollersOf(e.b));
  const odds = { ...all, active: kept(all.active, e.a), reactive: kept(all.reactive, e.b) };
  const sd = extraOf(e.a.rollers, e.a.automaticFailures) + extraOf(e.b.rollers, e.b.automaticFailures) > 0;
  const { total } = odds;
  const citations = cite(odds.citations);
  const neither = chance(odds.neither.count, total);
  const common = {
    a: outcomes(odds.active, total),
    b: outcomes(odds.reactive, total),
    neither,
    citations,
    ...(sd ? { discardsWorst: true as const } : {}),
  };
  switch (e.winner) {
    case 'neither':
      return { kind: 'face-to-face', winner: neither, outcome: neither, ...common };
    case 'a':
    case 'b': {
      const side = e.winner === 'a' ? odds.active : odds.reactive;
      const won = e.winner === 'a' ? e.a : e.b;
      return {
        kind: 'face-to-face',
        winner: chance(winCount(side), total),
        outcome: chance(countOf(side, won.hits, won.criticals), total),
        ...common,
      };
    }
  }
};

/** The odds of a Normal Roll: exactly these successes and Criticals, and of any success at all. */
export const normalRollOdds = (edition: Edition, e: EventOf<'NormalRollResolved'>): RollOdds => {
  if (e.automaticFailure || e.dice.length === 0) {
    return { kind: 'certain', why: 'no die was rolled: the roll failed automatically', citations: cite(e.citations) };
  }
  const extra = e.roller.extraDice?.count ?? 0;
  const all = exchangeOdds(edition, [{ sv: e.roller.sv.value, dice: e.dice.length + extra }], null);
  const odds = extra === 0 ? all : { ...all, active: keepBestDice(all.active, e.dice.length) };
  const { total } = odds;
  const none = e.successes + e.criticals === 0;
  return {
    kind: 'normal',
    outcome: none
      ? chance(total - winCount(odds.active), total)
      : chance(countOf(odds.active, e.successes, e.criticals), total),
    anySuccess: chance(winCount(odds.active), total),
    distribution: outcomes(odds.active, total),
    citations: cite(odds.citations),
    ...(extra > 0 ? { discardsWorst: true as const } : {}),
  };
};

type Threshold = EventOf<'SavingRollResolved'>['threshold'];

/** Faces of a d20 that fail a Saving Roll read this way (each one a Wound, or, for PARA, E/M and Carbonite, the state any one failure inflicts). */
const failFaces = (t: Threshold): number => {
  const clamp = (n: number): number => Math.max(0, Math.min(20, n));
  switch (t.kind) {
    case 'none':
      return 0;
    case 'attribute-roll':
      return clamp(20 - t.sv);
    case 'n3-arm-roll':
      return clamp(t.damage - t.armour);
    case 'n4-attack-damage':
      return clamp(t.attackDamage);
    case 'n5-success-value':
      return clamp(20 - t.sv);
  }
};

/**
 * The odds of a saving roll's failures: a binomial count of failed rolls on top of the automatic
 * ones. Each failure is a Wound, or, when the save inflicts states instead (PARA: IMM-A; E/M:
 * Isolated, and IMM-B on a HI, TAG or REM; Carbonite: IMM-B), any one failure inflicts them all.
 */
const CONTINUED = 'Continuous Damage';

export const savingRollOdds = (edition: Edition, e: EventOf<'SavingRollResolved'>): RollOdds => {
  const inflicts = loggedInflicts(e.ammo, e.inflicts);
  if (e.rolls.length === 0) {
    const unrolled =
      inflicts.length === 0
        ? 'no roll: the Wounds came from Criticals'
        : e.threshold.kind === 'none'
          ? 'no roll: each hit inflicts the state, no saving roll allowed'
          : 'no roll: an SV below 1 fails on its own';
    return {
      kind: 'certain',
      why: e.automaticWounds > 0 ? unrolled : 'no Saving Roll to make',
      citations: cite(e.citations),
    };
  }
  // N5 Continuous Damage: the rolls it added come after the first ones and are named so; the odds
  // are of the first rolls (a fixed number), whose count did not depend on the dice.
  const first = e.rolls.filter((r) => !r.why.startsWith(CONTINUED));
  const n = first.length;
  const failed = e.automaticWounds + first.filter((r) => !r.saved).length;
  const fail = failFaces(e.threshold);
  const total = d20Outcomes(n);
  const distribution: (Chance & { wounds: number })[] = [];
  for (let k = 0; k <= n; k++) {
    const ways = binomial(n, k) * BigInt(fail) ** BigInt(k) * BigInt(20 - fail) ** BigInt(n - k);
    if (ways > 0n) distribution.push({ wounds: e.automaticWounds + k, ...chance(ways, total) });
  }
  const mine = distribution.find((d) => d.wounds === failed);
  return {
    kind: 'wounds',
    inflicts,
    failFaces: fail,
    distribution,
    outcome: mine ?? chance(0n, total),
    ...(n < e.rolls.length ? { firstRolls: n } : {}),
    citations: cite([...e.citations, normalRollCitation(edition)]),
  };
};

/** The odds of a Guts Roll passing (a Normal Roll against WIP); none when it was failed on purpose. */
export const gutsRollOdds = (edition: Edition, e: EventOf<'GutsRollResolved'>): RollOdds => {
  if (e.choice !== 'roll' || e.sv === null || e.dice.length === 0) {
    return {
      kind: 'certain',
      why: e.choice === 'fail-on-purpose' ? 'the Guts Roll was failed on purpose' : 'no die was rolled',
      citations: cite(e.citations),
    };
  }
  const odds = exchangeOdds(edition, [{ sv: e.sv.value, dice: e.dice.length }], null);
  const { total } = odds;
  const passed = chance(winCount(odds.active), total);
  return {
    kind: 'normal',
    outcome: e.passed ? passed : chance(total - winCount(odds.active), total),
    anySuccess: passed,
    distribution: outcomes(odds.active, total),
    citations: cite([...odds.citations, ...e.citations]),
  };
};
