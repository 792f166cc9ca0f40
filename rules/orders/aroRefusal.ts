import * as E from 'fp-ts/lib/Either.js';
import { airborneAroRefusal, disconnectedAroRefusal } from '../deployment/index.ts';
import { canDeclare } from '../combat/allowedSkills.ts';
import { inEdition } from '../editions/inEdition.ts';
import { aroShotRefusal } from './aroShotRefusal.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { factsAbout, type FactLookup } from '../table/factsAbout.ts';
import { combatFacts } from '../table/combatFacts.ts';
import type { TableFact } from '../table/tableFact.ts';
import { isNull } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import { attackAmmoRefusal } from './ammoRefusal.ts';
import { usableInAro } from './skillCategory.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';
import { attackWeaponRefusal } from './attackWeaponRefusal.ts';
import { ccSkillRefusal } from '../combat/ccSpecialSkills.ts';
import { commsAttackRefusal, hackingAreaCitation } from './commsAttackRefusal.ts';
import { declaredPoint, onRoute } from './routePoints.ts';
import { aroPointCitation, strayPointRefusal } from './routeRefusal.ts';
import { cautiousBreach } from '../combat/cautiousMovement.ts';
import { movementSkillCitation } from '../combat/movementSkills.ts';
import { aroAgainstMarkerRefusal, markerTargetRefusal } from './markerRefusal.ts';
import { lofSomewhere, sixthSense, stealthCcRefusal, stealthOf, stealthRefusal } from './stealthRefusal.ts';
import type { SkillId } from './skillDeclaration.ts';

export interface AroContext {
  readonly table: TableView;
  readonly activePlayer: string;
  readonly active: string;
  readonly facts: readonly TableFact[];
  /** Troopers that already declared an ARO this Order. */
  readonly declared: readonly string[];
  /** Troopers that were eligible after the first skill and let the chance pass. */
  readonly forfeited: readonly string[];
  /** Troopers the activated trooper's declared Comms Attacks target (they may react: N4/N5). */
  readonly commsTargets?: readonly string[];
  /** The points of the active trooper's route declared so far (besides `start`); none if omitted. */
  readonly points?: readonly string[];
  /** The last point of the active trooper's Cautious Movement, when it declared one. */
  readonly cautiousEnd?: string;
  /** The skills the active trooper declared so far this Order (Stealth reads them); none if omitted. */
  readonly activeSkills?: readonly SkillId[];
}

/** Why the active trooper's Cautious Movement generates no ARO, or null (none declared, or it does). */
const cautiousRefusal = (ctx: AroContext, facts: FactLookup): Refusal | null => {
  if (ctx.cautiousEnd === undefined) return null;
  const edition = ctx.table.edition;
  const breach = cautiousBreach(edition, { ...ctx, facts }, ctx.cautiousEnd);
  return breach === null
    ? refuse(
        `${ctx.active}'s Cautious Movement begins and ends (at ${ctx.cautiousEnd}) outside every enemy's LoF and ZoC as measured: it generates no AROs`,
        movementSkillCitation(edition, 'cautious-move'),
      )
    : null;
};

const NO_POINTS: readonly string[] = [];

/** The points an ARO may react at: the plain facts (`start`), then each point of the route. */
const reactionPoints = (ctx: AroContext): readonly (string | undefined)[] => [undefined, ...(ctx.points ?? NO_POINTS)];

/** The first point of the route where `trooper` has LoF to the activated trooper, if any. */
const lofPoint = (ctx: AroContext, trooper: string, facts: FactLookup): string | undefined =>
  (ctx.points ?? NO_POINTS).find((p) => facts.lof(trooper, ctx.active, p) === true);

const eligibilityCitation = (e: Edition): CitationId => inEdition(e, 'aro/eligibility');
const firstPrinting = (table: TableView): boolean =>
  table.edition === 'n4' && table.readings?.['n4-zoc-aro'] === 'first-printing';

const zocCitation = (table: TableView): CitationId =>
  firstPrinting(table) ? 'n4/zoc/outside-lof-first-printing' : inEdition(table.edition, 'zoc/outside-lof');

/**
 * What a trooper may react with from Zone of Control without LoF. N4 follows errata 1.1.1 unless
 * the game reads the rule as first printed (Dodge or Reset only).
 */
const allowedFromZocWithoutLof = (table: TableView, skill: SkillDeclaration['skill']): boolean => {
  switch (table.edition) {
    case 'n3':
      return skill === 'change-facing' || skill === 'reset';
    case 'n4':
      return firstPrinting(table) ? skill === 'dodge' || skill === 'reset' : skill !== 'bs-attack';
    case 'n5':
      return skill !== 'bs-attack';
  }
};

/** A template of the activated trooper touches this one (it may then Dodge without LoF). */
const touchedByTemplate = (ctx: AroContext, trooper: string): boolean =>
  combatFacts(ctx.facts).templatesTouching(trooper).includes(ctx.active);

const affectedMayDodge = (e: Edition): CitationId => inEdition(e, 'templates/affected-may-dodge');

const commsTargetCitation = (e: Edition): CitationId =>
  pick<CitationId>(e, {
    n3: 'n3/hacking/unsourced',
    n4: 'n4/aro/comms-attack-target',
    n5: 'n5/aro/comms-attack-target',
  });

/**
 * N4/N5: the activation inside the trooper's Hacking Area (N4 Update 2.1), or the trooper being
 * the target of the activated trooper's Comms Attack, lets it react without LoF or ZoC. N3 has no
 * sourced hacking rule here. The Hacking Area counts only while its Hacker could declare a Comms
 * Attack (not Isolated, not Immobilized…): a disabled Hacking Device reaches nobody.
 */
const hackingEligible = (ctx: AroContext, trooper: string, facts: FactLookup): CitationId | null => {
  const edition = ctx.table.edition;
  if (edition === 'n3') return null;
  if (ctx.commsTargets?.includes(trooper) === true) return commsTargetCitation(edition);
  if (facts.hackingArea(trooper, ctx.active) !== true) return null;
  const view = trooperView(ctx.table, trooper);
  return view !== undefined &&
    view.profile.skills.includes('hacker') &&
    E.isRight(canDeclare(edition, view.states, 'comms-attack'))
    ? hackingAreaCitation(edition)
    : null;
};

/**
 * Whether the trooper can react at all: LoF to the activated trooper or the activation in its
 * ZoC at some point of its route declared so far (the start included), the activation in its
 * Hacking Area, its template touching it, or a Comms Attack on it.
 */
export const aroEligible = (ctx: AroContext, trooper: string, facts: FactLookup = factsAbout(ctx.facts)): boolean => {
  if (cautiousRefusal(ctx, facts) !== null) return false;
  // Stealth: only an enemy with LoF to it may react (but one with Sixth Sense).
  if (stealthOf(ctx) !== null && !sixthSense(ctx, trooper)) return lofSomewhere(ctx, trooper, facts);
  if (facts.lof(trooper, ctx.active) === true || facts.zoc(trooper, ctx.active) === true) return true;
  for (const p of ctx.points ?? NO_POINTS)
    if (facts.lof(trooper, ctx.active, p) === true || facts.zoc(trooper, ctx.active, p) === true) return true;
  return touchedByTemplate(ctx, trooper) || hackingEligible(ctx, trooper, facts) !== null;
};

/** Troopers of the Reactive Player that can react now and have not declared (nor lost) an ARO. */
export const undeclaredEligible = (ctx: AroContext): readonly string[] => {
  const facts = factsAbout(ctx.facts);
  return Object.keys(ctx.table.troopers).filter(
    (id) =>
      ctx.table.troopers[id]?.player !== ctx.activePlayer &&
      !ctx.declared.includes(id) &&
      !ctx.forfeited.includes(id) &&
      aroEligible(ctx, id, facts),
  );
};

/**
 * Whether a reactive trooper may declare this ARO now. One ARO per trooper per Order; only the
 * Reactive Player reacts; only ARO-usable skills; it must target the activated trooper; it needs
 * LoF, or ZoC with what the edition allows without LoF; a trooper that let its chance pass
 * after the first skill has lost it.
 */
export const aroRefusal = (ctx: AroContext, trooper: string, declaration: SkillDeclaration): Refusal | null => {
  const edition = ctx.table.edition;
  const view = trooperView(ctx.table, trooper);
  if (view === undefined) return refuse(`there is no trooper ${trooper}`, eligibilityCitation(edition));
  if (view.player === ctx.activePlayer)
    return refuse(
      `${trooper} belongs to the Active Player: only the Reactive Player declares AROs`,
      inEdition(edition, 'aro/reactive-only'),
    );
  if (isNull(view.states))
    return refuse(`${trooper} is ${view.states.join(', ')} and cannot react`, eligibilityCitation(edition));
  const offTable = airborneAroRefusal(ctx.table, trooper) ?? disconnectedAroRefusal(ctx.table, trooper);
  if (offTable !== null) return offTable;
  const allowed = canDeclare(edition, view.states, declaration.skill);
  if (E.isLeft(allowed)) return allowed.left.refusal;
  if (ctx.declared.includes(trooper))
    return refuse(`${trooper} already declared its ARO this Order`, inEdition(edition, 'aro/one-per-order'));
  if (ctx.forfeited.includes(trooper))
    return refuse(
      `${trooper} could react after the first skill and did not: that ARO is lost`,
      inEdition(edition, 'aro/declaration-timing'),
    );
  if (!usableInAro(edition, declaration.skill))
    return refuse(`${declaration.skill} cannot be declared as an ARO`, inEdition(edition, 'aro/usable-in-aro'));
  const marker = aroAgainstMarkerRefusal(ctx.table, ctx.active, declaration);
  if (marker !== null) return marker;
  const cautious = cautiousRefusal(ctx, factsAbout(ctx.facts));
  if (cautious !== null) return cautious;
  if (declaration.skill !== 'dodge' && combatFacts(ctx.facts).dodgeMove(trooper) !== undefined) {
    return refuse(
      `${trooper}'s Dodge move was measured (a dodge-move fact): its ARO can only be a Dodge, not ${declaration.skill}`,
      inEdition(edition, 'dodge/move'),
    );
  }
  if (declaration.skill === 'bs-attack' && declaration.from !== undefined) {
    return refuse(
      `from names the active trooper's firing point; an ARO names the point of ${ctx.active}'s route it reacts at with at`,
      aroPointCitation(edition),
    );
  }
  const stray = strayPointRefusal(edition, declaration);
  if (stray !== null) return stray;
  const at = declaredPoint(declaration);
  if (at !== undefined && !onRoute(at, ctx.points ?? NO_POINTS)) {
    return refuse(
      `${trooper} reacts at ${at}, which is not a point of ${ctx.active}'s route declared so far (${['start', ...(ctx.points ?? NO_POINTS)].join(', ')})`,
      aroPointCitation(edition),
    );
  }
  const ammo = attackAmmoRefusal(edition, view.profile.weapons, declaration);
  if (ammo !== null) return ammo;
  const kind = attackWeaponRefusal(edition, view.profile.weapons, declaration);
  if (kind !== null) return kind;
  if (declaration.skill === 'cc-attack' && !view.profile.weapons.some((w) => w.id === declaration.weapon))
    return refuse(`${trooper} carries no ${declaration.weapon}`, inEdition(edition, 'orders/declaration-details'));
  const cc = declaration.skill === 'cc-attack' ? ccSkillRefusal(edition, trooper, view.profile.skills) : null;
  if (cc !== null) return cc;
  if (declaration.skill === 'bs-attack') {
    const shot = aroShotRefusal(edition, view, trooper, ctx.active, declaration);
    if (shot !== null) return shot;
  }
  if ((declaration.skill === 'cc-attack' || declaration.skill === 'discover') && declaration.target !== ctx.active) {
    return refuse(
      `an ARO must target the activated trooper ${ctx.active}`,
      inEdition(edition, 'aro/target-activated-trooper'),
    );
  }
  const discover = declaration.skill === 'discover' ? markerTargetRefusal(ctx.table, trooper, declaration, null) : null;
  if (discover !== null) return discover;
  const facts = factsAbout(ctx.facts);
  const stealth = stealthRefusal(ctx, trooper, facts);
  if (stealth !== null) return stealth;
  const stealthCc = stealthCcRefusal(ctx, trooper, declaration.skill, facts);
  if (stealthCc !== null) return stealthCc;
  if (declaration.skill === 'comms-attack') {
    // A Hacking Program needs no LoF: its range is the Hacker's Hacking Area, measured before the ARO.
    const refused = commsAttackRefusal(ctx.table, trooper, declaration, ctx.active);
    if (refused !== null) return refused;
    const area = facts.hackingArea(trooper, ctx.active);
    if (area === true) return null;
    return refuse(
      area === false
        ? `${ctx.active} is not in ${trooper}'s Hacking Area: its Comms Attack cannot reach it`
        : `measure whether ${ctx.active} is in ${trooper}'s Hacking Area (a hacking-area fact) before declaring its Comms Attack`,
      hackingAreaCitation(edition),
    );
  }
  // A BS Attack or a Dodge reads its facts at its point; a skill that names none reacts wherever it can.
  const pointed = declaration.skill === 'bs-attack' || declaration.skill === 'dodge';
  const somewhere = (read: (p: string | undefined) => boolean | undefined): boolean | undefined =>
    (pointed ? undefined : reactionPoints(ctx).some((p) => read(p) === true) || undefined) ?? read(at);
  const lof = somewhere((p) => facts.lof(trooper, ctx.active, p));
  const zoc = somewhere((p) => facts.zoc(trooper, ctx.active, p));
  const where = at === undefined ? '' : ` at ${at}`;
  // LoF elsewhere on the route: the ARO names that point to use it.
  const elsewhere = at === undefined && pointed ? lofPoint(ctx, trooper, facts) : undefined;
  // Else ZoC elsewhere, for a skill the edition allows from ZoC without LoF.
  const zocElsewhere =
    at === undefined && pointed && elsewhere === undefined && allowedFromZocWithoutLof(ctx.table, declaration.skill)
      ? (ctx.points ?? NO_POINTS).find((p) => facts.zoc(trooper, ctx.active, p) === true)
      : undefined;
  const hint =
    elsewhere !== undefined
      ? ` (it has LoF with ${ctx.active} at ${elsewhere}: declare the ARO at that point)`
      : zocElsewhere !== undefined
        ? ` (it has ${ctx.active} in its ZoC at ${zocElsewhere}: declare the ARO at that point)`
        : '';
  if (lof === true) return null;
  if (zoc === true) {
    return allowedFromZocWithoutLof(ctx.table, declaration.skill)
      ? null
      : refuse(
          `${trooper} has no LoF to ${ctx.active}${where}: from ZoC it cannot declare ${declaration.skill}${hint}`,
          zocCitation(ctx.table),
        );
  }
  const hacking = hackingEligible(ctx, trooper, facts);
  if (hacking !== null) {
    return declaration.skill === 'bs-attack'
      ? refuse(
          `${trooper} has no LoF to ${ctx.active}${where}: it may react (Hacking Area or Comms Attack target) but not with a BS Attack${hint}`,
          hacking,
        )
      : null;
  }
  if (touchedByTemplate(ctx, trooper)) {
    return declaration.skill === 'dodge'
      ? null
      : refuse(
          `${trooper} has no LoF to ${ctx.active}${where}; its template touches ${trooper}, which may only Dodge it${hint}`,
          affectedMayDodge(edition),
        );
  }
  if (lof === undefined && zoc === undefined) {
    return refuse(
      `measure LoF (or ZoC) from ${trooper} to ${ctx.active}${where} before declaring its ARO${hint}`,
      at === undefined ? eligibilityCitation(edition) : aroPointCitation(edition),
    );
  }
  return refuse(
    `${trooper} has neither LoF to ${ctx.active}${where} nor it in its ZoC${hint}`,
    at === undefined ? eligibilityCitation(edition) : aroPointCitation(edition),
  );
};
