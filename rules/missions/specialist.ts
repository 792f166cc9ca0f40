import type { CitationId } from '../citations/index.ts';
import type { TrooperProfile, TrooperSkill } from '../profiles/index.ts';

/** The skills that make a Specialist Troop (reading: docs/rulings.md "Missions and score"). */
export const SPECIALIST_SKILLS: readonly TrooperSkill[] = [
  'doctor',
  'doctor-2w',
  'engineer',
  'hacker',
  'forward-observer',
  'paramedic',
  'chain-of-command',
  'specialist-operative',
];

/** Whether a trooper is a Specialist Troop in a mission (n5/specialist/troops, n5/skills/specialist-operative). */
export const isSpecialist = (trooper: Pick<TrooperProfile, 'skills'>): boolean =>
  trooper.skills.some((s) => SPECIALIST_SKILLS.includes(s));

/** The rule that makes this trooper a Specialist (its own skill or the list), for a ruling's citation. */
export const specialistCitation = (trooper: Pick<TrooperProfile, 'skills'>): CitationId =>
  trooper.skills.includes('specialist-operative') ? 'n5/skills/specialist-operative' : 'n5/specialist/troops';
