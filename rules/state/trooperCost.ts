import type { TrooperProfile } from '../profiles/index.ts';

/** A trooper's Cost in its army list (Army Points); 0 when its profile gives none. */
export const trooperCost = (trooper: TrooperProfile): number => trooper.cost ?? 0;
