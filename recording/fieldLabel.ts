import type { PathSegment } from './sourceMap.ts';

/**
 * A field as a message names it: its own key and the key of the part it belongs to, with the
 * indexes between (`attributes.BS`, `dice.senku[0]`, `orders`, `weapons[0]`).
 */
export const fieldLabel = (path: readonly PathSegment[]): string => {
  const kept: PathSegment[] = [];
  let keys = 0;
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const seg = path[i];
    if (seg === undefined) break;
    if (typeof seg === 'number' && keys > 0) break;
    kept.unshift(seg);
    if (typeof seg === 'string') keys += 1;
    if (keys === 2) break;
  }
  if (kept.length === 0) return 'the file';
  return kept.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
};
