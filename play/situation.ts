import type { GameState } from '../rules/state/index.ts';
import { possessive } from '../audit/possessive.ts';

/** Where the game is, in one line for the players: round, Active Player, Order, step, Orders and Command Tokens left. */
export const situation = (s: GameState, names: (id: string) => string = (id) => id): string => {
  const parts: string[] = [];
  parts.push(s.round === 0 ? 'before the first round' : `round ${s.round}`);
  if (s.activePlayer !== null)
    parts.push(`${possessive(names(s.activePlayer))} Active Turn${s.tacticalPhase ? ' (Tactical Phase)' : ''}`);
  if (s.order !== null) parts.push(`Order ${s.order.order}: ${names(s.order.trooper)}, step ${s.order.step}`);
  else if (s.activePlayer !== null) parts.push(`between Orders (${s.orders} played)`);
  const p = s.pools;
  if (p !== null) {
    const regular = Object.entries(p.regular).map(([g, n]) => `${g} ${n}`);
    const irregular = Object.entries(p.irregular)
      .filter(([, n]) => n > 0)
      .map(([t, n]) => `${names(t)} ${n}`);
    const impetuous = Object.entries(p.impetuous ?? {})
      .filter(([, n]) => n > 0)
      .map(([t, n]) => `${names(t)} ${n} (impetuous)`);
    const lt = p.lieutenant === null ? [] : [`Lieutenant ${names(p.lieutenant.trooper)} ${p.lieutenant.orders}`];
    parts.push(
      `Orders left: ${[...regular, ...irregular.map((x) => `${x} (irregular)`), ...impetuous, ...lt].join(', ') || 'none'}`,
    );
  }
  parts.push(
    `Command Tokens: ${Object.entries(s.tokens)
      .map(([player, n]) => `${names(player)} ${n}`)
      .join(', ')}`,
  );
  return parts.join(' · ');
};
