import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { moveAllowance, type MoveAllowance } from '../combat/moveAllowance.ts';
import {
  isShortJump,
  movementSkillAllowance,
  movementSkillCitation,
  movementSkillName,
} from '../combat/movementSkills.ts';
import { proneChangeRefusal, statesForMove } from '../combat/proneChange.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TrooperView } from '../table/tableView.ts';
import { START_POINT } from './routePoints.ts';
import type { MovementSkillId, RouteLeg, SkillDeclaration } from './skillDeclaration.ts';

export const routeCitation = (e: Edition): CitationId => inEdition(e, 'move/route');

type RouteSkill = Extract<SkillDeclaration, { readonly skill: 'move' | MovementSkillId }>;

/** The legs name new points (never `start`) and measure 0 inches or more; their total, or a refusal. */
export const routeLength = (
  edition: Edition,
  legs: readonly RouteLeg[] | undefined,
  points: readonly string[],
): number | Refusal => {
  const seen = new Set(points);
  let total = 0;
  for (const leg of legs ?? []) {
    if (leg.point === '' || leg.point === START_POINT)
      return refuse(
        `a route point needs a name other than ${START_POINT} (where the Order starts)`,
        routeCitation(edition),
      );
    if (seen.has(leg.point))
      return refuse(
        `the route names ${leg.point} twice: give each point of the Order's route its own name`,
        routeCitation(edition),
      );
    if (!Number.isFinite(leg.inches) || leg.inches < 0)
      return refuse(
        `the leg to ${leg.point} measures ${leg.inches}": a leg is 0 inches or more`,
        routeCitation(edition),
      );
    seen.add(leg.point);
    total += leg.inches;
  }
  return total;
};

/** The allowance of this Move (its Prone change at the start applied) or movement skill, or why it cannot be declared. */
const allowanceOf = (
  edition: Edition,
  view: TrooperView,
  d: RouteSkill,
  nth: 0 | 1,
): E.Either<Refusal, MoveAllowance> => {
  const mov = view.profile.attributes.MOV;
  if (d.skill !== 'move') return movementSkillAllowance(edition, d, mov, nth, view.states, view.profile.skills);
  if (d.prone !== undefined) {
    const r = proneChangeRefusal(edition, view.profile, view.states, d.prone);
    if (r !== null) return E.left(r);
  }
  return E.right(moveAllowance(edition, mov, nth, statesForMove(view.states, d.prone)));
};

/**
 * A route-carrying skill (Move, Cautious Movement, Jump, Climb) checked against the ones declared
 * before it in the Order (`earlier`, their route points `points`): its legs, and in all no more
 * than its allowance (the first or second MOV value for a Move, halved while Prone; each movement
 * skill's own, rules/combat/movementSkills.ts). A Cautious Movement declares its route (where it
 * ends decides whether it generates AROs); N3 TAGs, REMs and Motorcycles never declare it.
 */
export const movementRouteRefusal = (
  edition: Edition,
  view: TrooperView,
  trooper: string,
  d: RouteSkill,
  earlier: readonly SkillDeclaration[],
  points: readonly string[],
): Refusal | null => {
  if (d.skill === 'cautious-move') {
    const cite = movementSkillCitation(edition, d.skill);
    if (
      edition === 'n3' &&
      (view.profile.unitType === 'TAG' || view.profile.unitType === 'REM' || view.profile.skills.includes('motorcycle'))
    )
      return refuse(`${trooper} (${view.profile.unitType}) can never declare Cautious Movement`, cite);
    if (d.route === undefined || d.route.length === 0)
      return refuse(
        `${trooper}'s Cautious Movement needs its route: where it ends decides whether it generates AROs`,
        cite,
      );
  }
  // A Move or a Super-Jump's short Jump after either takes the second MOV value (Super-Jump).
  const shortJump = (e: SkillDeclaration): boolean => isShortJump(edition, view.profile.skills, e);
  const nth =
    d.skill === 'move' || shortJump(d)
      ? earlier.some((e) => e.skill === 'move' || shortJump(e))
        ? 1
        : 0
      : earlier.some((e) => e.skill === d.skill)
        ? 1
        : 0;
  const verdict = allowanceOf(edition, view, d, nth);
  if (E.isLeft(verdict)) return verdict.left;
  if (d.route === undefined) return null;
  const total = routeLength(edition, d.route, points);
  if (typeof total !== 'number') return total;
  const allowance = verdict.right;
  const rule = allowance.citations[allowance.citations.length - 1] ?? routeCitation(edition);
  const what = d.skill === 'move' ? 'route' : `${movementSkillName(d.skill)}`;
  // A thousandth of an inch absorbs the sum of decimal legs.
  if (total > allowance.inches + 1e-3)
    return refuse(`${trooper}'s ${what} is ${total}" long, more than ${allowance.reason}`, rule);
  return null;
};
