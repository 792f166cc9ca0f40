import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { movementRouteRefusal, routeCitation, routeLength } from './movementRouteRefusal.ts';
import { moveAllowance, type MoveAllowance } from '../combat/moveAllowance.ts';
import { berserkCitation } from '../combat/berserk.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TrooperView } from '../table/tableView.ts';
import { canDeclare } from '../combat/allowedSkills.ts';
import { firingPointCitation } from './pendingFiringPoint.ts';
import { onRoute, routePoints, START_POINT } from './routePoints.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

export const aroPointCitation = (e: Edition): CitationId => inEdition(e, 'aro/route-point');

const known = (points: readonly string[]): string => [START_POINT, ...points].join(', ');

type PointKey = 'route' | 'from' | 'at';

/** The route and point keys each skill may carry (a Move its route, a BS Attack its firing or ARO point, a Dodge its ARO point). */
const CARRIES: Readonly<Record<SkillDeclaration['skill'], readonly PointKey[]>> = {
  move: ['route'],
  'cautious-move': ['route'],
  jump: ['route'],
  climb: ['route'],
  'bs-attack': ['from', 'at'],
  dodge: ['at'],
  'cc-attack': [],
  extract: [],
  // A pick-up's `from` names the carrier it takes the box from, not a point.
  'pick-up': ['from'],
  drop: [],
  'hack-console': [],
  'comms-attack': [],
  reset: [],
  idle: [],
  discover: [],
  'change-facing': [],
  'intuitive-attack': [],
  'speculative-fire': [],
  'suppressive-fire': [],
  camouflage: [],
  'combat-jump': [],
  parachutist: [],
  doctor: [],
  engineer: [],
  medikit: [],
  gizmokit: [],
  berserk: ['route'],
};
const POINT_KEYS: readonly PointKey[] = ['route', 'from', 'at'];

/**
 * A route or point on a skill that cannot carry one ({skill: 'reset', at}, {skill: 'move',
 * from}…): refused with the rule of that key rather than ignored (movementCitations).
 */
export const strayPointRefusal = (edition: Edition, d: SkillDeclaration): Refusal | null => {
  const fields: Readonly<Record<string, unknown>> = d;
  const stray = POINT_KEYS.find((k) => fields[k] !== undefined && !CARRIES[d.skill].includes(k));
  switch (stray) {
    case undefined:
      return null;
    case 'route':
      return refuse(`route belongs to a Move; a ${d.skill} has none`, routeCitation(edition));
    case 'from':
      return refuse(
        `from names the firing point of the active trooper's BS Attack; a ${d.skill} names none`,
        firingPointCitation(edition),
      );
    case 'at':
      return refuse(
        `at names where a BS Attack or Dodge ARO reacts on the active trooper's route; a ${d.skill} names no point`,
        aroPointCitation(edition),
      );
  }
};

/**
 * The route and points of an active trooper's declaration, checked against the skills it
 * declared before in this Order (`earlier`):
 * - a Move's route names new points (never `start`), legs of 0 inches or more, and in all no
 *   more than the MOV value for that Move (the first or the second, halved while Prone);
 * - a BS Attack fires `from` `start` or a point of a route declared before it; declared first in
 *   the Order (N3/N4), it may name a point of the Move to come (pendingFiringPoint), which the
 *   second skill must then name (pendingPointRefusal);
 * - `at` belongs to AROs only; a route or point on a skill that cannot carry it is refused.
 */
export const routeRefusal = (
  edition: Edition,
  view: TrooperView,
  trooper: string,
  d: SkillDeclaration,
  earlier: readonly SkillDeclaration[],
): Refusal | null => {
  const stray = strayPointRefusal(edition, d);
  if (stray !== null) return stray;
  const points = routePoints(earlier);
  switch (d.skill) {
    case 'move':
    case 'cautious-move':
    case 'jump':
    case 'climb':
      return movementRouteRefusal(edition, view, trooper, d, earlier, points);
    case 'berserk': {
      if (d.route === undefined) return null;
      const total = routeLength(edition, d.route, points);
      if (typeof total !== 'number') return total;
      const nth = earlier.some((e) => e.skill === 'move') ? 1 : 0;
      // Berserk moves up to both MOV values added together.
      const allowance =
        d.skill === 'berserk'
          ? berserkAllowance(edition, view)
          : moveAllowance(edition, view.profile.attributes.MOV, nth, view.states);
      const rule = allowance.citations[allowance.citations.length - 1] ?? routeCitation(edition);
      // A thousandth of an inch absorbs the sum of decimal legs.
      if (total > allowance.inches + 1e-3)
        return refuse(`${trooper}'s route is ${total}" long, more than ${allowance.reason}`, rule);
      return null;
    }
    case 'bs-attack':
      if (d.at !== undefined)
        return refuse(
          `at names where an ARO reacts; the active trooper's BS Attack names its firing point with from`,
          firingPointCitation(edition),
        );
      if (d.from !== undefined && !onRoute(d.from, points)) {
        if (earlier.length > 0)
          return refuse(
            `${trooper} fires from ${d.from}, which is not a point of its route declared so far (${known(points)})`,
            firingPointCitation(edition),
          );
        // Declared first: a point of the Move to come (seed 001, "Move + BS Attack (or vice versa)").
        if (d.from === '')
          return refuse(
            'a firing point needs a name: start, or a point the route of the Move to come will name',
            firingPointCitation(edition),
          );
        const move = canDeclare(edition, view.states, 'move');
        if (E.isLeft(move))
          return refuse(
            `${trooper} fires from ${d.from}, a point of a Move to come, but cannot Move: ${move.left.refusal.reason}`,
            firingPointCitation(edition),
          );
      }
      return null;
    case 'dodge':
      return d.at === undefined
        ? null
        : refuse(
            "at names where an ARO reacts on the active trooper's route; the active trooper's own Dodge names no point",
            aroPointCitation(edition),
          );
    case 'cc-attack':
    case 'comms-attack':
    case 'reset':
    case 'idle':
    case 'discover':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'change-facing':
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'extract':
    case 'pick-up':
    case 'drop':
    case 'hack-console':
      return null;
  }
};

/** Berserk's Move: both MOV values added together (each halved while Prone, as for any Move). */
const berserkAllowance = (edition: Edition, view: TrooperView): MoveAllowance => {
  const first = moveAllowance(edition, view.profile.attributes.MOV, 0, view.states);
  const second = moveAllowance(edition, view.profile.attributes.MOV, 1, view.states);
  return {
    inches: first.inches + second.inches,
    reason: `both MOV values added together for Berserk (${first.reason}, ${second.reason})`,
    citations: [...new Set([...first.citations, ...second.citations]), berserkCitation(edition)],
  };
};
