import type { CitationId } from '../rules/citations/index.ts';
import type { Edition } from '../rules/edition.ts';
import { pick } from '../rules/editions/perEdition.ts';
import type { RollPurpose } from '../rules/orders/index.ts';
import { supportCitation } from '../rules/combat/index.ts';

/*
 * The rules of the game the recorder itself enforces (strict dice, strict Guts Rolls, an Order
 * that must conclude), each as a citation of the game's own edition.
 */

/** The Order Expenditure Sequence: at Resolution the declared skills make their rolls, and only they. */
export const sequenceCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/orders/expenditure-sequence',
    n4: 'n4/orders/expenditure-sequence',
    n5: 'n5/orders/expenditure-sequence',
  });

/** What an Order may hold: a skill that fills the whole Order leaves no second skill. */
export const structureCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, { n3: 'n3/orders/structure', n4: 'n4/orders/structure', n5: 'n5/orders/structure' });

/** Who owes a Guts Roll. */
export const gutsRequirementCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, { n3: 'n3/guts/requirements', n4: 'n4/guts/requirements', n5: 'n5/guts/requirements' });

/** The Guts Roll: one WIP die, or failed on purpose. */
export const gutsRollCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, { n3: 'n3/guts/roll', n4: 'n4/guts/roll', n5: 'n5/guts/roll' });

/** After a failed Guts Roll: the fallback, chosen from what the table allows. */
export const gutsFallbackCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, { n3: 'n3/guts/fallback', n4: 'n4/guts/fallback', n5: 'n5/guts/fallback' });

/** The rule that says how many dice a roll of this purpose takes (a roll owed and missing). */
export const rollCitation = (edition: Edition, purpose: RollPurpose): CitationId => {
  switch (purpose) {
    case 'attack':
      return pick<CitationId>(edition, {
        n3: 'n3/face-to-face/burst',
        n4: 'n4/face-to-face/burst',
        n5: 'n5/face-to-face/burst',
      });
    case 'dodge':
      return pick<CitationId>(edition, {
        n3: 'n3/dodge/face-to-face',
        n4: 'n4/dodge/face-to-face',
        n5: 'n5/dodge/face-to-face',
      });
    case 'reset':
      return pick<CitationId>(edition, { n3: 'n3/skills/reset', n4: 'n4/skills/reset', n5: 'n5/skills/reset' });
    case 'discover':
      return pick<CitationId>(edition, {
        n3: 'n3/skills/discover',
        n4: 'n4/skills/discover',
        n5: 'n5/skills/discover',
      });
    case 'saving-roll':
      return pick<CitationId>(edition, {
        n3: 'n3/saving-roll/arm-roll',
        n4: 'n4/saving-roll/attack-damage',
        n5: 'n5/saving-roll/ps',
      });
    case 'guts':
      return gutsRollCitation(edition);
    case 'combat-jump':
      return 'n5/skills/combat-jump';
    case 'extract':
      return 'n5/supplies/extract';
    case 'hack-console':
      return 'n5/supremacy/hack-console';
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
      return supportCitation(edition, purpose);
  }
};
