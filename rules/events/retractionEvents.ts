import * as t from 'io-ts';
import { NonNegativeIntC, PositiveIntC } from './codecs/index.ts';

/**
 * The players took back the last step they entered (`arbiter play`'s undo, before the next Order
 * starts): the last `events` events still in force are void, as if never logged. Nothing is
 * rewritten: the retraction is itself an event of the log. `takesBack` is what those events had
 * added to the seal's counts, so that the counts stay those of the game as it stands.
 */
export const StepRetracted = t.readonly(
  t.type({
    type: t.literal('StepRetracted'),
    /** The last Order begun when the step was taken back (0 before the first). */
    order: NonNegativeIntC,
    events: PositiveIntC,
    takesBack: t.readonly(t.type({ orders: NonNegativeIntC, turns: NonNegativeIntC })),
  }),
  'StepRetracted',
);
