import type { GameCommand } from '../machines/index.ts';
import { commandRefusal, regenerationRollsRefusal } from '../rules/decide/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { possessive } from '../audit/possessive.ts';
import { command, type Choice } from './question.ts';
import { commandTokenChoices } from './commandTokenChoices.ts';

const legal = (s: GameState, c: GameCommand): boolean => commandRefusal(s, c) === null;

/** Whether some trooper may roll Regeneration in the States Phase that ends this Turn. */
const canRegenerate = (s: GameState): boolean =>
  Object.keys(s.table.troopers).some((id) => regenerationRollsRefusal(s, { [id]: 1 }) === null);

const ORDER_KINDS = ['regular', 'irregular', 'lieutenant', 'tactical', 'impetuous'] as const;

/** Between Turns: which player's Active Turn starts (only the ones the round allows), or the game ends. */
export const turnChoices = (s: GameState): readonly Choice[] => [
  ...s.armies
    .filter((a) => legal(s, { type: 'start-turn', player: a.player }))
    .map((a) => command(`start ${possessive(a.faction)} Active Turn`, { type: 'start-turn', player: a.player })),
  // A mission: the round's end is typed (who dominates each zone, Classified Objectives), then the game ends with its score.
  ...(s.mission !== undefined && s.ended === undefined
    ? [{ label: "score the round's end (type it)", ask: { kind: 'typed', form: 'round-end', trooper: '' } } as const]
    : []),
  ...(legal(s, { type: 'end-game' }) ? [command('end the game: the final score', { type: 'end-game' })] : []),
  { label: 'end the game (seal the log)', ask: { kind: 'end-game' } },
];

/** The opponent's Strategic Use of a Command Token, when the rules allow it now (rules/orders/strategicTokens.ts). */
const strategicChoices = (s: GameState): readonly Choice[] => {
  const pools = s.pools;
  if (!s.tacticalPhase || s.round !== 1 || pools === null) return [];
  const out: Choice[] = [];
  const groups = Object.keys(pools.regular);
  for (const a of s.armies.filter((x) => x.player !== s.activePlayer)) {
    const limit: GameCommand = { type: 'strategic-token', player: a.player, use: 'limit-tokens' };
    if (legal(s, limit))
      out.push(command(`${a.faction}: Command Token (Strategic Use), the opponent spends one at most`, limit));
    for (const [i, g] of groups.entries())
      for (const h of groups.slice(i)) {
        const c: GameCommand = { type: 'strategic-token', player: a.player, use: 'remove-orders', groups: [g, h] };
        if (legal(s, c))
          out.push(command(`${a.faction}: Command Token (Strategic Use), take two Regular Orders (${g}, ${h})`, c));
      }
  }
  return out;
};

/**
 * Between Orders of an Active Turn: each trooper that may be activated (and by which kind of
 * Order, when more than one would do), each Fireteam Order, the Fireteams that may be cancelled
 * or formed, an Order ruled by the players, and the end of the Turn.
 */
export const betweenOrdersChoices = (s: GameState, names: (id: string) => string): readonly Choice[] => {
  const player = s.activePlayer;
  if (player === null) return [];
  const mine = Object.entries(s.table.troopers)
    .filter(([, t]) => t.player === player)
    .map(([id]) => id);
  const out: Choice[] = [];
  for (const trooper of mine) {
    const base: GameCommand = { type: 'activate', trooper };
    const kinds = ORDER_KINDS.filter((order) => legal(s, { type: 'activate', trooper, order }));
    if (kinds.length > 1)
      for (const order of kinds) out.push(command(`activate ${names(trooper)} (${order} Order)`, { ...base, order }));
    else if (legal(s, base)) out.push(command(`activate ${names(trooper)}`, base));
  }
  for (const team of s.fireteams.filter((f) => f.player === player)) {
    for (const leader of team.members) {
      const c: GameCommand = { type: 'activate', trooper: leader, fireteam: true };
      if (legal(s, c)) out.push(command(`Fireteam Order: ${team.id} led by ${names(leader)}`, c));
    }
    const cancel: GameCommand = { type: 'cancel-fireteam', fireteam: team.id };
    if (legal(s, cancel)) out.push(command(`cancel Fireteam ${team.id}`, cancel));
  }
  out.push({
    label: 'a Coordinated Order, or a Fireteam Order with members out of Coherency (type it)',
    ask: { kind: 'typed', form: 'activation', trooper: '' },
  });
  if (s.tacticalPhase)
    out.push({ label: 'form a Fireteam (type it)', ask: { kind: 'typed', form: 'fireteam', trooper: '' } });
  out.push(...strategicChoices(s));
  out.push(...commandTokenChoices(s, names));
  out.push({
    label: 'an Order ruled by the players (type it)',
    ask: { kind: 'typed', form: 'players-order', trooper: '' },
  });
  if (canRegenerate(s))
    out.push({
      label: 'end the Turn with Regeneration rolls in its States Phase (type it)',
      ask: { kind: 'typed', form: 'end-turn', trooper: '' },
    });
  if (legal(s, { type: 'end-turn' })) out.push(command(`end ${player}'s Active Turn`, { type: 'end-turn' }));
  else
    for (const id of mine) {
      const c: GameCommand = { type: 'end-turn', lieutenant: id };
      if (legal(s, c)) out.push(command(`end the Turn, appointing ${names(id)} Lieutenant`, c));
    }
  return out;
};
