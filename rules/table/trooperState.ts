import { TROOPER_STATES as ALL_STATES, isNull as isNullState, type TrooperState as AnyState } from '../combat/trooperState.ts';

/**
 * States a trooper can be logged in: the combat states but the derived 'null' (Unconscious and
 * Dead make a trooper Null; it is never entered on its own).
 */
export type TrooperState = Exclude<AnyState, 'null'>;

export const TROOPER_STATES: readonly TrooperState[] = ALL_STATES.filter((s): s is TrooperState => s !== 'null');

export const isNull = (states: readonly TrooperState[]): boolean => isNullState(states);
