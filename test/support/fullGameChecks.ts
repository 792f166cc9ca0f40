import * as E from 'fp-ts/lib/Either.js';
import { expect } from 'vitest';
import { auditLog } from '../../audit/index.ts';
import { recordedEvents, recordedLog } from '../audit/recordedLog.ts';

/** A full game's yardstick: three rounds (6 Player Turns), at least `minOrders` Orders, none ruled by the players. */
export const expectEngineRuledGame = (game: string, minOrders: number): void => {
  const events = recordedEvents(game);
  expect(events.filter((e) => e.type === 'TurnStarted')).toHaveLength(6);
  expect(events.filter((e) => e.type === 'TrooperActivated').length).toBeGreaterThanOrEqual(minOrders);
  expect(events.filter((e) => e.type === 'OrderRuledByPlayers')).toEqual([]);
};

/** `arbiter audit` re-adjudicates every Order of the game and every ruling agrees. */
export const expectAuditAgrees = async (game: string, minOrders: number): Promise<void> => {
  const r = await auditLog(recordedLog(game));
  if (E.isLeft(r)) throw new Error(r.left);
  const re = r.right.readjudication;
  expect(re).toMatchObject({ agrees: true, differences: [], refused: null, ordersRuledByPlayers: 0 });
  expect(re.ordersChecked).toBe(re.orders);
  const orders = r.right.trail.turns.flatMap((t) => t.orders);
  expect(orders.length).toBeGreaterThanOrEqual(minOrders);
  expect(orders.every((o) => o.ruledBy === 'engine')).toBe(true);
};
