import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArbiterEvent } from '../../events/index.ts';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { commandsOf, replayCommands, setupOf } from '../../recording/index.ts';
import { gameExamples, recordedExample } from './recordedExamples.ts';

const started = (events: readonly ArbiterEvent[]): ArbiterEvent & { type: 'GameStarted' } => {
  const first = events[0];
  if (first?.type !== 'GameStarted') throw new Error('no GameStarted');
  return first;
};

const commandsOfOrThrow = (events: readonly ArbiterEvent[]): readonly GameCommand[] => {
  const r = commandsOf(events, { runtime: 'compiled' });
  if (E.isLeft(r)) throw new Error(r.left);
  return r.right;
};

/** The events replayed commands give, in a fresh game. */
const replayed = (events: readonly ArbiterEvent[], commands: readonly GameCommand[]): readonly ArbiterEvent[] => {
  const r = replayCommands(setupOf(started(events)), commands, { runtime: 'compiled' });
  r.session.stop();
  expect(r.failedAt).toBeUndefined();
  return r.session.events;
};

/** Where the events of each `send` end (the command boundaries), replaying the game's commands. */
const boundaries = (events: readonly ArbiterEvent[]): readonly number[] => {
  const session = createGameSession(setupOf(started(events)), { runtime: 'compiled' });
  const ends = [session.events.length];
  for (const c of commandsOfOrThrow(events)) {
    session.send(c);
    ends.push(session.events.length);
  }
  session.stop();
  return ends;
};

const leftOf = (events: readonly ArbiterEvent[]): string => {
  const r = commandsOf(events, { runtime: 'compiled' });
  if (E.isRight(r)) throw new Error('accepted');
  return r.left;
};

describe('commandsOf: from a game’s events back to its commands', () => {
  it.each(gameExamples())('examples/%s: its commands, replayed into a fresh game, give the same events', (name) => {
    const events = recordedExample(name);
    const commands = commandsOfOrThrow(events);
    expect(replayed(events, commands)).toEqual(events);
  });

  it.each([
    'f2f-1v1',
    'guts-roll-fallback',
    'ruled-by-players',
    'fireteams',
    'coordinated-order',
    'loss-of-lieutenant',
  ])('examples/%s.game.yaml: every prefix ending at a command boundary round-trips (a resumed game)', (name) => {
    const events = recordedExample(`${name}.game.yaml`);
    for (const end of boundaries(events)) {
      const prefix = events.slice(0, end);
      expect(replayed(prefix, commandsOfOrThrow(prefix))).toEqual(prefix);
    }
  });

  it('any example cut at any command boundary round-trips (property)', () => {
    const names = gameExamples().filter((n) => n !== 'demo.game.yaml' && n !== 'n5-full-game.game.yaml');
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.double({ min: 0, max: 1, noNaN: true }), (name, at) => {
        const events = recordedExample(name);
        const ends = boundaries(events);
        const end = ends[Math.min(ends.length - 1, Math.floor(at * ends.length))] ?? 1;
        const prefix = events.slice(0, end);
        expect(replayed(prefix, commandsOfOrThrow(prefix))).toEqual(prefix);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses events cut inside a command, naming the command and the missing events', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const ends = boundaries(events);
    // The activation gives TrooperActivated, OrderSpent…: cut after its first event.
    const activation = events.findIndex((e) => e.type === 'TrooperActivated');
    const end = ends.find((b) => b > activation) ?? 0;
    expect(end - activation).toBeGreaterThan(1);
    const why = leftOf(events.slice(0, activation + 1));
    expect(why).toMatch(/stop inside a command: the activate of event \d+ \(TrooperActivated\)/);
  });

  it('refuses a tampered ruling, naming its index and type', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const i = events.findIndex((e) => e.type === 'FaceToFaceResolved');
    const e = events[i];
    const tampered = events.map((x, k) => (k === i && e !== undefined ? { ...e, order: 99 } : x));
    expect(leftOf(tampered)).toContain(`event ${i} (FaceToFaceResolved) is not what the`);
  });

  it('refuses a forged event no command gives', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const end = events.findIndex((e) => e.type === 'TurnEnded');
    const extra = events.find((e) => e.type === 'FaceToFaceResolved');
    if (extra === undefined) throw new Error('no event');
    const forged = [...events.slice(0, end + 1), extra];
    expect(leftOf(forged)).toBe(`event ${end + 1} (${extra.type}) comes from no command`);
  });

  it('refuses a forged die (the engine refuses the roll it records)', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const i = events.findIndex((e) => e.type === 'DiceRolled');
    const forged = events.map((e, k) => (k === i && e.type === 'DiceRolled' ? { ...e, faces: [21] } : e));
    expect(leftOf(forged)).toMatch(new RegExp(`^event ${i} \\(DiceRolled\\)`));
  });

  it('refuses events that do not start a game', () => {
    expect(leftOf([])).toMatch(/no events/);
    expect(leftOf(recordedExample('f2f-1v1.game.yaml').slice(1))).toMatch(
      /^event 0 \(\w+\): a game starts with GameStarted/,
    );
  });

  it('setupOf keeps the Command Tokens, readings and starting states of GameStarted', () => {
    const events = recordedExample('zoc-aro-first-printing-n4.game.yaml');
    const s = started(events);
    expect(setupOf({ ...s, commandTokens: 3 }).commandTokens).toBe(3);
    expect(setupOf(s).readings).toEqual(s.readings);
  });
});
