import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { AroEntry, ExchangeResult, ResolutionPlan } from '../../rules/resolution/index.ts';
import type { TableFact, TableView } from '../../rules/table/index.ts';
import type { RollPurpose } from '../../rules/orders/index.ts';
import type { SaveOutcome, SaveRequest } from '../../rules/effects/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import type { CitationId } from '../../rules/citations/index.ts';

/** What the game machine hands a new Order. */
export interface OrderInput {
  readonly order: number;
  readonly player: string;
  readonly trooper: string;
  readonly group: string;
  readonly pool: 'regular' | 'irregular' | 'lieutenant';
  /** The rule under which that Order was spent. */
  readonly orderCitation: CitationId;
  /** The other troopers of a Coordinated Order (empty for an ordinary Order). */
  readonly coordinated: readonly string[];
  readonly commandTokensLeft: number;
  readonly table: TableView;
}

export interface RolledEntry {
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly faces: readonly number[];
}

/** A trooper's Guts Roll at Conclusion: owed, then passed, or failed and then its fallback taken. */
export interface GutsEntry {
  readonly trooper: string;
  readonly status: 'owed' | 'passed' | 'failed' | 'moved';
}

/** Everything the Order has accumulated. Events to append wait in `outbox`. */
export interface OrderContext extends OrderInput {
  readonly first: SkillDeclaration | null;
  readonly second: SkillDeclaration | null;
  readonly aros: readonly AroEntry[];
  readonly forfeited: readonly string[];
  readonly facts: readonly TableFact[];
  readonly rolled: readonly RolledEntry[];
  readonly plan: ResolutionPlan | null;
  readonly results: readonly ExchangeResult[];
  readonly saves: readonly SaveRequest[];
  readonly saveOutcomes: readonly SaveOutcome[];
  /** Guts Rolls of the Conclusion step. */
  readonly guts: readonly GutsEntry[];
  readonly outbox: readonly ArbiterEvent[];
}

// The fresh fields come before the spread: V8 (Node 20) makes a literal that adds properties
// after a spread some 40 times slower, and this runs once per Order.
export const initialOrderContext = (input: OrderInput): OrderContext => ({
  first: null, second: null, aros: [], forfeited: [], facts: [], rolled: [], plan: null, results: [],
  saves: [], saveOutcomes: [], guts: [], outbox: [], ...input,
});
