import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { generatedGame } from '../../../bench/generatedGame.ts';
import { createGameSession } from '../../../machines/index.ts';
import { evolve } from '../../../projections/index.ts';
import { spend } from '../../../rules/decide/gameDecisions.ts';
import { spendOrder } from '../../../rules/orders/index.ts';
import type { GameState } from '../../../rules/state/index.ts';

/**
 * The Order a trooper would spend is remembered for the last table, pools, trooper and kind
 * asked (the activation's guard, then the Order spent): asked in turns for other troopers and
 * states, it must be what spendOrder says afresh.
 */
describe('the Order spent, remembered', () => {
  it('follows every table and pool change of a generated game, asked for several troopers in turns', () => {
    const { input, commands } = generatedGame(3);
    const session = createGameSession(input, { runtime: 'compiled' });
    for (const c of commands(() => session.due())) if (E.isLeft(session.send(c))) throw new Error(`${c.type} refused`);
    let s: GameState | null = null;
    let asked = 0;
    for (const e of session.events) {
      s = evolve(s, e);
      if (s === null || s.pools === null) continue;
      for (const trooper of ['a0', 'b0', 'a1', 'a0'])
        for (const kind of [undefined, 'regular', 'irregular'] as const) {
          expect(spend(s, trooper, kind)).toEqual(spendOrder(s.table, s.pools, trooper, kind));
          asked += 1;
        }
    }
    expect(asked).toBeGreaterThan(100);
  });
});
