import type { HitOutcome, NecromundaWeapon, TestRolled } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';

/** A chance as people read it: `33.3%`. */
export const percent = (p: number): string => `${(100 * p).toFixed(1)}%`;

/** A hit's outcome in words. */
export const OUTCOME_WORDS: Readonly<Record<HitOutcome, string>> = {
  'not-wounded': 'not wounded',
  saved: 'saved',
  'wounds-lost': 'Wounds lost',
  injured: 'injured',
  'out-of-action': 'Out of Action',
  'vehicle-damaged': 'vehicle damaged (still running)',
  wrecked: 'vehicle Wrecked',
  'no-effect': "no effect (a Damage '–' weapon's wound on a vehicle rolls no Location or Damage dice)",
};

export const INJURY_WORDS = {
  'flesh-wound': 'Flesh Wound',
  'serious-injury': 'Serious Injury',
  'out-of-action': 'Out of Action',
} as const;

export const STATUS_WORDS = {
  active: 'standing',
  'seriously-injured': 'Seriously Injured (Prone)',
  'out-of-action': 'Out of Action',
} as const;

export const NO_SAVE_WORDS = {
  'trait-forbids': 'a trait of the weapon allows no save',
  'no-armour': 'no armour and no save bonus',
  'cancelled-by-ap': "the weapon's AP is greater than the save the armour grants",
} as const;

/** The rules a ruling applied, as the trail shows them: ` [id, id]`, or nothing. */
export const rulesText = (ids: readonly string[]): string => (ids.length === 0 ? '' : ` [${ids.join(', ')}]`);
export const damageText = (d: NecromundaWeapon['damage']): string => (d === 'dash' ? "'–'" : String(d));
export const apText = (ap: number): string => (ap === 0 ? "'–'" : String(ap));
export const armourText = (a: number | 'none'): string => (a === 'none' ? 'no armour' : `${a}+`);
/** A distance: `2.5"`. */
export const inchesText = (n: number): string => `${n}"`;
/** A list in words: `a`, `a and b`, `a, b and c`. */
export const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
/** `1st`, `2nd`, `3rd`, `4th`… */
export const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** A fighter's or a vehicle's name (its id when the game has no such model). */
export const modelName = (state: NecromundaState, id: string): string =>
  state?.fighters[id]?.profile.name ?? state?.vehicles[id]?.profile.name ?? id;

const CHARACTERISTIC_WORDS = { initiative: 'Initiative', cool: 'Cool' } as const;

/**
 * A test as the trail shows it: `Cool 7+, +1: needs 6, rolled 5: failed`. The dice total is entered
 * (the page says neither how many dice nor which), so no odds are given.
 */
export const testText = (t: TestRolled): string => {
  const mod = t.modifier === 0 ? '' : `, ${t.modifier > 0 ? '+' : ''}${t.modifier}`;
  const needs = t.modifier === 0 ? '' : ` needs ${t.needed},`;
  return `${CHARACTERISTIC_WORDS[t.characteristic]} test ${t.target}+${mod}:${needs} rolled ${t.roll} (entered): ${t.passed ? 'passed' : 'failed'}`;
};
