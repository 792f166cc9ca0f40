// What an event is (its type and codec) lives with the rules that decide it (rules/events/);
// this folder holds how Infinity's events are logged: the log catalogue, upcasters, the seal's tally.
export * from '../rules/events/index.ts';
export type { Retraction, InForce, RetractionRefused } from './eventsInForce.ts';
export { eventsInForce } from './eventsInForce.ts';
