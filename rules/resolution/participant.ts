import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import {
  ALLY_IN_CC_MOD,
  bsAttackMods,
  canDeclare,
  ccAttackMods,
  ccSpecialDice,
  dodgeMods,
  rangeMod,
  sfStateCitation,
  type TemplateContact,
  targetedAttackMods,
} from '../combat/index.ts';
import { needsRoll, successValue, svBelowOneCitation, type Mod, type SuccessValue } from '../dice/index.ts';
import { ammoOffered, weaponAsFired, type Ammo, type WeaponProfile } from '../profiles/index.ts';
import { ammoChoiceCitation } from '../orders/ammoRefusal.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import { isNull } from '../table/trooperState.ts';
import { trooperView, type TrooperView } from '../table/tableView.ts';
import type { DiceSlice, ExtraDice, Participant, ParticipantEffect, StrayFire } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { PlanRefusal } from './planRefusal.ts';
import { planFacts } from './planFacts.ts';
import { pointOf } from './pointOf.ts';
import { concealmentOf } from './concealment.ts';
import { firesInSfMode, sfWeapon } from './suppressiveFirePlan.ts';

export const expStep = (d: OrderDeclarations): CitationId => inEdition(d.table.edition, 'orders/expenditure-sequence');

/**
 * Refuses the plan for a missing fact: written `value ?? refused(reason, citation)`, so that the
 * reason's text is only made when the value is missing (the plan asks for some forty values an
 * Order, each with its own message).
 */
export const refused = (reason: string, citation: CitationId): never => {
  throw new PlanRefusal({ reason, citation });
};

export const viewOf = (d: OrderDeclarations, trooper: string): TrooperView =>
  trooperView(d.table, trooper) ?? refused(`unknown trooper ${trooper}`, expStep(d));

/** The ammunition a declaration names (a BS Attack's, for a weapon with several). */
export const ammoOf = (decl: SkillDeclaration): Ammo | undefined =>
  decl.skill === 'bs-attack' ? decl.ammo : undefined;

/**
 * A trooper's weapon as it fires: with the declared ammunition's mode (Burst, DAM/PS, traits) for
 * a weapon with several. Declarations were checked, so a missing mode is a plan refusal.
 */
export const weaponOf = (d: OrderDeclarations, trooper: string, weapon: string, ammo?: Ammo): WeaponProfile => {
  const listed =
    viewOf(d, trooper).profile.weapons.find((w) => w.id === weapon) ??
    refused(`${trooper} has no weapon ${weapon}`, expStep(d));
  const fired = weaponAsFired(listed, ammo);
  // In Suppressive Fire, a weapon with the Trait fires in SF Mode.
  if (fired !== undefined) return sfWeapon(d, trooper, fired);
  throw new PlanRefusal({
    reason: `${trooper}'s ${listed.name} fires ${ammoOffered(listed).join(' or ')}: ${ammo === undefined ? 'none was declared' : `not ${ammo}`}`,
    citation: ammoChoiceCitation(d.table.edition),
  });
};

/** A roll whose SV is below 1 fails with no die (every edition): the reason, or null when it rolls. */
export const belowOne = (d: OrderDeclarations, sv: SuccessValue): Participant['automaticFailure'] =>
  needsRoll(sv.value)
    ? null
    : {
        reason: `${sv.attribute} ${sv.base} with ${sv.modTotal} in MODs leaves an SV of ${sv.value}, below 1`,
        citation: svBelowOneCitation(d.table.edition),
      };

/** The SV of one attack roll and what it does besides hitting. */
export interface AttackRoll {
  readonly skill: 'bs-attack' | 'cc-attack' | 'comms-attack';
  readonly sv: SuccessValue;
  readonly automaticFailure: Participant['automaticFailure'];
  readonly strayFire: StrayFire | null;
  /** Special Dice the roll adds (Martial Arts L3/L5, a Fireteam's BS Attack (+1 SD)). */
  readonly extraDice?: ExtraDice;
}

/** Allies of `trooper` in base contact with `target` (BS Attack into Close Combat). */
const alliesEngagedWith = (d: OrderDeclarations, trooper: string, target: string): readonly string[] => {
  const mine = viewOf(d, trooper).player;
  return planFacts(d)
    .contacts(target)
    .filter((id) => {
      const v = trooperView(d.table, id);
      return id !== trooper && v !== undefined && v.player === mine && !isNull(v.states);
    });
};

/**
 * A BS Attack roll: BS with the range, cover, Close Combat and visibility MODs measured against
 * `against` (the target, or an Impact Template's main target), at the attacker's point of the
 * route (its firing point, or its ARO's point). Beyond maximum range it fails with no die. Into
 * a Close Combat it carries the ally MOD and the ally a stray shot would hit.
 */
export const bsAttackRoll = (
  d: OrderDeclarations,
  trooper: string,
  weapon: WeaponProfile,
  against: string,
): AttackRoll => {
  const edition = d.table.edition;
  const facts = planFacts(d);
  const at = pointOf(d, trooper);
  const where = at === undefined ? '' : ` at ${at}`;
  const inches =
    facts.range(trooper, against, at) ??
    refused(`the range from ${trooper} to ${against}${where} was not measured`, expStep(d));
  const range = rangeMod(
    edition,
    weapon,
    inches,
    firesInSfMode(d, trooper, weapon) ? sfStateCitation(edition) : undefined,
  );
  const allies = alliesEngagedWith(d, trooper, against);
  let mods: readonly Mod[] = [];
  if (range.kind === 'in-range') {
    // Mimetism, Nanoscreen and Visibility Zones, from the profiles and the measured zones.
    const concealment = concealmentOf(d, 'bs-attack', trooper, against, at);
    if (E.isLeft(concealment)) throw new PlanRefusal(concealment.left);
    const stack = bsAttackMods(edition, {
      range: range.mod,
      cover: facts.cover(against, trooper, at) ?? 'none',
      alliesInCloseCombat: allies.length,
      declared: [
        ...facts.visibility(trooper, against, at).map((v) => ({ value: v.mod, reason: v.reason })),
        ...concealment.right,
        ...targetedAttackMods(edition, d.table.troopers[against]?.states ?? []),
      ],
      needsLof: !weapon.traits.includes('no-lof-needed'),
    });
    if (E.isLeft(stack)) throw new PlanRefusal(stack.left);
    mods = stack.right.mods;
  }
  const ffCitation = inEdition(edition, 'bs-attack/friendly-fire');
  let strayFire: StrayFire | null = null;
  if (allies.length > 0) {
    const chosen = allies.length === 1 ? allies[0] : facts.friendlyFireAlly(trooper);
    const ally =
      chosen ??
      refused(
        `${allies.join(', ')} are engaged with ${against}: declare which of them takes ${trooper}'s stray shots (a friendly-fire fact)`,
        ffCitation,
      );
    if (!allies.includes(ally))
      throw new PlanRefusal({
        reason: `${ally} is not an ally of ${trooper} engaged with ${against}`,
        citation: ffCitation,
      });
    strayFire = { allyMod: ALLY_IN_CC_MOD * allies.length, ally };
  }
  const sv = successValue(edition, 'BS', viewOf(d, trooper).profile.attributes.BS, mods);
  return {
    skill: 'bs-attack',
    sv,
    automaticFailure:
      range.kind === 'out-of-range'
        ? { reason: `${inches}" is beyond ${weapon.name}'s maximum range`, citation: range.citation }
        : belowOne(d, sv),
    strayFire,
  };
};

/** A CC Attack roll: CC against an enemy in base contact (no range, no cover). */
export const ccAttackRoll = (
  d: OrderDeclarations,
  trooper: string,
  against: string,
  /** MODs of the skill the CC Attack is made with (Berserk (+3)). */
  extra: readonly Mod[] = [],
): AttackRoll => {
  const edition = d.table.edition;
  const citation = inEdition(edition, 'cc-attack/roll');
  if (!planFacts(d).contacts(trooper).includes(against)) {
    throw new PlanRefusal({
      reason: `${trooper} is not in base contact with ${against}: a CC Attack needs it (measure base-contact)`,
      citation,
    });
  }
  // Martial Arts' Attack MOD; the Opponent MODs of enemies are added Face to Face (ccSkillsPlan).
  const view = viewOf(d, trooper);
  const sv = successValue(edition, 'CC', view.profile.attributes.CC, [
    ...ccAttackMods(edition, view.profile.skills),
    ...extra,
  ]);
  const sd = ccSpecialDice(edition, view.profile.skills);
  return {
    skill: 'cc-attack',
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
    ...(sd === null ? {} : { extraDice: sd }),
  };
};

/** The roll of a declared attack skill against `against`. */
export const attackRoll = (
  d: OrderDeclarations,
  trooper: string,
  decl: Extract<SkillDeclaration, { skill: 'bs-attack' | 'cc-attack' }>,
  against: string,
): AttackRoll =>
  decl.skill === 'cc-attack'
    ? ccAttackRoll(d, trooper, against)
    : bsAttackRoll(d, trooper, weaponOf(d, trooper, decl.weapon, decl.ammo), against);

export const attackParticipant = (
  trooper: string,
  roll: AttackRoll,
  slice: DiceSlice,
  effect: Extract<ParticipantEffect, { kind: 'attack' }>,
): Participant => ({
  trooper,
  skill: roll.skill,
  purpose: 'attack',
  slice,
  effect,
  sv: roll.sv,
  automaticFailure: roll.automaticFailure,
  strayFire: roll.strayFire,
  ...(roll.extraDice === undefined ? {} : { extraDice: roll.extraDice }),
});

/**
 * A Dodge participant: PH with the Dodge MODs for what is dodged (a template without LoF to
 * its user or a Deployable: -3). Every Dodge participant of a trooper reads the same die; an SV
 * below 1 fails with no die.
 */
export const dodgeParticipant = (
  d: OrderDeclarations,
  trooper: string,
  against: { readonly attackers: readonly string[]; readonly template: TemplateContact; readonly deployable: boolean },
): Participant => {
  const edition = d.table.edition;
  const view = viewOf(d, trooper);
  const facts = planFacts(d);
  // LoF to each attacker where that attacker's own skill places the active trooper: the attacker's
  // ARO point when the dodger is the active trooper, the active trooper's firing point when the
  // attacker is active (movementCitations: `*/aro/route-point`).
  const dodge = dodgeMods(edition, {
    unitType: view.profile.unitType,
    motorcycle: view.profile.skills.includes('motorcycle'),
    template: against.template,
    lofToAttacker: against.attackers.every((a) => facts.lof(trooper, a, pointOf(d, a)) !== false),
    deployable: against.deployable,
    states: view.states,
  });
  if (E.isLeft(dodge)) throw new PlanRefusal(dodge.left);
  const sv = successValue(edition, 'PH', view.profile.attributes.PH, dodge.right.mods);
  return {
    trooper,
    skill: 'dodge',
    purpose: 'dodge',
    slice: { from: 0, count: 1 },
    effect: { kind: 'evade' },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
};

/**
 * A Reset participant: one WIP die with the MODs of the trooper's states (IMM-B -3, N4/N5
 * Isolated -9), as canDeclare gives them. An SV below 1 fails with no die.
 */
export const resetParticipant = (d: OrderDeclarations, trooper: string): Participant => {
  const edition = d.table.edition;
  const view = viewOf(d, trooper);
  const allowed = canDeclare(edition, view.states, 'reset');
  if (E.isLeft(allowed)) throw new PlanRefusal(allowed.left.refusal);
  const sv = successValue(edition, 'WIP', view.profile.attributes.WIP, allowed.right.mods);
  return {
    trooper,
    skill: 'reset',
    purpose: 'reset',
    slice: { from: 0, count: 1 },
    effect: { kind: 'reset' },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
};
