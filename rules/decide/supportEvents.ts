/*
 * Decisions (docs/rulings.md "Support skills"): each Doctor, Engineer or MediKit roll changes its
 * patient at Effects, before the saves (a positive effect first, as Resets are): passed, Wounds
 * removed (WoundsInflicted with no new Wound and the lower total) and Unconscious left; failed,
 * the patient Dead (Doctor, MediKit) or one Wound more (Engineer), with the states that Wound leads to.
 */
import { engineerStatesCancelled, engineerStatesCitation, supportOutcome, woundTrackOf } from '../combat/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { ExchangeResult } from '../resolution/index.ts';
import { trooperView, type TableView } from '../table/index.ts';
import { isTrackedState } from './rulingEvents.ts';
import type { RerollEffects } from './supportRerolls.ts';

/** The events of every support roll of the Order, in the order rolled; `reroll`: a roll's rerolls (supportRerolls.ts). */
export const supportEvents = (
  order: number,
  table: TableView,
  results: readonly ExchangeResult[],
  reroll: (r: ExchangeResult) => RerollEffects | null = () => null,
): readonly ArbiterEvent[] =>
  results.flatMap((r): ArbiterEvent[] => {
    if (!('result' in r) || r.exchange.kind !== 'normal' || r.result.kind !== 'normal') return [];
    const effect = r.exchange.roller.effect;
    // Used remotely, the patient rolls at the saves (remoteSupportEvents.ts).
    if (effect.kind !== 'support' || effect.use === 'remote') return [];
    const patient = trooperView(table, effect.patient);
    const user = trooperView(table, effect.user);
    if (patient === undefined || user === undefined) return [];
    const again = reroll(r);
    const passed = again?.passed ?? r.result.successes + r.result.criticals > 0;
    const rerolled = again?.events ?? [];
    const cites = again?.citations ?? [];
    if (effect.use === 'states')
      return [
        ...rerolled,
        ...engineerStatesCancelled(passed, patient.states)
          .filter(isTrackedState)
          .map((state): ArbiterEvent => ({
            type: 'StateLeft',
            order,
            trooper: effect.patient,
            state,
            citations: [engineerStatesCitation(table.edition), ...cites],
          })),
      ];
    const track = woundTrackOf(table.edition, patient);
    const ruled = supportOutcome(table.edition, effect.skill, passed, track, user.profile.skills);
    const o = { ...ruled, citations: [...ruled.citations, ...cites] };
    const wounds: ArbiterEvent[] =
      o.wounds === track.wounds
        ? []
        : [
            {
              type: 'WoundsInflicted',
              order,
              trooper: effect.patient,
              wounds: o.inflicted,
              total: o.wounds,
              citations: [...o.citations],
            },
          ];
    return [
      ...rerolled,
      ...wounds,
      ...o.left.filter(isTrackedState).map((state): ArbiterEvent => ({
        type: 'StateLeft',
        order,
        trooper: effect.patient,
        state,
        citations: [...o.citations],
      })),
      ...o.entered.filter(isTrackedState).map((state): ArbiterEvent => ({
        type: 'StateEntered',
        order,
        trooper: effect.patient,
        state,
        citations: [...o.citations],
      })),
    ];
  });
