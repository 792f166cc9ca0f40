import * as t from 'io-ts';
import { CitationIdC, OrderNumberC } from './codecs/index.ts';

/**
 * A Smoke or Eclipse throw whose template the players named (`template` fact with `smoke: id`),
 * ruled in the Effects step: `placed` when it hit (the template stays on the table, a Zero
 * Visibility Zone, until the end of the Turn), not when it missed or lost a Face to Face Roll.
 */
export const SmokeThrown = t.readonly(
  t.type({
    type: t.literal('SmokeThrown'),
    order: OrderNumberC,
    id: t.string,
    by: t.string,
    weapon: t.string,
    ammo: t.keyof({ Smoke: null, Eclipse: null }),
    placed: t.boolean,
    citations: t.readonlyArray(CitationIdC),
  }),
  'SmokeThrown',
);
