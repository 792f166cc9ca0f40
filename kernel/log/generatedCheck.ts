import type * as t from 'io-ts';
import { compileCheck, taggedUnionIndex, type Check } from './compiledCheck.ts';
import { children, field, isCodec } from './codecProps.ts';

/**
 * The same check as {@link compileCheck}, written out as JavaScript source and compiled by the
 * engine once per codec: each field is read by its own name at its own place in the code, so the
 * engine's inline caches see one object shape per place instead of every shape at one place (a
 * keyed read through a closure), which makes checking an event several times faster. The code is
 * made only from the codec's structure — its keys and tag values as JSON string literals, every
 * other value (literals that are not strings, keyof tables, codecs it does not know) passed in,
 * never written into the source — and mirrors {@link compileCheck} test for test, so it answers
 * exactly as io-ts's `is` (a property test holds all three to the same answers).
 * `undefined` when the runtime refuses to compile code from text (Node's
 * `--disallow-code-generation-from-strings`): the caller then uses {@link compileCheck}.
 */
export const generateCheck = (codec: t.Decoder<unknown, unknown>): Check | undefined => {
  const source = new CheckSource();
  const top = source.test(codec, 'u', 0);
  const externals = source.externals.map((_, i) => `const x${i} = x[${i}];`).join('\n');
  const body = `"use strict";\n${externals}\n${source.functions.join('\n')}\nreturn function check(u) { return ${top}; };`;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- made from the codec's structure only (see above)
    const make = new Function('x', body) as (x: readonly unknown[]) => Check;
    return make(source.externals);
  } catch {
    return undefined;
  }
};

/** The fastest check of a codec the runtime allows: {@link generateCheck}, else {@link compileCheck}. */
export const fastCheck = (codec: t.Decoder<unknown, unknown>): Check => generateCheck(codec) ?? compileCheck(codec);

const IS_RECORD = (v: string): string => `(${v} !== null && typeof ${v} === "object" && !Array.isArray(${v}))`;
/** Shapes whose test refuses `undefined`: a missing key needs no `hasOwn` test of its own. */
const REFUSE_UNDEFINED = new Set(['StringType', 'NumberType', 'BooleanType', 'NullType', 'LiteralType', 'KeyofType']);

/** The functions and passed-in values of one generated check. */
class CheckSource {
  readonly functions: string[] = [];
  readonly externals: unknown[] = [];

  /** A JavaScript literal for a string, a passed-in value for anything else. */
  value(v: unknown): string {
    return typeof v === 'string' ? JSON.stringify(v) : this.external(v);
  }

  external(v: unknown): string {
    this.externals.push(v);
    return `x${this.externals.length - 1}`;
  }

  /** A function of `u` with this body; its name. */
  fn(body: string): string {
    const name = `f${this.functions.length}`;
    this.functions.push(`function ${name}(u) {\n${body}\n}`);
    return name;
  }

  /** The codec's own `is`, for shapes not generated. */
  own(codec: t.Decoder<unknown, unknown>, v: string): string {
    return `${this.external(codec)}.is(${v})`;
  }

  /** An expression that is the check of the value in variable `v` (as {@link compileCheck}'s `compile`). */
  test(codec: t.Decoder<unknown, unknown>, v: string, depth: number): string {
    const tag = field(codec, '_tag');
    if (depth > 64 || typeof tag !== 'string') return this.own(codec, v);
    const inner = field(codec, 'type');
    switch (tag) {
      case 'StringType':
        return `typeof ${v} === "string"`;
      case 'NumberType':
        return `typeof ${v} === "number"`;
      case 'BooleanType':
        return `typeof ${v} === "boolean"`;
      case 'NullType':
        return `${v} === null`;
      case 'UnknownType':
        return 'true';
      case 'LiteralType':
        return `${v} === ${this.value(field(codec, 'value'))}`;
      case 'KeyofType': {
        const keys = field(codec, 'keys');
        return typeof keys === 'object' && keys !== null
          ? `(typeof ${v} === "string" && Object.hasOwn(${this.external(keys)}, ${v}))`
          : this.own(codec, v);
      }
      case 'ReadonlyType':
        return isCodec(inner) ? this.test(inner, v, depth + 1) : this.own(codec, v);
      case 'ArrayType':
      case 'ReadonlyArrayType': {
        if (!isCodec(inner)) return this.own(codec, v);
        const item = this.test(inner, 'e', depth + 1);
        const f = this.fn(
          `if (!Array.isArray(u)) return false;\nfor (let i = 0; i < u.length; i++) { const e = u[i]; if (!(${item})) return false; }\nreturn true;`,
        );
        return `${f}(${v})`;
      }
      case 'InterfaceType':
      case 'PartialType':
        return this.props(codec, tag === 'PartialType', v, depth);
      case 'UnionType':
        return this.union(codec, v, depth);
      case 'IntersectionType': {
        const types = children(codec, 'types');
        return types === undefined
          ? this.own(codec, v)
          : `(${types.map((c) => this.test(c, v, depth + 1)).join(' && ')})`;
      }
      case 'TupleType': {
        const types = children(codec, 'types');
        if (types === undefined) return this.own(codec, v);
        const items = types.map(
          (c, i) => `{ const e = u[${i}]; if (!(${this.test(c, 'e', depth + 1)})) return false; }`,
        );
        const f = this.fn(
          `if (!Array.isArray(u) || u.length !== ${types.length}) return false;\n${items.join('\n')}\nreturn true;`,
        );
        return `${f}(${v})`;
      }
      default:
        return this.own(codec, v);
    }
  }

  /** `t.type` (every key present, or absent only where its codec accepts `undefined`) and `t.partial`. */
  private props(codec: t.Decoder<unknown, unknown>, partial: boolean, v: string, depth: number): string {
    const props = field(codec, 'props');
    if (typeof props !== 'object' || props === null) return this.own(codec, v);
    const keys = Object.keys(props);
    const values = keys.map((k) => field(props, k));
    if (!values.every(isCodec)) return this.own(codec, v);
    const lines = values.map((c, i) => {
      const key = JSON.stringify(keys[i]);
      const ok = this.test(c, 'k', depth + 1);
      if (partial) return `k = u[${key}]; if (k !== undefined && !(${ok})) return false;`;
      return REFUSE_UNDEFINED.has(field(c, '_tag') as string)
        ? `k = u[${key}]; if (!(${ok})) return false;`
        : `k = u[${key}]; if ((k === undefined && !Object.hasOwn(u, ${key})) || !(${ok})) return false;`;
    });
    const f = this.fn(`if (!${IS_RECORD('u')}) return false;\nlet k;\n${lines.join('\n')}\nreturn true;`);
    return `${f}(${v})`;
  }

  /** `t.union`: tagged (only the member whose tag value matches is tried) or each member in turn. */
  private union(codec: t.Decoder<unknown, unknown>, v: string, depth: number): string {
    const types = children(codec, 'types');
    if (types === undefined) return this.own(codec, v);
    const tag = field(codec, 'tag');
    if (tag === undefined) return `(${types.map((c) => this.test(c, v, depth + 1)).join(' || ')})`;
    const groups = taggedUnionIndex(types, tag);
    if (groups === undefined) return this.own(codec, v);
    // A value in two groups goes to the first (io-ts's indexOf): a `case` later in a switch never wins.
    const seen = new Set<unknown>();
    const cases: string[] = [];
    groups.forEach((group, i) => {
      const member = types[i];
      if (member === undefined) return;
      const check = this.test(member, 'u', depth + 1);
      for (const value of group) {
        if (seen.has(value)) continue;
        seen.add(value);
        cases.push(`case ${this.value(value)}: return ${check};`);
      }
    });
    const f = this.fn(
      `if (!${IS_RECORD('u')}) return false;\nswitch (u[${JSON.stringify(tag)}]) {\n${cases.join('\n')}\ndefault: return false;\n}`,
    );
    return `${f}(${v})`;
  }
}
