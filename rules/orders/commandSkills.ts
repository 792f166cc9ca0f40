import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import type { Edition } from '../edition.ts';
import type { ArmyList } from '../profiles/index.ts';
import { isNull } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';

/** Tactical Awareness in the game's edition (N5 Tactical Order; N3/N4 extra Irregular Order). */
export const tacticalAwarenessCitation = (e: Edition): CitationId => inEdition(e, 'skills/tactical-awareness');

/** Chain of Command in the game's edition. */
export const chainOfCommandCitation = (e: Edition): CitationId => inEdition(e, 'skills/chain-of-command');

/**
 * Tactical Awareness: the extra Order a trooper keeps for itself in the Order Count (N5 a Tactical
 * Order, N3/N4 an Irregular Order), only while it is on the table as a Model or Marker: not Null,
 * not in Hidden Deployment (N4 FAQ: a trooper in Hidden Deployment is not on the table). Isolated
 * does not stop it (N4 FAQ). 0 or 1.
 */
export const tacticalAwarenessOrders = (table: TableView, trooper: string): number => {
  const view = trooperView(table, trooper);
  if (view === undefined || !view.profile.skills.includes('tactical-awareness')) return 0;
  if (isNull(view.states) || view.states.includes('hidden-deployment')) return 0;
  return 1;
};

/**
 * Chain of Command: at the Loss of Lieutenant check, with the Lieutenant missing, Isolated or
 * Null, the first trooper of the army (list order) with the skill that is on the table and neither
 * Isolated nor Null becomes the Lieutenant. Null when nobody can (or the skill is not in the list).
 */
export const chainOfCommandSuccessor = (table: TableView, army: ArmyList): string | null => {
  for (const group of army.groups)
    for (const t of group.troopers) {
      if (!t.skills.includes('chain-of-command') || t.id === army.lieutenant) continue;
      const view = trooperView(table, t.id);
      if (view === undefined || isNull(view.states)) continue;
      if (view.states.includes('isolated') || view.states.includes('hidden-deployment')) continue;
      return t.id;
    }
  return null;
};

/**
 * Lieutenant (+1 Command Token), N5: the player whose Lieutenant at the start of the game has it
 * has one more Command Token for the game. The bonus and its rule, or null.
 */
export const lieutenantTokenBonus = (
  edition: Edition,
  army: ArmyList,
): { readonly tokens: number; readonly citation: CitationId } | null => {
  if (edition !== 'n5' || army.lieutenant === null) return null;
  const lt = army.groups.flatMap((g) => g.troopers).find((t) => t.id === army.lieutenant);
  return lt?.skills.includes('lieutenant-plus-one-token') === true
    ? { tokens: 1, citation: 'n5/skills/lieutenant-plus-one-token' }
    : null;
};

/**
 * A game that lists Lieutenant (+1 Command Token) outside N5 is refused at its start: the engine
 * reads that option from the N5 Lieutenant page only.
 */
export const commandSkillProblem = (
  edition: Edition,
  profiles: readonly { readonly id: string; readonly skills: readonly string[] }[],
): string | null => {
  const p = profiles.find((t) => t.skills.includes('lieutenant-plus-one-token'));
  return edition === 'n5' || p === undefined
    ? null
    : `${p.id}: Lieutenant (+1 Command Token) is read for N5 only (n5/skills/lieutenant-plus-one-token), not for ${edition.toUpperCase()}`;
};

/** NCO in the game's edition (N4/N5 read; N3 not modelled). */
export const ncoCitation = (e: Edition): CitationId => (e === 'n5' ? 'n5/skills/nco' : 'n4/skills/nco');

/**
 * NCO (N4/N5): the trooper may spend its army's Lieutenant Order(s) generated in the Order Count
 * (N5 as Tactical Orders, N4 as a Regular Order of its Combat Group); none exists in Loss of
 * Lieutenant. N3's NCO is not modelled: there it gives nothing.
 */
export const ncoUser = (table: TableView, trooper: string): boolean =>
  table.edition !== 'n3' && trooperView(table, trooper)?.profile.skills.includes('nco') === true;
