import type { TableFact } from '../table/tableFact.ts';
import { combatFacts, type CombatFacts } from '../table/combatFacts.ts';
import { factsAbout, type FactLookup } from '../table/factsAbout.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';

const cache = new WeakMap<readonly TableFact[], FactLookup & CombatFacts>();

/** Every measured fact of an Order a plan reads, indexed once per (immutable) list of facts. */
export const planFacts = (d: OrderDeclarations): FactLookup & CombatFacts => {
  const hit = cache.get(d.facts);
  if (hit !== undefined) return hit;
  const made = { ...factsAbout(d.facts), ...combatFacts(d.facts) };
  cache.set(d.facts, made);
  return made;
};
