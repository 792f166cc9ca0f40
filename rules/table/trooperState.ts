/** States a trooper can be in. Null (unable to act) is derived: Unconscious, Dead. */
export type TrooperState = 'normal' | 'prone' | 'engaged' | 'unconscious' | 'dead' | 'imm-a' | 'imm-b' | 'isolated';

export const TROOPER_STATES: readonly TrooperState[] = ['normal', 'prone', 'engaged', 'unconscious', 'dead', 'imm-a', 'imm-b', 'isolated'];

export const isNull = (states: readonly TrooperState[]): boolean => states.includes('unconscious') || states.includes('dead');
