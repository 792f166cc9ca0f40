import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 pages read (N5.2 for Doctor and Engineer, N5 first version for the MediKit). */
const N5_DOCTOR = `${WIKI}/index.php?direction=next&oldid=3843&title=Doctor`;
const N5_ENGINEER = `${WIKI}/Engineers`;
const N5_MEDIKIT = `${WIKI}/index.php?oldid=3179&title=MediKit`;
const N5_GIZMOKIT = `${WIKI}/index.php?title=GizmoKit`;
/** The N4 texts, read in the pages' history (the N4 revision side of each diff). */
const N4_DOCTOR = `${WIKI}/index.php?diff=1439&oldid=948&title=Doctor`;
const N4_ENGINEER = `${WIKI}/index.php?title=Engineer`;
const N4_MEDIKIT = `${WIKI}/index.php?direction=next&oldid=940&title=MediKit`;
const N4_GIZMOKIT = `${WIKI}/index.php?title=GizmoKit&oldid=2117`;
/** N3: no page read. */
const N3_DOCTOR = 'http://wiki.infinitythegame.com/en/Doctor';
/** N5.1 Engineer text (its Remote Presence paragraph), N4 Remote Presence page, N5 and N4 IMM-A/IMM-B pages. */
const N5_ENGINEER_RP = `${WIKI}/Engineers`;
const N4_REMOTE_PRESENCE = `${WIKI}/Remote_Presence`;
const N5_IMM_B = `${WIKI}/Immobilized-B_State`;

/**
 * Support skills: Doctor, Engineer and the MediKit used in Silhouette contact, per edition.
 * Paraphrased; see docs/rulings.md "Support skills" for the readings chosen.
 */
export const SUPPORT_CITATIONS = {
  'n5/skills/engineer-remote-presence': {
    edition: 'n5',
    title:
      'Engineer on a Remote Presence trooper: one passed WIP Roll removes every Wound needed to cancel Unconscious, whichever of its two levels (the GizmoKit read the same)',
    source: N5_ENGINEER_RP,
  },
  'n4/skills/engineer-remote-presence': {
    edition: 'n4',
    title:
      'Remote Presence: one passed Engineer WIP Roll or GizmoKit PH Roll restores STR to 1 point and cancels Unconscious, at either level',
    source: N4_REMOTE_PRESENCE,
  },
  'n5/skills/engineer-states': {
    edition: 'n5',
    title:
      'Engineer, its other use: a passed Normal WIP Roll in Silhouette contact cancels every State the skill cancels but Unconscious (Immobilized-A and -B, Targeted); a failed one costs nothing',
    source: N5_IMM_B,
  },
  'n4/skills/engineer-states': {
    edition: 'n4',
    title:
      'Engineer, its other use: a passed Normal WIP Roll cancels the States the skill cancels (Immobilized-A and -B, Targeted); failing has no consequence',
    source: N4_ENGINEER,
  },
  'n5/skills/doctor': {
    edition: 'n5',
    title:
      'Doctor: a Short Skill on a trooper in Silhouette contact that has Wounds (not STR) and is Unconscious; a passed Normal WIP Roll removes 1 Wound and cancels Unconscious, a failed one leaves the patient Dead',
    source: N5_DOCTOR,
  },
  'n5/skills/doctor-2w': {
    edition: 'n5',
    title: 'Doctor (2W): the patient removes 2 Wounds when its Unconscious State is cancelled',
    source: N5_DOCTOR,
  },
  'n5/skills/engineer': {
    edition: 'n5',
    title:
      'Engineer: a Short Skill on a trooper with STR in Silhouette contact (or on itself, not Null); a passed Normal WIP Roll removes 1 Wound, cancelling Unconscious if so; a failed one inflicts a Wound instead (Unconscious or Dead if so)',
    source: N5_ENGINEER,
  },
  'n5/equipment/medikit': {
    edition: 'n5',
    title:
      'MediKit in Silhouette contact: a Short Skill with no roll by the user on an allied Unconscious trooper with Wounds (VITA); the patient makes a PH Roll (no Saving Roll): passed, it removes 1 Wound and cancels Unconscious; failed, it is Dead',
    source: N5_MEDIKIT,
  },
  'n5/equipment/gizmokit': {
    edition: 'n5',
    title:
      'GizmoKit in Silhouette contact: a Short Skill with no roll by the user on an allied trooper with STR (N5.2: or itself); the patient makes a PH Roll (no Saving Roll): passed, it removes a Wound (cancelling Unconscious if so); failed, it receives a Wound instead',
    source: N5_GIZMOKIT,
  },
  'n4/skills/doctor': {
    edition: 'n4',
    title:
      'Doctor: a Short Skill on a trooper in Silhouette contact with the Wounds Attribute and Unconscious; a passed Normal WIP Roll recovers 1 Wound and cancels Unconscious, a failed one leaves the patient Dead',
    source: N4_DOCTOR,
  },
  'n4/skills/doctor-2w': {
    edition: 'n4',
    title:
      'Doctor (2W): the patient recovers up to 2 Wounds when its Unconscious State is cancelled, never above its W',
    source: N4_DOCTOR,
  },
  'n4/skills/engineer': {
    edition: 'n4',
    title:
      'Engineer: a Short Skill in Silhouette contact; a passed Normal WIP Roll recovers 1 STR (cancelling Unconscious if so), a failed one loses 1 STR (Unconscious or Dead if so)',
    source: N4_ENGINEER,
  },
  'n4/equipment/medikit': {
    edition: 'n4',
    title:
      'MediKit in Silhouette contact: a Short Skill with no roll by the user on an allied Unconscious trooper; the patient makes a PH Roll (no Saving Roll): passed, it recovers 1 Wound and cancels Unconscious; failed, it is Dead',
    source: N4_MEDIKIT,
  },
  'n4/equipment/gizmokit': {
    edition: 'n4',
    title:
      'GizmoKit in Silhouette contact: a Short Skill with no roll by the user on an allied trooper; the patient makes a PH Roll (no Saving Roll): passed, it recovers 1 STR (Unconscious cancelled at 1 STR, FAQ); failed, it loses 1 STR (Unconscious or Dead if so)',
    source: N4_GIZMOKIT,
  },
  'n3/skills/support-unsourced': {
    edition: 'n3',
    title:
      'Doctor, Engineer, the MediKit and the GizmoKit are not adjudicated in N3 (no N3 page read): a declaration is refused',
    source: N3_DOCTOR,
  },
} as const satisfies Record<string, CitationEntry>;
