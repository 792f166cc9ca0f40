import type { Edition } from '../edition.ts';
import { vitaOf, type TrooperView } from '../table/index.ts';
import type { WoundTrack } from './applyWounds.ts';
import { canGoProne } from './proneChange.ts';
import { hasRemotePresence } from './remotePresence.ts';
import { hasShasvastii } from './shasvastii.ts';
import { skillsInUse } from './survivalDecline.ts';

/**
 * What decides a trooper's Wounds on the table now: its VITA/STR, what it received, its states,
 * and the skills that change the thresholds (Remote Presence, Shasvastii, Dogged, NWI) or Prone.
 */
export const woundTrackOf = (edition: Edition, t: TrooperView): WoundTrack => ({
  w: vitaOf(t),
  structure: t.profile.attributes.structure,
  remotePresence: hasRemotePresence(t.profile.attributes.structure, t.profile.skills),
  canGoProne: canGoProne(edition, t.profile),
  shasvastii: hasShasvastii(t.profile.skills),
  skills: skillsInUse(t.profile),
  ...(t.profile.decline === undefined ? {} : { declined: t.profile.decline }),
  wounds: t.woundsReceived,
  states: t.states,
});
