import { factIndex, type FactIndex } from '../table/factIndex.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';

/** Every measured fact of an Order a plan reads, indexed once per (immutable) list of facts. */
export const planFacts = (d: OrderDeclarations): FactIndex => factIndex(d.facts);
