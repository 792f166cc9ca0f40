/*
 * Decisions (docs/rulings.md "Markers"): the plan reads the table the Order began with. A
 * Discover Roll is a Normal WIP Roll, planned only while its target is still a marker: a marker
 * that revealed itself in this Order (its ARO, or the active marker's revealing skill) needs no
 * Discover. Surprise Attack: the active trooper was a marker (or in Hidden Deployment) when the
 * Order began and declares a BS, CC or Comms Attack: its targets' ARO rolls take the MOD.
 */
import * as E from 'fp-ts/lib/Either.js';
import {
  discoverMods,
  stunnedRollMods,
  discoverRangeMod,
  markerCitation,
  markerStateOf,
  partialCoverCitation,
  PARTIAL_COVER_BS_MOD,
  revealsOnDeclaration,
  surpriseAttackMod,
  usesSurpriseAttack,
  type DiscoverModSource,
} from '../combat/index.ts';
import { mod, successValue, type Mod } from '../dice/index.ts';
import { declarationTargets } from '../orders/markerRefusal.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import { trooperView } from '../table/tableView.ts';
import { inEdition } from '../editions/inEdition.ts';
import { concealmentOf } from './concealment.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { belowOne, viewOf } from './participant.ts';
import { planFacts } from './planFacts.ts';
import { PlanRefusal } from './planRefusal.ts';

/** Whether `target` revealed itself in this Order: an ARO of its own, or a revealing skill of the active marker. */
const revealedInOrder = (d: OrderDeclarations, target: string): boolean => {
  if (d.aros.some((a) => a.trooper === target)) return true;
  const state = markerStateOf(viewOf(d, target).states);
  return (
    target === d.active &&
    state !== undefined &&
    activeSkills(d).some((s) => revealsOnDeclaration(state, s.skill, false))
  );
};

interface DiscoverSituation {
  readonly d: OrderDeclarations;
  readonly roller: string;
  readonly target: string;
}

const rangeSource: DiscoverModSource<DiscoverSituation> = (edition, { d, roller, target }) => {
  const inches = planFacts(d).range(roller, target);
  const cite = markerCitation(edition, 'skills/discover-mods');
  if (inches === undefined)
    throw new PlanRefusal({
      reason: `measure the range from ${roller} to ${target} (a range fact) for the Discover Roll's MOD`,
      citation: cite,
    });
  const m = discoverRangeMod(edition, inches);
  if (m === null)
    throw new PlanRefusal({ reason: `${target} is ${inches}" from ${roller}, beyond Discover's 96"`, citation: cite });
  return [m];
};

const coverSource: DiscoverModSource<DiscoverSituation> = (edition, { d, roller, target }) =>
  planFacts(d).cover(target, roller) === 'partial'
    ? [mod(PARTIAL_COVER_BS_MOD, 'target in Partial Cover', partialCoverCitation(edition))]
    : [];

const concealmentSource: DiscoverModSource<DiscoverSituation> = (_edition, { d, roller, target }) => {
  const c = concealmentOf(d, 'discover', roller, target, undefined);
  if (E.isLeft(c)) throw new PlanRefusal(c.left);
  return c.right;
};

/** The Discover Roll's MOD sources, in order; a Fireteam bonus is one more source. */
export const DISCOVER_MOD_SOURCES: readonly DiscoverModSource<DiscoverSituation>[] = [
  rangeSource,
  coverSource,
  concealmentSource,
];

const DISCOVER_ID = '~discover>';

/** The marker a Discover exchange id names (`roller~discover>target`, maybe `#n`), or undefined for another exchange. */
export const discoverTargetOf = (exchange: string): string | undefined => {
  const at = exchange.indexOf(DISCOVER_ID);
  return at < 0 ? undefined : exchange.slice(at + DISCOVER_ID.length).split('#')[0];
};

const discoverExchange = (d: OrderDeclarations, roller: string, target: string, slice: number): Exchange => {
  const edition = d.table.edition;
  const mods: readonly Mod[] = [
    ...discoverMods(edition, { d, roller, target }, DISCOVER_MOD_SOURCES),
    ...stunnedRollMods(edition, viewOf(d, roller).states),
  ];
  const sv = successValue(edition, 'WIP', viewOf(d, roller).profile.attributes.WIP, mods);
  const participant: Participant = {
    trooper: roller,
    skill: 'discover',
    purpose: 'discover',
    slice: { from: slice, count: 1 },
    effect: { kind: 'discover', target },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
  const own = inEdition(edition, 'skills/discover');
  return {
    kind: 'normal',
    id: `${roller}${DISCOVER_ID}${target}`,
    roller: participant,
    against: null,
    citations: [...new Set([own, ...mods.map((m) => m.citation)])],
  };
};

/** One Normal WIP Roll per Discover whose target is still a marker: the active trooper's (first, second), then each ARO's. */
export const planDiscovers = (d: OrderDeclarations): readonly Exchange[] => {
  const declared: { trooper: string; decl: SkillDeclaration }[] = [
    ...activeSkills(d).map((decl) => ({ trooper: d.active, decl })),
    ...d.aros.map((a) => ({ trooper: a.trooper, decl: a.declaration })),
  ];
  const slices = new Map<string, number>();
  return declared.flatMap(({ trooper, decl }) => {
    if (decl.skill !== 'discover') return [];
    if (markerStateOf(trooperView(d.table, decl.target)?.states ?? []) === undefined) return [];
    if (revealedInOrder(d, decl.target)) return [];
    const slice = slices.get(trooper) ?? 0;
    slices.set(trooper, slice + 1);
    return [discoverExchange(d, trooper, decl.target, slice)];
  });
};

/** The targets of the active trooper's Surprise Attack this Order, with the attacker's profile skills. */
const surprised = (d: OrderDeclarations): readonly string[] => {
  const view = viewOf(d, d.active);
  if (markerStateOf(view.states) === undefined || (d.coordinated ?? []).length > 0) return [];
  return activeSkills(d)
    .filter((s) => usesSurpriseAttack(s.skill))
    .flatMap(declarationTargets);
};

const withSurprise = (d: OrderDeclarations, p: Participant, targets: readonly string[]): Participant => {
  if (p.trooper === d.active || !targets.includes(p.trooper) || !d.aros.some((a) => a.trooper === p.trooper)) return p;
  const m = surpriseAttackMod(
    d.table.edition,
    d.active,
    viewOf(d, d.active).profile.skills,
    viewOf(d, p.trooper).profile.skills,
  );
  if (m === null) return p;
  const sv = successValue(d.table.edition, p.sv.attribute, p.sv.base, [...p.sv.mods, m]);
  return { ...p, sv, automaticFailure: p.automaticFailure ?? belowOne(d, sv) };
};

const cited = (
  d: OrderDeclarations,
  x: Exchange,
  ps: readonly Participant[],
): readonly Exchange['citations'][number][] => {
  const cite = markerCitation(d.table.edition, 'skills/surprise-attack');
  const used = ps.some((p) => p.sv.mods.some((m) => m.citation === cite));
  return used && !x.citations.includes(cite) ? [...x.citations, cite] : x.citations;
};

/** Every ARO roll of a Surprise Attack's targets with its MOD. */
export const withSurpriseAttackMods = (d: OrderDeclarations, exchanges: readonly Exchange[]): Exchange[] => {
  const targets = surprised(d);
  if (targets.length === 0) return [...exchanges];
  return exchanges.map((x): Exchange => {
    switch (x.kind) {
      case 'face-to-face': {
        const a = x.a.map((p) => withSurprise(d, p, targets));
        const b = x.b.map((p) => withSurprise(d, p, targets));
        return { ...x, a, b, citations: cited(d, x, [...a, ...b]) };
      }
      case 'normal': {
        const roller = withSurprise(d, x.roller, targets);
        return { ...x, roller, citations: cited(d, x, [roller]) };
      }
      case 'automatic':
        return x;
    }
  });
};
