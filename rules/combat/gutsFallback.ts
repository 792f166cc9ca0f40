/*
 * Decisions (facts.md §9):
 * - N4/N5 strict priority: leave LoF (or the area of effect) within 2", else reach Total or
 *   Partial Cover within 2", else go Prone. N3 lists the same options; the same order is applied
 *   (UNCONFIRMED as a strict order in N3).
 * - The players declare which options are possible on the table; the engine checks the choice.
 *   Going Prone is always possible.
 */
import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';

export type GutsOption = 'leave-lof' | 'reach-cover' | 'go-prone';
export const GUTS_OPTIONS: readonly GutsOption[] = ['leave-lof', 'reach-cover', 'go-prone'];

export interface GutsPossibilities {
  readonly leaveLoF: boolean;
  readonly reachCover: boolean;
}

const isPossible = (possible: GutsPossibilities, option: GutsOption): boolean => {
  switch (option) {
    case 'leave-lof':
      return possible.leaveLoF;
    case 'reach-cover':
      return possible.reachCover;
    case 'go-prone':
      return true;
  }
};

const describe = (option: GutsOption): string => {
  switch (option) {
    case 'leave-lof':
      return 'moving up to 2" out of the attackers\' LoF';
    case 'reach-cover':
      return 'moving up to 2" into cover from all attackers';
    case 'go-prone':
      return 'going Prone';
  }
};

const fallbackCitation = (edition: Edition): CitationId => inEdition(edition, 'guts/fallback');

/** The option a trooper that failed Guts must take: the first one possible. */
export const gutsFallback = (
  edition: Edition,
  possible: GutsPossibilities,
): { readonly option: GutsOption; readonly citation: CitationId } => {
  const option = GUTS_OPTIONS.find((o) => isPossible(possible, o)) ?? 'go-prone';
  return { option, citation: fallbackCitation(edition) };
};

/** The option chosen after a failed Guts Roll, with the rule that allows it. */
export interface GutsChoice {
  readonly option: GutsOption;
  readonly citation: CitationId;
}

export type GutsChoiceVerdict = E.Either<Refusal, GutsChoice>;

/** Checks the owner's choice after a failed Guts Roll against what the players declared possible. */
export const validateGutsChoice = (
  edition: Edition,
  possible: GutsPossibilities,
  chosen: GutsOption,
): GutsChoiceVerdict => {
  const citation = fallbackCitation(edition);
  if (!isPossible(possible, chosen)) {
    return E.left(refuse(`${describe(chosen)} was declared impossible`, citation));
  }
  const first = gutsFallback(edition, possible).option;
  if (first !== chosen) {
    return E.left(refuse(`${describe(first)} is possible and comes before ${describe(chosen)}`, citation));
  }
  return E.right({ option: chosen, citation });
};
