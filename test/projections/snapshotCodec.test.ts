import { describe, expect, it } from 'vitest';
import type { ArbiterEvent, EventOf } from '../../events/index.ts';
import { evolve, gameSnapshotCodec } from '../../projections/index.ts';
import type { GameState } from '../../rules/state/index.ts';
import { exampleGames, recordedEvents } from '../support/exampleSteps.ts';
import { expectEqual } from '../support/expectEqual.ts';

/** A state with its retraction chain laid out: each state back to the Order's start, chain removed. */
const whole = (s: GameState | null): unknown => {
  if (s === null) return null;
  const chain: unknown[] = [];
  for (let at = s.previous; at !== null; at = at.game.previous) chain.push({ ...at.game, previous: null });
  return { ...s, previous: chain };
};

const takeBack = (n: number, order: number): EventOf<'StepRetracted'> => ({
  type: 'StepRetracted',
  order,
  events: n,
  takesBack: { orders: 0, turns: 0 },
});

const fold = (s: GameState | null, events: readonly ArbiterEvent[]): GameState | null => events.reduce(evolve, s);

describe('the game state in a replay snapshot cache (projections/snapshotCodec.ts)', () => {
  it('resumed from a snapshot taken just before an Order begins, through JSON, every later state is the same, retraction chain included', () => {
    let checked = 0;
    // Every fourth example (a spread of rule families), every Order's start in it, the next dozen events.
    for (const name of exampleGames().filter((_, i) => i % 4 === 0)) {
      const events = recordedEvents(name);
      let state: GameState | null = null;
      for (let i = 0; i < events.length; i++) {
        const next = events[i] as ArbiterEvent;
        if (gameSnapshotCodec.resumesBefore(next)) {
          const restored = gameSnapshotCodec.decode(JSON.parse(JSON.stringify(gameSnapshotCodec.encode(state))));
          const rest = events.slice(i, i + 12);
          let a = state;
          let b = restored;
          for (const e of rest) {
            a = evolve(a, e);
            b = evolve(b, e);
            expectEqual(whole(b), whole(a), `${name} from event ${i}`);
            // Whatever a retraction may take back from here comes back the same.
            if (a !== null && a.retractable > 0) {
              const back = takeBack(a.retractable, a.orders);
              expectEqual(whole(evolve(b, back)), whole(evolve(a, back)), `${name} from event ${i}, taken back`);
            }
          }
          checked++;
        }
        state = evolve(state, next);
      }
      expectEqual(whole(fold(null, events)), whole(state), name);
    }
    expect(checked).toBeGreaterThan(20);
  });
});
