import * as E from 'fp-ts/lib/Either.js';
import { memoLast1 } from './memoLast.ts';
import type { CitationId } from '../citations/index.ts';
import {
  aroRefusal,
  expenditureSequenceCitation,
  commsTargets,
  declarationRefusal,
  declarationFillsOrder,
  undeclaredEligible,
  coordinatedCitation,
  coordinatedAroRefusal,
  coordinatedBurst,
  coordinatedDeclarationRefusal,
  latePlacementRefusal,
  declaredWeapon,
  retreatSkillRefusal,
  impetuousDeclarationRefusal,
  impetuousMarkerRefusal,
  impetuousCoverRefusal,
  measurementRefusal,
  routePoints,
  routeEnd,
  type MeasurementContext,
  type SkillDeclaration,
} from '../orders/index.ts';
import type { Refusal } from '../refusal.ts';
import { activeIsMarker, markerTargetRefusal } from '../orders/markerRefusal.ts';
import { supportDeclarationRefusal } from '../orders/supportRefusal.ts';
import { objectiveDeclarationRefusal } from '../orders/objectiveRefusal.ts';
import type { TableFact } from '../table/index.ts';
import { type ExtraDice, type PlanResult, invalidDeclarationCitation, unmetRequirement } from '../resolution/index.ts';
import { discardExtraDice, isDiscardedRoll } from '../dice/specialDie.ts';
import { woundTrackOf, type WoundTrack } from '../combat/index.ts';
import { resolveSaves, saveDiceOwed, type SaveOutcome } from '../effects/index.ts';
import type { RollPurpose } from '../orders/index.ts';
import type { OrderCommand } from './orderCommand.ts';
import { inEdition } from '../editions/inEdition.ts';
import { fireteamAroRefusal, fireteamDeclarationRefusal, type Fireteam } from '../fireteams/index.ts';
import { declarationsOf, planOf, rolledFaces, savesOf, type OrderView } from './orderView.ts';
import { declaredSkills, declaredSoFar } from './declaredSoFar.ts';
import { supportRerollRuling } from './supportRerolls.ts';

/**
 * Whether a command is acceptable in the step the Order is in, and why not: each is one call into
 * the rules of its step. The order machine's guards and the explanation of a refusal both ask these.
 */
type OrderContext = OrderView;

/** What the ARO rules read, reacting to `active` (the activated trooper, or one member of a Coordinated Order). */
const aroContext = (c: OrderContext, active: string = c.trooper) => ({
  table: c.table,
  activePlayer: c.player,
  active,
  facts: c.facts,
  declared: c.aros.map((a) => a.trooper),
  forfeited: c.forfeited,
  commsTargets: commsTargets(c.first, c.second),
  points: routePoints([c.first, c.second]),
  ...cautiousEndOf(c),
  activeSkills: declaredSkills(c),
});

/** The end point of the activated trooper's Cautious Movement, if it declared one (its route is required). */
const cautiousEndOf = (c: OrderContext): { readonly cautiousEnd?: string } => {
  const end = c.first?.skill === 'cautious-move' ? routeEnd(c.first) : undefined;
  return end === undefined ? {} : { cautiousEnd: end };
};

const measurementContext = (c: OrderContext, arosClosed: boolean): MeasurementContext => ({
  table: c.table,
  activePlayer: c.player,
  active: [c.trooper, ...c.coordinated],
  points: routePoints([c.first, c.second]),
  forfeited: c.forfeited,
  arosClosed,
  declared: declaredSoFar(c),
});

/** A measurement while the skills and AROs are declared: a point of the route must be declared, a Dodge's move must fit it. */
export const refuseFact = (c: OrderContext, fact: TableFact, arosClosed = false): Refusal | null =>
  // Impetuous: no Partial Cover (rules/orders/impetuous.ts).
  impetuousCoverRefusal(c.table, fact) ?? measurementRefusal(measurementContext(c, arosClosed), fact);

const members = (c: OrderContext): readonly string[] => [c.trooper, ...c.coordinated];

/** A Coordinated Order: the spearhead's skills are every member's; one target; the Burst rule of the edition. */
const refuseCoordinatedDeclare = (c: OrderContext, d: SkillDeclaration): Refusal | null =>
  coordinatedDeclarationRefusal(c.table, members(c), d);

export const refuseDeclare = (
  c: OrderContext,
  e: Extract<OrderCommand, { type: 'declare' }>,
  position: 'first' | 'second',
): Refusal | null => {
  if (e.trooper !== c.trooper)
    return {
      reason: `${e.trooper} is not the trooper activated by this Order (${c.trooper})`,
      citation: expenditureSequenceCitation(c.table.edition),
    };
  // Retreat!: only the movement skills, Dodge and Reset (rules/orders/retreat.ts).
  const retreating = retreatSkillRefusal(c.table, c.retreat ?? [], e.trooper, e.declaration.skill, c.ignoringRetreat);
  if (retreating !== null) return retreating;
  // Impetuous: never into a Marker State; on an Impetuous Order, only its fixed combinations (rules/orders/impetuous.ts).
  const unmarked = impetuousMarkerRefusal(c.table, e.trooper, e.declaration.skill);
  if (unmarked !== null) return unmarked;
  if (c.impetuous === true) {
    const r = impetuousDeclarationRefusal(
      c.table.edition,
      e.trooper,
      e.declaration.skill,
      position === 'first' ? null : c.first,
    );
    if (r !== null) return r;
  }
  if (c.fireteam !== undefined) {
    const r = fireteamDeclarationRefusal(e.declaration);
    if (r !== null) return r;
  }
  // A Fireteam's members are activated with its Leader, but only a Coordinated Order shares its skills.
  const coordinated = c.coordinated.length > 0 && c.fireteam === undefined;
  if (coordinated) {
    const r = refuseCoordinatedDeclare(c, e.declaration);
    if (r !== null) return r;
  }
  const profile = c.table.troopers[c.trooper]?.profile;
  const weapon =
    e.declaration.skill === 'bs-attack' && profile !== undefined
      ? declaredWeapon(profile.weapons, e.declaration)
      : undefined;
  const expected =
    coordinated && weapon !== undefined ? coordinatedBurst(c.table.edition, weapon.burst, true) : undefined;
  const refused = declarationRefusal(
    c.table,
    e.trooper,
    e.declaration,
    position === 'first' ? null : c.first,
    expected,
  );
  if (refused !== null) return refused;
  const marker = markerTargetRefusal(c.table, e.trooper, e.declaration, position === 'first' ? null : c.first);
  if (marker !== null) return marker;
  const support = supportDeclarationRefusal(c.table, e.trooper, e.declaration);
  if (support !== null) return support;
  const objective = objectiveDeclarationRefusal(c.table, e.trooper, e.declaration);
  if (objective !== null) return objective;
  const unmet = unmetRequirement(declarationsOf(c), e.trooper, e.declaration);
  return unmet === null
    ? null
    : { reason: `${unmet}: the declaration is not valid`, citation: invalidDeclarationCitation(declarationsOf(c)) };
};

/**
 * An ARO reacts to the activated trooper; in a Coordinated Order to one of them: the one it
 * targets, or (a Dodge, a Reset…) any member it can react to.
 */
export const refuseAro = (c: OrderContext, e: Extract<OrderCommand, { type: 'aro' }>): Refusal | null => {
  const retreating = retreatSkillRefusal(c.table, c.retreat ?? [], e.trooper, e.declaration.skill, c.ignoringRetreat);
  if (retreating !== null) return retreating;
  if (c.coordinated.length === 0) return aroRefusal(aroContext(c), e.trooper, e.declaration);
  const d = e.declaration;
  const unadjudicated = coordinatedAroRefusal(c.table.edition, d);
  if (unadjudicated !== null) return unadjudicated;
  const named =
    d.skill === 'bs-attack'
      ? d.targets[0]?.target
      : d.skill === 'cc-attack' || d.skill === 'discover'
        ? d.target
        : undefined;
  if (named !== undefined && !members(c).includes(named)) {
    return {
      reason: `an ARO must target one of the activated troopers (${members(c).join(', ')})`,
      citation: inEdition(c.table.edition, 'aro/target-activated-trooper'),
    };
  }
  let first: Refusal | null = null;
  for (const m of named === undefined ? members(c) : [named]) {
    const r = aroRefusal(aroContext(c, m), e.trooper, d);
    if (r === null) return null;
    first ??= r;
  }
  return first;
};

/** An ARO refused by the Order's rules, or by its Fireteam's (the members' AROs are one skill: rules/fireteams/fireteamAro.ts). */
export const refuseAroInGame = (
  fireteams: readonly Fireteam[],
  c: OrderContext,
  e: Extract<OrderCommand, { type: 'aro' }>,
): Refusal | null => refuseAro(c, e) ?? fireteamAroRefusal(fireteams, c.aros, e.trooper, e.declaration);

export const coordinationCitation = (c: OrderContext): CitationId => coordinatedCitation(c.table.edition);

export const wholeOrder = (c: OrderContext): boolean =>
  c.first !== null &&
  declarationFillsOrder(c.table.edition, c.first, c.table.troopers[c.trooper]?.profile.skills ?? []);

/** Troopers that could react after the first skill but declared nothing: their ARO is lost. */
export const newlyForfeited = (c: OrderContext): readonly string[] =>
  // Against a marker the Reactive Player may delay its AROs to the second skill (n5/states/marker-aros).
  activeIsMarker(c.table, c.trooper)
    ? []
    : [...new Set(members(c).flatMap((m) => undeclaredEligible(aroContext(c, m))))];

const plan = (c: OrderContext): PlanResult => planOf(c);

/** Dice still owed in the current step: resolution rolls, then saving rolls. */
type Owed = readonly { trooper: string; purpose: RollPurpose; count: number; extra?: ExtraDice }[];
const owedAtResolution = memoLast1((c: OrderContext): Owed => {
  const p = plan(c);
  if (E.isLeft(p)) return [];
  return p.right.requests.filter((r) => rolledFaces(c, r.trooper, r.purpose) === undefined);
});
// Each batch in turn: the first saves, then any Continuous Damage rolls their failures call for.
const owedAtEffects = memoLast1((c: OrderContext): Owed =>
  [...saveDiceOwed(c.table.edition, savesOf(c), (t) => rolledFaces(c, t, 'saving-roll') ?? [], saveWoundTrack(c))]
    .filter(([, n]) => n > 0)
    .map(([trooper, count]) => ({ trooper, purpose: 'saving-roll' as const, count })),
);
/** The dice still owed at a step (remembered for the Order's view: the guards ask at every step). */
export const outstandingDice = (c: OrderContext, step: 'resolution' | 'effects'): Owed =>
  step === 'resolution' ? owedAtResolution(c) : owedAtEffects(c);

/** A trooper's Wounds and the states that decide Dead, before this Order's saves (a Continuous Damage chain ends at Dead). */
export const saveWoundTrack =
  (c: OrderContext) =>
  (trooper: string): WoundTrack | undefined => {
    const v = c.table.troopers[trooper];
    if (v === undefined) return undefined;
    const t = woundTrackOf(c.table.edition, v);
    return { ...t, states: t.states.filter((x) => x === 'dead' || x === 'unconscious' || x === 'dogged') };
  };

export const refuseRoll = (
  c: OrderContext,
  e: Extract<OrderCommand, { type: 'roll' }>,
  step: 'resolution' | 'effects',
  tokensLeft: number | null = null,
): Refusal | null => {
  if (step === 'resolution') {
    const p = plan(c);
    if (E.isLeft(p)) return p.left;
  }
  const owed = outstandingDice(c, step).find((r) => r.trooper === e.trooper && r.purpose === e.purpose);
  const citation = expenditureSequenceCitation(c.table.edition);
  if (owed === undefined) {
    const all = outstandingDice(c, step)
      .map((r) => `${r.trooper} ${r.count} ${r.purpose}`)
      .join(', ');
    return {
      reason: `no ${e.purpose} roll is due from ${e.trooper} in ${step}${all === '' ? '' : ` (due: ${all})`}`,
      citation,
    };
  }
  // A Doctor's or Engineer's roll may list its rerolls after its die (rules/combat/supportRerolls.ts).
  const rerolls =
    step === 'resolution' && owed.count === 1 && e.faces.length > 1
      ? supportRerollRuling(c, e.trooper, e.purpose, e.faces, tokensLeft)
      : null;
  if (rerolls !== null && E.isLeft(rerolls)) return rerolls.left;
  if (e.faces.length !== owed.count && rerolls === null)
    return {
      reason: `${e.trooper} must roll exactly ${owed.count} ${e.purpose} dice, not ${e.faces.length}`,
      citation,
    };
  if (e.faces.some((f) => !Number.isInteger(f) || f < 1 || f > 20))
    return { reason: `a d20 shows 1 to 20: ${e.faces.join(', ')}`, citation };
  return discardRefusal(owed, e.faces, e.discard ?? [], citation);
};

/** The player's discards: exactly the Special Dice a roll owes (rules/dice/specialDie.ts), none otherwise. */
const discardRefusal = (
  owed: { trooper: string; purpose: RollPurpose; count: number; extra?: ExtraDice },
  faces: readonly number[],
  discard: readonly number[],
  sequence: CitationId,
): Refusal | null => {
  if (owed.extra === undefined)
    return discard.length === 0
      ? null
      : { reason: `${owed.trooper}'s ${owed.purpose} roll has no extra die to discard`, citation: sequence };
  const kept = discardExtraDice(owed.count - owed.extra.count, owed.extra.count, faces, discard, owed.extra.citation);
  return isDiscardedRoll(kept) ? null : kept;
};

/** The saving rolls of the Effects step, judged from their dice. */
export const judgeSaves = (c: OrderContext): readonly SaveOutcome[] =>
  resolveSaves(c.table.edition, savesOf(c), (t) => rolledFaces(c, t, 'saving-roll') ?? [], saveWoundTrack(c));

/** A measurement at Resolution, before any die: refused when it places a Direct Template (too late to shape the AROs). */
export const refuseLateFact = (c: OrderContext, fact: TableFact): Refusal | null => {
  const unfit = refuseFact(c, fact, true);
  if (unfit !== null) return unfit;
  const weaponsOf = (t: string) => c.table.troopers[t]?.profile.weapons ?? [];
  const declared = [
    ...[c.first, c.second].flatMap((d) =>
      d === null ? [] : [{ trooper: c.trooper, declaration: d, weapons: weaponsOf(c.trooper) }],
    ),
    ...c.aros.map((a) => ({ trooper: a.trooper, declaration: a.declaration, weapons: weaponsOf(a.trooper) })),
  ];
  return latePlacementRefusal(c.table.edition, fact, declared);
};
