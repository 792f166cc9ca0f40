import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';

/*
 * Pages read for these entries (stored copies of the public wiki):
 * - Martial Arts, N4 (`N4_MA`: the page with its chart, Damage MOD (PH) included, and its worked
 *   examples: Caliban L3 against Hsien Warrior L1, Cuervo Goldstein L4) and the N5 first version
 *   (`N5_MA`: a diff whose N5 chart has the columns Level, Attack MOD, Opponent MOD and Burst MOD,
 *   no Damage MOD; its rows were cut off in the copy read, so the N5 values are a reading from a
 *   public N5 reference transcription: docs/rulings.md "Close Combat Special Skills").
 * - Special Skills, N4 (`N4_LEGEND`): how to read a CC Special Skill chart, and that CC Special
 *   Skills combine and apply in the Active and the Reactive Turn.
 * - Berserk: the N4 page (`N4_BERSERK`, with its N4 FAQ: no Dodge against it, usable while
 *   Engaged) and the N5 first version (`N5_BERSERK`: a Long Skill, Move + CC Attack).
 * - CC Special Skills, N3 (`N3_CC`, the old official wiki): only the general traits; the N3 charts
 *   were not read from a wiki page, so N3 refuses these skills.
 * The Natural Born Warrior page was not in the stored copies: its entry says "(reading)".
 * - Protheion: the N4 revision (`N4_PROTHEION`, Wounds) and the N5 one (`N5_PROTHEION`, VITA, with
 *   the order of removing, raising and receiving Wounds, and its Example 1).
 */
const N4_MA = `${WIKI}/Martial_Arts`;
const N4_PROTHEION = `${WIKI}/index.php?diff=1487&oldid=1181&title=Protheion`;
const N5_PROTHEION = `${WIKI}/index.php?title=Protheion`;
const N5_MA = `${WIKI}/index.php?diff=next&oldid=1465&title=Martial_Arts`;
const N4_LEGEND = `${WIKI}/index.php?oldid=414&title=Special_Skills`;
const N4_BERSERK = `${WIKI}/index.php?title=Berserk&direction=prev&oldid=2055`;
const N5_BERSERK = `${WIKI}/index.php?diff=next&oldid=2569&title=Berserk`;
const N3_CC = 'http://wiki.infinitythegame.com/en/index.php?title=CC_Special_Skills&oldid=3646';

/** Close Combat Special Skills: Martial Arts, Natural Born Warrior, Berserk. */
export const CC_SKILL_CITATIONS = {
  'n4/skills/martial-arts': {
    edition: 'n4',
    title:
      'Martial Arts L1-L5, used with a CC Attack in either Turn: Attack MOD to its CC, Opponent MOD to the enemy in the Face to Face, Damage MOD to the PH of its CC Weapon damage, Burst MOD (L1 0/-3/+1/0, L2 +3/-3/+1/0, L3 +3/-3/+2/0, L4 +3/-3/+3/0, L5 +3/-3/+3/+1)',
    source: N4_MA,
  },
  'n5/skills/martial-arts': {
    edition: 'n5',
    title:
      'Martial Arts L1-L5, used with a CC Attack in either Turn: Attack MOD to its CC, Opponent MOD to the enemy in the Face to Face, Burst MOD (L1 0/-3/0, L2 +3/-3/0, L3 +3/-3/+1 SD, L4 +3/-3/+1, L5 +3/-3/+1 and +1 SD) (reading of the chart values)',
    source: N5_MA,
  },
  'n4/skills/cc-special-skills': {
    edition: 'n4',
    title:
      'CC Special Skill charts: Attack MOD to the user\u2019s CC, Opponent MOD to the enemy\u2019s roll in a Face to Face, Damage MOD to its PH for damage, Burst MOD to its CC Weapon; they combine and apply in both Turns',
    source: N4_LEGEND,
  },
  'n5/skills/natural-born-warrior': {
    edition: 'n5',
    title:
      'Natural Born Warrior: a trooper making a CC Attack with it takes none of the Opponent MODs of its enemies\u2019 CC Special Skills (reading)',
    source: `${WIKI}/Natural_Born_Warrior`,
  },
  'n4/skills/natural-born-warrior-unsourced': {
    edition: 'n4',
    title:
      'Natural Born Warrior (N4): its page was not read, so a CC Attack by a trooper with it is refused rather than guessed',
    source: `${WIKI}/Natural_Born_Warrior`,
  },
  'n3/skills/cc-special-skills-unsourced': {
    edition: 'n3',
    title:
      'N3 CC Special Skills (Martial Arts, Berserk, Natural Born Warrior, Protheion): their N3 charts were not read from a wiki page, so a CC Attack by a trooper with one is refused rather than guessed',
    source: N3_CC,
  },
  'n4/skills/berserk': {
    edition: 'n4',
    title:
      'Berserk: an Entire Order, Move (up to both MOV values added) + CC Attack on a target in LoF; the Face to Face Rolls with the target become Normal Rolls; out of reach, an Idle and no Move; Berserk (+N) adds N to the CC Attack',
    source: N4_BERSERK,
  },
  'n5/skills/berserk': {
    edition: 'n5',
    title:
      'Berserk: a Long Skill, Move (up to both MOV values added) + CC Attack on a target in LoF; the Face to Face Rolls with the target become Normal Rolls; out of reach, an Idle and no Move; Berserk (+N) adds N to the CC Attack',
    source: N5_BERSERK,
  },
  'n4/skills/protheion': {
    edition: 'n4',
    title:
      'Protheion: each Wound a CC Attack inflicts on a target with Wounds gives the user back 1 Wound lost, or, none lost, +1 to its Wounds (at most +2)',
    source: N4_PROTHEION,
  },
  'n5/skills/protheion': {
    edition: 'n5',
    title:
      'Protheion: each Wound a CC Attack inflicts on a target with VITA first removes a Wound the user had received, then raises its VITA by 1 (at most +2); Wounds the user receives in that Order come after',
    source: N5_PROTHEION,
  },
} as const satisfies Record<string, CitationEntry>;
