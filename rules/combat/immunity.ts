/*
 * Decisions (docs/rulings.md "Survival skills"):
 * - Immunity (ammunition type) (N4/N5; N3 read the same, UNCONFIRMED): AP, DA, EXP or E/M is
 *   Normal ammunition against the trooper (one save per hit on the weapon's attribute, no
 *   halving, no state). Shock's has its own skill (shockImmunity.ts); Total covers them all.
 * - PARA has no Damage to save against as Normal ammunition (its roll is PH-6): against Immunity
 *   (PARA) or (Total) the PH-6 roll is kept and only its Special Effect, IMM-A, is cancelled
 *   (reading).
 * - Immunity (game state): the trooper does not enter Isolated, IMM-A or IMM-B, whatever inflicts
 *   it (a failed save against a Hacking Program or a Carbonite weapon): the failure costs nothing.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { Ammo, ImmunitySkill, TrooperSkill } from '../profiles/index.ts';
import type { TrooperState } from './trooperState.ts';

export const immunityCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/immunity');

const AMMO_IMMUNITY: Partial<Readonly<Record<Ammo, ImmunitySkill>>> = {
  AP: 'immunity-ap',
  DA: 'immunity-da',
  EXP: 'immunity-exp',
  'E/M': 'immunity-em',
};

const STATE_IMMUNITY: Partial<Readonly<Record<TrooperState, ImmunitySkill>>> = {
  isolated: 'immunity-isolated',
  'imm-a': 'immunity-imm-a',
  'imm-b': 'immunity-imm-b',
};

/** Whether the trooper's Immunity turns this ammunition Normal. */
export const immuneToAmmo = (fired: Ammo, skills: readonly TrooperSkill[]): boolean => {
  const skill = AMMO_IMMUNITY[fired];
  return skill !== undefined && skills.includes(skill);
};

/** The Immunity that keeps the trooper out of a state a failed save against this ammunition inflicts, if any. */
export const stateImmunity = (
  edition: Edition,
  state: TrooperState,
  ammo: Ammo,
  skills: readonly TrooperSkill[],
): CitationId | null => {
  const skill = STATE_IMMUNITY[state];
  if (skill !== undefined && skills.includes(skill)) return immunityCitation(edition);
  if (ammo === 'PARA' && skills.includes('immunity-para')) return immunityCitation(edition);
  if (ammo === 'PARA' && skills.includes('total-immunity')) return inEdition(edition, 'skills/total-immunity');
  return null;
};
