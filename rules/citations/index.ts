export type { CitationEntry } from './citationEntry.ts';
export { CATALOGUE, citation, allCitations, isCitationId } from './catalogue.ts';
export type { Citation, CitationId } from './catalogue.ts';
