import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { pick } from '../editions/perEdition.ts';
import { needsRoll, svBelowOneCitation } from '../dice/judgedDie.ts';
import { normalRollCitation } from '../dice/normalRoll.ts';
import type { OddsMatchup, OddsSide } from './oddsMatchup.ts';

/** The rules an odds computation applies: the roll type, Criticals, and the SV limits it met. */
export const matchupCitations = (matchup: OddsMatchup): readonly CitationId[] => {
  const { edition } = matchup;
  const ids = new Set<CitationId>();
  const sides: readonly OddsSide[] = matchup.reactive === null ? [matchup.active] : [matchup.active, matchup.reactive];
  if (matchup.reactive === null) {
    ids.add(normalRollCitation(edition));
  } else {
    ids.add(inEdition(edition, 'face-to-face/burst'));
    ids.add(inEdition(edition, 'face-to-face/cancellation'));
    ids.add(inEdition(edition, 'face-to-face/ties'));
    ids.add(inEdition(edition, 'face-to-face/criticals'));
  }
  ids.add(inEdition(edition, 'rolls/critical'));
  if (sides.some((s) => s.sv > 20)) {
    ids.add(
      pick<CitationId>(edition, {
        n3: 'n3/rolls/attribute-above-20',
        n4: 'n4/rolls/sv-above-20',
        n5: 'n5/rolls/sv-above-20',
      }),
    );
  }
  if (sides.some((s) => !needsRoll(s.sv))) ids.add(svBelowOneCitation(edition));
  return [...ids];
};
