import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import {
  gutsRoll,
  isNull as isNullState,
  stunGutsRefusal,
  stunnedRollMods,
  validateGutsChoice,
  type GutsRollResult,
} from '../combat/index.ts';
import { gutsChecks, type GutsCheck } from '../conclusion/index.ts';
import { successValue, type SuccessValue } from '../dice/index.ts';
import type { Refusal } from '../refusal.ts';
import { combatFacts, trooperView, type TableFact, type TrooperState } from '../table/index.ts';
import type { OrderCommand } from './orderCommand.ts';
import type { GutsEntry } from '../state/index.ts';
import { resultsOf, type OrderView } from './orderView.ts';

/**
 * The bridge from the Conclusion step to rules/: who owes a Guts Roll, whether a Guts command is
 * acceptable now (and why not), and what it rules. Each is a call into rules/.
 */
type Cmd<K extends OrderCommand['type']> = Extract<OrderCommand, { type: K }>;
type OrderContext = OrderView;

const gutsCitation = (c: OrderContext): CitationId => inEdition(c.table.edition, 'guts/roll');
const fallbackCitation = (c: OrderContext): CitationId => inEdition(c.table.edition, 'guts/fallback');

/** States each trooper entered during this Order (Suppressive Fire is its own declaration, no Attack's effect). */
const enteredThisOrder =
  (c: OrderContext) =>
  (trooper: string): readonly TrooperState[] =>
    c.entered.flatMap((e) => (e.trooper === trooper && e.state !== 'suppressive-fire' ? [e.state] : []));

/** Every trooper an Attack succeeded against, and whether it owes a Guts Roll. */
export const gutsRequirements = (c: OrderContext): readonly GutsCheck[] =>
  gutsChecks(c.table.edition, {
    table: c.table,
    facts: c.facts,
    tallies: resultsOf(c).flatMap((r) => r.tallies),
    saves: c.saved,
    entered: enteredThisOrder(c),
  });

const entry = (c: OrderContext, trooper: string): GutsEntry | undefined => c.guts.find((g) => g.trooper === trooper);

const notOwed = (c: OrderContext, trooper: string): Refusal => {
  const checked = c.gutsChecked.find((e) => e.trooper === trooper);
  if (checked !== undefined && !checked.required) {
    return {
      reason: `${trooper} owes no Guts Roll: ${checked.why}`,
      citation: checked.citations[0] ?? gutsCitation(c),
    };
  }
  const g = entry(c, trooper);
  if (g !== undefined && g.status !== 'owed')
    return {
      reason: `${trooper} already ${g.status === 'passed' ? 'passed' : 'failed'} its Guts Roll this Order`,
      citation: gutsCitation(c),
    };
  return { reason: `${trooper} suffered no successful Attack this Order: no Guts Roll`, citation: gutsCitation(c) };
};

/** Guts dice still owed (one WIP die per trooper that neither rolled nor chose to fail). */
export const gutsDue = (c: OrderContext): readonly { trooper: string; purpose: 'guts'; count: number }[] =>
  c.guts.filter((g) => g.status === 'owed').map((g) => ({ trooper: g.trooper, purpose: 'guts' as const, count: 1 }));

export const refuseGutsRoll = (c: OrderContext, e: Cmd<'roll'>): Refusal | null => {
  if (e.purpose !== 'guts')
    return { reason: `at Conclusion only Guts Rolls are rolled, not ${e.purpose}`, citation: gutsCitation(c) };
  if (entry(c, e.trooper)?.status !== 'owed') return notOwed(c, e.trooper);
  if (e.faces.length === 0) return courageRefusal(c, e.trooper);
  if (e.faces.length !== 1)
    return { reason: `a Guts Roll is one WIP die, not ${e.faces.length}`, citation: gutsCitation(c) };
  const stunned = stunGutsRefusal(c.table.edition, {
    failedStunSave: c.saved.some((x) => x.trooper === e.trooper && x.stunFailed === true),
    skills: trooperView(c.table, e.trooper)?.profile.skills ?? [],
  });
  if (stunned !== null) return stunned;
  if (e.faces.some((f) => !Number.isInteger(f) || f < 1 || f > 20))
    return { reason: `a d20 shows 1 to 20: ${e.faces.join(', ')}`, citation: gutsCitation(c) };
  return null;
};

export const refuseFailGuts = (c: OrderContext, e: Cmd<'fail-guts'>): Refusal | null =>
  entry(c, e.trooper)?.status === 'owed' ? null : notOwed(c, e.trooper);

/** Only the options a failed Guts Roll left are measured at Conclusion. */
export const refuseConclusionFact = (c: OrderContext, fact: TableFact): Refusal | null => {
  if (fact.fact !== 'guts-options')
    return {
      reason: `measurements for this Order closed before its rolls; at Conclusion only guts-options may be measured`,
      citation: gutsCitation(c),
    };
  if (entry(c, fact.trooper)?.status !== 'failed')
    return {
      reason: `${fact.trooper} did not fail a Guts Roll this Order: nothing to choose`,
      citation: fallbackCitation(c),
    };
  return null;
};

export const refuseGutsMove = (c: OrderContext, e: Cmd<'guts-move'>): Refusal | null => {
  const g = entry(c, e.trooper);
  if (g?.status !== 'failed')
    return g?.status === 'moved'
      ? { reason: `${e.trooper} already took its fallback`, citation: fallbackCitation(c) }
      : notOwed(c, e.trooper);
  const options = combatFacts(c.facts).gutsOptions(e.trooper);
  if (options === undefined) {
    return {
      reason: `measure what ${e.trooper} could do first (a guts-options fact: leaveLof, reachCover)`,
      citation: fallbackCitation(c),
    };
  }
  const verdict = validateGutsChoice(
    c.table.edition,
    { leaveLoF: options.leaveLof, reachCover: options.reachCover },
    e.option,
  );
  return E.isLeft(verdict) ? verdict.left : null;
};

/** Conclusion is over when every owed Guts Roll is made and every failed one has its fallback. */
export const conclusionDone = (c: OrderContext): boolean =>
  c.guts.every((g) => g.status === 'passed' || g.status === 'moved');

export interface GutsRolled {
  readonly result: GutsRollResult;
  /** The WIP Success Value rolled against (none when the owner chose to fail). */
  readonly sv: SuccessValue | null;
}

/** A Guts Roll passed with no die is Courage's: refused to a trooper without it. */
const courageRefusal = (c: OrderContext, trooper: string): Refusal | null =>
  trooperView(c.table, trooper)?.profile.skills.includes('courage') === true
    ? null
    : {
        reason: `${trooper} has no Courage: its Guts Roll is one WIP die (or fail: true), it cannot pass it without rolling`,
        citation: inEdition(c.table.edition, 'skills/courage'),
      };

/** The Guts Roll of a trooper: its WIP die (Stunned: -3, no other MOD), its owner's choice to fail, or Courage's pass. */
export const rollGuts = (
  c: OrderContext,
  trooper: string,
  face: number | null,
  courage: boolean = false,
): GutsRolled => {
  if (courage) return { result: gutsRoll(c.table.edition, { kind: 'courage' }), sv: null };
  if (face === null) return { result: gutsRoll(c.table.edition, { kind: 'fail-on-purpose' }), sv: null };
  const view = trooperView(c.table, trooper);
  const wip = view?.profile.attributes.WIP ?? 0;
  const mods = stunnedRollMods(c.table.edition, view?.states ?? []);
  return {
    result: gutsRoll(c.table.edition, { kind: 'roll', roller: trooper, wip, mods, face }),
    sv: successValue(c.table.edition, 'WIP', wip, mods),
  };
};

/** Going Prone enters the Prone state (unless the trooper already is, or cannot act at all). */
export const goesProne = (c: OrderContext, trooper: string): boolean => {
  const view = trooperView(c.table, trooper);
  return view !== undefined && !view.states.includes('prone') && !isNullState(view.states);
};

export const gutsMoveCitations = (c: OrderContext, prone: boolean): readonly CitationId[] =>
  prone && c.table.edition === 'n5' ? [fallbackCitation(c), 'n5/states/prone'] : [fallbackCitation(c)];
