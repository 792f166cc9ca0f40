import type { CitationId } from '../citations/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

/** A roll with extra dice (a Special Die): the faces kept, and the ones the player discarded. */
export interface DiscardedRoll {
  /** The faces that count, in the order rolled, without the discarded ones. */
  readonly kept: readonly number[];
  /** Each discarded die: its place in the whole roll (from 0) and its face. */
  readonly discarded: readonly { readonly index: number; readonly face: number }[];
  /** The rule that gave the extra dice. */
  readonly citation: CitationId;
}

/**
 * A roll made with `extra` more dice than its Burst, of which the player then discards as many:
 * the recorded faces are every die rolled, `discard` the places (from 0) of the dice discarded.
 * Refused when the faces are not Burst + extra dice or the discards are not `extra` distinct
 * places of the roll. Independent of the rule that grants the dice (a Fireteam's BS Attack
 * (+1 SD), Martial Arts), which it cites.
 */
export const discardExtraDice = (
  burst: number,
  extra: number,
  faces: readonly number[],
  discard: readonly number[],
  citation: CitationId,
): DiscardedRoll | Refusal => {
  const rolled = burst + extra;
  if (faces.length !== rolled)
    return refuse(
      `a roll of Burst ${burst} with ${extra} extra ${extra === 1 ? 'die' : 'dice'} rolls ${rolled} dice, not ${faces.length}`,
      citation,
    );
  if (discard.length !== extra)
    return refuse(
      `${extra} ${extra === 1 ? 'die is' : 'dice are'} discarded from this roll, not ${discard.length}`,
      citation,
    );
  if (new Set(discard).size !== discard.length) return refuse('a die is discarded twice', citation);
  const outside = discard.find((i) => !Number.isInteger(i) || i < 0 || i >= rolled);
  if (outside !== undefined)
    return refuse(`there is no die ${outside + 1} among the ${rolled} dice rolled (count from 1)`, citation);
  return {
    kept: faces.filter((_, i) => !discard.includes(i)),
    discarded: [...discard].sort((a, b) => a - b).map((index) => ({ index, face: faces[index] ?? 0 })),
    citation,
  };
};

export const isDiscardedRoll = (r: DiscardedRoll | Refusal): r is DiscardedRoll => 'kept' in r;
