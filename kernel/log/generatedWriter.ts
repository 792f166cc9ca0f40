import type * as t from 'io-ts';
import { genericText, NOT_PLAIN_OBJECT, plainObject, sortedKeys, WRITER_MISS } from './writerParts.ts';
import { taggedCases } from './taggedCases.ts';
import { nullableMember } from './nullableMember.ts';
import { bare, codecProps, field, isCodec, orderedProps, tagOf, type CodecProp } from './codecProps.ts';

/**
 * Writes a value's canonical JSON, or says `undefined`: "not this way" (the caller then asks
 * {@link canonicalJson}, which decides and names any problem).
 */
export type Writer = (value: unknown) => string | undefined;

/**
 * A canonical JSON writer written out as JavaScript from an event codec, compiled once, as
 * {@link generateCheck} does for checks: each object's keys come from its codec, sorted once when
 * the code is made, so an event is written straight into its canonical text — no key-sorted copy,
 * no walk before `JSON.stringify`. The writer trusts nothing of the codec: every value is tested
 * as it is written (strings are strings, numbers finite, objects plain, arrays without holes), an
 * object must hold exactly its codec's keys that it has defined (a key the codec does not know
 * is never dropped: the count differs and the writer stands down), and values the codec does not
 * describe (custom types, untagged unions, `t.unknown`) are written by the generic
 * {@link canonicalJson}. Anything unexpected: `undefined`, and the caller writes the value the
 * generic way, which gives the same text or names the problem. Strings and numbers are written by
 * `JSON.stringify`/`String`, as the generic form writes them, so the text is byte for byte the same
 * (a property test holds it to {@link canonicalJson} on generated events).
 * `undefined` for the writer itself where the runtime refuses to compile code from text.
 */
export const generateWriter = (codec: t.Decoder<unknown, unknown>): Writer | undefined => {
  try {
    const source = new WriterSource();
    const top = isCodec(codec) ? source.value(codec, 0) : 'g';
    const externals = source.externals.map((_, i) => `const x${i} = x[${i}];`).join('\n');
    const body = `"use strict";\n${externals}\n${source.functions.join('\n')}\nreturn function write(u) { try { return ${top}(u, 0); } catch (e) { if (e === miss) return undefined; throw e; } };`;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- made from the codec's structure only (see generateCheck)
    const make = new Function('x', 'miss', 'plain', 'g', 'sortedKeys', body) as (
      x: readonly unknown[],
      miss: typeof WRITER_MISS,
      isPlain: typeof plainObject,
      g: typeof genericText,
      keys: typeof sortedKeys,
    ) => Writer;
    return make(source.externals, WRITER_MISS, plainObject, genericText, sortedKeys);
  } catch {
    return undefined;
  }
};

/** The functions and passed-in values of one generated writer; each function is `(u, d) => text` (`d`: depth). */
class WriterSource {
  readonly functions: string[] = [];
  readonly externals: unknown[] = [];

  fn(body: string): string {
    const name = `f${this.functions.length}`;
    this.functions.push(`function ${name}(u, d) {\n${body}\n}`);
    return name;
  }

  external(v: unknown): string {
    this.externals.push(v);
    return `x${this.externals.length - 1}`;
  }

  /** The name of a function that writes one value of this codec. */
  value(codec: t.Mixed, depth: number): string {
    const c = bare(codec);
    if (depth > 64) return 'g';
    const props = codecProps(c);
    if (props !== undefined) return this.object(props, depth);
    switch (tagOf(c)) {
      case 'StringType':
        return this.fn('if (typeof u !== "string") throw miss;\nreturn JSON.stringify(u);');
      case 'NumberType':
        return this.fn('if (typeof u !== "number" || !Number.isFinite(u)) throw miss;\nreturn String(u);');
      case 'BooleanType':
        return this.fn('if (u === true) return "true";\nif (u === false) return "false";\nthrow miss;');
      case 'NullType':
        return this.fn('if (u !== null) throw miss;\nreturn "null";');
      case 'LiteralType': {
        const value = field(c, 'value');
        const text = JSON.stringify(value);
        if (typeof value === 'number' && !Number.isFinite(value)) return 'g';
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return 'g';
        return this.fn(`if (u !== ${this.external(value)}) throw miss;\nreturn ${JSON.stringify(text)};`);
      }
      case 'ArrayType':
      case 'ReadonlyArrayType': {
        const inner = field(c, 'type');
        if (!isCodec(inner)) return 'g';
        const item = this.value(inner, depth + 1);
        return this.fn(
          `if (!Array.isArray(u) || d >= 256) throw miss;\nlet s = "[";\nfor (let i = 0; i < u.length; i++) {\nif (!(i in u)) throw miss;\ns += (i === 0 ? "" : ",") + ${item}(u[i], d + 1);\n}\nreturn s + "]";`,
        );
      }
      case 'DictionaryType': {
        const inner = field(c, 'codomain');
        if (!isCodec(inner)) return 'g';
        const item = this.value(inner, depth + 1);
        return this.fn(
          `if (${NOT_PLAIN_OBJECT} || d >= 256) throw miss;\nconst ks = sortedKeys(u);\nlet s = "{";\nfor (let i = 0; i < ks.length; i++) {\nconst k = ks[i];\ns += (i === 0 ? "" : ",") + JSON.stringify(k) + ":" + ${item}(u[k], d + 1);\n}\nreturn s + "}";`,
        );
      }
      case 'KeyofType':
        return this.fn('if (typeof u !== "string") throw miss;\nreturn JSON.stringify(u);');
      // A refinement (a brand) or an exact object is written as the codec it narrows: the text does not depend on the narrowing.
      case 'RefinementType':
      case 'ExactType': {
        const inner = field(c, 'type');
        return isCodec(inner) ? this.value(inner, depth + 1) : 'g';
      }
      case 'UnionType':
        return this.union(c, depth);
      default:
        return 'g';
    }
  }

  /**
   * An object: each key its codec knows, in canonical order, written when defined (a required
   * one must be); then the count of keys written must be the object's own key count.
   */
  private object(props: ReadonlyMap<string, CodecProp>, depth: number): string {
    const lines = orderedProps(props).map(({ key, codec, required, before }) => {
      const writer = this.value(codec, depth + 1);
      const name = JSON.stringify(key);
      const prefix = (comma: string): string => JSON.stringify(`${comma}${name}:`);
      const comma =
        before === 'none' ? prefix('') : before === 'some' ? prefix(',') : `(n === 0 ? ${prefix('')} : ${prefix(',')})`;
      return required
        ? `v = u[${name}];\nif (v === undefined) throw miss;\ns += ${comma} + ${writer}(v, d + 1);\nn++;`
        : `v = u[${name}];\nif (v !== undefined) {\ns += ${comma} + ${writer}(v, d + 1);\nn++;\n}`;
    });
    return this.fn(
      `if (${NOT_PLAIN_OBJECT} || d >= 256) throw miss;\nlet s = "{";\nlet n = 0;\nlet v;\n${lines.join('\n')}\nif (Object.keys(u).length !== n) throw miss;\nreturn s + "}";`,
    );
  }

  /** A tagged union of objects: the member its tag names ({@link taggedCases}); `null` or one codec ({@link nullableMember}); any other union the generic way. */
  private union(codec: t.Mixed, depth: number): string {
    const member = nullableMember(codec);
    if (member !== undefined)
      return this.fn(`if (u === null) return "null";\nreturn ${this.value(member, depth + 1)}(u, d);`);
    const cases = taggedCases(codec);
    if (cases === undefined) return 'g';
    const lines = cases.members.flatMap(({ member, values }) => {
      const write = this.value(member, depth + 1);
      return values.map((v) => `case ${this.external(v)}: return ${write}(u, d);`);
    });
    return this.fn(
      `if (${NOT_PLAIN_OBJECT}) throw miss;\nswitch (u[${JSON.stringify(cases.tag)}]) {\n${lines.join('\n')}\ndefault: throw miss;\n}`,
    );
  }
}
