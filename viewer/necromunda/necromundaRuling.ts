import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { necromundaCitation, type NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { CitationLink, Ruling } from '../viewerApi.ts';
import type { EventGroup } from './eventGroups.ts';

const rulesOf = (e: NecromundaEvent): readonly NecromundaCitationId[] => ('rules' in e ? e.rules : []);

/**
 * The ruling of a group of events (hit N, or what followed hit N) from its events `seqs` so far:
 * one line per event (the audit's trail line, `line`), each tagged with its event, and the rules
 * the events cite, with their titles and public sources.
 */
export const necromundaRuling = (
  events: readonly NecromundaEvent[],
  group: EventGroup,
  seqs: readonly number[],
  line: (seq: number) => string,
): Ruling => {
  const shown = seqs.flatMap((seq) => {
    const e = events[seq - 1];
    return e === undefined ? [] : [{ seq, e }];
  });
  const ids = [...new Set(shown.flatMap(({ e }) => rulesOf(e)))];
  const citations: CitationLink[] = ids.map((id) => {
    const c = necromundaCitation(id);
    return { id, title: c.title, source: c.source };
  });
  return {
    order: null,
    hit: group.hit,
    after: group.after,
    ruledByPlayers: false,
    lines: shown.map(({ seq }) => ({ seq, text: line(seq) })),
    citations,
  };
};
