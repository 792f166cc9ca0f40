import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evolve, foldGame } from '../../projections/index.ts';
import type { GameState } from '../../rules/state/index.ts';
import { eventsInForce, type ArbiterEvent, type EventOf } from '../../events/index.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { SealCounter } from '../../kernel/log/index.ts';
import { exampleGames, exampleSteps, recordedEvents } from '../support/exampleSteps.ts';

const retraction = (events: readonly ArbiterEvent[], order: number): EventOf<'StepRetracted'> => ({
  type: 'StepRetracted',
  order,
  events: events.length,
  takesBack: {
    orders: events.filter((e) => e.type === 'TrooperActivated' || e.type === 'OrderRuledByPlayers').length,
    turns: events.filter((e) => e.type === 'TurnStarted').length,
  },
});

/**
 * The game without its retraction chain: taking back an Order's start leaves nothing before it to
 * take back (retractable 0), where the game before it could still have.
 */
const game = (s: GameState | null): unknown => (s === null ? null : { ...s, previous: null, retractable: null });

const counts = (events: readonly ArbiterEvent[]): Readonly<Record<string, number>> => {
  const c = new SealCounter(arbiterCatalogue.seal);
  for (const e of events) c.add(e);
  return c.counts();
};

describe('StepRetracted: a step taken back while playing (arbiter play undo)', () => {
  for (const name of [
    'f2f-1v1.game.yaml',
    'fireteams.game.yaml',
    'guts-roll-fallback.game.yaml',
    'ruled-by-players.game.yaml',
  ]) {
    it(`${name}: every step back to the last Order's start folds to the game before it; the seal counts follow`, () => {
      const { steps } = exampleSteps(name);
      const all = [recordedEvents(name)[0]!, ...steps.flatMap((s) => s.events)];
      let at = 1; // GameStarted
      let checked = 0;
      for (const step of steps) {
        at += step.events.length;
        const reaches = step.events.length <= step.after.retractable;
        const r = retraction(step.events, step.after.orders);
        const logged = [...all.slice(0, at), r];
        const inForce = eventsInForce(logged, (e) => e);
        expect(E.isRight(inForce), `${step.command.type} at event ${at}`).toBe(reaches);
        if (!reaches) continue;
        checked++;
        expect(game(evolve(step.after, r))).toEqual(game(step.before));
        expect(game(foldGame(logged))).toEqual(game(step.before));
        expect(E.isRight(inForce) && inForce.right.retractable).toBe(foldGame(logged)!.retractable);
        expect(counts(logged)).toEqual(counts(all.slice(0, at - step.events.length)));
      }
      expect(checked).toBeGreaterThan(steps.length / 2);
    });
  }

  it('two undos in a row reach back step by step, never past the Order that began last (property over every example)', () => {
    const games = exampleGames().map((n) => ({ n, steps: exampleSteps(n).steps }));
    fc.assert(
      fc.property(fc.nat(games.length - 1), fc.nat(), fc.integer({ min: 1, max: 4 }), (g, pick, undos) => {
        const { steps } = games[g]!;
        const k = pick % steps.length;
        const events = [recordedEvents(games[g]!.n)[0]!, ...steps.slice(0, k + 1).flatMap((s) => s.events)];
        let state = foldGame(events)!;
        let log: ArbiterEvent[] = [...events];
        for (let u = 0; u < undos && k - u >= 0; u++) {
          const step = steps[k - u]!;
          const allowed = step.events.length <= state.retractable;
          const r = retraction(step.events, state.orders);
          const next = eventsInForce([...log, r], (e) => e);
          expect(E.isRight(next)).toBe(allowed);
          if (!allowed) break;
          log = [...log, r];
          state = evolve(state, r);
          expect(game(state)).toEqual(game(step.before));
          expect(E.isRight(next) && next.right.retractable).toBe(state.retractable);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a retraction that reaches into an earlier Order is refused, and the fold leaves the game as it was', () => {
    const { steps } = exampleSteps('f2f-1v1.game.yaml');
    const events = [recordedEvents('f2f-1v1.game.yaml')[0]!, ...steps.flatMap((s) => s.events)];
    const r = retraction(events.slice(1), 1);
    expect(eventsInForce([...events, r], (e) => e)).toMatchObject(E.left({ index: events.length }));
    const end = foldGame(events)!;
    expect(evolve(end, r)).toBe(end);
  });

  it('a retraction whose takesBack does not match what it voids is refused', () => {
    const { steps } = exampleSteps('f2f-1v1.game.yaml');
    const events = [recordedEvents('f2f-1v1.game.yaml')[0]!, ...steps.flatMap((s) => s.events)];
    const activation = steps.findIndex((s) => s.command.type === 'activate');
    const upTo = [events[0]!, ...steps.slice(0, activation + 1).flatMap((s) => s.events)];
    const forged = { ...retraction(steps[activation]!.events, 1), takesBack: { orders: 0, turns: 0 } };
    const r = eventsInForce([...upTo, forged], (e) => e);
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.message).toContain('takes back 0 Orders');
  });
});
