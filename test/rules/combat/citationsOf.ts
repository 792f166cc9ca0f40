import { expect } from 'vitest';
import { fc } from '@fast-check/vitest';
import { citation, type CitationId } from '../../../rules/citations/index.ts';
import { EDITIONS, type Edition } from '../../../rules/edition.ts';

/** Every citation a ruling names belongs to the edition it was ruled under (or to all). */
export const expectEditionCitations = (edition: Edition, ids: readonly CitationId[]): void => {
  for (const id of ids) expect([edition, 'all'], `${id} cited under ${edition}`).toContain(citation(id).edition);
};

export const anEdition: fc.Arbitrary<Edition> = fc.constantFrom(...EDITIONS);
