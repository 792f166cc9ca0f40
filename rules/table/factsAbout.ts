import type { TableFact } from './tableFact.ts';
import { factIndex, type FactLookup } from './factIndex.ts';

export type { FactLookup } from './factIndex.ts';

/** The lookup for a list of facts; lists are immutable, so each is indexed once. */
export const factsAbout = (facts: readonly TableFact[]): FactLookup => factIndex(facts);
