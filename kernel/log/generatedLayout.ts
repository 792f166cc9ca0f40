import type * as t from 'io-ts';
import { canonicalNumberEnd, scanCanonicalUtf8 } from './canonicalUtf8.ts';
import { taggedUnionIndex } from './compiledCheck.ts';

/**
 * Where the canonical text of a parsed event ends in the line's bytes, checked against those
 * bytes: `layout(event, bytes, from, to)` is the end, or -1 whenever the bytes are not exactly
 * what the canonical form of `event` would be (or it can't tell: the caller then checks them
 * without it, {@link isCanonicalUtf8}). Only for a line of ASCII bytes without a backslash, and for
 * `event` just parsed from exactly `bytes[from, to)`.
 */
export type Layout = (event: unknown, bytes: Uint8Array, from: number, to: number) => number;

/**
 * A layout check written out as JavaScript from an event codec, compiled once. The codec gives
 * each object's keys, sorted as the canonical form sorts them: each key is compared with the
 * bytes as constants, in that order, so the keys of the text are exactly those of the event, each
 * once, strictly ascending. Since the text's keys and structure bytes are then the event's own,
 * each value in the text is the value parsed at that place, and a string without an escape in an
 * ASCII line is as long as the parsed string: it is stepped over by its length, not read. Numbers
 * are checked as the bytes check does; any shape the codec does not describe (a custom type, an
 * object where a scalar was expected) is checked by {@link scanCanonicalUtf8}. Every byte is thus
 * accounted for, so an answer other than -1 means the text is canonical; -1 only means "not
 * shown", never "not canonical" (a property test holds it to {@link isCanonicalUtf8}).
 * `undefined` where the runtime refuses to compile code from text.
 */
export const generateLayout = (codec: t.Decoder<unknown, unknown>): Layout | undefined => {
  const source = new LayoutSource();
  const top = isCodec(codec) ? source.value(codec, 0) : 'scalar';
  const body = `"use strict";\n${source.functions.join('\n')}\nreturn function layout(u, b, p, to) { return ${top}(u, b, p, to); };`;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- made from the codec's keys only (see above)
    const make = new Function('scan', 'number', 'scalar', body) as (
      scan: typeof scanCanonicalUtf8,
      number: typeof canonicalNumberEnd,
      scalar: typeof scalarEnd,
    ) => Layout;
    return make(scanCanonicalUtf8, canonicalNumberEnd, scalarEnd);
  } catch {
    return undefined;
  }
};

const QUOTE = 0x22;

/** A value the codec says nothing more about: a scalar by its parsed value, anything else by the bytes check. */
const scalarEnd = (v: unknown, b: Uint8Array, p: number, to: number): number => {
  switch (typeof v) {
    case 'string': {
      const end = p + 1 + v.length;
      return b[p] === QUOTE && b[end] === QUOTE ? end + 1 : -1;
    }
    case 'number':
      return canonicalNumberEnd(b, p, to);
    case 'boolean':
      return v ? (b[p] === 0x74 ? p + 4 : -1) : b[p] === 0x66 ? p + 5 : -1;
    case 'object':
      if (v === null) return b[p] === 0x6e ? p + 4 : -1;
      return scanCanonicalUtf8(b, p, to);
    case 'undefined':
    case 'bigint':
    case 'symbol':
    case 'function':
      return -1;
  }
};

const field = (o: object, key: string): unknown => (o as Readonly<Record<string, unknown>>)[key];
const isCodec = (u: unknown): u is t.Mixed =>
  typeof u === 'object' && u !== null && typeof field(u, 'is') === 'function';
const tagOf = (codec: unknown): unknown =>
  typeof codec === 'object' && codec !== null ? field(codec, '_tag') : undefined;
const children = (codec: object, key: string): readonly t.Mixed[] | undefined => {
  const types = field(codec, key);
  return Array.isArray(types) && types.every(isCodec) ? types : undefined;
};
/** The codec under any `t.readonly`. */
const bare = (codec: t.Mixed): t.Mixed => {
  const inner = field(codec, 'type');
  return tagOf(codec) === 'ReadonlyType' && isCodec(inner) ? bare(inner) : codec;
};

/** An object's keys and their codecs, from `t.type`, `t.partial` and intersections of them; undefined for anything else. */
const propsOf = (codec: t.Mixed, depth: number): ReadonlyMap<string, t.Mixed> | undefined => {
  const c = bare(codec);
  const tag = tagOf(c);
  if (depth > 32) return undefined;
  if (tag === 'InterfaceType' || tag === 'PartialType') {
    const props = field(c, 'props');
    if (typeof props !== 'object' || props === null) return undefined;
    const entries = Object.keys(props).map((k) => [k, field(props, k)] as const);
    return entries.every(([, v]) => isCodec(v)) ? new Map(entries as [string, t.Mixed][]) : undefined;
  }
  if (tag !== 'IntersectionType') return undefined;
  const merged = new Map<string, t.Mixed>();
  for (const member of children(c, 'types') ?? []) {
    const props = propsOf(member, depth + 1);
    if (props === undefined) return undefined;
    // A key two members describe takes the first one's layout (any codec gives a sound one: see above).
    for (const [k, v] of props) if (!merged.has(k)) merged.set(k, v);
  }
  return children(c, 'types') === undefined ? undefined : merged;
};

/** The functions of one generated layout check. */
class LayoutSource {
  readonly functions: string[] = [];

  /** A function `(u, b, p, to) => end`; its name. */
  fn(body: string): string {
    const name = `f${this.functions.length}`;
    this.functions.push(`function ${name}(u, b, p, to) {\n${body}\n}`);
    return name;
  }

  /** The name of a function that steps over one value of this codec. */
  value(codec: t.Mixed, depth: number): string {
    const c = bare(codec);
    const props = depth > 64 ? undefined : propsOf(c, 0);
    if (props !== undefined) return this.object(props, depth);
    switch (tagOf(c)) {
      case 'StringType':
      case 'KeyofType':
        return this.fn(
          `if (typeof u !== "string") return -1;\nconst end = p + 1 + u.length;\nreturn b[p] === ${QUOTE} && b[end] === ${QUOTE} ? end + 1 : -1;`,
        );
      case 'ArrayType':
      case 'ReadonlyArrayType': {
        const inner = field(c, 'type');
        if (!isCodec(inner) || depth > 64) return 'scalar';
        const item = this.value(inner, depth + 1);
        return this.fn(
          `if (!Array.isArray(u) || b[p] !== 0x5b) return -1;\np++;\nfor (let i = 0; i < u.length; i++) {\nif (i > 0) { if (b[p] !== 0x2c) return -1; p++; }\np = ${item}(u[i], b, p, to);\nif (p < 0) return -1;\n}\nreturn b[p] === 0x5d ? p + 1 : -1;`,
        );
      }
      case 'UnionType':
        return this.union(c, depth);
      default:
        return 'scalar';
    }
  }

  /** An object: `{`, then each key the event has, in canonical order, as constant bytes, its value; `}`. */
  private object(props: ReadonlyMap<string, t.Mixed>, depth: number): string {
    const keys = [...props.keys()].sort();
    const lines = keys.map((key) => {
      const bytes = [...Buffer.from(`${JSON.stringify(key)}:`, 'utf8')];
      const same = bytes.map((x, i) => `b[p + ${i}] === ${x}`).join(' && ');
      const value = this.value(props.get(key) as t.Mixed, depth + 1);
      return `v = u[${JSON.stringify(key)}];\nif (v !== undefined) {\nif (n++ > 0) { if (b[p] !== 0x2c) return -1; p++; }\nif (!(${same})) return -1;\np = ${value}(v, b, p + ${bytes.length}, to);\nif (p < 0) return -1;\n}`;
    });
    return this.fn(
      `if (u === null || typeof u !== "object" || Array.isArray(u) || b[p] !== 0x7b) return -1;\np++;\nlet n = 0;\nlet v;\n${lines.join('\n')}\nreturn b[p] === 0x7d ? p + 1 : -1;`,
    );
  }

  /** A tagged union of objects by its tag; any other union by what its value is (null, scalar, array, object). */
  private union(codec: t.Mixed, depth: number): string {
    const types = children(codec, 'types');
    if (types === undefined) return 'scalar';
    const tag = field(codec, 'tag');
    const groups = tag === undefined ? undefined : taggedUnionIndex(types, tag);
    if (typeof tag === 'string' && groups !== undefined && types.every((m) => propsOf(m, 0) !== undefined)) {
      const cases = groups.flatMap((group, i) => {
        const member = this.value(types[i] as t.Mixed, depth + 1);
        return group.map((v) =>
          typeof v === 'string' ? `case ${JSON.stringify(v)}: return ${member}(u, b, p, to);` : '',
        );
      });
      return this.fn(
        `if (u === null || typeof u !== "object") return -1;\nswitch (u[${JSON.stringify(tag)}]) {\n${cases.join('\n')}\ndefault: return scan(b, p, to);\n}`,
      );
    }
    // Untagged: a member for objects and one for arrays, if only one of each; scalars by their value.
    const objects = types.filter((m) => propsOf(m, 0) !== undefined);
    const arrays = types.filter((m) => tagOf(bare(m)) === 'ArrayType' || tagOf(bare(m)) === 'ReadonlyArrayType');
    const object = objects.length === 1 ? this.value(objects[0] as t.Mixed, depth + 1) : 'scalar';
    const array = arrays.length === 1 ? this.value(arrays[0] as t.Mixed, depth + 1) : 'scalar';
    return this.fn(
      `if (u === null || typeof u !== "object") return scalar(u, b, p, to);\nreturn Array.isArray(u) ? ${array}(u, b, p, to) : ${object}(u, b, p, to);`,
    );
  }
}
