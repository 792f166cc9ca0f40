import type { CitationId } from './citations/index.ts';

/** Why the rules refuse something: a sentence for people and the rule that decides it. */
export interface Refusal {
  readonly reason: string;
  readonly citation: CitationId;
  /** The field of the command the refusal is about (e.g. `['outcome', 'wounds', 'remote']`), when it is one field. */
  readonly field?: readonly (string | number)[];
}

export const refuse = (reason: string, citation: CitationId): Refusal => ({ reason, citation });
