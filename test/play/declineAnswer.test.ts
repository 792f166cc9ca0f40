import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../kernel/log/index.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { diceAnswer, TableRecorder } from '../../play/index.ts';
import { exampleSteps } from '../support/exampleSteps.ts';

// `arbiter play`: a saving roll may end with the skills its player declines for this Order
// (rules/combat/declineAtWound.ts), and the roll's prompt says how for a trooper with Dogged or NWI.
describe('arbiter play: declining Dogged or NWI with the saving roll', () => {
  const save = { trooper: 'angus', purpose: 'saving-roll' as const, count: 1 };

  it('n5/skills/decline-at-wound: "15 decline nwi" is the saving roll with its decline; the engine judges the skill', () => {
    expect(diceAnswer(save, '15 decline nwi')).toEqual(
      E.right({ type: 'roll', trooper: 'angus', purpose: 'saving-roll', faces: [15], decline: ['nwi'] }),
    );
    expect(diceAnswer(save, '15 decline frenzy')).toEqual(
      E.right({ type: 'roll', trooper: 'angus', purpose: 'saving-roll', faces: [15], decline: ['frenzy'] }),
    );
  });

  it('n5/skills/decline-at-wound: refused on the spot: no skill named, a word that is no skill, a roll other than a save', () => {
    expect(diceAnswer(save, '15 decline')).toMatchObject({ left: { rule: 'play/dice' } });
    expect(diceAnswer(save, '15 decline nothing')).toMatchObject({
      left: { reason: expect.stringMatching(/'nothing' is not a skill/) },
    });
    expect(diceAnswer({ trooper: 'morat', purpose: 'attack', count: 1 }, '4 decline nwi')).toMatchObject({
      left: { reason: expect.stringMatching(/only a saving roll/) },
    });
  });

  it("n5/skills/decline-at-wound: the prompt of Angus's saving roll says how to decline NWI; his decline gives the example's events", async () => {
    const { input, steps } = exampleSteps('decline-at-wound.game.yaml');
    const store = new MemoryStore<ArbiterEvent>(arbiterCatalogue);
    const started = await TableRecorder.start(store, input);
    if (E.isLeft(started)) throw new Error(started.left.reason);
    const recorder = started.right;
    for (const { command: c } of steps) {
      if (c.type === 'roll' && c.purpose === 'saving-roll' && c.trooper === 'rasyat-1') {
        expect(recorder.question().prompt).toMatch(/to decline it for this Order: the faces, then decline nwi/);
        const typed = diceAnswer({ trooper: 'rasyat-1', purpose: 'saving-roll', count: 1 }, '15 decline nwi');
        if (E.isLeft(typed)) throw new Error(typed.left.reason);
        const sent = await recorder.send(typed.right);
        if (E.isLeft(sent)) throw new Error(sent.left.reason);
        expect(sent.right.events[0]).toMatchObject({ type: 'DiceRolled', decline: ['nwi'] });
        return;
      }
      const sent = await recorder.send(c);
      if (E.isLeft(sent)) throw new Error(sent.left.reason);
    }
    throw new Error('no saving roll of the first Rasyat');
  });
});
