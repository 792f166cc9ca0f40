import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N5_FRENZY = `${WIKI}/index.php?diff=next&oldid=2467&title=Frenzy`;
const N5_EXRAH = `${WIKI}/index.php?diff=3075&oldid=2653&title=Exrah`;
const N4_EXRAH = `${WIKI}/Exrah`;
const N5_DOGGED = `${WIKI}/index.php?diff=cur&oldid=2573&title=Dogged`;
const N4_DOGGED = `${WIKI}/index.php?diff=2573&oldid=1779&title=Dogged`;
const N5_NWI = `${WIKI}/No_Wound_Incapacitation`;
const N4_NWI = `${WIKI}/index.php?title=No_Wound_Incapacitation&diff=cur&oldid=1478`;

/**
 * Frenzy, Exrah, and declining Dogged or No Wound Incapacitation, per edition. Paraphrased; docs/rulings.md "Frenzy, Exrah and optional survival skills" gives the
 * readings chosen. The N5 Frenzy page keeps the N4 text beside it (the diff), read for both.
 */
export const FRENZY_CITATIONS = {
  'n5/skills/frenzy': {
    edition: 'n5',
    title:
      'Frenzy (Obligatory, States Phase): a trooper that inflicted a Wound on an enemy, or caused it to enter Dead State, gains Impetuous and Limited Cover in the next States Phase, for the rest of the game',
    source: N5_FRENZY,
  },
  'n4/skills/frenzy': {
    edition: 'n4',
    title:
      'Frenzy (Obligatory, States Phase): a trooper that made an enemy lose a Wounds/STR point, or enter Dead State, gains Impetuous in the next States Phase, for the rest of the game',
    source: N5_FRENZY,
  },
  'n5/skills/frenzy-markers': {
    edition: 'n5',
    title:
      'Frenzy: gaining Impetuous cancels any Marker State the trooper is in (Camouflaged, Impersonation…), and it cannot enter them again',
    source: N5_FRENZY,
  },
  'n4/skills/frenzy-markers': {
    edition: 'n4',
    title: 'Frenzy: gaining Impetuous ends any Marker State the trooper is in, and it cannot enter them again',
    source: N5_FRENZY,
  },
  'n5/skills/exrah': {
    edition: 'n5',
    title:
      'Exrah (Obligatory): a trooper that enters Unconscious State goes straight to Dead State, without an extra Wound, even while Null',
    source: N5_EXRAH,
  },
  'n4/skills/exrah': {
    edition: 'n4',
    title:
      'Exrah (N4 annex, Obligatory): a trooper that enters Unconscious State passes directly to Dead State, without losing an extra Wounds/STR point',
    source: N4_EXRAH,
  },
  'n5/skills/exrah-healing': {
    edition: 'n5',
    title: 'Exrah: the trooper cannot be healed in any way (Doctor, MediKit, Regeneration…)',
    source: N5_EXRAH,
  },
  'n4/skills/exrah-healing': {
    edition: 'n4',
    title: 'Exrah: the trooper cannot be healed (Doctor, MediKit, Regeneration…)',
    source: N4_EXRAH,
  },
  'n5/skills/dogged-optional': {
    edition: 'n5',
    title:
      'Dogged is Optional: its player announces it when the trooper enters Unconscious State; not announced, the trooper is Unconscious as usual',
    source: N5_DOGGED,
  },
  'n4/skills/dogged-optional': {
    edition: 'n4',
    title: 'Dogged is Optional: used only if its player announces it when the trooper enters Unconscious State',
    source: N4_DOGGED,
  },
  'n5/skills/nwi-optional': {
    edition: 'n5',
    title:
      'No Wound Incapacitation is used only when its player declares it as the trooper enters Unconscious State (reading: Optional)',
    source: N5_NWI,
  },
  'n4/skills/nwi-optional': {
    edition: 'n4',
    title:
      'No Wound Incapacitation is used only when its player announces it as the trooper enters Unconscious State (reading: Optional)',
    source: N4_NWI,
  },
} as const satisfies Record<string, CitationEntry>;
