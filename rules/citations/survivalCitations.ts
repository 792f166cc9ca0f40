import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N3_WIKI = 'http://infinitythewiki.com/en';
const N5_COURAGE = `${WIKI}/index.php?diff=cur&oldid=3067&title=Courage`;
const N5_DOGGED = `${WIKI}/Dogged`;
const N4_DOGGED = `${WIKI}/index.php?title=Dogged&oldid=1779`;
const N5_NWI = `${WIKI}/No_Wound_Incapacitation`;
const N4_NWI = `${WIKI}/index.php?title=No_Wound_Incapacitation&diff=cur&oldid=1478`;
const N3_NWI = `${N3_WIKI}/No_Wound_Incapacitation`;
const N5_IMMUNITY = `${WIKI}/index.php?diff=3643&oldid=2031&title=Immunity`;
const N4_IMMUNITY = `${WIKI}/index.php?diff=2032&oldid=2031&title=Immunity`;
const N3_TOTAL_IMMUNITY = 'https://www.ordofanaticus.com/topic/212277-rule-of-the-day-total-immunity/';
const N4_BIOIMMUNITY = 'http://infinitythewiki.com/Bioimmunity';
const N3_BIOIMMUNITY = 'http://infinitythewiki.com/en/index.php?title=Bioimmunity&printable=yes';
const N5_STEALTH = `${WIKI}/index.php?diff=prev&oldid=3619&title=Stealth`;
const N4_STEALTH = `${WIKI}/index.php?diff=next&oldid=2242&title=Stealth`;
const N3_ZOC = 'http://wiki.infinitythegame.com/en/Zone_of_Control_(ZoC)';
const N5_SIXTH_SENSE = `${WIKI}/Sixth_Sense`;
const N4_SIXTH_SENSE = `${WIKI}/index.php?title=Sixth_Sense&direction=next&oldid=1502`;

/**
 * Survival skills: Courage, Dogged, No Wound Incapacitation, Immunity (Total) and Stealth, per
 * edition. Paraphrased; docs/rulings.md "Survival skills" gives the readings chosen.
 */
export const SURVIVAL_CITATIONS = {
  'n5/skills/sixth-sense-stealth': {
    edition: 'n5',
    title: 'Sixth Sense: Stealth is not effective against its user (its other effects are not ruled here)',
    source: N5_SIXTH_SENSE,
  },
  'n4/skills/sixth-sense-stealth': {
    edition: 'n4',
    title: 'Sixth Sense: Stealth is not effective against its user (its other effects are not ruled here)',
    source: N4_SIXTH_SENSE,
  },
  'n5/skills/courage': {
    edition: 'n5',
    title: 'Courage: its user may choose to pass any Guts Roll automatically (and ignores Retreat!)',
    source: N5_COURAGE,
  },
  'n4/skills/courage': {
    edition: 'n4',
    title: 'Courage (reading: as N5): its user may choose to pass any Guts Roll automatically',
    source: N5_COURAGE,
  },
  'n3/skills/courage': {
    edition: 'n3',
    title: 'Courage (reading: as N5, UNCONFIRMED): its user may choose to pass any Guts Roll automatically',
    source: N5_COURAGE,
  },
  'n5/skills/dogged': {
    edition: 'n5',
    title:
      'Dogged: a trooper that would enter Unconscious is Dogged instead, acting as Normal for the rest of the Player Turn; it is Dead in the States Phase of that Turn, or at one more Wound',
    source: N5_DOGGED,
  },
  'n4/skills/dogged': {
    edition: 'n4',
    title:
      'Dogged: a trooper that would enter Unconscious is Dogged instead, acting as Normal until the end of the Turn, then Dead; Dead at one more Wound, or from Shock',
    source: N4_DOGGED,
  },
  'n3/skills/dogged': {
    edition: 'n3',
    title:
      'V: Dogged (reading: as N4, UNCONFIRMED): Dogged instead of Unconscious until the end of the Turn, then Dead',
    source: N4_DOGGED,
  },
  'n5/skills/nwi': {
    edition: 'n5',
    title:
      'No Wound Incapacitation: a trooper that would enter Unconscious ignores it and acts as Normal; one more Wound (or Shock) puts it in the Dead State',
    source: N5_NWI,
  },
  'n4/skills/nwi': {
    edition: 'n4',
    title:
      'No Wound Incapacitation: the Unconscious State of its user is treated as Normal; one more Wound (or Shock) puts it in the Dead State',
    source: N4_NWI,
  },
  'n3/skills/nwi': {
    edition: 'n3',
    title:
      'V: No Wound Incapacitation: the Unconscious state of its user is treated as Normal; losing one more Wound puts it in the Dead state',
    source: N3_NWI,
  },
  'n5/skills/total-immunity': {
    edition: 'n5',
    title:
      'Immunity (Total): every Ammunition is Normal Ammunition against the trooper, its Special Effects and Traits cancelled',
    source: N5_IMMUNITY,
  },
  'n4/skills/total-immunity': {
    edition: 'n4',
    title:
      'Immunity (Total): every Ammunition is Normal Ammunition against the trooper, its Special Effects and Traits cancelled',
    source: N4_IMMUNITY,
  },
  'n3/skills/total-immunity': {
    edition: 'n3',
    title:
      'Total Immunity: Special Ammunition is treated as Normal Ammunition against the trooper (its choice of ARM or BTS is not modelled)',
    source: N3_TOTAL_IMMUNITY,
  },
  'n5/skills/immunity': {
    edition: 'n5',
    title:
      'Immunity (ammunition type or game state): the listed Ammunition is Normal Ammunition against the trooper (its Special Effects and Traits cancelled); the trooper cannot enter the listed State',
    source: N5_IMMUNITY,
  },
  'n4/skills/immunity': {
    edition: 'n4',
    title:
      'Immunity (ammunition type or game state): the listed Ammunition is Normal Ammunition against the trooper; the trooper cannot enter the listed State',
    source: N4_IMMUNITY,
  },
  'n3/skills/immunity': {
    edition: 'n3',
    title:
      'Immunity (reading: as N4, UNCONFIRMED): the listed Ammunition is Normal Ammunition against the trooper; it cannot enter the listed state',
    source: N4_IMMUNITY,
  },
  'n4/skills/bioimmunity': {
    edition: 'n4',
    title:
      'Bioimmunity: against a saving roll on ARM or BTS the trooper may use the more favourable of the two values; the attribute (and what halves or zeroes it) stays the weapon’s; not against Comms Attacks',
    source: N4_BIOIMMUNITY,
  },
  'n3/skills/bioimmunity': {
    edition: 'n3',
    title:
      'Bioimmunity: Bio-Munitions (Shock, Viral…) are Normal Ammunition against the trooper, which may roll ARM or BTS against them',
    source: N3_BIOIMMUNITY,
  },
  'n5/skills/stealth': {
    edition: 'n5',
    title:
      'Stealth: in its Active Turn, a trooper that declares Cautious Movement, Idle or a Short Skill with the Movement Label grants AROs only to enemies with LoF to it; any other Skill grants AROs normally',
    source: N5_STEALTH,
  },
  'n4/skills/stealth': {
    edition: 'n4',
    title:
      'Stealth: a trooper that declares a Short Movement Skill or Cautious Movement inside an enemy ZoC and outside its LoF grants it no ARO, unless the other Short Skill is not a Movement Skill',
    source: N4_STEALTH,
  },
  'n3/skills/stealth': {
    edition: 'n3',
    title:
      'Stealth (reading: as N4, from the N3 FAQ answers): Short Movement or Cautious Movement in ZoC and outside LoF grants no ARO to that enemy',
    source: N3_ZOC,
  },
} as const satisfies Record<string, CitationEntry>;
