import * as t from 'io-ts';
import { defineCatalogue, defineUpcaster, type Catalogue } from '../../../kernel/log/index.ts';

/**
 * A small catalogue for the log's own tests, independent of the game's events. Schema v1 is
 * current; schema v0 (frozen below, as an upcaster would hold it) named things differently.
 */
const D20 = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1 && n <= 20, 'a d20 face (1..20)');

export const GameStarted = t.readonly(
  t.type({
    type: t.literal('GameStarted'),
    title: t.string,
    edition: t.keyof({ n3: null, n4: null, n5: null }),
  }),
  'GameStarted',
);

export const FaceToFaceResolved = t.readonly(
  t.type({
    type: t.literal('FaceToFaceResolved'),
    order: t.number,
    dice: t.readonlyArray(D20),
    winner: t.keyof({ a: null, b: null, neither: null }),
  }),
  'FaceToFaceResolved',
);

export const WoundsInflicted = t.readonly(
  t.intersection([
    t.type({ type: t.literal('WoundsInflicted'), trooper: t.string, wounds: t.number }),
    t.partial({ note: t.string }),
  ]),
  'WoundsInflicted',
);

/** Anything goes in `payload`: for fuzzing the canonical form with arbitrary JSON. */
export const NoteTaken = t.readonly(t.type({ type: t.literal('NoteTaken'), payload: t.unknown }), 'NoteTaken');

export const TestEventCodec = t.union([GameStarted, FaceToFaceResolved, WoundsInflicted, NoteTaken], 'TestEvent');
export type TestEvent = t.TypeOf<typeof TestEventCodec>;

/** Schema v0, frozen: `GameStarted.name` became `title` (+ `edition`); `FaceToFaceRolled` became `FaceToFaceResolved`. */
export const V0_CODECS = {
  GameStarted: t.type({ type: t.literal('GameStarted'), name: t.string }),
  FaceToFaceRolled: t.type({
    type: t.literal('FaceToFaceRolled'),
    dice: t.readonlyArray(D20),
    winner: t.keyof({ a: null, b: null, neither: null }),
  }),
  WoundsInflicted: t.type({ type: t.literal('WoundsInflicted'), trooper: t.string, wounds: t.number }),
} as const;

export const v0ToV1 = defineUpcaster({
  from: 0,
  codecs: V0_CODECS,
  upcast: (e) => {
    switch (e.type) {
      case 'GameStarted':
        return { type: 'GameStarted', title: e.name, edition: 'n4' };
      case 'FaceToFaceRolled':
        return { type: 'FaceToFaceResolved', order: 0, dice: e.dice, winner: e.winner };
      case 'WoundsInflicted':
        return e;
    }
  },
});

export const testCatalogue: Catalogue<TestEvent> = defineCatalogue<TestEvent>({
  version: 1,
  codecs: { GameStarted, FaceToFaceResolved, WoundsInflicted, NoteTaken },
  codec: TestEventCodec,
  upcasters: [v0ToV1],
});

/** A few valid events, varied by `i`. */
export const sampleEvent = (i: number): TestEvent => {
  switch (i % 4) {
    case 0:
      return { type: 'GameStarted', title: `game ${i}`, edition: 'n5' };
    case 1:
      return { type: 'FaceToFaceResolved', order: i, dice: [1 + (i % 20), 1 + ((i * 7) % 20)], winner: 'a' };
    case 2:
      return { type: 'WoundsInflicted', trooper: `trooper-${i}`, wounds: 1, note: 'é ✓ "quoted"' };
    default:
      return { type: 'NoteTaken', payload: { z: [i, null, true], a: 'x', ключ: 1.5 } };
  }
};
