/**
 * Whether a codec's `decode` returns its input unchanged whenever its `is` accepts it — true for
 * io-ts's built-in shapes over JSON (objects, arrays, tuples, unions, intersections, literals,
 * keyofs, primitives, refinements and brands), false for anything that transforms or strips
 * (exact/strict types, custom `new t.Type`s, recursion). For those, a reader may check with the
 * fast `is` and decode only to explain a failure.
 */
export const isPlainCodec = (codec: unknown): boolean => plain(codec, 0);

const LEAVES = new Set([
  'NullType',
  'UndefinedType',
  'VoidType',
  'UnknownType',
  'StringType',
  'NumberType',
  'BigIntType',
  'BooleanType',
  'AnyArrayType',
  'AnyDictionaryType',
  'LiteralType',
  'KeyofType',
  'UnknownRecordType',
  'UnknownArrayType',
]);
const ONE_CHILD = new Set(['ReadonlyType', 'RefinementType', 'ArrayType', 'ReadonlyArrayType']);
const MANY_CHILDREN = new Set(['UnionType', 'IntersectionType', 'TupleType']);
const PROPS = new Set(['InterfaceType', 'PartialType']);

const field = (o: object, key: string): unknown => (o as Readonly<Record<string, unknown>>)[key];

const plain = (codec: unknown, depth: number): boolean => {
  if (typeof codec !== 'object' || codec === null || depth > 64) return false;
  const tag = field(codec, '_tag');
  if (typeof tag !== 'string') return false;
  if (LEAVES.has(tag)) return true;
  if (ONE_CHILD.has(tag)) return plain(field(codec, 'type'), depth + 1);
  if (MANY_CHILDREN.has(tag)) {
    const types = field(codec, 'types');
    return Array.isArray(types) && types.every((x) => plain(x, depth + 1));
  }
  if (PROPS.has(tag)) {
    const props = field(codec, 'props');
    return typeof props === 'object' && props !== null && Object.values(props).every((x) => plain(x, depth + 1));
  }
  if (tag === 'DictionaryType')
    return plain(field(codec, 'domain'), depth + 1) && plain(field(codec, 'codomain'), depth + 1);
  return false;
};
