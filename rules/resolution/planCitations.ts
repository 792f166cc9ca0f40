import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick, type PerEdition } from '../editions/perEdition.ts';

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

const citationsIn = (edition: Edition): PlanCitations => ({
  faceToFace: inEdition(edition, 'face-to-face/when'),
  dodge: inEdition(edition, 'dodge/face-to-face'),
  directTemplate: inEdition(edition, 'templates/direct'),
  impactTemplate: inEdition(edition, 'templates/impact'),
  ccAttack: inEdition(edition, 'cc-attack/roll'),
  mines: inEdition(edition, 'weapons/mines'),
  dodgeMine: inEdition(edition, 'dodge/mine'),
  reset: inEdition(edition, 'skills/reset'),
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

// Made once per edition: every exchange of every plan names some.
const BY_EDITION: PerEdition<PlanCitations> = {
  n3: citationsIn('n3'),
  n4: citationsIn('n4'),
  n5: citationsIn('n5'),
};

/** The rules a resolution plan names, in the edition's own ids. */
export const planCitations = (edition: Edition): PlanCitations => pick(edition, BY_EDITION);
