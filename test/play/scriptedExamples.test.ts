import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../kernel/log/index.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { TableRecorder } from '../../play/index.ts';
import { exampleGames, exampleSteps, recordedEvents } from '../support/exampleSteps.ts';
import { answer } from '../support/scriptedPlayer.ts';

describe('arbiter play, driven by scripted answers through every example game', () => {
  for (const name of exampleGames()) {
    it(`${name}: every step answered from the menus (or typed), and the log equals arbiter record's, event for event`, async () => {
      const { input, steps } = exampleSteps(name);
      const store = new MemoryStore<ArbiterEvent>(arbiterCatalogue);
      const started = await TableRecorder.start(store, input);
      if (E.isLeft(started)) throw new Error(started.left.reason);
      const recorder = started.right;
      let typed = 0;
      for (const step of steps) {
        const a = answer(recorder, step.command);
        if (a.typed) typed++;
        const sent = await recorder.send(a.command);
        if (E.isLeft(sent)) throw new Error(`${step.command.type}: ${sent.left.reason}`);
        expect(sent.right.events).toEqual(step.events);
      }
      const logged = await store.read();
      if (E.isLeft(logged)) throw new Error('unreadable');
      expect(logged.right.map((r) => r.event)).toEqual(recordedEvents(name));
      expect(typed).toBeLessThanOrEqual(steps.length);
    });
  }
});
