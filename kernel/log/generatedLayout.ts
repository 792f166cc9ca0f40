import type * as t from 'io-ts';
import { canonicalNumberEnd, scanCanonicalUtf8 } from './canonicalUtf8.ts';
import { taggedCases } from './taggedCases.ts';
import { nullableMember } from './nullableMember.ts';
import { fastCheck } from './generatedCheck.ts';
import { bare, codecProps as propsOf, field, isCodec, tagOf, type CodecProp as Prop } from './codecProps.ts';

/**
 * An event checked and its text shown canonical in one walk: `layout(event, bytes, from, to)` is
 * where the event's text ends in the line's bytes when `event` is of the codec (as io-ts's `is`
 * says) and the bytes are exactly its canonical form; -1 otherwise, or when it can't tell (the
 * caller then asks the codec's check and {@link isCanonicalUtf8} apart, which decide). Only for
 * bytes without a backslash, valid UTF-8, and for `event` just parsed from `bytes[from, to)`.
 */
export type Layout = (event: unknown, bytes: Uint8Array, from: number, to: number) => number;

/**
 * A layout check written out as JavaScript from an event codec, compiled once. The codec gives
 * each object's keys, sorted as the canonical form sorts them: each key is compared with the
 * bytes as constants, in that order, so the keys of the text are exactly those of the event, each
 * once, strictly ascending. Since the text's keys and structure bytes are then the event's own,
 * each value in the text is the value parsed at that place; without escapes, every quote byte
 * delimits a string, so a string is the parsed string's UTF-8 (its length in characters when its
 * closing quote is there, all ASCII): it is stepped over by its length, not read. Numbers
 * are checked as the bytes check does; a value the codec says nothing more of (`t.unknown`) is
 * checked by {@link scanCanonicalUtf8}. Every byte is thus accounted for. Each value is tested as
 * generatedCheck.ts's `generateCheck` tests it (the same tests; objects with keys beyond their codec's are left
 * to the separate checks), and shapes the layout does not walk (custom types, untagged unions,
 * keys in two members of an intersection) by the codec's own generated check. So an answer other
 * than -1 means the event is of the codec and its text canonical; -1 only means "not shown"
 * (property tests hold it to io-ts's `is` and to {@link isCanonicalUtf8}).
 * `undefined` where the runtime refuses to compile code from text.
 */
export const generateLayout = (codec: t.Decoder<unknown, unknown>): Layout | undefined => {
  try {
    const source = new LayoutSource();
    const top = isCodec(codec) ? source.value(codec, 0) : 'scalar';
    const externals = source.externals.map((_, i) => `const x${i} = x[${i}];`).join('\n');
    const body = `"use strict";\n${externals}\n${source.functions.join('\n')}\nreturn function layout(u, b, p, to) { return ${top}(u, b, p, to); };`;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- made from the codec's structure only (see above)
    const make = new Function('x', 'scan', 'number', 'scalar', 'string', body) as (
      x: readonly unknown[],
      scan: typeof scanCanonicalUtf8,
      number: typeof canonicalNumberEnd,
      scalar: typeof scalarEnd,
      string: typeof stringEnd,
    ) => Layout;
    return make(source.externals, scanCanonicalUtf8, canonicalNumberEnd, scalarEnd, stringEnd);
  } catch {
    return undefined;
  }
};

const QUOTE = 0x22;

/**
 * Where the string `v`, at `p` as the value parsed there, ends: after its closing quote, as many
 * bytes on as its characters when they are all ASCII, else as its UTF-8 (quotes delimit strings in
 * bytes without escapes, so the first place that holds one is the end); -1 if it is not there.
 */
const stringEnd = (v: string, b: Uint8Array, p: number): number => {
  if (b[p] !== QUOTE) return -1;
  const end = p + 1 + v.length;
  if (b[end] === QUOTE) return end + 1;
  const wide = p + 1 + Buffer.byteLength(v, 'utf8');
  return wide !== end && b[wide] === QUOTE ? wide + 1 : -1;
};

/** A value the codec says nothing more about: a scalar by its parsed value, anything else by the bytes check. */
const scalarEnd = (v: unknown, b: Uint8Array, p: number, to: number): number => {
  switch (typeof v) {
    case 'string':
      return stringEnd(v, b, p);
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

/** The functions and passed-in values of one generated layout check. */
class LayoutSource {
  readonly functions: string[] = [];
  readonly externals: unknown[] = [];

  /** A function `(u, b, p, to) => end`; its name. */
  fn(body: string): string {
    const name = `f${this.functions.length}`;
    this.functions.push(`function ${name}(u, b, p, to) {\n${body}\n}`);
    return name;
  }

  external(v: unknown): string {
    this.externals.push(v);
    return `x${this.externals.length - 1}`;
  }

  /** A JavaScript literal for a string, a passed-in value for anything else. */
  literal(v: unknown): string {
    return typeof v === 'string' ? JSON.stringify(v) : this.external(v);
  }

  /** A value checked by the codec's own check (generated, as the quick reader's), stepped over as a scalar or by the bytes check. */
  private opaque(codec: t.Mixed): string {
    const check = this.external(fastCheck(codec));
    return this.fn(`return ${check}(u) ? scalar(u, b, p, to) : -1;`);
  }

  /** A scalar tested by `test` (an expression of `u`), then stepped over. */
  private scalar(test: string, step: string): string {
    return this.fn(`if (!(${test})) return -1;\n${step}`);
  }

  /** The name of a function that checks one value of this codec and steps over it. */
  value(codec: t.Mixed, depth: number): string {
    const c = bare(codec);
    if (depth > 64) return this.opaque(c);
    const props = propsOf(c, 0);
    if (props !== undefined) return this.object(props, depth);
    const string = `const end = p + 1 + u.length;\nreturn b[p] === ${QUOTE} && b[end] === ${QUOTE} ? end + 1 : string(u, b, p);`;
    switch (tagOf(c)) {
      case 'StringType':
        return this.scalar('typeof u === "string"', string);
      case 'NumberType':
        return this.scalar('typeof u === "number"', 'return number(b, p, to);');
      case 'BooleanType':
        return this.scalar('typeof u === "boolean"', 'return scalar(u, b, p, to);');
      case 'NullType':
        return this.scalar('u === null', 'return scalar(u, b, p, to);');
      case 'LiteralType': {
        const value = field(c, 'value');
        return this.scalar(
          `u === ${this.literal(value)}`,
          typeof value === 'string' ? string : 'return scalar(u, b, p, to);',
        );
      }
      case 'KeyofType': {
        const keys = field(c, 'keys');
        if (typeof keys !== 'object' || keys === null) return this.opaque(c);
        return this.scalar(`typeof u === "string" && Object.hasOwn(${this.external(keys)}, u)`, string);
      }
      case 'UnknownType':
        return 'scalar';
      case 'ArrayType':
      case 'ReadonlyArrayType': {
        const inner = field(c, 'type');
        if (!isCodec(inner)) return this.opaque(c);
        const item = this.value(inner, depth + 1);
        return this.fn(
          `if (!Array.isArray(u) || b[p] !== 0x5b) return -1;\np++;\nfor (let i = 0; i < u.length; i++) {\nif (i > 0) { if (b[p] !== 0x2c) return -1; p++; }\np = ${item}(u[i], b, p, to);\nif (p < 0) return -1;\n}\nreturn b[p] === 0x5d ? p + 1 : -1;`,
        );
      }
      case 'UnionType':
        return this.union(c, depth);
      default:
        return this.opaque(c);
    }
  }

  /**
   * An object: `{`, then each key the event has, in canonical order, as constant bytes, and its
   * value; `}`. A key `t.type` requires must be there (io-ts's test for a key its codec lets be
   * undefined, which JSON cannot give, is left to the codec's own check).
   */
  private object(props: ReadonlyMap<string, Prop>, depth: number): string {
    const keys = [...props.keys()].sort();
    const lines = keys.map((key) => {
      const { codec, required } = props.get(key) as Prop;
      const bytes = [...Buffer.from(`${JSON.stringify(key)}:`, 'utf8')];
      const same = bytes.map((x, i) => `b[p + ${i}] === ${x}`).join(' && ');
      const value = this.value(codec, depth + 1);
      return `v = u[${JSON.stringify(key)}];\nif (v !== undefined) {\nif (n++ > 0) { if (b[p] !== 0x2c) return -1; p++; }\nif (!(${same})) return -1;\np = ${value}(v, b, p + ${bytes.length}, to);\nif (p < 0) return -1;\n}${required ? ' else return -1;' : ''}`;
    });
    return this.fn(
      `if (u === null || typeof u !== "object" || Array.isArray(u) || b[p] !== 0x7b) return -1;\np++;\nlet n = 0;\nlet v;\n${lines.join('\n')}\nreturn b[p] === 0x7d ? p + 1 : -1;`,
    );
  }

  /** A tagged union of objects: the member its tag names (the first group to hold the value, as io-ts finds it); `null` or one codec ({@link nullableMember}). Any other union: its own check. */
  private union(codec: t.Mixed, depth: number): string {
    const member = nullableMember(codec);
    if (member !== undefined)
      return this.fn(
        `if (u === null) return scalar(u, b, p, to);\nreturn ${this.value(member, depth + 1)}(u, b, p, to);`,
      );
    const cases = taggedCases(codec);
    if (cases === undefined) return this.opaque(codec);
    const lines = cases.members.flatMap(({ member, values }) => {
      const check = this.value(member, depth + 1);
      return values.map((v) => `case ${this.literal(v)}: return ${check}(u, b, p, to);`);
    });
    return this.fn(
      `if (u === null || typeof u !== "object" || Array.isArray(u)) return -1;\nswitch (u[${JSON.stringify(cases.tag)}]) {\n${lines.join('\n')}\ndefault: return -1;\n}`,
    );
  }
}
