import type { CitationId } from './citations/index.ts';

/** Why the rules refuse something: a sentence for people and the rule that decides it. */
export interface Refusal {
  readonly reason: string;
  readonly citation: CitationId;
}

export const refuse = (reason: string, citation: CitationId): Refusal => ({ reason, citation });
