import type { GutsOption, GutsRollResult } from '../combat/index.ts';
import type { GutsCheck } from '../conclusion/index.ts';
import type { SuccessValue } from '../dice/index.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';

/** The Guts requirement of every trooper an Attack succeeded against, as ruled at Conclusion. */
export const gutsCheckEvents = (order: number, checks: readonly GutsCheck[]): EventOf<'GutsRequirementChecked'>[] =>
  checks.map((g) => ({
    type: 'GutsRequirementChecked',
    order,
    trooper: g.trooper,
    required: g.requirement.required,
    why: g.requirement.why,
    citations: g.requirement.citations,
  }));

export const gutsRollEvent = (
  order: number,
  trooper: string,
  r: GutsRollResult,
  sv: SuccessValue | null,
): EventOf<'GutsRollResolved'> => ({
  type: 'GutsRollResolved',
  order,
  trooper,
  choice: r.roll !== null ? 'roll' : r.passed ? 'courage' : 'fail-on-purpose',
  sv,
  dice: r.roll?.dice ?? [],
  passed: r.passed,
  citations: r.citations,
});

/** The fallback of a failed Guts Roll; going Prone also enters the Prone state. */
export const gutsMoveEvents = (
  order: number,
  trooper: string,
  option: GutsOption,
  prone: boolean,
  citations: EventOf<'GutsMoved'>['citations'],
): readonly ArbiterEvent[] => [
  { type: 'GutsMoved', order, trooper, option, citations },
  ...(option === 'go-prone' && prone
    ? [{ type: 'StateEntered' as const, order, trooper, state: 'prone' as const, citations }]
    : []),
];
