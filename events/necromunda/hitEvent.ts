import type { NecromundaEvent } from './necromundaEvent.ts';

/** The events that belong to the hit in progress, from its declaration to its resolution. */
export const HIT_EVENT_TYPES = [
  'HitDeclared',
  'WoundRolled',
  'SaveRolled',
  'SaveDenied',
  'DamageInflicted',
  'InjuryDiceRolled',
  'FighterInjured',
  'FighterOutOfAction',
  'HitResolved',
  'VehicleDiceOwed',
  'LocationRolled',
  'VehicleDamaged',
] as const satisfies readonly NecromundaEvent['type'][];
export type HitEventType = (typeof HIT_EVENT_TYPES)[number];

/** An event of the hit in progress. */
export type HitEvent = Extract<NecromundaEvent, { type: HitEventType }>;

/** Any other event after the start: a wreck, what is owed and its settlement, a fall, scrap. */
export type AftermathEvent = Exclude<NecromundaEvent, { type: HitEventType | 'NecromundaGameStarted' }>;

const HIT_TYPES: ReadonlySet<string> = new Set(HIT_EVENT_TYPES);

export const isHitEvent = (e: NecromundaEvent): e is HitEvent => HIT_TYPES.has(e.type);
