import type { Field, Shape } from '../rules/events/codecs/index.ts';

/*
 * What checkShape.ts and fitsShape.ts work out once per shape, not for every value of a game's
 * file: an object's field names; and how a union reads a value — which members its kind of JSON
 * value fits, the field that tags them, and the fields only one member has.
 */

export type Obj = Readonly<Record<string, unknown>>;
/** A plain map (YAML's !!binary and the like read as other objects: they are no map of the format). */
export const isObj = (v: unknown): v is Obj => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** An object's field names, in order and as a set, worked out once per object shape. */
const fieldNames = new WeakMap<
  readonly Field[],
  { readonly names: readonly string[]; readonly known: ReadonlySet<string> }
>();
export const namesOf = (
  fields: readonly Field[],
): { readonly names: readonly string[]; readonly known: ReadonlySet<string> } => {
  let found = fieldNames.get(fields);
  if (found === undefined) {
    const names = fields.map((f) => f.name);
    found = { names, known: new Set(names) };
    fieldNames.set(fields, found);
  }
  return found;
};
export type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'any';

/** The kinds of JSON value a shape can take. */
const kindsOfShape = (s: Shape): readonly Kind[] => {
  switch (s.kind) {
    case 'string':
    case 'enum':
      return ['string'];
    case 'number':
      return ['number'];
    case 'boolean':
      return ['boolean'];
    case 'null':
      return ['null'];
    case 'literal':
      return [typeof s.value === 'string' ? 'string' : typeof s.value === 'number' ? 'number' : 'boolean'];
    case 'array':
    case 'tuple':
      return ['array'];
    case 'record':
    case 'object':
      return ['object'];
    case 'union':
      return s.of.flatMap(kindsOf);
    case 'custom':
    case 'unknown':
      return ['any'];
  }
};

/** Each shape's kinds, worked out once (a game's file walks the same shapes thousands of times). */
const kinds = new WeakMap<Shape, readonly Kind[]>();
const kindsOf = (s: Shape): readonly Kind[] => {
  let k = kinds.get(s);
  if (k === undefined) {
    k = kindsOfShape(s);
    kinds.set(s, k);
  }
  return k;
};

export const kindOf = (v: unknown): Kind | 'other' =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'string'
        ? 'string'
        : typeof v === 'number'
          ? 'number'
          : typeof v === 'boolean'
            ? 'boolean'
            : isObj(v)
              ? 'object'
              : 'other';

const fits = (v: unknown, s: Shape): boolean => {
  const k = kindsOf(s);
  const own = kindOf(v);
  return k.includes('any') || (own !== 'other' && k.includes(own));
};

/** The literal a union member's field holds, if that field is a literal. */
export const literalField = (s: Shape, name: string): string | number | boolean | undefined => {
  if (s.kind !== 'object') return undefined;
  const f = s.fields.find((x) => x.name === name);
  return f?.shape.kind === 'literal' ? f.shape.value : undefined;
};

/** The field every object member of a union tags itself with (`skill`, `fact`), if there is one. */
const tagOf = (members: readonly Shape[]): string | undefined => {
  const first = members[0];
  if (first === undefined || first.kind !== 'object' || members.length < 2) return undefined;
  return first.fields.map((f) => f.name).find((name) => members.every((m) => literalField(m, name) !== undefined));
};

/** The required fields of a member that no other member has: what marks the value as that member. */
const ownFields = (member: Shape, others: readonly Shape[]): readonly string[] => {
  if (member.kind !== 'object') return [];
  const elsewhere = new Set(others.flatMap((o) => (o.kind === 'object' ? o.fields.map((f) => f.name) : [])));
  return member.fields.filter((f) => !f.optional && !elsewhere.has(f.name)).map((f) => f.name);
};

export type UnionShape = Extract<Shape, { kind: 'union' }>;

/** How a union reads a value of one kind: the members that kind fits, their tag, and each one's own fields. */
export interface UnionPlan {
  readonly fitting: readonly Shape[];
  readonly tag: string | undefined;
  readonly own: readonly (readonly string[])[];
}

/** Each union's plan per kind of value (the members a value fits depend on its kind only), made once. */
const plans = new WeakMap<UnionShape, Map<Kind | 'other', UnionPlan>>();
export const unionPlan = (s: UnionShape, v: unknown): UnionPlan => {
  const kind = kindOf(v);
  let byKind = plans.get(s);
  if (byKind === undefined) {
    byKind = new Map();
    plans.set(s, byKind);
  }
  let plan = byKind.get(kind);
  if (plan === undefined) {
    const fitting = s.of.filter((m) => fits(v, m));
    const own = fitting.map((m) =>
      ownFields(
        m,
        fitting.filter((o) => o !== m),
      ),
    );
    plan = { fitting, tag: tagOf(fitting), own };
    byKind.set(kind, plan);
  }
  return plan;
};
