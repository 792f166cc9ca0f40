import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

type RuleName<Id> = Id extends `n3/${infer R}` ? R : never;

/** Rules the catalogue has under the same name in every edition (`aro/one-per-order`: n3/, n4/ and n5/). */
export type RuleInEveryEdition = {
  readonly [R in RuleName<CitationId>]: `n4/${R}` extends CitationId
    ? `n5/${R}` extends CitationId
      ? R
      : never
    : never;
}[RuleName<CitationId>];

/** The id of a rule in the game's own edition (TypeScript checks that all three editions have it). */
export const inEdition = (edition: Edition, rule: RuleInEveryEdition): CitationId => `${edition}/${rule}` as CitationId;
