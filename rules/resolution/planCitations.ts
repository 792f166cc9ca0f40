import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';

export interface PlanCitations {
  readonly faceToFace: CitationId;
  readonly dodge: CitationId;
  readonly directTemplate: CitationId;
  readonly impactTemplate: CitationId;
  readonly ccAttack: CitationId;
  readonly mines: CitationId;
  readonly dodgeMine: CitationId;
  readonly reset: CitationId;
  /** Reset Face to Face against the Comms Attacks on its user. */
  readonly resetFaceToFace: CitationId;
  /** A Dodge does nothing against a Comms Attack. */
  readonly dodgeNotComms: CitationId;
}

/** The rules a resolution plan names, in the edition's own ids. */
export const planCitations = (edition: Edition): PlanCitations => ({
  faceToFace: pick<CitationId>(edition, {
    n3: 'n3/face-to-face/when',
    n4: 'n4/face-to-face/when',
    n5: 'n5/face-to-face/when',
  }),
  dodge: pick<CitationId>(edition, {
    n3: 'n3/dodge/face-to-face',
    n4: 'n4/dodge/face-to-face',
    n5: 'n5/dodge/face-to-face',
  }),
  directTemplate: pick<CitationId>(edition, {
    n3: 'n3/templates/direct',
    n4: 'n4/templates/direct',
    n5: 'n5/templates/direct',
  }),
  impactTemplate: pick<CitationId>(edition, {
    n3: 'n3/templates/impact',
    n4: 'n4/templates/impact',
    n5: 'n5/templates/impact',
  }),
  ccAttack: pick<CitationId>(edition, { n3: 'n3/cc-attack/roll', n4: 'n4/cc-attack/roll', n5: 'n5/cc-attack/roll' }),
  mines: pick<CitationId>(edition, { n3: 'n3/weapons/mines', n4: 'n4/weapons/mines', n5: 'n5/weapons/mines' }),
  dodgeMine: pick<CitationId>(edition, { n3: 'n3/dodge/mine', n4: 'n4/dodge/mine', n5: 'n5/dodge/mine' }),
  reset: pick<CitationId>(edition, { n3: 'n3/skills/reset', n4: 'n4/skills/reset', n5: 'n5/skills/reset' }),
  resetFaceToFace: pick<CitationId>(edition, {
    n3: 'n3/hacking/unsourced',
    n4: 'n4/skills/reset-face-to-face',
    n5: 'n5/skills/reset-face-to-face',
  }),
  dodgeNotComms: pick<CitationId>(edition, {
    n3: 'n3/hacking/unsourced',
    n4: 'n4/dodge/not-against-comms',
    n5: 'n5/dodge/not-against-comms',
  }),
});
