import { citation, isCitationId } from '../rules/citations/index.ts';
import type { CitationLink } from './viewerApi.ts';

const collect = (value: unknown, key: string | null, out: Set<string>): void => {
  if (typeof value === 'string') {
    if ((key === 'citation' || key === 'citations') && isCitationId(value)) out.add(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) collect(v, key, out);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) collect(v, k, out);
  }
};

/**
 * Every rule an event cites, wherever it sits (`citation` / `citations` fields at any depth: the
 * ruling, its MODs, its dice), looked up in the catalogue: title and public source. Works for
 * event types added later; ids the catalogue does not know are left out.
 */
export const citationLinks = (events: readonly object[]): readonly CitationLink[] => {
  const ids = new Set<string>();
  for (const e of events) collect(e, null, ids);
  return [...ids].filter(isCitationId).map((id) => {
    const c = citation(id);
    return { id, title: c.title, source: c.source };
  });
};
