import * as E from 'fp-ts/lib/Either.js';
import type { GameState } from '../state/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { gutsCheckEvents } from './conclusionEvents.ts';
import { gutsRequirements } from './conclusionRefusals.ts';
import { dodges, resetCancels } from './effectsRules.ts';
import { engagementEvents } from './engagementEvents.ts';
import { judgeSaves } from './orderRefusals.ts';
import { declarationsOf, orderViewOf, planOf, resultsOf } from './orderView.ts';
import { dodgeEvents, effectEvents, exchangeEvents, planEvents } from './rulingEvents.ts';
import { protheionEvents } from './protheionEvents.ts';
import { smokeEvents } from './smokeEvents.ts';
import { stateChangeEvents } from './stateChangeEvents.ts';
import { withSfCancels } from './suppressiveFireEvents.ts';
import { supportEvents } from './supportEvents.ts';
import { rerollEffects } from './supportRerolls.ts';
import { asPlainRolls, remoteSupportEvents } from './remoteSupportEvents.ts';
import { carrierFallEvents, objectiveEvents } from './objectiveEvents.ts';
import { camouflageEvents, discoverRevealEvents, markerHitEvents } from './markerEvents.ts';
import { landingEvents } from './landingEvents.ts';
import { disconnectedPeripherals, peripheralCitation } from '../deployment/index.ts';

/**
 * What the engine rules without a command, once a step has what it needs: the Resolution once
 * every die is in, the Dodges and Resets and then the saves of the Effects step, the Engaged
 * state, and who owes a Guts Roll at Conclusion. Each reads the game state and returns events.
 */

/** The Resolution: what the plan decided before any die (voided skills, nullified shots, uses spent), then each exchange. */
export const resolutionEvents = (s: GameState): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  const p = planOf(v);
  if (E.isLeft(p)) throw new Error(`Order ${v.order}: the Resolution was ruled without a plan: ${p.left.reason}`);
  return [...planEvents(v.order, p.right), ...exchangeEvents(v.order, resultsOf(v))];
};

/** Each Dodge of the Order, at the start of Effects. */
export const dodgeRulings = (s: GameState): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  return dodgeEvents(v.order, dodges(v));
};

/** States the passed Resets cancel, the markers passed Discovers reveal and the markers hits reveal: applied before the saves (N5.2). */
export const resetRulings = (s: GameState): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  const p = planOf(v);
  const discovered = discoverRevealEvents(v.order, v.table, resultsOf(v));
  const discoveredTroopers = discovered.flatMap((e) => (e.type === 'StateLeft' ? [e.trooper] : []));
  return [
    ...stateChangeEvents(v.order, resetCancels(v)),
    ...discovered,
    ...markerHitEvents(v.order, v.table, resultsOf(v), discoveredTroopers),
    ...camouflageEvents(v.order, v.table, v.trooper, [v.first, v.second], E.isRight(p) ? p.right.voided : []),
    ...landingEvents(v.order, v.table, v.trooper, [v.first, v.second]),
    ...supportEvents(v.order, v.table, resultsOf(v), (r) =>
      rerollEffects(v, { round: s.round, tokensLeft: s.tokens[v.player] ?? 0 }, r),
    ),
    ...objectiveEvents(
      v.order,
      v.table,
      v.trooper,
      [v.first, v.second],
      resultsOf(v),
      E.isRight(p) ? p.right.voided : [],
    ),
  ];
};

/** The saving rolls, judged: saves, Wounds and the states they lead to. */
export const saveRulings = (s: GameState): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  const judged = judgeSaves(v);
  const outcomes = asPlainRolls(judged);
  const recovered = protheionEvents(
    v.order,
    v.table,
    { active: v.trooper, first: v.first, second: v.second, aros: v.aros },
    outcomes,
  );
  const smoke = smokeEvents(
    v.order,
    declarationsOf(v),
    resultsOf(v).flatMap((r) => r.tallies),
  );
  // Dogged or NWI declined with a trooper's saving roll of this Order (rules/combat/declineAtWound.ts).
  const declined = new Map(v.rolled.flatMap((r) => (r.decline === undefined ? [] : [[r.trooper, r.decline] as const])));
  const effects = withSfCancels(v.order, v.table, effectEvents(v.order, v.table, outcomes, recovered, declined));
  const support = remoteSupportEvents(v.order, v.table, judged);
  return [...effects, ...support, ...carrierFallEvents(v.order, v.table, effects), ...smoke];
};

/** Engaged entered or left at the end of Effects, on the table the saves left. */
export const engagementRulings = (s: GameState): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  return [
    ...withSfCancels(v.order, v.table, engagementEvents(v.order, v.table, v.facts, dodges(v))),
    // A Controller in a Null State: its Peripherals are Disconnected at the end of the Order.
    ...disconnectedPeripherals(v.table).map((trooper): ArbiterEvent => ({
      type: 'StateEntered',
      order: v.order,
      trooper,
      state: 'disconnected',
      citations: [peripheralCitation()],
    })),
  ];
};

/** Who owes a Guts Roll, at the start of the Conclusion. */
export const gutsRulings = (s: GameState): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  return gutsCheckEvents(v.order, gutsRequirements(v));
};
