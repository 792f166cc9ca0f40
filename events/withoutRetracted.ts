import type { ArbiterEvent } from '../rules/events/index.ts';
import { legacyOkResult, type LegacyOkResult } from '../rules/legacyOkResult.ts';
import { eventsInForce, type InForce, type RetractionRefused } from './eventsInForce.ts';

export type WithoutRetracted<R> = LegacyOkResult<RetractionRefused, InForce<R>>;

/** eventsInForce in the `{ ok }` shape, for audit/ until it takes the Either (issue 20 item 3). */
export const withoutRetracted = <R>(items: readonly R[], eventOf: (item: R) => ArbiterEvent): WithoutRetracted<R> =>
  legacyOkResult(eventsInForce(items, eventOf));
