/**
 * io-ts codecs read as data (their `_tag`, `props`, `types`…), so the docs (the JSON Schema,
 * docs/events.md) and the strict reader of recorded games walk the very codecs that decode the
 * log and the recorded-game files, and never drift from them.
 */
export type Shape =
  | { readonly kind: 'string' | 'number' | 'boolean' | 'null' | 'unknown' }
  | { readonly kind: 'literal'; readonly value: string | number | boolean }
  | { readonly kind: 'enum'; readonly name: string; readonly values: readonly string[] }
  /** A custom io-ts type (a refinement written by hand), known by its name; `accepts` is its own check. */
  | { readonly kind: 'custom'; readonly name: string; readonly accepts: (value: unknown) => boolean }
  | { readonly kind: 'array'; readonly of: Shape }
  | { readonly kind: 'tuple'; readonly of: readonly Shape[] }
  | { readonly kind: 'record'; readonly of: Shape }
  | { readonly kind: 'object'; readonly name: string; readonly fields: readonly Field[] }
  | { readonly kind: 'union'; readonly name: string; readonly of: readonly Shape[] };

export interface Field {
  readonly name: string;
  readonly optional: boolean;
  readonly shape: Shape;
}

const get = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null ? (o as Readonly<Record<string, unknown>>)[key] : undefined;
const tagOf = (codec: unknown): string | undefined => {
  const t = get(codec, '_tag');
  return typeof t === 'string' ? t : undefined;
};
const nameOf = (codec: unknown): string => {
  const n = get(codec, 'name');
  return typeof n === 'string' ? n : '?';
};

/** A name given by hand (`t.type({…}, 'Roller')`), not one io-ts spelled out from the structure. */
export const isGivenName = (name: string): boolean => /^[A-Z][A-Za-z]*$/.test(name);

const fieldsOf = (codec: unknown, optional: boolean): Field[] => {
  const tag = tagOf(codec);
  if (tag === undefined) return [];
  switch (tag) {
    case 'ReadonlyType':
    case 'ExactType':
      return fieldsOf(get(codec, 'type'), optional);
    case 'InterfaceType':
    case 'PartialType': {
      const props = get(codec, 'props') as Readonly<Record<string, unknown>>;
      const opt = optional || tag === 'PartialType';
      return Object.entries(props).map(([name, c]) => ({ name, optional: opt, shape: shapeOf(c) }));
    }
    case 'IntersectionType':
      return (get(codec, 'types') as readonly unknown[]).flatMap((c) => fieldsOf(c, optional));
    default:
      return [];
  }
};

const isObjectLike = (codec: unknown): boolean => {
  const tag = tagOf(codec);
  if (tag === 'ReadonlyType' || tag === 'ExactType') return isObjectLike(get(codec, 'type'));
  return (
    tag === 'InterfaceType' ||
    tag === 'PartialType' ||
    (tag === 'IntersectionType' && (get(codec, 'types') as readonly unknown[]).every(isObjectLike))
  );
};

/** A custom type's own check (io-ts `is`). */
const acceptsOf = (codec: unknown): ((value: unknown) => boolean) => {
  const is = get(codec, 'is');
  if (typeof is !== 'function') throw new Error(`codecShape: ${nameOf(codec)} has no is()`);
  return (value) => (is as (u: unknown) => boolean).call(codec, value);
};

/** The shape of a codec. */
export const shapeOf = (codec: unknown): Shape => {
  const name = nameOf(codec);
  if (isObjectLike(codec)) return { kind: 'object', name, fields: fieldsOf(codec, false) };
  switch (tagOf(codec)) {
    case 'StringType':
      return { kind: 'string' };
    case 'NumberType':
      return { kind: 'number' };
    case 'BooleanType':
      return { kind: 'boolean' };
    case 'NullType':
      return { kind: 'null' };
    case 'LiteralType':
      return { kind: 'literal', value: get(codec, 'value') as string | number | boolean };
    case 'KeyofType':
      return { kind: 'enum', name, values: Object.keys(get(codec, 'keys') as object) };
    case 'ReadonlyType':
    case 'ExactType':
    case 'RefinementType':
      return shapeOf(get(codec, 'type'));
    case 'ReadonlyArrayType':
    case 'ArrayType':
      return { kind: 'array', of: shapeOf(get(codec, 'type')) };
    case 'TupleType':
      return { kind: 'tuple', of: (get(codec, 'types') as readonly unknown[]).map(shapeOf) };
    case 'DictionaryType':
      return { kind: 'record', of: shapeOf(get(codec, 'codomain')) };
    case 'UnionType':
      return { kind: 'union', name, of: (get(codec, 'types') as readonly unknown[]).map(shapeOf) };
    case 'UnknownType':
      return { kind: 'unknown' };
    case undefined:
      return { kind: 'custom', name, accepts: acceptsOf(codec) };
    default:
      throw new Error(
        `codecShape: no reading of io-ts ${tagOf(codec) ?? '?'} (${name}); teach rules/events/codecs/codecShape.ts`,
      );
  }
};
