/*
 * Decisions (docs/rulings.md "Frenzy, Exrah and optional survival skills"):
 * - Frenzy (N4/N5, Obligatory, States Phase): a trooper with it that made an enemy fail a save
 *   costing Wounds (the log's SavingRollResolved: `attacker`, `trooper`, `wounds` > 0; folded
 *   as the table's `woundedEnemies`) gains, in the States Phase that ends that Player Turn, the
 *   skills of its edition for the rest of the game: N5 Impetuous and Limited Cover, N4 Impetuous.
 *   Entering Dead State always comes with a Wound here (no Dead without one is ruled yet).
 * - Gaining Impetuous cancels its Marker State (Camouflaged, IMP-1/2, Hidden Deployment); the
 *   ban on entering one again is Impetuous's own refusal (rules/orders/impetuous.ts), which now
 *   reads the gained skill. Its Impetuous Order counts from the next Tactical Phase on.
 * - Limited Cover (N5) is logged as gained; an Impetuous trooper already gets no Partial Cover
 *   at all (`n5/skills/impetuous-cover`, the stricter rule), so it changes nothing here (reading).
 * - A Dead trooper gains nothing (it is out of the game). N3: not read, no Frenzy ruled.
 * - Wounds the players ruled (OrderRuledByPlayers) name no attacker: they do not trigger it.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import { areEnemies, type TableView } from '../table/index.ts';
import { MARKER_STATES, type MarkerState } from './markers.ts';

export const frenzyCitation = (edition: Edition): CitationId | null =>
  edition === 'n5' ? 'n5/skills/frenzy' : edition === 'n4' ? 'n4/skills/frenzy' : null;

export const frenzyMarkersCitation = (edition: Edition): CitationId | null =>
  edition === 'n5' ? 'n5/skills/frenzy-markers' : edition === 'n4' ? 'n4/skills/frenzy-markers' : null;

/** The skills Frenzy gives in an edition (none in N3, not read). */
export const frenzySkills = (edition: Edition): readonly TrooperSkill[] =>
  edition === 'n5' ? ['impetuous', 'limited-cover'] : edition === 'n4' ? ['impetuous'] : [];

export interface FrenzyGain {
  readonly trooper: string;
  /** The skills gained now (those it lacks). */
  readonly skills: readonly TrooperSkill[];
  /** The Marker States it leaves. */
  readonly markersLeft: readonly MarkerState[];
  readonly citations: readonly CitationId[];
}

/** What Frenzy gives one trooper in this States Phase, or null (no Frenzy, no enemy wounded, nothing new, Dead). */
export const frenzyGain = (table: TableView, trooper: string): FrenzyGain | null => {
  const v = table.troopers[trooper];
  const cite = frenzyCitation(table.edition);
  if (v === undefined || cite === null || !v.profile.skills.includes('frenzy') || v.states.includes('dead'))
    return null;
  if (!(v.woundedEnemies ?? []).some((enemy) => areEnemies(table, trooper, enemy))) return null;
  const skills = frenzySkills(table.edition).filter((s) => !v.profile.skills.includes(s));
  if (skills.length === 0) return null;
  const markersLeft = skills.includes('impetuous') ? MARKER_STATES.filter((m) => v.states.includes(m)) : [];
  const markers = frenzyMarkersCitation(table.edition);
  return {
    trooper,
    skills,
    markersLeft,
    citations: markersLeft.length > 0 && markers !== null ? [cite, markers] : [cite],
  };
};

/** Every Frenzy gain of the States Phase, in table order. */
export const frenzyGains = (table: TableView): readonly FrenzyGain[] =>
  Object.keys(table.troopers).flatMap((id) => {
    const g = frenzyGain(table, id);
    return g === null ? [] : [g];
  });
