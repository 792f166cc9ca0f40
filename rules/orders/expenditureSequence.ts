import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

/** The edition's Order Expenditure Sequence: when Orders are spent, by whom, one at a time. */
export const expenditureSequenceCitation = (edition: Edition): CitationId =>
  inEdition(edition, 'orders/expenditure-sequence');
