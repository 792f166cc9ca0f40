import { stealthIgnoredBy } from '../combat/stealth.ts';
import { combatInstinctAgainstStealth, stealthCcTriggered } from '../combat/stealthCloseCombat.ts';
import { targetedStealthLoss } from '../combat/targeted.ts';
import type { CitationId } from '../citations/index.ts';
import type { Exchange } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { planFacts } from './planFacts.ts';
import { viewOf } from './participant.ts';

/**
 * The enemies Stealth's CC part held to CC AROs this Order (rules/combat/stealthCloseCombat.ts):
 * in base contact with the active Stealth user, never with LoF to it, not Sixth Sense or (N5)
 * Combat Instinct. Their AROs were already checked at the ARO step; this only names the rule.
 */
const caughtBy = (d: OrderDeclarations): { readonly rule: CitationId; readonly troopers: readonly string[] } | null => {
  const edition = d.table.edition;
  const active = viewOf(d, d.active);
  if (targetedStealthLoss(edition, active.states) !== null) return null;
  const declared = activeSkills(d).map((s) => s.skill);
  const rule = stealthCcTriggered(edition, active.profile.skills, declared);
  if (rule === null) return null;
  const contacts = planFacts(d).contacts(d.active);
  const troopers = d.aros
    .map((a) => a.trooper)
    .filter((y) => {
      const skills = viewOf(d, y).profile.skills;
      return (
        contacts.includes(y) &&
        stealthIgnoredBy(edition, skills) === null &&
        combatInstinctAgainstStealth(edition, skills) === null &&
        !d.facts.some((f) => f.fact === 'lof' && f.from === y && f.to === d.active && f.value)
      );
    });
  return troopers.length === 0 ? null : { rule, troopers };
};

const rollers = (x: Exchange): readonly string[] =>
  x.kind === 'face-to-face'
    ? [...x.a, ...x.b].map((p) => p.trooper)
    : x.kind === 'normal'
      ? [x.roller.trooper]
      : [x.source, x.target];

/** Names Stealth's CC rule on the exchanges of the enemies it held to CC AROs. */
export const withStealthCc = (d: OrderDeclarations, exchanges: readonly Exchange[]): readonly Exchange[] => {
  const caught = caughtBy(d);
  if (caught === null) return exchanges;
  return exchanges.map((x) =>
    rollers(x).some((t) => caught.troopers.includes(t)) && !x.citations.includes(caught.rule)
      ? { ...x, citations: [...x.citations, caught.rule] }
      : x,
  );
};
