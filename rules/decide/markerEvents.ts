/*
 * Decisions (docs/rulings.md "Markers"): what reveals a marker, as events. Declaring a revealing
 * skill (or any ARO) leaves the marker state at once, so the AROs that follow see the model; a
 * passed Discover reveals its target at Effects, before the saves (a positive effect first, as
 * Resets are). A hit on a marker still on the table (an Intuitive Attack at it, a template over it)
 * reveals it there too, whatever its save: reading, docs/rulings.md "Intuitive Attack at a marker".
 */
import {
  markerCitation,
  markerStateCitation,
  markerStateOf,
  revealsOnDeclaration,
  type MarkerState,
} from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import type { SkillDeclaration } from '../orders/index.ts';
import type { ExchangeResult } from '../resolution/index.ts';
import { trooperView, type TableView } from '../table/index.ts';
import { inEdition } from '../editions/inEdition.ts';

const revealed = (
  order: number,
  edition: Edition,
  trooper: string,
  state: MarkerState,
  cause: 'declaration' | 'discover' | 'hit',
): EventOf<'StateLeft'> => ({
  type: 'StateLeft',
  order,
  trooper,
  state,
  citations: [
    cause === 'discover'
      ? inEdition(edition, 'skills/discover')
      : markerCitation(edition, cause === 'hit' ? 'states/marker-hit' : 'states/marker-reveal'),
    markerStateCitation(edition, state),
  ],
});

/** A marker that declares a revealing skill (or any ARO) leaves its marker state. */
export const markerRevealEvents = (
  order: number,
  table: TableView,
  trooper: string,
  declaration: SkillDeclaration,
  aro: boolean,
): readonly ArbiterEvent[] => {
  const state = markerStateOf(trooperView(table, trooper)?.states ?? []);
  return state !== undefined && revealsOnDeclaration(state, declaration.skill, aro)
    ? [revealed(order, table.edition, trooper, state, 'declaration')]
    : [];
};

/** Each passed Discover Roll reveals its target, if it is still a marker. */
export const discoverRevealEvents = (
  order: number,
  table: TableView,
  results: readonly ExchangeResult[],
): readonly ArbiterEvent[] => {
  const done = new Set<string>();
  return results.flatMap((r): ArbiterEvent[] => {
    if (!('result' in r) || r.exchange.kind !== 'normal' || r.result.kind !== 'normal') return [];
    const effect = r.exchange.roller.effect;
    if (effect.kind !== 'discover' || done.has(effect.target)) return [];
    const passed = r.result.successes + r.result.criticals > 0;
    const state = markerStateOf(trooperView(table, effect.target)?.states ?? []);
    if (!passed || state === undefined) return [];
    done.add(effect.target);
    return [revealed(order, table.edition, effect.target, state, 'discover')];
  });
};

/**
 * Each marker on the table that an exchange hit (Criticals too; Smoke does not hit a trooper) and
 * that no passed Discover revealed (`discovered`) leaves its marker state before its saving roll.
 */
export const markerHitEvents = (
  order: number,
  table: TableView,
  results: readonly ExchangeResult[],
  discovered: readonly string[],
): readonly ArbiterEvent[] => {
  const done = new Set(discovered);
  return results.flatMap((r) =>
    r.tallies.flatMap((t): ArbiterEvent[] => {
      if (t.ammo === 'Smoke' || t.hits + t.criticals === 0 || done.has(t.target)) return [];
      const state = markerStateOf(trooperView(table, t.target)?.states ?? []);
      if (state === undefined || state === 'hidden-deployment') return [];
      done.add(t.target);
      return [revealed(order, table.edition, t.target, state, 'hit')];
    }),
  );
};

/** Back into Camouflage: the Order's `camouflage` skill, unless voided (an enemy had LoF), enters the State at Effects. */
export const camouflageEvents = (
  order: number,
  table: TableView,
  active: string,
  skills: readonly (SkillDeclaration | null)[],
  voided: readonly { readonly trooper: string; readonly skill: string }[],
): readonly ArbiterEvent[] => {
  const declared = skills.some((s) => s?.skill === 'camouflage');
  const lost = voided.some((v) => v.trooper === active && v.skill === 'camouflage');
  if (!declared || lost || markerStateOf(trooperView(table, active)?.states ?? []) !== undefined) return [];
  return [
    {
      type: 'StateEntered',
      order,
      trooper: active,
      state: 'camouflaged',
      citations: [markerCitation(table.edition, 'states/camouflaged')],
    },
  ];
};
