/*
 * Decision: the N3 rule (a template Critical affects only the attack's main target; everyone
 * else under the template takes the regular hit) is applied in N4/N5 too (UNCONFIRMED).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

export interface TemplateHits {
  /** Successful hits, Criticals included. */
  readonly hits: number;
  readonly crits: number;
  readonly citations: readonly CitationId[];
}

/** The hits a trooper under a template takes: a Critical stays one only for the main target. */
export const templateCriticals = (
  edition: Edition,
  input: { readonly isMainTarget: boolean; readonly hits: number; readonly crits: number },
): TemplateHits => {
  const { hits, crits, isMainTarget } = input;
  if (!Number.isInteger(hits) || !Number.isInteger(crits) || crits < 0 || crits > hits) {
    throw new RangeError(`crits (${crits}) are counted among the hits (${hits})`);
  }
  if (isMainTarget || crits === 0) return { hits, crits, citations: [] };
  return {
    hits,
    crits: 0,
    citations: [inEdition(edition, 'templates/critical-main-target')],
  };
};
