import type { CitationId } from '../citations/index.ts';
import { stealthDenial, stealthIgnoredBy } from '../combat/stealth.ts';
import {
  combatInstinctAgainstStealth,
  STEALTH_CC_AROS,
  stealthCcAroAllowed,
  stealthCcTriggered,
} from '../combat/stealthCloseCombat.ts';
import { targetedStealthLoss } from '../combat/targeted.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { FactLookup } from '../table/factsAbout.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SkillId } from './skillDeclaration.ts';

/** What Stealth reads of an ARO's context (rules/orders/aroRefusal.ts). */
export interface StealthContext {
  readonly table: TableView;
  readonly active: string;
  readonly points?: readonly string[];
  readonly activeSkills?: readonly SkillId[];
}

/**
 * The active trooper's Stealth, when it denies AROs to enemies without LoF (rules/combat/stealth.ts);
 * none while it is Targeted (N5: a Targeted trooper may not use Stealth, rules/combat/targeted.ts).
 */
export const stealthOf = (ctx: StealthContext): CitationId | null => {
  const active = trooperView(ctx.table, ctx.active);
  if (active === undefined || targetedStealthLoss(ctx.table.edition, active.states) !== null) return null;
  return stealthDenial(ctx.table.edition, active.profile.skills, ctx.activeSkills ?? []);
};

/**
 * Whether Stealth does not work against this reactor: it has Sixth Sense (N4/N5;
 * rules/combat/stealth.ts) or Combat Instinct (N5; rules/combat/stealthCloseCombat.ts).
 */
export const sixthSense = (ctx: StealthContext, trooper: string): boolean => {
  const reactor = trooperView(ctx.table, trooper);
  return (
    reactor !== undefined &&
    (stealthIgnoredBy(ctx.table.edition, reactor.profile.skills) !== null ||
      combatInstinctAgainstStealth(ctx.table.edition, reactor.profile.skills) !== null)
  );
};

/** LoF to the activated trooper at any point of its route declared so far (the start included). */
export const lofSomewhere = (ctx: StealthContext, trooper: string, facts: FactLookup): boolean =>
  [undefined, ...(ctx.points ?? [])].some((p) => facts.lof(trooper, ctx.active, p) === true);

/** An ARO refused by the active trooper's Stealth: the reactor has no LoF to it. */
export const stealthRefusal = (ctx: StealthContext, trooper: string, facts: FactLookup): Refusal | null => {
  if (sixthSense(ctx, trooper)) return null;
  const stealth = stealthOf(ctx);
  return stealth !== null && !lofSomewhere(ctx, trooper, facts)
    ? refuse(
        `${trooper} has no LoF to ${ctx.active} (as measured so far): ${ctx.active}'s Stealth (${(ctx.activeSkills ?? []).join(', ')}) grants AROs only to enemies with LoF to it, not from ZoC, Hacking Area or template`,
        stealth,
      )
    : null;
};

/**
 * Stealth in CC (N4/N5, rules/combat/stealthCloseCombat.ts): the active trooper moved into base
 * contact with this enemy without entering its LoF and then declared another skill; the enemy may
 * only react with CC Attack, Dodge, Reset or a skill usable while Engaged.
 */
export const stealthCcRefusal = (
  ctx: StealthContext,
  trooper: string,
  skill: SkillId,
  facts: FactLookup,
): Refusal | null => {
  const active = trooperView(ctx.table, ctx.active);
  if (active === undefined || targetedStealthLoss(ctx.table.edition, active.states) !== null) return null;
  if (sixthSense(ctx, trooper) || stealthCcAroAllowed(skill)) return null;
  const rule = stealthCcTriggered(ctx.table.edition, active.profile.skills, ctx.activeSkills ?? []);
  if (rule === null || facts.baseContact(trooper, ctx.active) !== true || lofSomewhere(ctx, trooper, facts))
    return null;
  return refuse(
    `${ctx.active} reached Silhouette contact with ${trooper} outside its LoF (Stealth) and declared ${(ctx.activeSkills ?? []).join(', ')}: ${trooper} may only react with ${STEALTH_CC_AROS.join(', ')}, not ${skill}`,
    rule,
  );
};
