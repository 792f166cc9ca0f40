/*
 * Decisions (docs/rulings.md "Close Combat Special Skills"):
 * - Martial Arts is used whenever its trooper declares a CC Attack (Active Turn or ARO): its
 *   Attack MOD goes on its CC, its Opponent MOD on each enemy roll Face to Face with it (a CC
 *   Attack or a Dodge), its Burst MOD on its CC Weapon in the Active Turn (an ARO's Burst stays
 *   1) and, N4 only, its Damage MOD on the damage of a CC Weapon (whose DAM is the PH). Several
 *   enemies' Opponent MODs never add up: the worst one applies.
 * - N5 chart values: a reading (the wiki copy read had the columns but not the rows). The +1 SD
 *   (Special Die) of N5 Levels 3 and 5: the CC Attack rolls one more die and its player discards
 *   one (rules/dice/specialDie.ts), in the Active Turn and in ARO alike (reading).
 * - Natural Born Warrior (N5): a trooper making a CC Attack with it takes no Opponent MOD of an
 *   enemy's CC Special Skill; the cancelled MOD is logged as a 0 citing it. UNCONFIRMED (page
 *   not read). N4 (page not read) and every N3 CC Special Skill are refused, not guessed.
 */
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

export type MartialArtsLevel = 0 | 1 | 2 | 3 | 4 | 5;

/** One row of a CC Special Skill chart. `specialDie`: the row grants +1 SD (N5). */
export interface CcChartRow {
  readonly attack: number;
  readonly opponent: number;
  readonly damage: number;
  readonly burst: number;
  readonly specialDie: boolean;
}

const row = (attack: number, opponent: number, damage: number, burst: number, specialDie = false): CcChartRow => ({
  attack,
  opponent,
  damage,
  burst,
  specialDie,
});

const N4_CHART: readonly CcChartRow[] = [
  row(0, -3, 1, 0),
  row(3, -3, 1, 0),
  row(3, -3, 2, 0),
  row(3, -3, 3, 0),
  row(3, -3, 3, 1),
];
const N5_CHART: readonly CcChartRow[] = [
  row(0, -3, 0, 0),
  row(3, -3, 0, 0),
  row(3, -3, 0, 0, true),
  row(3, -3, 0, 1),
  row(3, -3, 0, 1, true),
];

/** The Level of Martial Arts on a profile, 0 without the skill (the highest listed wins). */
export const martialArtsLevel = (skills: readonly TrooperSkill[]): MartialArtsLevel =>
  skills.includes('martial-arts-5')
    ? 5
    : skills.includes('martial-arts-4')
      ? 4
      : skills.includes('martial-arts-3')
        ? 3
        : skills.includes('martial-arts-2')
          ? 2
          : skills.includes('martial-arts-1')
            ? 1
            : 0;

type Modern = Exclude<Edition, 'n3'>;

export const martialArtsCitation = (edition: Modern): CitationId =>
  edition === 'n4' ? 'n4/skills/martial-arts' : 'n5/skills/martial-arts';

/** The Martial Arts chart row of a profile (N4/N5), or null without the skill. */
export const martialArtsRow = (edition: Modern, skills: readonly TrooperSkill[]): CcChartRow | null => {
  const level = martialArtsLevel(skills);
  if (level === 0) return null;
  return (edition === 'n4' ? N4_CHART : N5_CHART)[level - 1] ?? null;
};

const CC_SKILLS: readonly TrooperSkill[] = [
  'martial-arts-1',
  'martial-arts-2',
  'martial-arts-3',
  'martial-arts-4',
  'martial-arts-5',
  'natural-born-warrior',
  'berserk',
  'berserk-3',
  'protheion',
];

/**
 * Why a trooper with these skills may not declare a CC Attack in this edition, or null: N3 CC
 * Special Skills and N4 Natural Born Warrior were not read.
 */
export const ccSkillRefusal = (edition: Edition, trooper: string, skills: readonly TrooperSkill[]): Refusal | null => {
  if (edition === 'n3') {
    const held = skills.filter((s) => CC_SKILLS.includes(s));
    return held.length === 0
      ? null
      : refuse(
          `${trooper} has ${held.join(', ')}: N3 CC Special Skills are not adjudicated (their N3 charts were not read); record this Order as ruled by the players`,
          'n3/skills/cc-special-skills-unsourced',
        );
  }
  if (edition === 'n4' && skills.includes('natural-born-warrior'))
    return refuse(
      `${trooper} has Natural Born Warrior, whose N4 rule was not read: record this Order as ruled by the players`,
      'n4/skills/natural-born-warrior-unsourced',
    );
  return null;
};

/** The Special Dice (+1 SD) Martial Arts adds to its trooper's CC Attack (N5 L3 and L5), or null. */
export const ccSpecialDice = (
  edition: Edition,
  skills: readonly TrooperSkill[],
): { readonly count: number; readonly citation: CitationId } | null =>
  edition !== 'n3' && martialArtsRow(edition, skills)?.specialDie === true
    ? { count: 1, citation: martialArtsCitation(edition) }
    : null;

/** The MODs a trooper's CC Special Skills add to its own CC Attack roll (Martial Arts' Attack MOD). */
export const ccAttackMods = (edition: Edition, skills: readonly TrooperSkill[]): readonly Mod[] => {
  if (edition === 'n3') return [];
  const ma = martialArtsRow(edition, skills);
  return ma === null || ma.attack === 0
    ? []
    : [mod(ma.attack, `Martial Arts L${martialArtsLevel(skills)}`, martialArtsCitation(edition))];
};

/** The Burst MOD of a trooper's CC Special Skills on its CC Weapon (Active Turn). */
export const ccBurstMod = (edition: Edition, skills: readonly TrooperSkill[]): number =>
  edition === 'n3' ? 0 : (martialArtsRow(edition, skills)?.burst ?? 0);

/** The N4 Damage MOD of Martial Arts (to the PH that is a CC Weapon's DAM); 0 in N3/N5. */
export const ccDamageMod = (edition: Edition, skills: readonly TrooperSkill[]): number =>
  edition === 'n4' ? (martialArtsRow(edition, skills)?.damage ?? 0) : 0;

/** An enemy making a CC Attack Face to Face with the roller. */
export interface CcOpponent {
  readonly trooper: string;
  readonly skills: readonly TrooperSkill[];
}

/**
 * The Opponent MOD the roller takes in a Face to Face against enemies making CC Attacks: the
 * worst of their Martial Arts Opponent MODs, or, for a roller making a CC Attack with Natural
 * Born Warrior (N5), a 0 saying which MOD it cancelled. Null when no enemy imposes one.
 */
export const ccOpponentMod = (
  edition: Edition,
  roller: { readonly skills: readonly TrooperSkill[]; readonly ccAttack: boolean },
  enemies: readonly CcOpponent[],
): Mod | null => {
  if (edition === 'n3') return null;
  let worst: { value: number; who: string; level: number } | null = null;
  for (const e of enemies) {
    const ma = martialArtsRow(edition, e.skills);
    if (ma === null || ma.opponent === 0) continue;
    if (worst === null || ma.opponent < worst.value)
      worst = { value: ma.opponent, who: e.trooper, level: martialArtsLevel(e.skills) };
  }
  if (worst === null) return null;
  const reason = `${worst.who}'s Martial Arts L${worst.level}`;
  if (edition === 'n5' && roller.ccAttack && roller.skills.includes('natural-born-warrior'))
    return mod(0, `${reason} (${worst.value}) cancelled by Natural Born Warrior`, 'n5/skills/natural-born-warrior');
  return mod(worst.value, reason, martialArtsCitation(edition));
};
