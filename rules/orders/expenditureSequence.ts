import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';

/** The edition's Order Expenditure Sequence: when Orders are spent, by whom, one at a time. */
export const expenditureSequenceCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/orders/expenditure-sequence',
    n4: 'n4/orders/expenditure-sequence',
    n5: 'n5/orders/expenditure-sequence',
  });
