import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { judgeDie, needsRoll, svBelowOneCitation } from './judgedDie.ts';
import { dieId, type DieOutcome, type RollInput } from './rollInput.ts';

export interface NormalRollResult {
  readonly kind: 'normal';
  readonly roller: string;
  readonly sv: number;
  /** True when the SV was below 1: no die was rolled and the roll failed. */
  readonly automaticFailure: boolean;
  readonly dice: readonly DieOutcome[];
  readonly successes: number;
  readonly criticals: number;
  readonly citations: readonly CitationId[];
}

export const normalRollCitation = (edition: Edition): CitationId => inEdition(edition, 'rolls/normal-roll');

/** A Normal Roll: every die succeeds or fails on its own; nothing is cancelled. */
export const normalRoll = (edition: Edition, input: RollInput): NormalRollResult => {
  if (!needsRoll(input.sv)) {
    if (input.faces.length > 0)
      throw new RangeError(`${input.roller}: SV ${input.sv} fails automatically, no dice are rolled`);
    return {
      kind: 'normal',
      roller: input.roller,
      sv: input.sv,
      automaticFailure: true,
      dice: [],
      successes: 0,
      criticals: 0,
      citations: [svBelowOneCitation(edition)],
    };
  }
  const dice = input.faces.map((face, i): DieOutcome => {
    const die = judgeDie(edition, input.sv, face);
    const fate = die.critical
      ? { kind: 'critical-hit' as const }
      : die.success
        ? { kind: 'hit' as const }
        : { kind: 'failed' as const };
    return { id: dieId(input.roller, (input.offset ?? 0) + i), roller: input.roller, die, fate };
  });
  const citations = new Set<CitationId>([normalRollCitation(edition), ...dice.map((d) => d.die.citation)]);
  return {
    kind: 'normal',
    roller: input.roller,
    sv: input.sv,
    automaticFailure: false,
    dice,
    successes: dice.filter((d) => d.fate.kind === 'hit').length,
    criticals: dice.filter((d) => d.fate.kind === 'critical-hit').length,
    citations: [...citations],
  };
};
