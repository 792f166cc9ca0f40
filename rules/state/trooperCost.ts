import type { TrooperProfile } from '../profiles/index.ts';

/** A trooper's points in its army list (its profile's `cost`; 0 when the list does not give it). */
export const trooperCost = (trooper: TrooperProfile): number => trooper.cost ?? 0;
