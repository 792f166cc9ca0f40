import { citation, type Citation, type CitationId } from '../rules/citations/index.ts';
import { inEdition } from '../rules/editions/inEdition.ts';
import type { Edition } from '../rules/edition.ts';
import { pick } from '../rules/editions/perEdition.ts';
import type { SkillDeclaration } from '../rules/orders/index.ts';
import type { Cover, TableFact } from '../rules/table/index.ts';
import { zoneCitation } from '../rules/combat/index.ts';

/** Citations by id, each once, in first-named order. */
export const cite = (ids: Iterable<CitationId>): readonly Citation[] => [...new Set(ids)].map(citation);

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
    ids.push(
      pick<CitationId>(e, { n3: 'n3/move/route', n4: 'n4/move/route', n5: 'n5/move/route' }),
      pick<CitationId>(e, { n3: 'n3/move/mov-values', n4: 'n4/move/mov-values', n5: 'n5/move/mov-values' }),
    );
  if (d.skill === 'bs-attack' && d.from !== undefined)
    ids.push(
      pick<CitationId>(e, {
        n3: 'n3/bs-attack/firing-point',
        n4: 'n4/bs-attack/firing-point',
        n5: 'n5/bs-attack/firing-point',
      }),
    );
  if ((d.skill === 'bs-attack' || d.skill === 'dodge') && d.at !== undefined)
    ids.push(pick<CitationId>(e, { n3: 'n3/aro/route-point', n4: 'n4/aro/route-point', n5: 'n5/aro/route-point' }));
  return ids;
};

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
      return pick<CitationId>(e, { n3: 'n3/cover/partial', n4: 'n4/cover/partial', n5: 'n5/cover/partial' });
    case 'total':
      return pick<CitationId>(e, { n3: 'n3/cover/total', n4: 'n4/cover/total', n5: 'n5/cover/total' });
    case 'none':
      return pick<CitationId>(e, {
        n3: 'n3/bs-attack/modifiers',
        n4: 'n4/bs-attack/modifiers',
        n5: 'n5/bs-attack/modifiers',
      });
  }
};

/** The rule a table measurement feeds. */
export const measurementCitation = (edition: Edition | null, fact: TableFact): CitationId => {
  const e = orEdition(edition);
  switch (fact.fact) {
    case 'lof':
      return pick<CitationId>(e, { n3: 'n3/aro/eligibility', n4: 'n4/aro/eligibility', n5: 'n5/aro/eligibility' });
    case 'range':
      return pick<CitationId>(e, { n3: 'n3/bs-attack/range', n4: 'n4/bs-attack/range', n5: 'n5/bs-attack/range' });
    case 'cover':
      return coverCitation(e, fact.value);
    case 'zoc':
      return pick<CitationId>(e, { n3: 'n3/zoc/outside-lof', n4: 'n4/zoc/outside-lof', n5: 'n5/zoc/outside-lof' });
    case 'base-contact':
      return pick<CitationId>(e, { n3: 'n3/states/engaged', n4: 'n4/states/engaged', n5: 'n5/states/engaged' });
    case 'visibility':
      return pick<CitationId>(e, {
        n3: 'n3/bs-attack/modifiers',
        n4: 'n4/bs-attack/modifiers',
        n5: 'n5/bs-attack/modifiers',
      });
    case 'visibility-zone':
      return e === 'n3' ? 'n3/bs-attack/modifiers' : zoneCitation(e, fact.zone);
    case 'template':
      return pick<CitationId>(e, { n3: 'n3/templates/impact', n4: 'n4/templates/impact', n5: 'n5/templates/impact' });
    case 'mine':
      return pick<CitationId>(e, { n3: 'n3/weapons/mines', n4: 'n4/weapons/mines', n5: 'n5/weapons/mines' });
    case 'friendly-fire':
      return pick<CitationId>(e, {
        n3: 'n3/bs-attack/friendly-fire',
        n4: 'n4/bs-attack/friendly-fire',
        n5: 'n5/bs-attack/friendly-fire',
      });
    case 'dodge-move':
      return pick<CitationId>(e, { n3: 'n3/dodge/move', n4: 'n4/dodge/move', n5: 'n5/dodge/move' });
    case 'guts-options':
      return pick<CitationId>(e, { n3: 'n3/guts/fallback', n4: 'n4/guts/fallback', n5: 'n5/guts/fallback' });
    case 'hacking-area':
      return pick<CitationId>(e, {
        n3: 'n3/hacking/unsourced',
        n4: 'n4/hacking/hacking-area',
        n5: 'n5/hacking/hacking-area',
      });
  }
};
