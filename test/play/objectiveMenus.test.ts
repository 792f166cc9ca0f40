import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../kernel/log/index.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { TableRecorder } from '../../play/index.ts';
import { exampleSteps } from '../support/exampleSteps.ts';
import { answer } from '../support/scriptedPlayer.ts';

const OBJECTIVE_SKILLS = ['extract', 'pick-up', 'drop', 'hack-console'];

describe('arbiter play offers the objective skills of a Supplies game', () => {
  it('play/choice: every extract, pick-up and drop of examples/supplies.game.yaml is answered from the menus, none typed', async () => {
    const { input, steps } = exampleSteps('supplies.game.yaml');
    const started = await TableRecorder.start(new MemoryStore<ArbiterEvent>(arbiterCatalogue), input);
    if (E.isLeft(started)) throw new Error(started.left.reason);
    const recorder = started.right;
    let objectiveSteps = 0;
    for (const step of steps) {
      const a = answer(recorder, step.command);
      const c = step.command;
      if (c.type === 'declare' && OBJECTIVE_SKILLS.includes(c.declaration.skill)) {
        objectiveSteps++;
        expect(a.typed, `${c.trooper}: ${JSON.stringify(c.declaration)}`).toBe(false);
      }
      const sent = await recorder.send(a.command);
      if (E.isLeft(sent)) throw new Error(`${c.type}: ${sent.left.reason}`);
    }
    expect(objectiveSteps).toBeGreaterThanOrEqual(4);
  });

  it('play/choice: every hack of a Console in examples/supremacy.game.yaml is answered from the menus, none typed', async () => {
    const { input, steps } = exampleSteps('supremacy.game.yaml');
    const started = await TableRecorder.start(new MemoryStore<ArbiterEvent>(arbiterCatalogue), input);
    if (E.isLeft(started)) throw new Error(started.left.reason);
    const recorder = started.right;
    let hacks = 0;
    for (const step of steps) {
      const a = answer(recorder, step.command);
      const c = step.command;
      if (c.type === 'declare' && c.declaration.skill === 'hack-console') {
        hacks++;
        expect(a.typed, `${c.trooper}: ${JSON.stringify(c.declaration)}`).toBe(false);
      }
      const sent = await recorder.send(a.command);
      if (E.isLeft(sent)) throw new Error(`${c.type}: ${sent.left.reason}`);
    }
    expect(hacks).toBe(5);
  });
});
