import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { onRoute, routePoints } from './routePoints.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

export const firingPointCitation = (e: Edition): CitationId => inEdition(e, 'bs-attack/firing-point');

/**
 * The firing point a BS Attack declared first in the Order names on the route of the Move to
 * come (N3/N4 "Move + BS Attack (or vice versa)", seed 001: the attack may be made from any
 * point of the route, whichever skill is declared first), or undefined: no BS Attack came
 * first, or it fires from `start` or a point already declared.
 */
export const pendingFiringPoint = (earlier: readonly SkillDeclaration[]): string | undefined => {
  const first = earlier[0];
  if (first?.skill !== 'bs-attack' || first.from === undefined) return undefined;
  return onRoute(first.from, routePoints(earlier)) ? undefined : first.from;
};

/**
 * A skill declared after a BS Attack that fires from a point still to come: it must be the Move
 * whose route names that point, or the firing point would never exist.
 */
export const pendingPointRefusal = (
  edition: Edition,
  trooper: string,
  d: SkillDeclaration,
  earlier: readonly SkillDeclaration[],
): Refusal | null => {
  const point = pendingFiringPoint(earlier);
  if (point === undefined) return null;
  if (d.skill === 'move' && d.route !== undefined && d.route.some((leg) => leg.point === point)) return null;
  const what =
    d.skill !== 'move'
      ? d.skill
      : d.route === undefined
        ? 'a Move without a route'
        : `a Move whose route does not name ${point}`;
  return refuse(
    `${trooper}'s BS Attack fires from ${point}, a point of the Move to come: the second skill must be a Move whose route names ${point}, not ${what}`,
    firingPointCitation(edition),
  );
};
