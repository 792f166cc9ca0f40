/*
 * Decisions (docs/rulings.md "Suppressive Fire"): what the engine can see of the State's
 * cancellation list, as events. Dead is not listed: it ends every other State by itself.
 * Joining a Fireteam, Retreat! and other States that say they cancel it are not modelled.
 */
import {
  aroKeepsSuppressiveFire,
  inSuppressiveFire,
  sfCancellationCitation,
  sfSkillCitation,
  sfStateCitation,
} from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import { lossOfLieutenantCitation, type SkillDeclaration } from '../orders/index.ts';
import { trooperView, type TableView, type TrooperState } from '../table/index.ts';

/** Entering these States cancels Suppressive Fire (Engaged, Isolated, the Null and Immobilized ones). */
const CANCELLING: readonly TrooperState[] = ['engaged', 'isolated', 'imm-a', 'imm-b', 'unconscious'];

const holds = (table: TableView, trooper: string): boolean =>
  inSuppressiveFire(trooperView(table, trooper)?.states ?? []);

const left = (order: number, edition: Edition, trooper: string): EventOf<'StateLeft'> => ({
  type: 'StateLeft',
  order,
  trooper,
  state: 'suppressive-fire',
  citations: [sfCancellationCitation(edition)],
});

/** Declaring the skill enters the State. */
export const sfEntered = (order: number, edition: Edition, trooper: string): EventOf<'StateEntered'> => ({
  type: 'StateEntered',
  order,
  trooper,
  state: 'suppressive-fire',
  citations: [sfSkillCitation(edition), sfStateCitation(edition)],
});

/**
 * Loss of Lieutenant, declared in the Tactical Phase, ends the State of every trooper of that
 * army in it (docs/rulings.md "Suppressive Fire"): logged outside any Order.
 */
export const sfLossOfLieutenantCancels = (table: TableView, player: string): EventOf<'StateLeft'>[] =>
  Object.entries(table.troopers)
    .filter(([, v]) => v.player === player && inSuppressiveFire(v.states))
    .map(([trooper]) => ({
      type: 'StateLeft' as const,
      trooper,
      state: 'suppressive-fire' as const,
      citations: [sfCancellationCitation(table.edition), lossOfLieutenantCitation(table.edition)],
    }));

/** Troopers activated by an Order (declaring an Order cancels the State). */
export const sfActivationCancels = (order: number, table: TableView, troopers: readonly string[]): ArbiterEvent[] =>
  troopers.filter((t) => holds(table, t)).map((t) => left(order, table.edition, t));

/** An ARO other than a BS Attack in SF Mode cancels the State. */
export const sfAroCancels = (
  order: number,
  table: TableView,
  trooper: string,
  aro: SkillDeclaration,
): ArbiterEvent[] =>
  holds(table, trooper) && !aroKeepsSuppressiveFire(trooperView(table, trooper)?.profile.weapons ?? [], aro)
    ? [left(order, table.edition, trooper)]
    : [];

/**
 * The State's cancellations that follow from other events of the same step: entering a
 * cancelling State, or failing a Guts Roll. `table` is the table before those events.
 */
export const sfCancelsAfter = (order: number, table: TableView, events: readonly ArbiterEvent[]): ArbiterEvent[] => {
  const ended = new Set<string>();
  for (const e of events) {
    const cancels =
      (e.type === 'StateEntered' && CANCELLING.includes(e.state)) || (e.type === 'GutsRollResolved' && !e.passed);
    if (cancels && holds(table, e.trooper)) ended.add(e.trooper);
  }
  const dead = new Set(events.flatMap((e) => (e.type === 'StateEntered' && e.state === 'dead' ? [e.trooper] : [])));
  return [...ended].filter((t) => !dead.has(t)).map((t) => left(order, table.edition, t));
};

/** Events followed by the cancellations they cause. */
export const withSfCancels = (
  order: number,
  table: TableView,
  events: readonly ArbiterEvent[],
): readonly ArbiterEvent[] => {
  const cancels = sfCancelsAfter(order, table, events);
  return cancels.length === 0 ? events : [...events, ...cancels];
};
