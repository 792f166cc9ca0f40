/**
 * The docs read io-ts codecs as data with rules/events/codecs/codecShape.ts (the strict reader of
 * recorded games walks the same shapes); this adds what each custom io-ts type accepts, in words
 * and as JSON Schema.
 */
export { isGivenName, shapeOf } from '../../rules/events/codecs/index.ts';
export type { Field, Shape } from '../../rules/events/codecs/index.ts';

/** What a custom io-ts type accepts, in words and as JSON Schema. */
export const CUSTOM_TYPES: Readonly<
  Record<string, { readonly text: string; readonly schema: Readonly<Record<string, unknown>> }>
> = {
  PositiveInteger: { text: 'integer ≥ 1', schema: { type: 'integer', minimum: 1 } },
  NonNegativeInteger: { text: 'integer ≥ 0', schema: { type: 'integer', minimum: 0 } },
  Integer: { text: 'integer', schema: { type: 'integer' } },
  NonNegativeNumber: { text: 'number ≥ 0', schema: { type: 'number', minimum: 0 } },
  'DieFace (1..20)': { text: 'd20 face (1–20)', schema: { type: 'integer', minimum: 1, maximum: 20 } },
};

export const customType = (
  name: string,
): { readonly text: string; readonly schema: Readonly<Record<string, unknown>> } => {
  const c = CUSTOM_TYPES[name];
  if (c === undefined)
    throw new Error(`docs: unknown custom io-ts type ${name}; describe it in docs/tools/codecShape.ts`);
  return c;
};
