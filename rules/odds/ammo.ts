import { AMMOS, type Ammo } from '../profiles/index.ts';

/** Ammunition types: the profiles' list. Saving Rolls per hit come from rules/combat (rollsPerHit). */
export type { Ammo };
export { rollsPerHit, rollsPerHitIn } from '../combat/savingRollSpec.ts';

export const AMMO: readonly Ammo[] = AMMOS;

export const isAmmo = (value: unknown): value is Ammo =>
  typeof value === 'string' && (AMMO as readonly string[]).includes(value);

/** Reads an ammunition name as a player types it (any case): "da" → "DA", "shock" → "Shock". */
export const parseAmmo = (text: string): Ammo | undefined =>
  AMMO.find((a) => a.toLowerCase() === text.trim().toLowerCase());
