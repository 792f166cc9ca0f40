import { editDistance, nearestNames } from '../kernel/log/editDistance.ts';

/** How many valid ids a message lists before it says how many more there are. */
const LISTED = 24;

/**
 * ` (did you mean X?)` when one known name, and only one, is the closest plausible typo of
 * `name` (n6 is as close to n3 as to n4 and n5: no guess), else ''.
 */
export const didYouMean = (name: string, known: readonly string[]): string => {
  const [near, next] = nearestNames(name, known, 2);
  if (near === undefined || near === name) return '';
  const distance = (k: string): number => editDistance(name.toLowerCase(), k.toLowerCase());
  return next !== undefined && distance(next) === distance(near) ? '' : ` (did you mean ${near}?)`;
};

/** The valid names, for a message: all of them, or the first ones and how many more. */
export const listNames = (known: readonly string[]): string => {
  if (known.length === 0) return 'none';
  const shown = known.slice(0, LISTED).join(', ');
  return known.length > LISTED ? `${shown} and ${known.length - LISTED} more` : shown;
};

/** `there is no trooper fenec (did you mean fennec?); the troopers are fennec, senku`. */
export const unknownName = (what: string, whats: string, name: string, known: readonly string[]): string =>
  `there is no ${what} ${name}${didYouMean(name, known)}; the ${whats} are ${listNames(known)}`;
