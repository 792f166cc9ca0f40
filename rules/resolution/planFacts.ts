import { combatFacts, type CombatFacts } from '../table/combatFacts.ts';
import { factsAbout, type FactLookup } from '../table/factsAbout.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';

/** Every measured fact of an Order a plan reads (both lookups index each list of facts once). */
export const planFacts = (d: OrderDeclarations): FactLookup & CombatFacts => ({ ...factsAbout(d.facts), ...combatFacts(d.facts) });
