import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { TrooperState } from './trooperState.ts';
import { markerStateCitation } from './markers.ts';

/** The edition's rule on States in general: each has its own activation and cancellation. */
export const statesCitation = (edition: Edition): CitationId => inEdition(edition, 'states/states');

/** The edition's rule for one state (its page), or the rule on States in general for those with none of their own. */
export const stateCitation = (edition: Edition, state: TrooperState): CitationId => {
  switch (state) {
    case 'prone':
      return pick<CitationId>(edition, { n3: 'n3/move/prone', n4: 'n4/states/prone', n5: 'n5/states/prone' });
    case 'engaged':
      return inEdition(edition, 'states/engaged');
    case 'unconscious':
      return inEdition(edition, 'states/unconscious');
    case 'dead':
      return inEdition(edition, 'states/dead');
    case 'imm-a':
      return pick<CitationId>(edition, { n3: 'n3/states/immobilized', n4: 'n4/states/imm-a', n5: 'n5/states/imm-a' });
    case 'imm-b':
      return pick<CitationId>(edition, { n3: 'n3/states/immobilized', n4: 'n4/states/imm-b', n5: 'n5/states/imm-b' });
    case 'isolated':
      return inEdition(edition, 'states/isolated');
    case 'suppressive-fire':
      return inEdition(edition, 'states/suppressive-fire');
    case 'stunned':
      return inEdition(edition, 'states/stunned');
    case 'camouflaged':
    case 'imp-1':
    case 'imp-2':
    case 'hidden-deployment':
      return markerStateCitation(edition, state);
    case 'airborne-deployment':
      // Only N5 games deploy off the table (rules/deployment/deploymentRuling.ts).
      return edition === 'n5' ? 'n5/skills/combat-jump' : statesCitation(edition);
    case 'disconnected':
      // Only N5 games have Peripherals (rules/deployment/peripherals.ts).
      return edition === 'n5' ? 'n5/skills/peripheral' : statesCitation(edition);
    case 'dogged':
      return inEdition(edition, 'skills/dogged');
    case 'targeted':
      return edition === 'n5' ? 'n5/states/targeted' : statesCitation(edition);
    case 'normal':
    case 'null':
    case 'out-of-play':
      return statesCitation(edition);
  }
};
