import { START_POINT } from '../table/tableFact.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

export { START_POINT };

/** The named points of the routes of the Moves declared so far in an Order, in order (`start` not included). */
export const routePoints = (declared: readonly (SkillDeclaration | null)[]): readonly string[] => {
  const points: string[] = [];
  for (const d of declared)
    if ((d?.skill === 'move' || d?.skill === 'berserk') && d.route !== undefined)
      for (const leg of d.route) points.push(leg.point);
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
      return undefined;
  }
};
