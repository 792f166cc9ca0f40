import type * as t from 'io-ts';

/**
 * How the checks and writers made from a codec (compiled and generated checks, the layout check,
 * the canonical writer) read io-ts's codec objects: their fields, tags, members, and the keys of an
 * object's codec.
 */

export const field = (o: object, key: string): unknown => (o as Readonly<Record<string, unknown>>)[key];

/** Anything with an `is`: io-ts's own shapes (with a `_tag`) and custom types (without). */
export const isCodec = (u: unknown): u is t.Mixed =>
  typeof u === 'object' && u !== null && typeof field(u, 'is') === 'function';

export const tagOf = (codec: unknown): unknown =>
  typeof codec === 'object' && codec !== null ? field(codec, '_tag') : undefined;

/** A codec's member codecs under `key` (`types` of a union or intersection); undefined if any is not a codec. */
export const children = (codec: object, key: string): readonly t.Mixed[] | undefined => {
  const types = field(codec, key);
  return Array.isArray(types) && types.every(isCodec) ? types : undefined;
};

/** The codec under any `t.readonly`. */
export const bare = (codec: t.Mixed): t.Mixed => {
  const inner = field(codec, 'type');
  return tagOf(codec) === 'ReadonlyType' && isCodec(inner) ? bare(inner) : codec;
};

/** A key of an object's codec: its value's codec, and whether `t.type` requires it (`t.partial` does not). */
export interface CodecProp {
  readonly codec: t.Mixed;
  readonly required: boolean;
}

/**
 * An object's keys, from `t.type`, `t.partial` and intersections of them (each key in one member
 * only); undefined for anything else (the generated code then hands the value to its generic
 * check or writer), and for a `__proto__` key (which a property read would not find as the
 * object's own).
 */
export const codecProps = (codec: t.Mixed, depth = 0): ReadonlyMap<string, CodecProp> | undefined => {
  const c = bare(codec);
  const tag = tagOf(c);
  if (depth > 32) return undefined;
  if (tag === 'InterfaceType' || tag === 'PartialType') {
    const props = field(c, 'props');
    if (typeof props !== 'object' || props === null) return undefined;
    const out = new Map<string, CodecProp>();
    for (const k of Object.keys(props)) {
      const v = field(props, k);
      if (k === '__proto__' || !isCodec(v)) return undefined;
      out.set(k, { codec: v, required: tag === 'InterfaceType' });
    }
    return out;
  }
  const members = tag === 'IntersectionType' ? children(c, 'types') : undefined;
  if (members === undefined) return undefined;
  const merged = new Map<string, CodecProp>();
  for (const member of members) {
    const props = codecProps(member, depth + 1);
    if (props === undefined) return undefined;
    for (const [k, v] of props) {
      if (merged.has(k)) return undefined;
      merged.set(k, v);
    }
  }
  return merged;
};

/** A key of an object's codec in canonical order, and whether a key is surely written before it ('some'), surely not ('none'), or perhaps ('maybe'). */
export interface OrderedProp extends CodecProp {
  readonly key: string;
  readonly before: 'none' | 'some' | 'maybe';
}

/**
 * An object codec's keys sorted as the canonical form writes them, for the writers' generated code:
 * where a comma goes before a key is then known when the code is made, but after an optional key.
 */
export const orderedProps = (props: ReadonlyMap<string, CodecProp>): readonly OrderedProp[] => {
  let before: OrderedProp['before'] = 'none';
  return [...props.keys()].sort().flatMap((key) => {
    const prop = props.get(key);
    if (prop === undefined) return [];
    const ordered = { ...prop, key, before };
    before = prop.required ? 'some' : before === 'none' ? 'maybe' : before;
    return [ordered];
  });
};
