import * as t from 'io-ts';
import { children, field, isCodec } from './codecProps.ts';

/** io-ts's own tag finder (exported by io-ts 2.2 but left out of its typings). */
const getIndex = (
  t as unknown as {
    readonly getIndex?: (codecs: readonly t.Mixed[]) => readonly [string, readonly (readonly unknown[])[]] | undefined;
  }
).getIndex;

/** A check of a parsed JSON value: what a codec's `is` answers, computed without io-ts's indirections. */
export type Check = (u: unknown) => boolean;

/**
 * A check built once from an io-ts codec's structure (its `_tag`, `props`, `types`…) that answers
 * exactly as the codec's own `is` does for every value `JSON.parse` can return: the same tests in
 * the same order, with io-ts's helper calls (`UnknownRecord.is`, `some`, `every`, the tagged
 * union's group search) written out inline. Shapes it does not know (custom `new t.Type`s,
 * dictionaries, recursion) keep their codec's own `is`, so nothing is ever guessed. io-ts stays the
 * source of truth: a property test holds the two to the same answers on valid and mangled events.
 * (JSON has no array holes, so arrays are walked index by index where io-ts's `every` skips holes.)
 */
export const compileCheck = (codec: t.Decoder<unknown, unknown>): Check => compile(codec, 0);

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  u !== null && typeof u === 'object' && !Array.isArray(u);
const ALWAYS: Check = () => true;

/** The codec's own `is`, for shapes not compiled. */
const own =
  (codec: t.Decoder<unknown, unknown>): Check =>
  (u) =>
    (codec as t.Mixed).is(u);

const compile = (codec: t.Decoder<unknown, unknown>, depth: number): Check => {
  const tag = field(codec, '_tag');
  if (depth > 64 || typeof tag !== 'string') return own(codec);
  const inner = field(codec, 'type');
  switch (tag) {
    case 'StringType':
      return (u) => typeof u === 'string';
    case 'NumberType':
      return (u) => typeof u === 'number';
    case 'BooleanType':
      return (u) => typeof u === 'boolean';
    case 'NullType':
      return (u) => u === null;
    case 'UnknownType':
      return ALWAYS;
    case 'LiteralType': {
      const value = field(codec, 'value');
      return (u) => u === value;
    }
    case 'KeyofType': {
      const keys = field(codec, 'keys');
      return typeof keys === 'object' && keys !== null
        ? (u) => typeof u === 'string' && Object.hasOwn(keys, u)
        : own(codec);
    }
    case 'ReadonlyType':
      return isCodec(inner) ? compile(inner, depth + 1) : own(codec);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return isCodec(inner) ? arrayCheck(compile(inner, depth + 1)) : own(codec);
    case 'InterfaceType':
    case 'PartialType':
      return propsCheck(codec, tag === 'PartialType', depth);
    case 'UnionType':
      return unionCheck(codec, depth);
    case 'IntersectionType': {
      const types = children(codec, 'types');
      return types === undefined ? own(codec) : everyCheck(types.map((c) => compile(c, depth + 1)));
    }
    case 'TupleType': {
      const types = children(codec, 'types');
      return types === undefined ? own(codec) : tupleCheck(types.map((c) => compile(c, depth + 1)));
    }
    default:
      return own(codec);
  }
};

const arrayCheck =
  (item: Check): Check =>
  (u) => {
    if (!Array.isArray(u)) return false;
    for (let i = 0; i < u.length; i++) if (!item(u[i])) return false;
    return true;
  };

const everyCheck =
  (checks: readonly Check[]): Check =>
  (u) => {
    for (let i = 0; i < checks.length; i++) if (!(checks[i] as Check)(u)) return false;
    return true;
  };

const tupleCheck =
  (checks: readonly Check[]): Check =>
  (u) => {
    if (!Array.isArray(u) || u.length !== checks.length) return false;
    for (let i = 0; i < checks.length; i++) if (!(checks[i] as Check)(u[i])) return false;
    return true;
  };

/** `t.type` (every key present, or absent only where its codec accepts `undefined`) and `t.partial`. */
const propsCheck = (codec: t.Decoder<unknown, unknown>, partial: boolean, depth: number): Check => {
  const props = field(codec, 'props');
  if (typeof props !== 'object' || props === null) return own(codec);
  const keys = Object.keys(props);
  const values = keys.map((k) => field(props, k));
  if (!values.every(isCodec)) return own(codec);
  const checks = values.map((c) => compile(c, depth + 1));
  const n = keys.length;
  if (partial)
    return (u) => {
      if (!isRecord(u)) return false;
      for (let i = 0; i < n; i++) {
        const uk = u[keys[i] as string];
        if (uk !== undefined && !(checks[i] as Check)(uk)) return false;
      }
      return true;
    };
  // Leaves (strings, literals, keyofs: most fields) are checked in the loop, not through a call.
  const kinds = Uint8Array.from(values.map(leafKind));
  const leaf = values.map((c, i) =>
    kinds[i] === LITERAL ? field(c, 'value') : kinds[i] === KEYOF ? field(c, 'keys') : undefined,
  );
  return (u) => {
    if (!isRecord(u)) return false;
    for (let i = 0; i < n; i++) {
      const k = keys[i] as string;
      const uk = u[k];
      // A missing key is refused by a leaf's check as by io-ts's `uk === undefined && !hasOwn` test.
      switch (kinds[i] ?? OTHER) {
        case STRING:
          if (typeof uk !== 'string') return false;
          break;
        case LITERAL:
          if (uk !== leaf[i]) return false;
          break;
        case KEYOF:
          if (typeof uk !== 'string' || !Object.hasOwn(leaf[i] as object, uk)) return false;
          break;
        default:
          if ((uk === undefined && !Object.hasOwn(u, k)) || !(checks[i] as Check)(uk)) return false;
      }
    }
    return true;
  };
};

const OTHER = 0;
const STRING = 1;
const LITERAL = 2;
const KEYOF = 3;

const leafKind = (codec: object): number => {
  switch (field(codec, '_tag')) {
    case 'StringType':
      return STRING;
    case 'LiteralType':
      return LITERAL;
    case 'KeyofType': {
      const keys = field(codec, 'keys');
      return typeof keys === 'object' && keys !== null ? KEYOF : OTHER;
    }
    default:
      return OTHER;
  }
};

/**
 * `t.union`: io-ts makes it a tagged union when `t.getIndex` finds a tag (then only the member
 * whose tag value matches is tried), and tries each member in turn otherwise.
 */
const unionCheck = (codec: t.Decoder<unknown, unknown>, depth: number): Check => {
  const types = children(codec, 'types');
  if (types === undefined) return own(codec);
  const checks = types.map((c) => compile(c, depth + 1));
  const tag = field(codec, 'tag');
  if (tag === undefined)
    return (u) => {
      for (let i = 0; i < checks.length; i++) if ((checks[i] as Check)(u)) return true;
      return false;
    };
  const groups = taggedUnionIndex(types, tag);
  if (typeof tag !== 'string' || groups === undefined) return own(codec);
  // io-ts finds the member with `indexOf` (===): a Map finds the same one for every value but NaN.
  const member = new Map<unknown, Check>();
  for (let i = groups.length - 1; i >= 0; i--)
    for (const value of groups[i] ?? []) member.set(value, checks[i] as Check);
  return (u) => {
    if (!isRecord(u)) return false;
    const check = member.get(u[tag]);
    return check !== undefined && check(u);
  };
};

/**
 * A tagged union's tag values per member, as io-ts found them when it built the union (`t.getIndex`);
 * `undefined` when io-ts found no tag `tag` or a value is NaN (which `===` never finds).
 */
export const taggedUnionIndex = (
  types: readonly t.Mixed[],
  tag: unknown,
): readonly (readonly unknown[])[] | undefined => {
  const index = typeof getIndex === 'function' && types.length > 0 ? getIndex(types) : undefined;
  if (typeof tag !== 'string' || index === undefined || index[0] !== tag) return undefined;
  const groups = index[1];
  return groups.some((g) => g.some((value) => typeof value === 'number' && Number.isNaN(value))) ? undefined : groups;
};
