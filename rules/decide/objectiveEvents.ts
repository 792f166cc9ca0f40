/*
 * Decisions (docs/rulings.md "Objective skills and Supplies"): at Effects, a passed extraction
 * gives its user the Tech-Coffin's Supply Box and spends the coffin; a pick-up moves the box to
 * the trooper, a drop leaves it on the ground (no roll). A skill voided by an unmet requirement
 * (not in Silhouette contact) changes nothing.
 */
import type { ArbiterEvent } from '../events/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { ExchangeResult, VoidedSkill } from '../resolution/index.ts';
import type { TableView } from '../table/index.ts';

const extracted = (order: number, table: TableView, results: readonly ExchangeResult[]): ArbiterEvent[] =>
  results.flatMap((r): ArbiterEvent[] => {
    if (!('result' in r) || r.exchange.kind !== 'normal' || r.result.kind !== 'normal') return [];
    const effect = r.exchange.roller.effect;
    if (effect.kind !== 'extract') return [];
    const box = table.supplies?.coffins[effect.objective];
    if (box === undefined || r.result.successes + r.result.criticals === 0) return [];
    return [
      {
        type: 'ObjectiveChanged',
        order,
        item: box,
        holder: effect.user,
        opened: effect.objective,
        citations: ['n5/supplies/extract'],
      },
    ];
  });

/** Each Console a passed roll hacked (n5/supremacy/hack-console): it counts for its user's player now. */
const hacked = (order: number, results: readonly ExchangeResult[]): ArbiterEvent[] =>
  results.flatMap((r): ArbiterEvent[] => {
    if (!('result' in r) || r.exchange.kind !== 'normal' || r.result.kind !== 'normal') return [];
    const effect = r.exchange.roller.effect;
    if (effect.kind !== 'hack-console' || r.result.successes + r.result.criticals === 0) return [];
    return [
      {
        type: 'ObjectiveChanged',
        order,
        item: effect.objective,
        holder: effect.user,
        citations: ['n5/supremacy/hack-console'],
      },
    ];
  });

/** The Supply Boxes the Order's objective skills moved, in the order declared. */
export const objectiveEvents = (
  order: number,
  table: TableView,
  active: string,
  skills: readonly (SkillDeclaration | null)[],
  results: readonly ExchangeResult[],
  voided: readonly VoidedSkill[],
): readonly ArbiterEvent[] => {
  if (table.supplies === undefined) return hacked(order, results);
  const moved = skills.flatMap((s): ArbiterEvent[] => {
    if (s === null || voided.some((v) => v.trooper === active && v.skill === s.skill)) return [];
    if (s.skill === 'pick-up')
      return [{ type: 'ObjectiveChanged', order, item: s.item, holder: active, citations: ['n5/supplies/pick-up'] }];
    if (s.skill === 'drop')
      return [{ type: 'ObjectiveChanged', order, item: s.item, holder: null, citations: ['n5/supplies/drop'] }];
    return [];
  });
  return [...extracted(order, table, results), ...moved];
};

const NULL_STATES: readonly string[] = ['unconscious', 'dead', 'null'];

/**
 * A carrier that falls (n5/supplies/carrier-falls): each Supply Box of a trooper these events put
 * in the Unconscious State or a Null State is left on the ground where it fell.
 */
export const carrierFallEvents = (
  order: number,
  table: TableView,
  events: readonly ArbiterEvent[],
): readonly ArbiterEvent[] => {
  const boxes = table.supplies?.boxes ?? {};
  const fallen = new Set(
    events.flatMap((e) => (e.type === 'StateEntered' && NULL_STATES.includes(e.state) ? [e.trooper] : [])),
  );
  return Object.entries(boxes).flatMap(([item, holder]): ArbiterEvent[] =>
    holder !== null && fallen.has(holder)
      ? [{ type: 'ObjectiveChanged', order, item, holder: null, citations: ['n5/supplies/carrier-falls'] }]
      : [],
  );
};
