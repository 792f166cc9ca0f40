/**
 * What became of one die, so a judge can read every die of a ruling.
 * `by` / `with` name the enemy dice (their ids) that decided it.
 */
export type DieFate =
  | { readonly kind: 'failed' }
  | { readonly kind: 'hit' }
  | { readonly kind: 'critical-hit' }
  | { readonly kind: 'cancelled'; readonly by: readonly string[] }
  | { readonly kind: 'tie'; readonly with: readonly string[] }
  | { readonly kind: 'critical-cancelled'; readonly by: readonly string[] };

export type DieFateKind = DieFate['kind'];

export const isSurvivingFate = (fate: DieFate): boolean => fate.kind === 'hit' || fate.kind === 'critical-hit';

export const describeFate = (fate: DieFate): string => {
  switch (fate.kind) {
    case 'failed':
      return 'failed';
    case 'hit':
      return 'success';
    case 'critical-hit':
      return 'critical';
    case 'cancelled':
      return `cancelled by ${fate.by.join(', ')}`;
    case 'tie':
      return `tie with ${fate.with.join(', ')}`;
    case 'critical-cancelled':
      return `critical cancelled by ${fate.by.join(', ')}`;
  }
};
