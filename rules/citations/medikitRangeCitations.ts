import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** N5: the N5 side of the MediKit diff; the GizmoKit page (N5.2). */
const N5_MEDIKIT = `${WIKI}/index.php?diff=3715&oldid=940&title=MediKit`;
const N5_GIZMOKIT = `${WIKI}/index.php?title=GizmoKit`;
/** N4: the MediKit page as stored (N4 wording), the GizmoKit's N4 revision. */
const N4_MEDIKIT = `${WIKI}/index.php?title=MediKit`;
const N4_GIZMOKIT = `${WIKI}/index.php?title=GizmoKit&oldid=2117`;

/**
 * The MediKit and the GizmoKit used remotely (a Non-Lethal BS Weapon), per edition. Paraphrased;
 * see docs/rulings.md "MediKit and GizmoKit at range" for the readings chosen.
 */
export const MEDIKIT_RANGE_CITATIONS = {
  'n5/equipment/medikit-remote': {
    edition: 'n5',
    title:
      'MediKit used remotely: a Non-Lethal BS Weapon (B1; +3 to 8", 0 to 16", -6 to 24", nothing beyond) needing LoF to an allied Unconscious trooper with VITA; a hit lets the patient make one PH Roll, no Saving Roll: passed, 1 Wound removed and Unconscious cancelled; failed, Dead',
    source: N5_MEDIKIT,
  },
  'n5/equipment/medikit-several-hits': {
    edition: 'n5',
    title:
      'MediKit: several successful hits or uses on one trooper in one Order: any failed PH Roll leaves it Dead; all passed, still only 1 Wound removed',
    source: N5_MEDIKIT,
  },
  'n5/equipment/gizmokit-remote': {
    edition: 'n5',
    title:
      'GizmoKit used remotely: a Non-Lethal BS Weapon (B1; +3 to 8", 0 to 16", -6 to 24") needing LoF to an allied trooper with STR; a hit lets the patient make one PH Roll, no Saving Roll: passed, a Wound removed (Unconscious cancelled if so); failed, a Wound received instead',
    source: N5_GIZMOKIT,
  },
  'n5/equipment/gizmokit-several-hits': {
    edition: 'n5',
    title:
      'GizmoKit: several successful hits or uses on one trooper in one Order: if any PH Roll passes, one single Wound is removed',
    source: N5_GIZMOKIT,
  },
  'n4/equipment/medikit-remote': {
    edition: 'n4',
    title:
      'MediKit used remotely: a Non-Lethal BS Weapon (B1; +3 to 8", 0 to 16", -6 to 24") needing LoF to an allied Unconscious trooper; a hit lets the patient make one PH Roll, no Saving Roll: passed, 1 Wound recovered and Unconscious cancelled; failed, Dead',
    source: N4_MEDIKIT,
  },
  'n4/equipment/medikit-several-hits': {
    edition: 'n4',
    title:
      'MediKit: several successful hits or uses on one trooper in one Order: any failed PH Roll leaves it Dead; all passed, only 1 Wound recovered',
    source: N4_MEDIKIT,
  },
  'n4/equipment/gizmokit-remote': {
    edition: 'n4',
    title:
      'GizmoKit used remotely: a Non-Lethal BS Weapon needing LoF to an allied trooper; a hit lets the patient make one PH Roll, no Saving Roll: passed, 1 STR recovered; failed, 1 STR lost (Unconscious or Dead if so)',
    source: N4_GIZMOKIT,
  },
  'n4/equipment/gizmokit-several-hits': {
    edition: 'n4',
    title:
      'GizmoKit: several successful hits or uses on one trooper in one Order: if any PH Roll passes, a single STR point is recovered',
    source: N4_GIZMOKIT,
  },
} as const satisfies Record<string, CitationEntry>;
