import type { CitationId } from '../citations/index.ts';
import { stealthDenial, stealthIgnoredBy } from '../combat/stealth.ts';
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

/** Whether Stealth does not work against this reactor: it has Sixth Sense (N4/N5; rules/combat/stealth.ts). */
export const sixthSense = (ctx: StealthContext, trooper: string): boolean => {
  const reactor = trooperView(ctx.table, trooper);
  return reactor !== undefined && stealthIgnoredBy(ctx.table.edition, reactor.profile.skills) !== null;
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
