import type * as t from 'io-ts';
import { taggedUnionIndex } from './compiledCheck.ts';
import { children, field } from './codecProps.ts';

/** A tagged union of objects as generated code switches on it: its tag, and each member with the tag values that go to it. */
export interface TaggedCases {
  readonly tag: string;
  readonly members: readonly { readonly member: t.Mixed; readonly values: readonly unknown[] }[];
}

/**
 * The cases of a tagged union (`t.union` of objects io-ts indexed by a tag), for the code the
 * writers and the layout check generate: a tag value in two members' groups goes to the first, as
 * io-ts finds it (a later `case` of a switch never wins), and a member left with none is dropped.
 * Undefined for any other union.
 */
export const taggedCases = (codec: object): TaggedCases | undefined => {
  const types = children(codec, 'types');
  const tag = field(codec, 'tag');
  const groups = types === undefined || tag === undefined ? undefined : taggedUnionIndex(types, tag);
  if (types === undefined || typeof tag !== 'string' || groups === undefined) return undefined;
  const seen = new Set<unknown>();
  const members: { member: t.Mixed; values: unknown[] }[] = [];
  groups.forEach((group, i) => {
    const member = types[i];
    if (member === undefined) return;
    const values = group.filter((v) => !seen.has(v));
    for (const v of values) seen.add(v);
    if (values.length > 0) members.push({ member, values });
  });
  return { tag, members };
};
