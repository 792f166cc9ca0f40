import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
/** Remote Presence: the N4 page after Errata 1.3, and its N5 first version (the two-level Unconscious text kept). */
const N4_REMOTE_PRESENCE = `${WIKI}/index.php?diff=2502&oldid=1492&title=Remote_Presence`;
const N5_REMOTE_PRESENCE = `${WIKI}/index.php?diff=cur&oldid=2253&title=Remote_Presence`;
/** Stunned State: the N3 official wiki, the N4 page (September 2020) and its N5 first version. */
const N3_STUNNED = `${N3_OFFICIAL}/Stunned`;
const N4_STUNNED = `${WIKI}/index.php?oldid=1377&title=Stunned_State`;
const N5_STUNNED = `${WIKI}/index.php?diff=cur&oldid=1377&title=Stunned_State`;
/** Shasvastii: the N4 Shasvastii-Embryo State page (October 2020) and the N5 Shasvastii page it now redirects to. */
const N4_EMBRYO = `${WIKI}/index.php?title=Shasvastii-Embryo_State&oldid=1500`;
const N5_SHASVASTII = `${WIKI}/Shasvastii-Embryo_State`;
/** Stun Ammunition: the N4 page (two Saving Rolls per hit) and the N5 one (one per hit). */
const N4_STUN = `${WIKI}/index.php?oldid=1376&title=Stun_Ammunition`;
const N5_STUN = `${WIKI}/Stun_Ammunition`;

/**
 * Structure troopers with Remote Presence (a second level of Unconscious before Dead) and the
 * Stunned State (no Attacks, -3 to every Roll but Saving Rolls, gone at the end of its Player
 * Turn). Paraphrased from the public wikis; see docs/rulings.md "Structure and states".
 */
export const STRUCTURE_STATE_CITATIONS = {
  'n3/skills/remote-presence': {
    edition: 'n3',
    title:
      'Remote Presence (reading: as N4, no N3 page read): a STR trooper with it has two levels of Unconscious; only a Wound past the second makes it Dead',
    source: N4_REMOTE_PRESENCE,
  },
  'n4/skills/remote-presence': {
    edition: 'n4',
    title:
      'Remote Presence: a STR trooper with it has two levels of Unconscious (a second Unconscious token for one STR point past 0); only losing a further point makes it Dead',
    source: N4_REMOTE_PRESENCE,
  },
  'n5/skills/remote-presence': {
    edition: 'n5',
    title:
      'Remote Presence: a STR trooper with it has two levels of Unconscious State (one Wound past its STR is the second level); only a further Wound makes it Dead',
    source: N5_REMOTE_PRESENCE,
  },
  'n3/states/stunned': {
    edition: 'n3',
    title: 'Stunned: the trooper declares no Attacks and rolls every Roll but ARM/BTS at -3',
    source: N3_STUNNED,
  },
  'n4/states/stunned': {
    edition: 'n4',
    title: 'Stunned: the trooper declares no Attacks and applies -3 to every Roll but Saving Rolls',
    source: N4_STUNNED,
  },
  'n5/states/stunned': {
    edition: 'n5',
    title: 'Stunned State: restriction, no Attacks; -3 to every Roll the trooper makes but Saving Rolls',
    source: N5_STUNNED,
  },
  'n3/states/stunned-cancellation': {
    edition: 'n3',
    title: 'Stunned ends by itself at the end of the Player Turn in which it was caused',
    source: N3_STUNNED,
  },
  'n4/states/stunned-cancellation': {
    edition: 'n4',
    title:
      'Stunned ends by itself at the start of the States Phase of the Player Turn that caused it (a Doctor or Engineer may also cancel it)',
    source: N4_STUNNED,
  },
  'n5/states/stunned-cancellation': {
    edition: 'n5',
    title:
      'Stunned ends by itself at the end of the Player Turn that caused it (reading: the N4 text, the N5 page was read only up to its Doctor/Engineer cancellation)',
    source: N5_STUNNED,
  },
  'n3/skills/shasvastii': {
    edition: 'n3',
    title:
      'Shasvastii (reading: as N4, no N3 page read): its Unconscious State is a Shasvastii-Embryo, Null like Unconscious',
    source: N4_EMBRYO,
  },
  'n4/skills/shasvastii': {
    edition: 'n4',
    title:
      'Shasvastii-Embryo State: a Shasvastii trooper entering Unconscious gets an Embryo token instead; it works as Unconscious (Null) but counts for Retreat! and the scenario during the game',
    source: N4_EMBRYO,
  },
  'n5/skills/shasvastii': {
    edition: 'n5',
    title:
      'Shasvastii: when the trooper enters Unconscious its player may declare the skill; its Unconscious State is then a Shasvastii-Embryo (an Embryo token), with the special rules of the page',
    source: N5_SHASVASTII,
  },
  'n3/ammo/stun-unsourced': {
    edition: 'n3',
    title:
      'Stun ammunition has no N3 text (rolls per hit, attribute) in the sources read: N3 attacks with it are refused',
    source: N3_STUNNED,
  },
  'n4/ammo/stun': {
    edition: 'n4',
    title:
      'Stun ammunition: two Saving Rolls per hit, a Critical one more; a failure causes Stunned, no Wound, and fails the Guts Roll that follows unless Courage',
    source: N4_STUN,
  },
  'n5/ammo/stun': {
    edition: 'n5',
    title:
      'Stun ammunition: one Saving Roll per hit, a Critical one more; a failure causes Stunned, no Wound, and fails the Guts Roll that follows unless Courage',
    source: N5_STUN,
  },
} as const satisfies Record<string, CitationEntry>;
