/**
 * The states a trooper can be in, as far as combat is concerned. 'normal' means no other state;
 * 'null' is derived (Unconscious or Dead make a trooper Null) and may also be given directly for
 * Null states this engine does not name. 'isolated' is read in N5 (it exists in N3/N4 too, with no
 * skill restriction here). 'suppressive-fire' is entered by the Suppressive Fire skill
 * (rules/combat/suppressiveFire.ts). 'out-of-play' is no rulebook state: it marks a trooper an Order ruled
 * by the players took off the table (docs/rulings.md "Orders ruled by the players"); it is Null,
 * final, and only such an Order enters it.
 */
export type TrooperState =
  | 'normal'
  | 'prone'
  | 'engaged'
  | 'unconscious'
  | 'dead'
  | 'null'
  | 'imm-a'
  | 'imm-b'
  | 'isolated'
  | 'suppressive-fire'
  /** Stunned (rules/combat/stunned.ts): no Attacks, -3 to every Roll but Saving Rolls, ends with its Player Turn. */
  | 'stunned'
  /** Marker states (rules/combat/markers.ts): a CAMO marker, an Impersonation marker, or off the table in Hidden Deployment. */
  | 'camouflaged'
  | 'imp-1'
  | 'imp-2'
  | 'hidden-deployment'
  /** Airborne Deployment (rules/deployment/airborneDeployment.ts): off the table until it enters with Combat Jump or Parachutist. */
  | 'airborne-deployment'
  /** Disconnected (rules/deployment/peripherals.ts): a Peripheral whose Controller entered a Null State; it cannot react. */
  | 'disconnected'
  | 'out-of-play'
  /** Dogged (rules/combat/survivalWounds.ts): Unconscious treated as Normal until the end of the Player Turn, then Dead. */
  | 'dogged'
  /** Targeted (rules/combat/targeted.ts, N5): +3 to enemy BS Attacks, Comms Attacks and Discover against it. */
  | 'targeted';

export const TROOPER_STATES: readonly TrooperState[] = [
  'normal',
  'prone',
  'engaged',
  'unconscious',
  'dead',
  'null',
  'imm-a',
  'imm-b',
  'isolated',
  'suppressive-fire',
  'stunned',
  'camouflaged',
  'imp-1',
  'imp-2',
  'hidden-deployment',
  'airborne-deployment',
  'disconnected',
  'out-of-play',
  'dogged',
  'targeted',
];

/** Unconscious, Dead, out of play (or any other Null state) make a trooper Null: no Order, no ARO, no Order to the pool. */
export const isNull = (states: readonly TrooperState[]): boolean =>
  states.includes('dead') ||
  states.includes('unconscious') ||
  states.includes('null') ||
  states.includes('out-of-play');

export const isImmobilized = (states: readonly TrooperState[]): boolean =>
  states.includes('imm-a') || states.includes('imm-b');

/** Skill ids are the orders' own (one list for the engine). */
export type { SkillId } from '../orders/skillDeclaration.ts';
export { SKILL_IDS } from '../orders/skillDeclaration.ts';

/** Sorted, duplicate-free states without 'normal' (which only means "none of the others"). */
export const normalizeStates = (states: readonly TrooperState[]): readonly TrooperState[] => {
  // Most troopers are Normal: no Set and no pass over every state for them.
  if (states.length === 0) return [];
  const set = new Set<TrooperState>(states);
  return TROOPER_STATES.filter((s) => s !== 'normal' && set.has(s));
};
