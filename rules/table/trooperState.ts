import {
  TROOPER_STATES as ALL_STATES,
  isNull as isNullState,
  type TrooperState as AnyState,
} from '../combat/trooperState.ts';

/**
 * States a trooper can be logged in: the combat states but the derived 'null' (Unconscious and
 * Dead make a trooper Null; it is never entered on its own).
 */
export type TrooperState = Exclude<AnyState, 'null'>;

export const TROOPER_STATES: readonly TrooperState[] = ALL_STATES.filter((s): s is TrooperState => s !== 'null');

export const isNull = (states: readonly TrooperState[]): boolean => isNullState(states);

/** States the engine's own rulings enter and leave (StateEntered, StateLeft): all but 'out-of-play', which only an Order ruled by the players enters. */
export type RuledState = Exclude<TrooperState, 'out-of-play'>;

/**
 * States an Order ruled by the players may enter or leave by name: the table's states but
 * 'normal' (no state at all) and 'out-of-play' (its own field of the outcome, and final).
 */
export type AgreedState = Exclude<TrooperState, 'normal' | 'out-of-play'>;

export const AGREED_STATES: readonly AgreedState[] = TROOPER_STATES.filter(
  (s): s is AgreedState => s !== 'normal' && s !== 'out-of-play',
);
