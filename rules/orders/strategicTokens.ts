import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import type { Edition } from '../edition.ts';
import type { Refusal } from '../refusal.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { OrderPools } from './orderPools.ts';

/** A Strategic Use of a Command Token by the player with the second Turn (nX/command-tokens/strategic). */
export type StrategicUse =
  { readonly use: 'remove-orders'; readonly groups: readonly string[] } | { readonly use: 'limit-tokens' };

export const strategicCitation = (e: Edition): CitationId => inEdition(e, 'command-tokens/strategic');

/** What the Strategic Use reads: the game frame as it stands. */
export interface StrategicContext {
  readonly table: TableView;
  readonly round: number;
  readonly activePlayer: string | null;
  readonly playedThisRound: readonly string[];
  readonly tacticalPhase: boolean;
  readonly pools: OrderPools | null;
  readonly tokensLeft: number;
  /** Whether a Strategic Use was already made this Turn. */
  readonly strategicSpent: boolean;
}

/** The opponent's Orders this Turn (Regular, Irregular, Tactical, Lieutenant), those of troopers in Hidden Deployment aside. */
export const ordersCounted = (table: TableView, pools: OrderPools): number => {
  const own = (r: Readonly<Record<string, number>>): number =>
    Object.entries(r)
      .filter(([trooper]) => trooperView(table, trooper)?.states.includes('hidden-deployment') !== true)
      .reduce((n, [, k]) => n + k, 0);
  const regular = Object.values(pools.regular).reduce((n, k) => n + k, 0);
  return regular + own(pools.irregular) + own(pools.tactical ?? {}) + (pools.lieutenant?.orders ?? 0);
};

/**
 * Whether `player` may make this Strategic Use now: only the player with the second Turn, in the
 * opponent's first Turn of the game, in its Tactical Phase after the Order Count (before its first
 * Order), once, with a Command Token left. Removing Orders takes two Regular Orders the named
 * groups have; N5 only when the opponent has more than ten Orders.
 */
export const strategicUseRefusal = (c: StrategicContext, player: string, use: StrategicUse): Refusal | null => {
  const edition = c.table.edition;
  const citation = strategicCitation(edition);
  const refuse = (reason: string): Refusal => ({ reason, citation });
  if (c.activePlayer === null || c.pools === null)
    return refuse('no Turn is running: it is made in the Tactical Phase');
  if (c.activePlayer === player)
    return refuse(`${player} is the Active Player: only its opponent makes a Strategic Use, in ${player}'s first Turn`);
  if (c.round !== 1 || c.playedThisRound.length !== 1)
    return refuse(
      'a Strategic Use is made only in the first Player Turn of the game, by the player with the second Turn',
    );
  if (!c.tacticalPhase) return refuse(`${c.activePlayer} has given an Order: the Tactical Phase is over`);
  if (c.strategicSpent) return refuse('one single Command Token may be spent on a Strategic Use');
  if (c.tokensLeft < 1) return refuse(`${player} has no Command Token left`);
  if (use.use === 'limit-tokens') return null;
  if (use.groups.length !== 2) return refuse('name the Combat Group of each of the two Regular Orders taken');
  if (edition === 'n5' && ordersCounted(c.table, c.pools) <= 10)
    return refuse(`${c.activePlayer} has ${ordersCounted(c.table, c.pools)} Orders: only more than ten may be cut`);
  const taken: Record<string, number> = {};
  for (const g of use.groups) taken[g] = (taken[g] ?? 0) + 1;
  for (const [g, n] of Object.entries(taken)) {
    const has = c.pools.regular[g];
    if (has === undefined) return refuse(`${c.activePlayer} has no Combat Group ${g}`);
    if (has < n) return refuse(`${g} has ${has} Regular Order(s): ${n} cannot be taken from it`);
  }
  return null;
};

/** The Command Tokens the Active Player may still spend this Turn: all it has, or what a Strategic Use left it. */
export const spendableTokens = (tokens: number, floor: number | undefined): number =>
  floor === undefined ? tokens : Math.max(0, tokens - floor);
