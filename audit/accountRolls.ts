import type { Citation } from '../rules/citations/index.ts';
import type { DieFate } from '../rules/dice/index.ts';
import type { AuditEntry, Chance, DieLine, RollerLine, RollOdds, SideLine } from './auditEntry.ts';
import type { Namer } from './describeDeclaration.ts';
import { inflictedName } from '../rules/combat/index.ts';
import { plural } from './plural.ts';
import { possessive } from './possessive.ts';
import { formatChance } from './trailWriter.ts';

/** One MOD of a Success Value: its value, why, and the rule. */
export interface AccountMod {
  readonly value: number;
  readonly reason: string;
  readonly citation: string;
}

/** Who rolled, on what, and the MODs that built the Success Value. */
export interface AccountRoller {
  readonly trooper: string;
  readonly skill: string;
  readonly attribute: string;
  readonly base: number;
  readonly mods: readonly AccountMod[];
  /** The MODs' total before a cap, when one applied. */
  readonly uncapped: number | null;
  readonly sv: number;
  readonly automaticFailure: boolean;
}

/** One die and its fate, in words (`fate` is the kind, for colours; `fateText` names the dice that decided it). */
export interface AccountDie {
  readonly id: string;
  readonly roller: string;
  readonly face: number;
  readonly result: number;
  readonly sv: number;
  readonly read: 'Critical' | 'success' | 'failure';
  readonly fate: DieFate['kind'] | 'saved' | 'not saved';
  readonly fateText: string;
}

/** How likely the outcome that happened was, next to the most likely one. */
export interface AccountOdds {
  readonly happened: { readonly text: string; readonly chance: Chance };
  readonly likeliest: { readonly text: string; readonly chance: Chance } | null;
  /** The odds as the terminal audit prints them. */
  readonly details: string;
  readonly citations: readonly string[];
}

/** A roll of the Order: Face to Face, Normal, Saving or Guts Roll. */
export interface AccountRoll {
  readonly seq: number;
  readonly kind: 'face-to-face' | 'normal-roll' | 'saving-roll' | 'guts-roll';
  readonly title: string;
  readonly rollers: readonly AccountRoller[];
  /** A Saving Roll's MODs (a roller's are under it). */
  readonly mods: readonly AccountMod[];
  readonly dice: readonly AccountDie[];
  readonly result: string;
  /** null: nothing was left to chance (no die rolled). */
  readonly odds: AccountOdds | null;
  readonly certain: string | null;
  readonly citations: readonly string[];
}

const ids = (cs: readonly Citation[]): string[] => cs.map((c) => c.id);

const roller = (name: Namer, r: RollerLine): AccountRoller => ({
  trooper: name(r.trooper),
  skill: r.skill,
  attribute: r.sv.attribute,
  base: r.sv.base,
  mods: r.sv.mods.map((m) => ({ value: m.value, reason: m.reason, citation: m.citation.id })),
  uncapped: r.sv.modTotal === r.sv.rawModTotal ? null : r.sv.rawModTotal,
  sv: r.sv.value,
  automaticFailure: r.automaticFailure,
});

/** A die's fate in words, the dice that decided it named by their roller. */
const fateText = (name: Namer, owners: ReadonlyMap<string, string>, f: DieFate, attack: boolean): string => {
  const dice = (list: readonly string[]): string => list.map((d) => `${d} (${name(owners.get(d) ?? '?')})`).join(', ');
  switch (f.kind) {
    case 'failed':
      return 'failed';
    case 'hit':
      return attack ? 'hit' : 'success';
    case 'critical-hit':
      return attack ? 'Critical hit' : 'Critical';
    case 'cancelled':
      return `cancelled by ${dice(f.by)}`;
    case 'tie':
      return `tie with ${dice(f.with)}, both cancelled`;
    case 'critical-cancelled':
      return `Critical cancelled by ${dice(f.by)}`;
  }
};

/** Skills whose successes are hits on a target; any other roll's (Dodge, Guts, PH, WIP) are successes. */
const ATTACKS: ReadonlySet<string> = new Set([
  'bs-attack',
  'cc-attack',
  'comms-attack',
  'intuitive-attack',
  'speculative-fire',
  'suppressive-fire',
  'berserk',
]);

const die = (name: Namer, owners: ReadonlyMap<string, string>, d: DieLine, attack: boolean): AccountDie => ({
  id: d.id,
  roller: name(d.roller),
  face: d.face,
  result: d.result,
  sv: d.sv,
  read: d.success ? (d.critical ? 'Critical' : 'success') : 'failure',
  fate: d.fate.kind,
  fateText: fateText(name, owners, d.fate, attack),
});

const sideName = (name: Namer, s: SideLine): string => {
  const names = s.rollers.map((r) => name(r.trooper));
  return names.length <= 1 ? (names[0] ?? '?') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? '?'}`;
};

const keeps = (hits: number, crits: number): string =>
  crits === 0
    ? plural(hits, 'hit')
    : hits === 0
      ? plural(crits, 'Critical')
      : `${plural(hits, 'hit')} and ${plural(crits, 'Critical')}`;

const best = <T extends { readonly chance: Chance }>(all: readonly T[]): T | null =>
  all.reduce<T | null>((b, x) => (b === null || x.chance.p > b.chance.p ? x : b), null);

const complement = (c: Chance): Chance => {
  const total = BigInt(c.total);
  return { count: (total - BigInt(c.count)).toString(), total: c.total, p: 1 - c.p };
};

/** The outcome that happened and the likeliest one, as sentences with their chances. */
const oddsOf = (o: RollOdds, happened: string, a: string, b: string, won: string | null = null): AccountOdds | null => {
  switch (o.kind) {
    case 'certain':
      return null;
    case 'face-to-face': {
      const all = [
        ...o.a.map((x) => ({ text: `${a} keeps ${keeps(x.hits, x.crits)}`, chance: x })),
        ...o.b.map((x) => ({ text: `${b} keeps ${keeps(x.hits, x.crits)}`, chance: x })),
        { text: 'neither side keeps a success', chance: o.neither },
      ];
      return {
        happened: { text: happened, chance: o.outcome },
        likeliest: best(all),
        details: `${won === null ? '' : `${won} ${won.includes(' and ') ? 'win' : 'wins'} ${formatChance(o.winner)}; `}neither side wins ${formatChance(o.neither)}`,
        citations: ids(o.citations),
      };
    }
    case 'normal': {
      const all = [
        ...o.distribution.map((x) => ({ text: `${a} scores ${keeps(x.hits, x.crits)}`, chance: x })),
        { text: `${a} scores no success`, chance: complement(o.anySuccess) },
      ];
      return {
        happened: { text: happened, chance: o.outcome },
        likeliest: best(all),
        details: `at least one success ${formatChance(o.anySuccess)}`,
        citations: ids(o.citations),
      };
    }
    case 'wounds': {
      const what = o.inflicts.length === 0 ? 'Wound' : 'failed roll';
      const all = o.distribution.map((x) => ({ text: `${a} suffers ${plural(x.wounds, what)}`, chance: x }));
      return {
        happened: { text: happened, chance: o.outcome },
        likeliest: best(all),
        details: `each die fails on ${o.failFaces} of 20 faces${o.inflicts.length === 0 ? '' : `; any failed roll: ${inflictedName(o.inflicts)}`}${o.firstRolls === undefined ? '' : `; the odds count the first ${plural(o.firstRolls, 'roll')}, not the Continuous Damage rolls after them`}`,
        citations: ids(o.citations),
      };
    }
  }
};

/** The rolls of an Order's trail entries, each with its MODs, dice, fates and odds (null: the entry is no roll). */
export const accountRoll = (name: Namer, e: AuditEntry): AccountRoll | null => {
  if (e.kind === 'face-to-face') {
    const owners = new Map([...e.a.dice, ...e.b.dice].map((d) => [d.id, d.roller]));
    const won = e.winner === 'neither' ? null : e.winner === 'a' ? e.a : e.b;
    const result =
      won === null ? 'neither side keeps a success' : `${sideName(name, won)} keeps ${keeps(won.hits, won.criticals)}`;
    return {
      seq: e.seq,
      kind: e.kind,
      title: `Face to Face Roll ${e.exchange}`,
      rollers: [...e.a.rollers, ...e.b.rollers].map((r) => roller(name, r)),
      mods: [],
      dice: [...e.a.dice, ...e.b.dice].map((d) => {
        const skills = [...e.a.rollers, ...e.b.rollers].filter((r) => r.trooper === d.roller).map((r) => r.skill);
        return die(
          name,
          owners,
          d,
          skills.some((k) => ATTACKS.has(k)),
        );
      }),
      result,
      odds: oddsOf(e.odds, result, sideName(name, e.a), sideName(name, e.b), won === null ? null : sideName(name, won)),
      certain: e.odds.kind === 'certain' ? e.odds.why : null,
      citations: ids(e.citations),
    };
  }
  if (e.kind === 'normal-roll') {
    const who = name(e.roller.trooper);
    const result =
      e.successes + e.criticals === 0 ? `${who} scores no success` : `${who} scores ${keeps(e.successes, e.criticals)}`;
    return {
      seq: e.seq,
      kind: e.kind,
      title: `Normal Roll ${e.exchange}`,
      rollers: [roller(name, e.roller)],
      mods: [],
      dice: e.dice.map((d) => die(name, new Map(), d, ATTACKS.has(e.roller.skill))),
      result,
      odds: oddsOf(e.odds, result, who, who),
      certain: e.odds.kind === 'certain' ? e.odds.why : null,
      citations: ids(e.citations),
    };
  }
  if (e.kind === 'guts-roll') {
    const who = name(e.trooper);
    return {
      seq: e.seq,
      kind: e.kind,
      title: `Guts Roll: ${who}`,
      rollers:
        e.sv === null ? [] : [roller(name, { trooper: e.trooper, skill: 'guts', sv: e.sv, automaticFailure: false })],
      mods: [],
      dice: e.dice.map((d) => die(name, new Map(), d, false)),
      result: e.passed ? `${who} passes` : `${who} fails`,
      odds:
        e.odds.kind === 'normal'
          ? {
              happened: { text: e.passed ? `${who} passes` : `${who} fails`, chance: e.odds.outcome },
              likeliest:
                e.odds.anySuccess.p >= 0.5
                  ? { text: `${who} passes`, chance: e.odds.anySuccess }
                  : { text: `${who} fails`, chance: complement(e.odds.anySuccess) },
              details: `passing ${formatChance(e.odds.anySuccess)}`,
              citations: ids(e.odds.citations),
            }
          : null,
      certain: e.odds.kind === 'certain' ? e.odds.why : null,
      citations: ids(e.citations),
    };
  }
  if (e.kind === 'saving-roll') {
    const who = name(e.trooper);
    const what = e.inflicts.length === 0 ? 'Wound' : 'failed roll';
    const failed = e.automaticWounds + e.rolls.filter((r) => !r.saved).length;
    const result = `${who} suffers ${plural(e.inflicts.length === 0 ? e.wounds : failed, what)}`;
    // The odds count the dice as rolled (the first rolls, without the Continuous Damage ones after them).
    const first = e.automaticWounds + e.rolls.filter((r) => !r.saved && !r.why.startsWith('Continuous Damage')).length;
    const rolled = `${who} suffers ${plural(first, what)}${e.odds.kind === 'wounds' && e.odds.firstRolls !== undefined ? ' from the first rolls' : ''}`;
    return {
      seq: e.seq,
      kind: e.kind,
      title: `Saving Roll: ${who} against ${possessive(name(e.attacker))} ${e.weapon} (${e.ammo}, ${e.attribute})`,
      rollers: [],
      mods: e.mods.map((m) => ({ value: m.value, reason: m.reason, citation: m.citation.id })),
      dice: e.rolls.map((r, i) => ({
        id: `save#${i + 1}`,
        roller: who,
        face: r.face,
        result: r.face,
        sv: 0,
        read: r.saved ? 'success' : 'failure',
        fate: r.saved ? 'saved' : 'not saved',
        fateText: `${r.saved ? 'saved' : 'not saved'}: ${r.why}`,
      })),
      result: `${e.reading}; ${result}`,
      odds: oddsOf(e.odds, rolled, who, who),
      certain: e.odds.kind === 'certain' ? e.odds.why : null,
      citations: ids(e.citations),
    };
  }
  return null;
};
