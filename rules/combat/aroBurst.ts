import type { Edition } from '../edition.ts';
import type { TrooperProfile, WeaponProfile } from '../profiles/index.ts';
import { burstFor, type BurstResult } from './burstFor.ts';

/**
 * The Burst of an ARO with this weapon: 1, the weapon's own with Total Reaction, or (in
 * Suppressive Fire, the weapon in SF Mode) B3 (burstFor's reactive case).
 */
export const aroBurst = (
  edition: Edition,
  weapon: WeaponProfile,
  profile: TrooperProfile,
  suppressiveFire = false,
): BurstResult =>
  burstFor(edition, {
    weaponBurst: weapon.burst,
    ...(weapon.bonusApplied?.burst === undefined ? {} : { weaponBonus: weapon.bonusApplied.burst }),
    turn: 'reactive',
    twinWeapons: false,
    entireOrder: false,
    totalReaction: profile.skills.includes('total-reaction'),
    suppressiveFire,
  });
