/*
 * Decisions (docs/rulings.md "Orders ruled by the players"):
 * - The engine does not rule such an Order: it only refuses an outcome that cannot be true of the
 *   table, and applies the rest as written, never recomputing it (no Unconscious from Wounds, no
 *   Dead replacing the other states: the players list every change).
 * - The activating trooper is the Active Player's and not Null. Unless `orders` is given, one
 *   Order is spent by it, chosen as an activation chooses (its Irregular Order first, then its
 *   Combat Group's); `orders: []` spends none. Every Order listed must be one the pools hold.
 * - Changes are applied in this order: Orders, Command Tokens, Wounds, states left, states
 *   entered (so a state left and entered again ends held: N5.2 "positive effects first"), uses,
 *   out of play. Wounds and uses are signed changes; their totals never go below 0.
 * - `outOfPlay` puts a trooper in the Null state 'out-of-play' for the rest of the game.
 */
import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { disposableCitation } from '../combat/disposableUses.ts';
import { statesCitation } from '../combat/stateCitation.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { Refusal } from '../refusal.ts';
import { isNull, type AgreedState } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import { commandTokenCitation } from './coordinatedOrder.ts';
import type { OrderPools } from './orderPools.ts';
import { spendOrder, type OrderKind } from './spendOrder.ts';
import { agreedStates, type AgreedStateChanges } from './agreedStates.ts';
import { expenditureSequenceCitation } from './expenditureSequence.ts';

/** One Order the players say was spent: by whom, and (optionally) of which kind. */
export interface AgreedOrderSpent {
  readonly trooper: string;
  readonly order?: OrderKind;
}

/** What the players agreed the Order did, in the table's terms: every change as a change. */
export interface AgreedOutcome {
  /** Orders spent; absent: one, by the activating trooper, chosen as an activation chooses. */
  readonly orders?: readonly AgreedOrderSpent[];
  readonly commandTokens?: number;
  /** Wounds received, per trooper: the change, signed (−1: a Wound removed). */
  readonly wounds?: Readonly<Record<string, number>>;
  readonly enter?: Readonly<Record<string, readonly string[]>>;
  readonly leave?: Readonly<Record<string, readonly string[]>>;
  /** Uses spent, per trooper and key (a weapon id, `<id>#2` for a second copy, any ammunition): the change, signed. */
  readonly uses?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly outOfPlay?: readonly string[];
}

/** An Order the engine cannot rule, as the players ruled it. */
export interface PlayersRuling {
  readonly trooper: string;
  readonly declared: string;
  readonly skills?: readonly string[];
  readonly dice?: Readonly<Record<string, readonly number[]>>;
  readonly note?: string;
  readonly outcome: AgreedOutcome;
}

/** The agreed outcome as the table takes it: each change with the total it leads to. */
export interface RuledOutcome {
  readonly orders: readonly { readonly trooper: string; readonly group: string; readonly pool: OrderKind }[];
  readonly commandTokens: { readonly spent: number; readonly left: number };
  readonly wounds: readonly { readonly trooper: string; readonly change: number; readonly total: number }[];
  readonly entered: readonly { readonly trooper: string; readonly states: readonly AgreedState[] }[];
  readonly left: readonly { readonly trooper: string; readonly states: readonly AgreedState[] }[];
  readonly uses: readonly {
    readonly trooper: string;
    readonly key: string;
    readonly change: number;
    readonly total: number;
  }[];
  readonly outOfPlay: readonly string[];
}

/** The game between Orders of an Active Turn, as far as the players' outcome touches it. */
export interface RulingGround {
  readonly table: TableView;
  readonly activePlayer: string | null;
  readonly pools: OrderPools | null;
  readonly tokensLeft: number;
}

/** The players' ruling applied: the outcome, the table and pools after it, the Command Tokens left. */
export interface PlayersRuled {
  readonly outcome: RuledOutcome;
  readonly table: TableView;
  readonly pools: OrderPools;
  readonly tokensLeft: number;
}

export type PlayersVerdict = E.Either<Refusal, PlayersRuled>;

type Field = readonly (string | number)[];
const no = (reason: string, citation: CitationId, field: Field): PlayersVerdict => E.left({ reason, citation, field });

const rollCitation = (edition: Edition): CitationId => inEdition(edition, 'rolls/normal-roll');
const woundsCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/wounds/unconscious-dead',
    n4: 'n4/wounds/unconscious-dead',
    n5: 'n5/wounds/vita',
  });
const poolCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, { n3: 'n3/orders/order-pool', n4: 'n3/orders/order-pool', n5: 'n5/orders/order-pool' });

const entries = <T>(record: Readonly<Record<string, T>> | undefined): [string, T][] => Object.entries(record ?? {});

/**
 * Checks an Order the players ruled against the table and applies its outcome: the table, the
 * pools and the Command Tokens after it, and the outcome with every total. Refused (with the
 * field and the rule) when it cannot be true of the table: see the decisions above.
 */
export const playersRuling = (g: RulingGround, r: PlayersRuling): PlayersVerdict => {
  const edition = g.table.edition;
  const oes = expenditureSequenceCitation(edition);
  if (g.activePlayer === null || g.pools === null)
    return no('no Active Turn is running: start a Turn before the players rule an Order', oes, []);
  const unknown = (id: string, field: Field): PlayersVerdict | null =>
    trooperView(g.table, id) === undefined ? no(`there is no trooper ${id}`, oes, field) : null;

  const active = trooperView(g.table, r.trooper);
  if (active === undefined) return no(`there is no trooper ${r.trooper}`, oes, ['trooper']);
  if (active.player !== g.activePlayer)
    return no(`${r.trooper} belongs to ${active.player}, not to the Active Player ${g.activePlayer}`, oes, ['trooper']);
  if (isNull(active.states))
    return no(`${r.trooper} is ${active.states.join(', ')} and cannot be activated`, oes, ['trooper']);
  if (r.declared.trim() === '')
    return no("say what was declared: the audit shows it in place of the engine's ruling", oes, ['declared']);
  for (const [t, faces] of entries(r.dice)) {
    const bad = unknown(t, ['dice', t]);
    if (bad !== null) return bad;
    const k = faces.findIndex((f) => !Number.isInteger(f) || f < 1 || f > 20);
    if (k >= 0) return no(`a die shows 1 to 20, not ${String(faces[k])}`, rollCitation(edition), ['dice', t, k]);
  }

  // Orders, each from the pools as they stand after the ones before it.
  const o = r.outcome;
  let pools = g.pools;
  const orders: { trooper: string; group: string; pool: OrderKind }[] = [];
  for (const [i, spent] of (o.orders ?? [{ trooper: r.trooper }]).entries()) {
    const at: Field = o.orders === undefined ? ['trooper'] : ['outcome', 'orders', i];
    const view = trooperView(g.table, spent.trooper);
    if (view === undefined)
      return no(`there is no trooper ${spent.trooper}`, oes, [...at, ...(o.orders === undefined ? [] : ['trooper'])]);
    if (view.player !== g.activePlayer)
      return no(
        `${spent.trooper} is ${view.player}'s: only the Active Player ${g.activePlayer}'s Orders are spent`,
        poolCitation(edition),
        at,
      );
    const result = spendOrder(g.table, pools, spent.trooper, spent.order);
    if (E.isLeft(result))
      return no(result.left.reason, result.left.citation, spent.order === undefined ? at : [...at, 'order']);
    pools = result.right.pools;
    orders.push({ trooper: spent.trooper, group: result.right.group, pool: result.right.kind });
  }

  const tokens = o.commandTokens ?? 0;
  if (!Number.isInteger(tokens) || tokens < 0)
    return no(`Command Tokens spent are a count, not ${tokens}`, commandTokenCitation(edition), [
      'outcome',
      'commandTokens',
    ]);
  if (tokens > g.tokensLeft)
    return no(
      `${g.activePlayer} has ${g.tokensLeft} Command Token${g.tokensLeft === 1 ? '' : 's'} left, not ${tokens}`,
      commandTokenCitation(edition),
      ['outcome', 'commandTokens'],
    );

  const troopers = { ...g.table.troopers };
  const wounds: { trooper: string; change: number; total: number }[] = [];
  for (const [t, change] of entries(o.wounds)) {
    const at: Field = ['outcome', 'wounds', t];
    const view = troopers[t];
    if (view === undefined || trooperView(g.table, t) === undefined) return no(`there is no trooper ${t}`, oes, at);
    if (!Number.isInteger(change))
      return no(`a change of Wounds is a whole number, not ${change}`, woundsCitation(edition), at);
    const total = view.woundsReceived + change;
    if (total < 0)
      return no(
        `${t} has received ${view.woundsReceived} Wound${view.woundsReceived === 1 ? '' : 's'}: ${change} would leave ${total}, below 0`,
        woundsCitation(edition),
        at,
      );
    troopers[t] = { ...view, woundsReceived: total };
    wounds.push({ trooper: t, change, total });
  }

  const states: AgreedStateChanges = agreedStates(edition, troopers, o.leave, o.enter);
  if (E.isLeft(states)) return states;
  Object.assign(troopers, states.right.troopers);

  const uses: { trooper: string; key: string; change: number; total: number }[] = [];
  for (const [t, byKey] of entries(o.uses)) {
    const view = troopers[t];
    if (view === undefined || trooperView(g.table, t) === undefined)
      return no(`there is no trooper ${t}`, oes, ['outcome', 'uses', t]);
    let spentUses = view.spentUses;
    for (const [key, change] of entries(byKey)) {
      const at: Field = ['outcome', 'uses', t, key];
      if (!Number.isInteger(change))
        return no(`a change of uses is a whole number, not ${change}`, disposableCitation(edition), at);
      const before = Object.prototype.hasOwnProperty.call(spentUses, key) ? (spentUses[key] ?? 0) : 0;
      const total = before + change;
      if (total < 0)
        return no(
          `${t} has spent ${before} use${before === 1 ? '' : 's'} of ${key}: ${change} would leave ${total}, below 0`,
          disposableCitation(edition),
          at,
        );
      spentUses = { ...spentUses, [key]: total };
      uses.push({ trooper: t, key, change, total });
    }
    troopers[t] = { ...view, spentUses };
  }

  const outOfPlay: string[] = [];
  for (const [i, t] of (o.outOfPlay ?? []).entries()) {
    const at: Field = ['outcome', 'outOfPlay', i];
    const view = troopers[t];
    if (view === undefined || trooperView(g.table, t) === undefined) return no(`there is no trooper ${t}`, oes, at);
    if (view.states.includes('out-of-play'))
      return no(
        `${t} is already out of play${outOfPlay.includes(t) ? ' (listed twice)' : ''}`,
        statesCitation(edition),
        at,
      );
    troopers[t] = { ...view, states: [...view.states, 'out-of-play'] };
    outOfPlay.push(t);
  }

  return E.right({
    outcome: {
      orders,
      commandTokens: { spent: tokens, left: g.tokensLeft - tokens },
      wounds,
      entered: states.right.entered,
      left: states.right.left,
      uses,
      outOfPlay,
    },
    table: { ...g.table, troopers },
    pools,
    tokensLeft: g.tokensLeft - tokens,
  });
};
