/*
 * Smoke and Eclipse templates (docs/rulings.md "Smoke and Eclipse"), N4/N5:
 * - A Smoke or Eclipse shot whose `template` fact names a template (`smoke: id`) leaves it on the
 *   table when it hits (its Normal Roll passed, its Face to Face Rolls won); a throw that misses
 *   or loses leaves none (`nX/smoke/removed`). It stays until the end of the Turn.
 * - A line of fire the players measured through it (`visibility-zone` with `smoke: id`) crosses
 *   a Zero Visibility Zone; Eclipse's blocks Multispectral Visors of any Level too.
 * - Naming a template not on the table is refused (`nX/smoke/in-play`): never silently ignored.
 * N3: no template is placed (its Smoke page was not read beyond the ammunition), and any zone on a
 * line of fire is refused by the N3 concealment rule.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { isSmokeAmmo, type Ammo } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { SmokeTemplate } from '../table/smokeTemplate.ts';
import type { VisibilityZone } from './concealmentMods.ts';

type Modern = Exclude<Edition, 'n3'>;

/** The rule of a Smoke template: `template` (placed, lasts the Turn), `removed` (a throw that failed), `in-play`. */
export const smokeCitation = (
  edition: Modern,
  rule: 'template' | 'removed' | 'in-play' | 'face-to-face' | 'dodge' | 'at-point',
): CitationId => `${edition}/smoke/${rule}`;

/** A Smoke or Eclipse template the players measured on one line of fire. */
export interface SmokeOnLineFact {
  readonly smoke: string;
  readonly zone: VisibilityZone;
}

/** The Visibility Zones the templates on a line of fire make, and whether one is an Eclipse. */
export interface SmokeZones {
  readonly zones: readonly VisibilityZone[];
  readonly eclipse: boolean;
}

export type SmokeOnLine = E.Either<Refusal, SmokeZones>;

/**
 * The Zero Visibility Zones the templates measured on a line of fire make, and whether one is
 * Eclipse. Refused when a template is not on the table (`thrownNow`: the ones thrown this Order,
 * whose Face to Face Rolls are not adjudicated), or its fact gives another zone than Zero.
 */
export const smokeOnLine = (
  edition: Edition,
  facts: readonly SmokeOnLineFact[],
  onTable: readonly SmokeTemplate[],
  thrownNow: readonly string[] = [],
): SmokeOnLine => {
  if (facts.length === 0) return E.right({ zones: [], eclipse: false });
  if (edition === 'n3') return E.right({ zones: facts.map((f) => f.zone), eclipse: false });
  let eclipse = false;
  for (const f of facts) {
    const template = onTable.find((t) => t.id === f.smoke);
    if (template === undefined && thrownNow.includes(f.smoke))
      return E.left(
        refuse(
          `the template ${f.smoke} is thrown in this very Order: the thrower's Face to Face Roll against an Attack whose LoF crosses it is not adjudicated (record the Order as ruled by the players)`,
          smokeCitation(edition, 'face-to-face'),
        ),
      );
    if (template === undefined)
      return E.left(
        refuse(
          `the Smoke template ${f.smoke} is not on the table (never placed, its throw failed, or removed at the end of the Turn)`,
          smokeCitation(edition, 'in-play'),
        ),
      );
    if (f.zone !== 'zero')
      return E.left(
        refuse(
          `the ${template.ammo} template ${f.smoke} is a Zero Visibility Zone: its visibility-zone fact must say zone: zero, not ${f.zone}`,
          smokeCitation(edition, 'template'),
        ),
      );
    if (template.ammo === 'Eclipse') eclipse = true;
  }
  return E.right({ zones: facts.map(() => 'zero'), eclipse });
};

/** One shot of a Smoke or Eclipse weapon whose template the players named. */
export interface SmokeThrow {
  readonly id: string;
  readonly by: string;
  readonly weapon: string;
  readonly ammo: Ammo;
  /** Hits the throw scored this Order (its Normal Roll passed or its Face to Face Rolls won). */
  readonly hits: number;
}

export interface SmokeRuling {
  readonly template: SmokeTemplate;
  readonly placed: boolean;
  readonly citations: readonly CitationId[];
}

/**
 * Whether a named Smoke or Eclipse throw leaves its template: only if it hit. Null when the
 * shot fires no Smoke or Eclipse, or in N3 (no template rule read).
 */
export const smokeRuling = (edition: Edition, order: number, t: SmokeThrow): SmokeRuling | null => {
  if (edition === 'n3' || !isSmokeAmmo(t.ammo)) return null;
  const template: SmokeTemplate = { id: t.id, ammo: t.ammo === 'Eclipse' ? 'Eclipse' : 'Smoke', by: t.by, order };
  const placed = t.hits > 0;
  const own: CitationId = smokeCitation(edition, placed ? 'template' : 'removed');
  return {
    template,
    placed,
    citations: template.ammo === 'Eclipse' ? [own, `${edition}/ammo/eclipse`] : [own],
  };
};
