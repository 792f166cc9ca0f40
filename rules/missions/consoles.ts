/*
 * Consoles (docs/rulings.md "Consoles and Supremacy"): a Specialist in Silhouette contact hacks a
 * Console with a Short Skill and a Normal WIP Roll (+3 for a Hacker), repeatable after a failure;
 * the Console then counts for the trooper's player until an adversary's Specialist hacks it back.
 * Pure functions of the consoles state the events built (ObjectiveChanged). Readings of the
 * N3-era ITS text, UNCONFIRMED for N5.
 */
import type { CitationId } from '../citations/index.ts';
import type { Refusal } from '../refusal.ts';
import type { ConsolesState } from '../table/consolesState.ts';
import type { TrooperView } from '../table/tableView.ts';
import { isSpecialist } from './specialist.ts';

export type { ConsolesState };

/** Supremacy's Consoles: one at the centre of each Quadrant. */
export const SUPREMACY_CONSOLES: readonly string[] = ['console-1', 'console-2', 'console-3', 'console-4'];

export const initialConsoles = (consoles: readonly string[]): ConsolesState => ({ consoles, hacked: {} });

const refuse = (reason: string, citation: CitationId): Refusal => ({ reason, citation });

/** The WIP MOD of hacking a Console (n5/supremacy/hacker-bonus): +3 for a Hacker. */
export const hackConsoleMod = (view: Pick<TrooperView, 'profile'>): number =>
  view.profile.skills.includes('hacker') ? 3 : 0;

/** Why `trooper` may not hack `console` at its declaration (n5/supremacy/hack-console), or null; contact is measured later. */
export const hackConsoleRefusal = (
  s: ConsolesState | undefined,
  trooper: { readonly id: string; readonly view: TrooperView },
  console: string,
): Refusal | null => {
  if (s === undefined) return refuse('no Consoles: the game plays no mission with Consoles', 'n5/missions/supremacy');
  if (!s.consoles.includes(console))
    return refuse(`${console} is not a Console of the mission (${s.consoles.join(', ')})`, 'n5/missions/supremacy');
  if (!isSpecialist(trooper.view.profile))
    return refuse(
      `${trooper.id} is not a Specialist Troop: only a Specialist hacks a Console`,
      'n5/supremacy/hack-console',
    );
  if (s.hacked[console]?.player === trooper.view.player)
    return refuse(
      `${console} is already hacked for ${trooper.view.player} (by ${s.hacked[console]?.by ?? '?'})`,
      'n5/supremacy/hack-console',
    );
  return null;
};

/** The Consoles each player has hacked now (n5/supremacy/score-consoles). */
export const consolesHeld = (s: ConsolesState, players: readonly string[]): Readonly<Record<string, number>> =>
  Object.fromEntries(players.map((p) => [p, s.consoles.filter((c) => s.hacked[c]?.player === p).length]));
