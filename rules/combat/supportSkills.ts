/*
 * Decisions (docs/rulings.md "Support skills"):
 * - Doctor and Engineer: a Normal WIP Roll by the user; the MediKit used in Silhouette contact: no
 *   roll by the user, a Normal PH Roll by the patient. Each a Short Skill on one target.
 * - Doctor and MediKit: the patient has Wounds (not STR) and is Unconscious. Passed: Wounds removed
 *   (1; Doctor (2W): 2), Unconscious cancelled. Failed: the patient is Dead.
 * - Engineer (and the GizmoKit, whose patient rolls PH): the patient has STR and has received a Wound. Passed: 1 Wound removed (Unconscious
 *   cancelled when it falls below STR). Failed: 1 Wound more (Unconscious or Dead, as any Wound).
 *   Its other use (cancelling IMM-A/B, Targeted…) is not ruled: a patient with no Wound is refused.
 * - N5.2: Engineer on itself (not Null); Doctor and the MediKit on an Unconscious patient only, so
 *   never on the active trooper. N4: no use on itself. N3: not adjudicated (refused).
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { SupportSkillId } from '../orders/skillDeclaration.ts';
import type { TrooperSkill } from '../profiles/trooperProfile.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TrooperView } from '../table/tableView.ts';
import type { WoundTrack } from './applyWounds.ts';
import { oneWoundMore, woundsRemoved, type WoundChange } from './woundChange.ts';
import { exrahHealingRefusal } from './exrah.ts';

export const SUPPORT_SKILLS: readonly SupportSkillId[] = ['doctor', 'engineer', 'medikit', 'gizmokit'];

export const isSupportSkill = (skill: string): skill is SupportSkillId =>
  (SUPPORT_SKILLS as readonly string[]).includes(skill);

/** The rule of a support skill in the game's edition (N3: the refusal's). */
export const supportCitation = (edition: Edition, skill: SupportSkillId): CitationId => {
  switch (skill) {
    case 'doctor':
      return pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/skills/doctor',
        n5: 'n5/skills/doctor',
      });
    case 'engineer':
      return pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/skills/engineer',
        n5: 'n5/skills/engineer',
      });
    case 'medikit':
      return pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/equipment/medikit',
        n5: 'n5/equipment/medikit',
      });
    case 'gizmokit':
      return pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/equipment/gizmokit',
        n5: 'n5/equipment/gizmokit',
      });
  }
};

const doctor2wCitation = (edition: Edition): CitationId =>
  edition === 'n4' ? 'n4/skills/doctor-2w' : 'n5/skills/doctor-2w';

/** Who rolls, and on which Attribute: the user's WIP (Doctor, Engineer) or the patient's PH (MediKit, GizmoKit). */
export const supportRoll = (
  skill: SupportSkillId,
): { readonly by: 'user' | 'patient'; readonly attribute: 'WIP' | 'PH' } =>
  skill === 'medikit' || skill === 'gizmokit' ? { by: 'patient', attribute: 'PH' } : { by: 'user', attribute: 'WIP' };

const NAMES: Readonly<Record<SupportSkillId, string>> = {
  doctor: 'Doctor',
  engineer: 'Engineer',
  medikit: 'a MediKit',
  gizmokit: 'a GizmoKit',
};

const hasSkill = (skills: readonly TrooperSkill[], skill: SupportSkillId): boolean =>
  skill === 'doctor' ? skills.includes('doctor') || skills.includes('doctor-2w') : skills.includes(skill);

/** What stands against `user` using `skill` on `target` at its declaration, or null. */
export const supportRefusal = (
  edition: Edition,
  skill: SupportSkillId,
  user: { readonly id: string; readonly view: TrooperView },
  target: { readonly id: string; readonly view: TrooperView | undefined },
): Refusal | null => {
  const cite = supportCitation(edition, skill);
  const name = NAMES[skill];
  if (edition === 'n3') return refuse(`${name} is not adjudicated in N3`, cite);
  if (!hasSkill(user.view.profile.skills, skill)) return refuse(`${user.id} has no ${name}`, cite);
  const t = target.view;
  if (t === undefined) return refuse(`${target.id} is no trooper of this game`, cite);
  const exrah =
    skill === 'engineer' || skill === 'gizmokit'
      ? null
      : exrahHealingRefusal(edition, target.id, t.profile.skills, name);
  if (exrah !== null) return exrah;
  if (t.states.includes('dead')) return refuse(`${target.id} is Dead`, cite);
  const self = target.id === user.id;
  const allied = t.player === user.view.player;
  if (skill === 'engineer' || skill === 'gizmokit') {
    if (!t.profile.attributes.structure) return refuse(`${target.id} has Wounds, not STR: ${name} repairs STR`, cite);
    if (skill === 'gizmokit' && !allied) return refuse(`${target.id} is no allied trooper`, cite);
    if (self && edition !== 'n5') return refuse(`${user.id} cannot use ${name} on itself in N4`, cite);
    if (t.woundsReceived === 0)
      return refuse(
        `${target.id} has received no Wound (${name} cancelling other States is not ruled by this engine)`,
        cite,
      );
    return null;
  }
  if (t.profile.attributes.structure) return refuse(`${target.id} has STR, not Wounds: ${name} needs Wounds`, cite);
  if (skill === 'medikit' && !allied) return refuse(`${target.id} is no allied trooper`, cite);
  if (!t.states.includes('unconscious')) return refuse(`${target.id} is not Unconscious`, cite);
  return null;
};

/** What a support roll does to its patient: Wounds after, states left and entered, why and which rules. */
export type SupportOutcome = WoundChange;

/** The outcome of a passed or failed support roll on `patient`; `userSkills`: the user's (Doctor (2W)). */
export const supportOutcome = (
  edition: Edition,
  skill: SupportSkillId,
  passed: boolean,
  patient: WoundTrack,
  userSkills: readonly TrooperSkill[],
): SupportOutcome => {
  const cite = supportCitation(edition, skill);
  if (passed) {
    const twoW = skill === 'doctor' && userSkills.includes('doctor-2w');
    // Remote Presence: one passed repair brings it back from either level of Unconscious (STR 1 left).
    const rpRepair =
      (skill === 'engineer' || skill === 'gizmokit') &&
      patient.remotePresence === true &&
      patient.wounds > patient.w &&
      edition !== 'n3';
    const healed = woundsRemoved(patient, rpRepair ? patient.wounds - (patient.w - 1) : twoW ? 2 : 1);
    return {
      ...healed,
      why: `passed: ${healed.why}`,
      citations: twoW
        ? [cite, doctor2wCitation(edition)]
        : rpRepair
          ? [cite, edition === 'n4' ? 'n4/skills/engineer-remote-presence' : 'n5/skills/engineer-remote-presence']
          : [cite],
    };
  }
  if (skill === 'doctor' || skill === 'medikit')
    return {
      wounds: patient.wounds,
      inflicted: 0,
      left: [],
      entered: ['dead'],
      why: 'failed: the patient is Dead',
      citations: [cite],
    };
  const worse = oneWoundMore(edition, patient);
  return { ...worse, why: `failed: a Wound instead (${worse.why})`, citations: [cite, ...worse.citations] };
};
