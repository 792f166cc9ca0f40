import * as E from 'fp-ts/lib/Either.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { orderViewOf, planOf, resultsOf } from '../../../rules/decide/orderView.ts';
import { rolledResults, rolledResultsMemo } from '../../../rules/decide/rolledResults.ts';
import type { GameState } from '../../../rules/state/index.ts';
import { createGameSession } from '../../../machines/index.ts';
import { generatedGame } from '../../../bench/generatedGame.ts';
import { anEdition, play, randomOrder, someChoices, someFaces } from '../../support/randomPlay.ts';
import { isInfinityExample } from '../../support/infinityExample.ts';
import { exampleOrderStates, orderStates } from '../../support/orderStates.ts';
import { outcome } from '../../support/outcome.ts';

/**
 * The Resolution's results are remembered with the dice they read (rules/decide/rolledResults.ts):
 * a saving roll or a Guts Roll after the Resolution reuses them. Whatever state they are asked in,
 * in whatever order, they must equal the results computed afresh from that state's plan and dice.
 */

const fresh = (s: GameState) =>
  outcome(() => rolledResults(s.table.edition, planOf(orderViewOf(s)), orderViewOf(s).rolled));

/** The remembered results against fresh ones, state by state in the order given. */
const checkIn = (states: readonly GameState[]): void => {
  const remembered = rolledResultsMemo();
  for (const s of states) {
    const v = orderViewOf(s);
    expect(outcome(() => remembered(s.table.edition, planOf(v), v.rolled))).toEqual(fresh(s));
    expect(outcome(() => resultsOf(v))).toEqual(fresh(s));
  }
};

describe('remembered Resolution results follow every roll they read', () => {
  test.prop([anEdition.chain((e) => randomOrder(e)), someFaces, someChoices, fc.integer({ min: 0, max: 2 ** 31 })], {
    numRuns: 100,
  })(
    'random Orders of the seeds: forward, backward and shuffled, as computed afresh',
    (order, faces, choices, seed) => {
      const states = orderStates(play(order, faces, choices, { runtime: 'compiled' }).events);
      checkIn(states);
      checkIn([...states].reverse());
      // A deterministic shuffle: states from before and after each roll, asked in turns.
      const shuffled = [...states];
      let x = seed >>> 0;
      for (let i = shuffled.length - 1; i > 0; i -= 1) {
        x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
        const j = x % (i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j] as GameState, shuffled[i] as GameState];
      }
      checkIn(shuffled);
    },
  );

  const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples');
  const files = readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.game.yaml'))
    .filter(isInfinityExample)
    .sort();
  it.each(files)('%s: at every state of every Order, as computed afresh', (file) => {
    const states = exampleOrderStates(file);
    expect(states.length).toBeGreaterThan(0);
    checkIn(states);
    checkIn([...states].reverse());
  });

  it('a saving roll after the Resolution reuses the results; a Resolution die changed computes them afresh', () => {
    const { input, commands } = generatedGame(4);
    const session = createGameSession(input, { runtime: 'compiled' });
    for (const c of commands(() => session.due())) if (E.isLeft(session.send(c))) throw new Error(`${c.type} refused`);
    const states = orderStates(session.events);
    // An Order whose attack hit: a saving roll follows its Resolution rolls.
    const saved = states.find((s) => s.order?.rolled.some((r) => r.purpose === 'saving-roll') === true);
    if (saved?.order == null) throw new Error('no saving roll in the generated game');
    const rolled = saved.order.rolled;
    const resolution = rolled.filter((r) => r.purpose !== 'saving-roll');
    const edition = saved.table.edition;
    const plan = planOf(orderViewOf(saved));
    const remembered = rolledResultsMemo();
    const before = remembered(edition, plan, resolution);
    expect(remembered(edition, plan, rolled)).toBe(before);
    const [first, ...rest] = resolution;
    if (first === undefined) throw new Error('no Resolution roll');
    const changed = [{ ...first, faces: first.faces.map((f) => (f === 20 ? 1 : f + 1)) }, ...rest];
    const after = remembered(edition, plan, changed);
    expect(after).not.toBe(before);
    expect(after).toEqual(rolledResults(edition, plan, changed));
    expect(after).not.toEqual(before);
  });
});
