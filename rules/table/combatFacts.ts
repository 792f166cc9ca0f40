import type { TableFact } from './tableFact.ts';
import { factIndex, type CombatFacts } from './factIndex.ts';

export type { CombatFacts } from './factIndex.ts';

/** The combat lookups for a list of facts (the same index as `factsAbout`). */
export const combatFacts = (facts: readonly TableFact[]): CombatFacts => factIndex(facts);
