import { citation, type Citation, type CitationId } from '../rules/citations/index.ts';
import { inEdition } from '../rules/editions/inEdition.ts';
import type { Edition } from '../rules/edition.ts';
import { pick } from '../rules/editions/perEdition.ts';
import type { SkillDeclaration } from '../rules/orders/index.ts';
import type { Cover, TableFact } from '../rules/table/index.ts';
import { berserkCitation, movementSkillCitation, sfSkillCitation, zoneCitation } from '../rules/combat/index.ts';
import { boundedMemo } from './boundedMemo.ts';

/** Lists of ids cited at most remembered (then the memory starts again): a bound whatever the log holds. */
const known = boundedMemo<readonly Citation[]>(4096);

/**
 * Citations by id, each once, in first-named order. A trail cites the same few lists of rules
 * line after line: each list is made once and given again (read-only, frozen), so that a line's
 * column of ids is also spelled once (`citedIds`).
 */
export const cite = (ids: Iterable<CitationId>): readonly Citation[] => {
  const unique = [...new Set(ids)];
  return known(unique.join('\n'), () => Object.freeze(unique.map(citation)));
};

const orEdition = (edition: Edition | null): Edition => edition ?? 'n5';

/** When AROs are declared and closed, in the game's edition. */
export const aroTimingCitation = (edition: Edition | null): CitationId =>
  inEdition(orEdition(edition), 'aro/declaration-timing');

/** The Order Expenditure Sequence of the edition: where activations, declarations and dice happen. */
export const sequenceCitation = (edition: Edition | null): CitationId =>
  pick<CitationId>(orEdition(edition), {
    n3: 'n3/orders/expenditure-sequence',
    n4: 'n4/orders/expenditure-sequence',
    n5: 'n5/orders/expenditure-sequence',
  });

/** An ARO: when it may be declared, and who may declare one. */
export const aroCitations = (edition: Edition | null): readonly CitationId[] => [
  inEdition(orEdition(edition), 'aro/declaration-timing'),
  pick<CitationId>(orEdition(edition), {
    n3: 'n3/aro/eligibility',
    n4: 'n4/aro/eligibility',
    n5: 'n5/aro/eligibility',
  }),
];

/** The rules of the points a declaration names: its route, firing point or ARO point. */
export const pointCitations = (edition: Edition | null, d: SkillDeclaration): readonly CitationId[] => {
  const e = orEdition(edition);
  const ids: CitationId[] = [];
  if (d.skill === 'move' && d.route !== undefined)
    ids.push(inEdition(e, 'move/route'), inEdition(e, 'move/mov-values'));
  if (d.skill === 'cautious-move' || d.skill === 'jump' || d.skill === 'climb')
    ids.push(movementSkillCitation(e, d.skill), inEdition(e, 'move/route'));
  if (d.skill === 'bs-attack' && d.from !== undefined) ids.push(inEdition(e, 'bs-attack/firing-point'));
  if ((d.skill === 'bs-attack' || d.skill === 'dodge') && d.at !== undefined) ids.push(inEdition(e, 'aro/route-point'));
  return ids;
};

/** The rule of the skill itself, where it has its own (the movement skills' are with their points). */
const skillCitations = (e: Edition, d: SkillDeclaration): readonly CitationId[] => {
  if (d.skill === 'suppressive-fire') return [sfSkillCitation(e)];
  if (d.skill === 'berserk') return [berserkCitation(e)];
  return [];
};

/** What a declaration line cites: the skill's own rule and the rules of the points it names. */
export const declarationCitations = (edition: Edition | null, d: SkillDeclaration): readonly CitationId[] => [
  ...skillCitations(orEdition(edition), d),
  ...pointCitations(edition, d),
];

/** A fact measured at a point of the activated trooper's route cites where AROs react on a route. */
export const factPointCitations = (edition: Edition | null, f: TableFact): readonly CitationId[] =>
  'at' in f && f.at !== undefined
    ? [
        pick<CitationId>(orEdition(edition), {
          n3: 'n3/aro/route-point',
          n4: 'n4/aro/route-point',
          n5: 'n5/aro/route-point',
        }),
      ]
    : [];

const coverCitation = (e: Edition, cover: Cover): CitationId => {
  switch (cover) {
    case 'partial':
      return inEdition(e, 'cover/partial');
    case 'total':
      return inEdition(e, 'cover/total');
    case 'none':
      return inEdition(e, 'bs-attack/modifiers');
  }
};

/** The rule a table measurement feeds. */
export const measurementCitation = (edition: Edition | null, fact: TableFact): CitationId => {
  const e = orEdition(edition);
  switch (fact.fact) {
    case 'lof':
      return inEdition(e, 'aro/eligibility');
    case 'range':
      return inEdition(e, 'bs-attack/range');
    case 'cover':
      return coverCitation(e, fact.value);
    case 'zoc':
      return inEdition(e, 'zoc/outside-lof');
    case 'base-contact':
      return inEdition(e, 'states/engaged');
    case 'visibility':
      return inEdition(e, 'bs-attack/modifiers');
    case 'visibility-zone':
      return e === 'n3' ? 'n3/bs-attack/modifiers' : zoneCitation(e, fact.zone);
    case 'template':
      return inEdition(e, 'templates/impact');
    case 'mine':
      return inEdition(e, 'weapons/mines');
    case 'friendly-fire':
      return inEdition(e, 'bs-attack/friendly-fire');
    case 'dodge-move':
      return inEdition(e, 'dodge/move');
    case 'guts-options':
      return inEdition(e, 'guts/fallback');
    case 'hacking-area':
      return pick<CitationId>(e, {
        n3: 'n3/hacking/unsourced',
        n4: 'n4/hacking/hacking-area',
        n5: 'n5/hacking/hacking-area',
      });
  }
};
