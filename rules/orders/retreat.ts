import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import type { Edition } from '../edition.ts';
import type { ArmyList } from '../profiles/index.ts';
import type { Refusal } from '../refusal.ts';
import { trooperCost } from '../state/trooperCost.ts';
import { isNull } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SkillId } from './skillDeclaration.ts';

/** nX/retreat/situation: the count at the start of the Active Turn and what it does to the army. */
export const retreatSituationCitation = (e: Edition): CitationId => inEdition(e, 'retreat/situation');

/** nX/retreat/state: the skills a trooper of an army in Retreat! may still use. */
export const retreatStateCitation = (e: Edition): CitationId => inEdition(e, 'retreat/state');

/**
 * The most the survivors may be worth for the army to be in Retreat!: 25% of the list's points,
 * rounded up (the pages' table: 300 → 75, 250 → 63, 150 → 38).
 */
export const retreatThreshold = (points: number): number => Math.ceil(points / 4);

/**
 * The survivors' points: every trooper of the list that is not Null (Dead, Unconscious, out of
 * play). A trooper not on the table (Hidden Deployment, Airborne Deployment) counts as a survivor.
 */
export const survivingPoints = (table: TableView, army: ArmyList): number =>
  army.groups
    .flatMap((g) => g.troopers)
    .reduce((sum, t) => {
      const view = trooperView(table, t.id);
      return view !== undefined && isNull(view.states) ? sum : sum + trooperCost(t);
    }, 0);

/**
 * The Retreat! count at the start of the army's Active Turn: in Retreat! when its survivors are
 * worth 25% or less of the list's points; null when the list gives no points (never counted).
 */
export const retreatCount = (
  table: TableView,
  army: ArmyList,
): { readonly surviving: number; readonly threshold: number; readonly retreat: boolean } | null => {
  if (army.points === undefined || army.points === 0) return null;
  const surviving = survivingPoints(table, army);
  const threshold = retreatThreshold(army.points);
  return { surviving, threshold, retreat: surviving <= threshold };
};

/**
 * What a trooper in the Retreat! state may still use (reading of N5 "Basic Short Skills" and N3/N4
 * "Short Movement Skills": Move, Jump, Climb; Change Facing in N3 only, where the page names it;
 * Idle, which is no action).
 */
const RETREAT_SKILLS: Readonly<Record<Edition, readonly SkillId[]>> = {
  n3: ['move', 'jump', 'climb', 'cautious-move', 'change-facing', 'dodge', 'reset', 'idle'],
  n4: ['move', 'jump', 'climb', 'cautious-move', 'dodge', 'reset', 'idle'],
  n5: ['move', 'jump', 'climb', 'cautious-move', 'dodge', 'reset', 'idle'],
};

/** Skills that keep a trooper out of the Retreat! state (V: Courage; Religious Troop and Veteran are not in the engine yet). */
const ignoresRetreat = (table: TableView, trooper: string): boolean =>
  trooperView(table, trooper)?.profile.skills.includes('courage') === true;

/**
 * A skill declared (in an Order or as an ARO) by a trooper whose army is in Retreat!: refused
 * unless it is one the Retreat! state allows or the trooper ignores the state.
 */
export const retreatSkillRefusal = (
  table: TableView,
  retreating: readonly string[],
  trooper: string,
  skill: SkillId,
  ignoring: readonly string[] = [],
): Refusal | null => {
  const view = trooperView(table, trooper);
  if (view === undefined || !retreating.includes(view.player)) return null;
  // A Command Token's Operational Use (N4, executiveTokens.ts): the trooper ignores Retreat!.
  if (ignoring.includes(trooper)) return null;
  if (ignoresRetreat(table, trooper) || RETREAT_SKILLS[table.edition].includes(skill)) return null;
  return {
    reason: `${view.player} is in Retreat!: ${trooper} may only use ${RETREAT_SKILLS[table.edition].join(', ')}, not ${skill}`,
    citation: retreatStateCitation(table.edition),
  };
};
