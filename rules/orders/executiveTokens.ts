import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { OrderPools } from './orderPools.ts';

/**
 * The Executive and Operational Uses of Command Tokens the engine rules (N3: the Tactical Use):
 * a trooper moved to another Combat Group, an Irregular Order made Regular, a trooper that
 * ignores Retreat! (N4). docs/rulings.md "Command Tokens" says what was read and what is a reading.
 */
export type TokenUse =
  | { readonly use: 'change-group'; readonly trooper: string; readonly group: string }
  | { readonly use: 'regular-order'; readonly trooper: string }
  | { readonly use: 'ignore-retreat'; readonly trooper: string };

/** Ten troopers at most in one Combat Group (N3 Tactical Use; N4/N5 reading). */
export const COMBAT_GROUP_LIMIT = 10;

export const changeGroupCitation = (e: Edition): CitationId =>
  pick<CitationId>(e, {
    n3: 'n3/command-tokens/change-group',
    n4: 'n4/command-tokens/change-group',
    n5: 'n5/command-tokens/change-group',
  });

/** The rule of a use in an edition; null when the edition has no such use the engine read. */
export const tokenUseCitation = (e: Edition, use: TokenUse['use']): CitationId | null => {
  switch (use) {
    case 'change-group':
      return changeGroupCitation(e);
    case 'regular-order':
      return pick<CitationId | null>(e, {
        n3: null,
        n4: 'n4/command-tokens/regular-order',
        n5: 'n5/command-tokens/regular-order',
      });
    case 'ignore-retreat':
      return pick<CitationId | null>(e, { n3: null, n4: 'n4/command-tokens/ignore-retreat', n5: null });
  }
};

/** Why a Command Token may not be spent in the Reactive Turn, per edition. */
export const reactiveTurnCitation = (e: Edition): CitationId =>
  pick<CitationId>(e, {
    n3: 'n3/command-tokens/change-group',
    n4: 'n4/command-tokens/reactive-turn',
    n5: 'n5/command-tokens/reactive-turn',
  });

/** What a use refused for its edition cites: the page listing the uses. */
export const tokenUsesCitation = (e: Edition): CitationId =>
  pick<CitationId>(e, {
    n3: 'n3/command-tokens/change-group',
    n4: 'n4/command-tokens/executive',
    n5: 'n5/command-tokens/uses',
  });

/** Whether a use is made in the Tactical Phase (Executive; N3 the Order Count) or at any moment of the Active Turn (Operational). */
export const inTacticalPhase = (use: TokenUse['use']): boolean => use !== 'ignore-retreat';

/** The troopers of a player's Combat Group on the table, Dead ones aside (reading: the Dead are no longer members). */
export const combatGroupSize = (table: TableView, player: string, group: string): number =>
  Object.values(table.troopers).filter((t) => t.player === player && t.group === group && !t.states.includes('dead'))
    .length;

/** What the uses read of the game frame. */
export interface TokenUseContext {
  readonly table: TableView;
  /** The Combat Groups of the spender's army list. */
  readonly groups: readonly string[];
  readonly pools: OrderPools | null;
  /** Whether Retreat! was found in the spender's army at the start of this Turn. */
  readonly retreat: boolean;
  /** Troopers that already ignore Retreat! (an earlier Operational Use). */
  readonly ignoringRetreat: readonly string[];
}

/**
 * What the use itself requires of its trooper (the moment, the tokens and the Turn are the
 * decider's): the trooper is the player's; a move goes to another group of the army with room
 * left; an Irregular Order made Regular is one the trooper still has, never an Isolated one's;
 * Retreat! ignored only while the army is in Retreat!, once per trooper.
 */
export const tokenUseRefusal = (c: TokenUseContext, player: string, u: TokenUse): Refusal | null => {
  const edition = c.table.edition;
  const cite = tokenUseCitation(edition, u.use);
  if (cite === null)
    return refuse(
      `the ${u.use} use of a Command Token is not one the engine read for ${edition.toUpperCase()}: record it as an Order ruled by the players`,
      tokenUsesCitation(edition),
    );
  const view = trooperView(c.table, u.trooper);
  if (view === undefined) return refuse(`no trooper ${u.trooper} on the table`, cite);
  if (view.player !== player) return refuse(`${u.trooper} is not ${player}'s trooper`, cite);
  switch (u.use) {
    case 'change-group': {
      if (!c.groups.includes(u.group)) return refuse(`${player}'s army has no Combat Group ${u.group}`, cite);
      if (view.group === u.group) return refuse(`${u.trooper} is already in Combat Group ${u.group}`, cite);
      const size = combatGroupSize(c.table, player, u.group);
      if (size >= COMBAT_GROUP_LIMIT)
        return refuse(
          `Combat Group ${u.group} has ${size} troopers: ${COMBAT_GROUP_LIMIT} at most, ${u.trooper} may not join it`,
          cite,
        );
      return null;
    }
    case 'regular-order':
      if (view.states.includes('isolated'))
        return refuse(`${u.trooper} is Isolated: its Irregular Order may not be made Regular`, cite);
      if ((c.pools?.irregular[u.trooper] ?? 0) < 1)
        return refuse(`${u.trooper} has no Irregular Order left this Turn to make Regular`, cite);
      return null;
    case 'ignore-retreat':
      if (!c.retreat) return refuse(`${player}'s army is not in Retreat!`, cite);
      if (c.ignoringRetreat.includes(u.trooper)) return refuse(`${u.trooper} already ignores Retreat!`, cite);
      return null;
  }
};

/** The pools with one Irregular Order of `trooper` made a Regular Order of its Combat Group. */
export const withRegularOrder = (pools: OrderPools, trooper: string, group: string): OrderPools => ({
  ...pools,
  irregular: { ...pools.irregular, [trooper]: Math.max(0, (pools.irregular[trooper] ?? 0) - 1) },
  regular: { ...pools.regular, [group]: (pools.regular[group] ?? 0) + 1 },
});

/**
 * The Regular Orders per group after a trooper's move: what the Order Count gives the groups
 * with the trooper in its new group, less what it gave them before, applied to the Orders left
 * (a Regular trooper takes its Order along; an Irregular one keeps its own).
 */
export const regularAfterMove = (
  left: Readonly<Record<string, number>>,
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): Record<string, number> => {
  const out: Record<string, number> = { ...left };
  for (const g of new Set([...Object.keys(before), ...Object.keys(after)]))
    out[g] = Math.max(0, (left[g] ?? 0) + (after[g] ?? 0) - (before[g] ?? 0));
  return out;
};
