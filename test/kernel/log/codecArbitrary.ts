import { fc } from '@fast-check/vitest';

const field = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null ? (o as Readonly<Record<string, unknown>>)[key] : undefined;
const list = (o: unknown, key: string): readonly unknown[] => {
  const v = field(o, key);
  return Array.isArray(v) ? v : [];
};

const merge = (parts: readonly unknown[]): unknown =>
  parts.every((p) => typeof p === 'object' && p !== null && !Array.isArray(p))
    ? Object.assign({}, ...parts)
    : parts[parts.length - 1];

/** Values shaped by an io-ts codec's structure (custom types get numbers around their ranges). */
const shaped = (codec: unknown, depth: number): fc.Arbitrary<unknown> => {
  const inner = field(codec, 'type');
  switch (field(codec, '_tag')) {
    case 'StringType':
      return fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('fusilier-1', 'hacker-2'));
    case 'NumberType':
      return fc.oneof(fc.integer({ min: -3, max: 25 }), fc.double());
    case 'BooleanType':
      return fc.boolean();
    case 'NullType':
      return fc.constant(null);
    case 'LiteralType':
      return fc.constant(field(codec, 'value'));
    case 'KeyofType':
      return fc.constantFrom(...Object.keys(field(codec, 'keys') as object));
    case 'ReadonlyType':
    case 'RefinementType':
      return arbitraryOf(inner, depth + 1);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return fc.array(arbitraryOf(inner, depth + 1), { maxLength: depth > 6 ? 0 : 3 });
    case 'InterfaceType':
    case 'PartialType': {
      const props = field(codec, 'props') as Readonly<Record<string, unknown>>;
      const optional = field(codec, '_tag') === 'PartialType';
      const model = Object.fromEntries(Object.entries(props).map(([k, c]) => [k, arbitraryOf(c, depth + 1)]));
      return fc.record(model, optional ? { requiredKeys: [] } : {});
    }
    case 'IntersectionType':
      return fc.tuple(...list(codec, 'types').map((c) => arbitraryOf(c, depth + 1))).map(merge);
    case 'UnionType':
      return fc.oneof(...list(codec, 'types').map((c) => arbitraryOf(c, depth + 1)));
    case 'TupleType':
      return fc.tuple(...list(codec, 'types').map((c) => arbitraryOf(c, depth + 1)));
    default:
      // A custom type (the catalogue's are numbers in a range): integers around and in the ranges.
      return fc.oneof(fc.integer({ min: -2, max: 22 }), fc.constantFrom(0.5, 1e21));
  }
};

/** A valid value of the codec's shape (to be mangled by the tests). */
export const arbitraryOf = (codec: unknown, depth = 0): fc.Arbitrary<unknown> => shaped(codec, depth);

/** As `JSON.parse` would give it back from the log (undefined fields dropped). */
export const asParsed = (v: unknown): unknown => JSON.parse(JSON.stringify(v) ?? 'null') as unknown;
