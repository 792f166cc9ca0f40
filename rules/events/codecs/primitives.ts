import * as t from 'io-ts';
import { CATALOGUE } from '../../citations/index.ts';
import type { CitationId } from '../../citations/index.ts';

/** A d20 face, 1..20. */
export const DieFaceC = new t.Type<number, number, unknown>(
  'DieFace (1..20)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 20,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 20 ? t.success(u) : t.failure(u, c)),
  (a) => a,
);

export const PositiveIntC = new t.Type<number, number, unknown>(
  'PositiveInteger',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= 1 ? t.success(u) : t.failure(u, c)),
  (a) => a,
);

export const NonNegativeIntC = new t.Type<number, number, unknown>(
  'NonNegativeInteger',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= 0 ? t.success(u) : t.failure(u, c)),
  (a) => a,
);

export const IntC = new t.Type<number, number, unknown>(
  'Integer',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => (typeof u === 'number' && Number.isInteger(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
);

export const EditionC = t.keyof({ n3: null, n4: null, n5: null }, 'Edition');

const citationKeys = Object.fromEntries(Object.keys(CATALOGUE).map((k) => [k, null])) as { [K in CitationId]: null };
export const CitationIdC = t.keyof(citationKeys, 'CitationId');

export const TrooperIdC = t.string;
export const OrderNumberC = PositiveIntC;

export const NonNegativeNumberC = new t.Type<number, number, unknown>(
  'NonNegativeNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0,
  (u, c) => (typeof u === 'number' && Number.isFinite(u) && u >= 0 ? t.success(u) : t.failure(u, c)),
  (a) => a,
);
