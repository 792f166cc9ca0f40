import type * as t from 'io-ts';
import { shapeOf } from '../rules/events/codecs/index.ts';
import type { ShapeIssue } from './checkScalar.ts';
import { fieldLabel } from './fieldLabel.ts';
import type { PathSegment } from './sourceMap.ts';
import { found, expected } from './typeWords.ts';

const ARRAYS = new Set(['ArrayType', 'ReadonlyArrayType', 'TupleType']);
const MEMBERS = new Set(['UnionType', 'IntersectionType']);

interface Tagged {
  readonly _tag?: string;
  readonly type?: unknown;
}

/** A codec's tag under the wrappers that validate through the codec they wrap (readonly, exact, refinement). */
const realTag = (codec: unknown): string => {
  const c = codec as Tagged | undefined;
  const tag = c?._tag ?? '';
  return tag === 'ReadonlyType' || tag === 'ExactType' || tag === 'RefinementType' ? realTag(c?.type) : tag;
};

/** The data path of an io-ts failure: keys under objects, arrays and records (not union or intersection members). */
const dataPath = (context: t.Context): PathSegment[] => {
  const path: PathSegment[] = [];
  for (let i = 1; i < context.length; i += 1) {
    const parent = realTag(context[i - 1]?.type);
    const entry = context[i];
    if (entry === undefined || MEMBERS.has(parent)) continue;
    path.push(ARRAYS.has(parent) ? Number(entry.key) : entry.key);
  }
  return path;
};

/**
 * An io-ts failure as a located issue in the players' words: the deepest failing field wins.
 * The strict reader (checkShape) refuses first whatever it can see in a codec's shape; this
 * words what only the codec itself knows (a refinement the shape does not show).
 */
export const decodeFailure = (errors: t.Errors): ShapeIssue => {
  const ranked = [...errors]
    .map((e) => ({ e, path: dataPath(e.context) }))
    .sort((a, b) => b.path.length - a.path.length);
  const top = ranked[0];
  if (top === undefined) return { path: [], message: 'the file is not a recorded game', rule: 'recorded-game/type' };
  const leaf = top.e.context[top.e.context.length - 1];
  const field = [...top.path].reverse().find((p): p is string => typeof p === 'string');
  const words = leaf === undefined ? 'a valid value' : expected(shapeOf(leaf.type), field);
  return {
    path: top.path,
    message: `${fieldLabel(top.path)} must be ${words}, not ${found(top.e.value)}`,
    rule: 'recorded-game/type',
  };
};
