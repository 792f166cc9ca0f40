import * as t from 'io-ts';
import { CountC, HitNumberC } from './necromundaPrimitives.ts';

const owed = <K extends string, P extends t.Props>(kind: K, props: P) =>
  t.readonly(t.type({ kind: t.literal(kind), ...props }));

/**
 * What the page calls for after a hit or a wreck, owed before the next hit is declared: each is
 * settled by one command, in order (what a settlement raises comes first: docs/rulings.md, Necromunda).
 */
export const OwedC = t.union(
  [
    owed('lasting-injury', { fighter: t.string }),
    owed('crew-lasting-injury', { vehicle: t.string }),
    owed('lasting-damage', { vehicle: t.string, roll: HitNumberC, of: HitNumberC }),
    owed('thrown-clear', { fighter: t.string, vehicle: t.string, vehicleWasMobile: t.boolean }),
    owed('nerve-check', {
      casualty: t.string,
      result: t.keyof({ 'seriously-injured': null, 'out-of-action': null }),
    }),
    owed('nerve-test', { tester: t.string, casualty: t.string }),
    owed('broken-activation', { model: t.string }),
    owed('broken-move', { model: t.string, reactionAttackers: t.readonlyArray(t.string) }),
  ],
  'Owed',
);
export type Owed = t.TypeOf<typeof OwedC>;
export type OwedKind = Owed['kind'];

/** A test as rolled: the entered target and dice total, the modifier, what was needed, passed or not. */
export const TestRolledC = t.readonly(
  t.type({
    characteristic: t.keyof({ initiative: null, cool: null }),
    target: CountC,
    roll: CountC,
    modifier: t.number,
    needed: t.number,
    passed: t.boolean,
  }),
  'TestRolled',
);
export type TestRolled = t.TypeOf<typeof TestRolledC>;
