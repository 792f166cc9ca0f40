import type * as t from 'io-ts';
import { bare, children, tagOf } from './codecProps.ts';

/**
 * The member of a union of one codec and `null` (`t.union([X, t.null])`, in either order): what
 * the writers and the layout check generate for it is "`null`, or an X", instead of leaving the
 * whole value to the generic code. Undefined for any other union. A value that is null is `null`
 * in the canonical form whichever member takes it, and any other value is taken by X or by none.
 */
export const nullableMember = (codec: object): t.Mixed | undefined => {
  const types = children(codec, 'types');
  if (types === undefined || types.length !== 2) return undefined;
  const [a, b] = types;
  if (a === undefined || b === undefined) return undefined;
  const isNull = (m: t.Mixed): boolean => tagOf(bare(m)) === 'NullType';
  if (isNull(b) && !isNull(a)) return a;
  if (isNull(a) && !isNull(b)) return b;
  return undefined;
};
