import { START_POINT } from '../table/tableFact.ts';
import type { MovementSkillId, SkillDeclaration } from './skillDeclaration.ts';

export { START_POINT };

/** A Move, Cautious Movement, Jump or Climb: a skill that declares its route. */
export const carriesRoute = (
  d: SkillDeclaration,
): d is Extract<SkillDeclaration, { readonly skill: 'move' | MovementSkillId }> =>
  d.skill === 'move' || d.skill === 'cautious-move' || d.skill === 'jump' || d.skill === 'climb';

/** The last point of a declared route, if it names one. */
export const routeEnd = (d: SkillDeclaration): string | undefined =>
  carriesRoute(d) ? d.route?.[d.route.length - 1]?.point : undefined;

/** The named points of the routes of the Moves declared so far in an Order, in order (`start` not included). */
export const routePoints = (declared: readonly (SkillDeclaration | null)[]): readonly string[] => {
  const points: string[] = [];
  for (const d of declared) {
    if (d === null) continue;
    // Berserk declares a route too (a charge), though it is no movement skill.
    const route = carriesRoute(d) || d.skill === 'berserk' ? d.route : undefined;
    if (route !== undefined) for (const leg of route) points.push(leg.point);
  }
  return points;
};

/** Whether `point` names where the activated trooper is during this Order: `start`, or a point of a declared route. */
export const onRoute = (point: string, points: readonly string[]): boolean =>
  point === START_POINT || points.includes(point);

/** The point a declaration names: a BS Attack's firing point, an ARO's reaction point. */
export const declaredPoint = (d: SkillDeclaration): string | undefined => {
  switch (d.skill) {
    case 'bs-attack':
      return d.from ?? d.at;
    case 'dodge':
      return d.at;
    case 'move':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'cc-attack':
    case 'comms-attack':
    case 'reset':
    case 'idle':
    case 'discover':
    case 'change-facing':
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'berserk':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'extract':
    case 'pick-up':
    case 'drop':
    case 'hack-console':
      return undefined;
  }
};
