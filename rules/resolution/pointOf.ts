import { declaredPoint } from '../orders/routePoints.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';

/**
 * The point of the activated trooper's route whose facts `trooper`'s own rolls read: the firing
 * point of the active trooper's BS Attack, or the point a reacting trooper's ARO reacts at. The
 * two are independent (movementCitations: `*\/aro/route-point`). Undefined: the plain facts.
 */
export const pointOf = (d: OrderDeclarations, trooper: string): string | undefined => {
  if (trooper === d.active) {
    // No array built: this runs for every attack roll planned.
    if (d.first?.skill === 'bs-attack' && d.first.from !== undefined) return d.first.from;
    return d.second?.skill === 'bs-attack' ? d.second.from : undefined;
  }
  const aro = d.aros.find((a) => a.trooper === trooper);
  return aro === undefined ? undefined : declaredPoint(aro.declaration);
};
