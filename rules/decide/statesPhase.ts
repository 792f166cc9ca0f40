/*
 * Decisions (docs/rulings.md "Regeneration", "Structure and states", "Survival skills"): the States
 * Phase at the end of a Player Turn, in this order: Stunned ends; each Regeneration roll the
 * players give (in the order given) removes or adds a Wound; then every Dogged trooper, including
 * one a failed Regeneration roll made Dogged, is Dead; last, Frenzy (rules/combat/frenzy.ts). The events of a roll carry the number of
 * the Turn's last Order, as the Dogged deaths do.
 */
import { regenerationOutcome, regenerationRefusal, survivalCitation, woundTrackOf } from '../combat/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { Refusal } from '../refusal.ts';
import type { GameState } from '../state/index.ts';
import { trooperView } from '../table/index.ts';
import { doggedTurnEndEvents } from './doggedTurnEnd.ts';
import { frenzyEvents } from './frenzyEvents.ts';
import { isTrackedState } from './rulingEvents.ts';
import { stunnedTurnEnds } from './stunnedEvents.ts';

/** The Regeneration rolls of a States Phase: trooper → the face of its one die. */
export type RegenerationRolls = Readonly<Record<string, number>>;

/** Why a Regeneration roll given for this States Phase cannot be made, or null. */
export const regenerationRollsRefusal = (s: GameState, rolls: RegenerationRolls): Refusal | null => {
  for (const [trooper, face] of Object.entries(rolls)) {
    const r = regenerationRefusal(s.table.edition, trooper, trooperView(s.table, trooper), [face]);
    if (r !== null) return r;
  }
  return null;
};

/** The exchange id a Regeneration roll is logged under (machines/commandTraces.ts reads it back). */
export const REGENERATION_EXCHANGE = 'regeneration:';

/** The events of one Regeneration roll: the roll, then the Wounds and the states they change. */
const regenerationEvents = (s: GameState, trooper: string, face: number): readonly ArbiterEvent[] => {
  const view = trooperView(s.table, trooper);
  if (view === undefined) return [];
  const edition = s.table.edition;
  const track = woundTrackOf(edition, view);
  const o = regenerationOutcome(edition, trooper, view.profile.attributes.PH, face, track);
  const order = s.orders;
  const citations = [...o.citations];
  return [
    {
      type: 'NormalRollResolved',
      order,
      exchange: `${REGENERATION_EXCHANGE}${trooper}`,
      roller: { trooper, skill: 'regeneration', sv: o.sv },
      automaticFailure: o.roll.automaticFailure,
      dice: o.roll.dice,
      successes: o.roll.successes,
      criticals: o.roll.criticals,
      citations,
    },
    { type: 'WoundsInflicted', order, trooper, wounds: o.inflicted, total: o.wounds, citations },
    ...o.left
      .filter(isTrackedState)
      .map((state): ArbiterEvent => ({ type: 'StateLeft', order, trooper, state, citations })),
    ...o.entered
      .filter(isTrackedState)
      .map((state): ArbiterEvent => ({ type: 'StateEntered', order, trooper, state, citations })),
  ];
};

/** The States Phase of the Player Turn ending in `s`, with the Regeneration rolls its players made. */
export const statesPhaseEvents = (s: GameState, rolls: RegenerationRolls): readonly ArbiterEvent[] => {
  const regeneration = Object.entries(rolls).flatMap(([trooper, face]) => regenerationEvents(s, trooper, face));
  const alreadyDogged = new Set(doggedTurnEndEvents(s).map((e) => e.trooper));
  const newlyDogged = regeneration.flatMap((e): ArbiterEvent[] =>
    e.type === 'StateEntered' && e.state === 'dogged' && !alreadyDogged.has(e.trooper)
      ? [
          {
            type: 'StateLeft',
            order: s.orders,
            trooper: e.trooper,
            state: 'dogged',
            citations: [survivalCitation(s.table.edition, 'dogged')],
          },
          {
            type: 'StateEntered',
            order: s.orders,
            trooper: e.trooper,
            state: 'dead',
            citations: [survivalCitation(s.table.edition, 'dogged')],
          },
        ]
      : [],
  );
  return [...stunnedTurnEnds(s.table), ...regeneration, ...doggedTurnEndEvents(s), ...newlyDogged, ...frenzyEvents(s)];
};
