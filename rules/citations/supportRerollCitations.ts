import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N5_DOCTOR = `${WIKI}/Doctors`;
const N5_ENGINEER = `${WIKI}/Engineer`;
const N4_OPERATIONAL = `${WIKI}/index.php?diff=1806&oldid=1724&title=Command_Tokens`;

/**
 * Rerolls of a failed Doctor or Engineer WIP Roll: the skills' (ReRoll -X) variation (N5) and the
 * Command Token spent on one (N4 Operational Use; N5 named on the Doctor and Engineer pages).
 * Paraphrased; docs/rulings.md "Rerolls of support rolls" gives the readings.
 */
export const SUPPORT_REROLL_CITATIONS = {
  'n5/skills/doctor-reroll': {
    edition: 'n5',
    title:
      'Doctor (ReRoll -X): once per Order a failed Doctor roll may be rolled again at WIP -X; the last roll stands; no new ARO',
    source: N5_DOCTOR,
  },
  'n5/skills/engineer-reroll': {
    edition: 'n5',
    title:
      'Engineer (ReRoll -X): once per Order a failed Engineer roll may be rolled again at WIP -X; the last roll stands; no new ARO',
    source: N5_ENGINEER,
  },
  'n5/command-tokens/reroll-doctor': {
    edition: 'n5',
    title:
      "Command Tokens on a Doctor roll (N5, the Doctor page's note): a token rerolls a failed Doctor roll on a patient with a Cube, without the ReRoll -X MOD, also after a failed (ReRoll -X)",
    source: N5_DOCTOR,
  },
  'n5/command-tokens/reroll-engineer': {
    edition: 'n5',
    title:
      "Command Tokens on an Engineer roll (N5, the Engineer page's note): a token rerolls a failed Engineer roll on a Remote Presence patient, without the ReRoll -X MOD, also after a failed (ReRoll -X)",
    source: N5_ENGINEER,
  },
  'n4/command-tokens/reroll-doctor': {
    edition: 'n4',
    title:
      'Command Tokens, Operational Use (N4): one token rerolls a failed Doctor WIP roll on a trooper with a Cube, without a new ARO; several tokens, several rerolls',
    source: N4_OPERATIONAL,
  },
  'n4/command-tokens/reroll-engineer': {
    edition: 'n4',
    title:
      'Command Tokens, Operational Use (N4): one token rerolls a failed Engineer WIP roll on a Remote Presence trooper, without a new ARO',
    source: N4_OPERATIONAL,
  },
} as const satisfies Record<string, CitationEntry>;
