/*
 * A Smoke or Eclipse throw at a point of the table (docs/rulings.md "Smoke and Eclipse"), N4/N5:
 * Smoke is Targetless, so it needs no trooper as a target and may be thrown at any point. The
 * throw is a Normal Roll of the thrower's BS with the Range MOD to the point (no cover, no
 * target's MODs: there is no target); it hits, and its template stays, if the roll passes.
 * Only a Smoke or Eclipse weapon may be thrown at a point; N3 is not adjudicated.
 */
import type { Edition } from '../edition.ts';
import { isSmokeAmmo, type WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { smokeCitation } from './smoke.ts';

/** Why a BS Attack at `point` with this weapon (as fired) and these targets is refused, or null. */
export const smokeAtPointRefusal = (
  edition: Edition,
  weapon: WeaponProfile,
  point: string,
  targets: number,
): Refusal | null => {
  if (edition === 'n3')
    return refuse(
      `a Smoke throw at a point (${point}) is not adjudicated in N3: no N3 template rule was read`,
      'n3/ammo/smoke',
    );
  if (!isSmokeAmmo(weapon.ammo))
    return refuse(
      `${weapon.name} fires ${weapon.ammo}, not Smoke or Eclipse: only Targetless Smoke or Eclipse may be thrown at a point of the table (${point})`,
      smokeCitation(edition, 'at-point'),
    );
  if (targets > 0)
    return refuse(
      `a throw at the point ${point} names no target: leave targets empty (targets: [])`,
      smokeCitation(edition, 'at-point'),
    );
  return null;
};
