export { ArbiterEventCodec, EVENT_CODECS, EVENT_TYPES, RULING_TYPES, SCHEMA_VERSION } from './catalogue.ts';
export type { ArbiterEvent, EventOf, EventType } from './catalogue.ts';
export type { OrderStep } from './codecs/orderStepC.ts';
export { orderOf } from './orderOf.ts';
export { ClassifiedDoneC, MissionSetupC, PlayerScoreC } from './missionEvents.ts';
