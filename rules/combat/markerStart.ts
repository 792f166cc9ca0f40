import type { Edition } from '../edition.ts';
import type { TrooperProfile } from '../profiles/index.ts';
import { markerName, markerSkillFor, markerStateCitation, MARKER_STATES } from './markers.ts';

/**
 * Why a trooper cannot start the game in a marker state, or null: the state is entered in the
 * Deployment Phase by a trooper with its skill (Camouflage, Impersonation, Hidden Deployment),
 * one marker state at a time, and not in N3 (not read).
 */
export const markerStartProblem = (
  edition: Edition,
  profiles: readonly TrooperProfile[],
  starting: readonly { readonly trooper: string; readonly states: readonly string[] }[],
): string | null => {
  for (const entry of starting) {
    const markers = MARKER_STATES.filter((s) => entry.states.includes(s));
    if (markers.length === 0) continue;
    if (edition === 'n3')
      return `${entry.trooper} cannot start ${markerName(markers[0] ?? 'camouflaged')}: markers are not adjudicated in N3`;
    if (markers.length > 1)
      return `${entry.trooper} starts in one marker state at most, not ${markers.join(' and ')} (${markerStateCitation(edition, markers[1] ?? 'camouflaged')})`;
    const state = markers[0] ?? 'camouflaged';
    const skill = markerSkillFor(state);
    const profile = profiles.find((p) => p.id === entry.trooper);
    if (profile !== undefined && !profile.skills.includes(skill))
      return `${entry.trooper} cannot start ${markerName(state)}: its profile has no ${skill} skill (${markerStateCitation(edition, state)})`;
  }
  return null;
};
