import type { CitationId } from '../citations/index.ts';

/** A modifier to a roll, with the reason a judge reads and the rule that grants it. */
export interface Mod {
  readonly value: number;
  readonly reason: string;
  readonly citation: CitationId;
}

export const mod = (value: number, reason: string, citation: CitationId): Mod => ({ value, reason, citation });
