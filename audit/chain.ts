/**
 * A list grown at its end without copying (a fold that appends item by item stays linear and
 * pure): each link holds the last item and the links before it.
 */
export interface Chain<T> {
  readonly last: T;
  readonly before: Chain<T> | null;
}

/** The chain with `item` after `chain`'s items. */
export const chained = <T>(chain: Chain<T> | null, item: T): Chain<T> => ({ last: item, before: chain });

/** A chain's items, first to last. */
export const chainItems = <T>(chain: Chain<T> | null): T[] => {
  const items: T[] = [];
  for (let c = chain; c !== null; c = c.before) items.push(c.last);
  return items.reverse();
};
