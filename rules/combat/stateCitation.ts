import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { TrooperState } from './trooperState.ts';

/** The edition's rule on States in general: each has its own activation and cancellation. */
export const statesCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, { n3: 'n3/states/states', n4: 'n4/states/states', n5: 'n5/states/states' });

/** The edition's rule for one state (its page), or the rule on States in general for those with none of their own. */
export const stateCitation = (edition: Edition, state: TrooperState): CitationId => {
  switch (state) {
    case 'prone':
      return pick<CitationId>(edition, { n3: 'n3/move/prone', n4: 'n4/states/prone', n5: 'n5/states/prone' });
    case 'engaged':
      return pick<CitationId>(edition, { n3: 'n3/states/engaged', n4: 'n4/states/engaged', n5: 'n5/states/engaged' });
    case 'unconscious':
      return pick<CitationId>(edition, {
        n3: 'n3/states/unconscious',
        n4: 'n4/states/unconscious',
        n5: 'n5/states/unconscious',
      });
    case 'dead':
      return pick<CitationId>(edition, { n3: 'n3/states/dead', n4: 'n4/states/dead', n5: 'n5/states/dead' });
    case 'imm-a':
      return pick<CitationId>(edition, { n3: 'n3/states/immobilized', n4: 'n4/states/imm-a', n5: 'n5/states/imm-a' });
    case 'imm-b':
      return pick<CitationId>(edition, { n3: 'n3/states/immobilized', n4: 'n4/states/imm-b', n5: 'n5/states/imm-b' });
    case 'isolated':
      return pick<CitationId>(edition, {
        n3: 'n3/states/isolated',
        n4: 'n4/states/isolated',
        n5: 'n5/states/isolated',
      });
    case 'suppressive-fire':
      return pick<CitationId>(edition, {
        n3: 'n3/states/suppressive-fire',
        n4: 'n4/states/suppressive-fire',
        n5: 'n5/states/suppressive-fire',
      });
    case 'normal':
    case 'null':
    case 'out-of-play':
      return statesCitation(edition);
  }
};
