import type * as t from 'io-ts';
import { preview } from './preview.ts';

/** The one io-ts failure worth showing: which field, what its codec expects, what was there. */
export interface ValidationDetail {
  /** From `base`, e.g. `event.dice[2]`. */
  readonly path: string;
  readonly expected: string;
  readonly found: string;
}

const tagOf = (type: unknown): string | undefined => {
  if (typeof type !== 'object' || type === null || !('_tag' in type)) return undefined;
  return typeof type._tag === 'string' ? type._tag : undefined;
};

/** Wrappers that add no context entry of their own: look through them to the shape underneath. */
const WRAPPERS = new Set(['ReadonlyType', 'RefinementType', 'ExactType', 'RecursiveType']);
const ARRAYS = new Set(['ArrayType', 'ReadonlyArrayType', 'TupleType']);
const MEMBERS = new Set(['UnionType', 'IntersectionType']);

const shapeTag = (type: unknown): string | undefined => {
  let current = type;
  for (let guard = 0; guard < 32; guard++) {
    const tag = tagOf(current);
    if (tag === undefined || !WRAPPERS.has(tag)) return tag;
    current = (current as { readonly type: unknown }).type;
  }
  return undefined;
};

const fieldName = (key: string): string => (/^[A-Za-z_$][\w$-]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

const MAX_NAME = 80;
const nameOf = (type: t.Decoder<unknown, unknown>): string =>
  type.name.length > MAX_NAME ? `${type.name.slice(0, MAX_NAME - 1)}…` : type.name;

interface Located {
  readonly path: string;
  readonly entry: t.ContextEntry;
}

/**
 * Where an error's context points: the path (union and intersection member indexes are not
 * fields, so they are skipped) and the entry to report. An error that failed right at a union
 * member (every member refused the value) is reported at the union, with the union's name;
 * an error deeper inside one member (the member fit better) is reported where it is.
 */
const locate = (
  error: t.ValidationError,
  base: string,
  memberFailures: ReadonlyMap<t.ContextEntry, number>,
): Located => {
  const ctx = error.context;
  let path = base;
  for (let i = 1; i < ctx.length; i++) {
    const parent = ctx[i - 1] as t.ContextEntry;
    const entry = ctx[i] as t.ContextEntry;
    const parentTag = shapeTag(parent.type);
    if (parentTag !== undefined && MEMBERS.has(parentTag)) {
      if (parentTag === 'UnionType' && i === ctx.length - 1 && (memberFailures.get(parent) ?? 0) > 1) {
        return { path, entry: parent };
      }
      continue;
    }
    path += parentTag !== undefined && ARRAYS.has(parentTag) ? `[${entry.key}]` : fieldName(entry.key);
  }
  return { path, entry: ctx[ctx.length - 1] as t.ContextEntry };
};

/** Picks the most useful of io-ts's errors (the deepest) and describes it. */
export const validationDetail = (errors: t.Errors, base: string): ValidationDetail => {
  // How many errors end right at a member of each union (a union whose members all failed at the top).
  const memberFailures = new Map<t.ContextEntry, number>();
  for (const e of errors) {
    const parent = e.context[e.context.length - 2];
    if (parent !== undefined && shapeTag(parent.type) === 'UnionType')
      memberFailures.set(parent, (memberFailures.get(parent) ?? 0) + 1);
  }
  let best: Located | undefined;
  let bestDepth = -1;
  for (const e of errors) {
    const located = locate(e, base, memberFailures);
    const depth = e.context.length;
    if (depth > bestDepth) {
      best = located;
      bestDepth = depth;
    }
  }
  if (best === undefined) return { path: base, expected: 'a valid value', found: 'something else' };
  return { path: best.path, expected: nameOf(best.entry.type), found: preview(best.entry.actual) };
};
