import * as E from 'fp-ts/lib/Either.js';
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { fennecAndSenku } from '../support/troopers.ts';

const COMMANDS: readonly GameCommand[] = [
  { type: 'start-turn', player: 'panoceania' },
  { type: 'activate', trooper: 'fennec' },
  { type: 'declare', trooper: 'fennec', declaration: { skill: 'move' } },
];

describe('live inspection (docs/live-inspection.md)', () => {
  it('hands every actor, command and snapshot of the game and its Orders to an xstate inspection observer', () => {
    const seen: InspectionEvent[] = [];
    const session = createGameSession(
      { edition: 'n5', title: 'inspected', armies: fennecAndSenku('n5') },
      { inspect: (e) => seen.push(e) },
    );
    for (const c of COMMANDS) expect(E.isRight(session.send(c))).toBe(true);
    session.stop();

    const actors = seen.filter((e) => e.type === '@xstate.actor').map((e) => (e.actorRef as AnyActorRef).id);
    expect(actors).toEqual(expect.arrayContaining(['order']));
    expect(actors.length).toBeGreaterThanOrEqual(2); // the game, then its Order
    const commands = seen
      .filter((e): e is Extract<InspectionEvent, { type: '@xstate.event' }> => e.type === '@xstate.event')
      .map((e) => e.event.type);
    expect(commands).toEqual(expect.arrayContaining(['start-turn', 'activate', 'declare']));
    const orderStates = seen
      .filter(
        (e): e is Extract<InspectionEvent, { type: '@xstate.snapshot' }> =>
          e.type === '@xstate.snapshot' && (e.actorRef as AnyActorRef).id === 'order',
      )
      .map((e) => (e.snapshot as { value?: unknown }).value);
    expect(orderStates).toContain('first-aros');
  });

  it('works with @statelyai/inspect (here through an in-memory adapter: no browser, no network)', async () => {
    const sent: StatelyInspectionEvent[] = [];
    const inspector = createInspector({ send: (e) => void sent.push(e) });
    const session = createGameSession(
      { edition: 'n5', title: 'stately', armies: fennecAndSenku('n5') },
      { inspect: inspector.inspect },
    );
    for (const c of COMMANDS) expect(E.isRight(session.send(c))).toBe(true);
    // The inspector converts and sends when the event loop is idle.
    await vi.waitFor(() =>
      expect(sent.filter((e) => e.type === '@xstate.event').length).toBeGreaterThanOrEqual(COMMANDS.length),
    );
    session.stop();
    inspector.stop();

    const actors = sent.filter((e) => e.type === '@xstate.actor');
    expect(actors.map((e) => e.name)).toEqual(expect.arrayContaining(['order']));
    // The inspector gets each machine's definition, to draw the chart.
    const game = actors.find(
      (e) => e.definition !== undefined && (JSON.parse(e.definition) as { id?: unknown }).id === 'game',
    );
    expect(game).toBeDefined();
    expect(sent.filter((e) => e.type === '@xstate.event').map((e) => e.event.type)).toEqual(
      expect.arrayContaining(['activate', 'declare']),
    );
  });
});
