/** Ammunition types the odds understand. Shock counts its rolls here; its Unconscious effect is a state matter. */
export type Ammo = 'N' | 'AP' | 'DA' | 'EXP' | 'Shock' | 'Smoke';

export const AMMO: readonly Ammo[] = ['N', 'AP', 'DA', 'EXP', 'Shock', 'Smoke'];

export const isAmmo = (value: unknown): value is Ammo => typeof value === 'string' && (AMMO as readonly string[]).includes(value);

/** Reads an ammunition name as a player types it (any case): "da" → "DA", "shock" → "Shock". */
export const parseAmmo = (text: string): Ammo | undefined => AMMO.find((a) => a.toLowerCase() === text.trim().toLowerCase());

/** Saving Rolls one ordinary hit causes (the same in N3, N4 and N5). Smoke causes none. */
export const rollsPerHit = (ammo: Ammo): number => {
  switch (ammo) {
    case 'N':
    case 'AP':
    case 'Shock':
      return 1;
    case 'DA':
      return 2;
    case 'EXP':
      return 3;
    case 'Smoke':
      return 0;
  }
};
