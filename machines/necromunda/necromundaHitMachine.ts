import * as E from 'fp-ts/lib/Either.js';
import { setup } from 'xstate';
import type { NecromundaCommand, NecromundaCommandType } from './necromundaCommand.ts';
import type { NecromundaHitContext } from './necromundaLedger.ts';
import { NECROMUNDA_STEPS, necromundaStep, type NecromundaStep } from './necromundaStep.ts';

const accepts = (c: NecromundaHitContext, command: NecromundaCommand): boolean =>
  E.isRight(c.decide(c.ledger.state, command));

/** One command's transition: asked of the decider, recorded, then routed. */
const take = { guard: 'decided', actions: 'recordDecision', target: 'routing' } as const;
const on = (...types: readonly NecromundaCommandType[]) => Object.fromEntries(types.map((t) => [t, take]));

/**
 * A Necromunda game as a statechart: hits resolved one at a time (necromunda/resolve-hits/sequence),
 * each through its wound roll, save roll, Injury dice or a vehicle's Location and Damage dice; then
 * what the page calls for, in order (Lasting rolls, Thrown Clear, the Nerve check and tests, a Broken
 * model's activation and move); between hits, a fall, a vehicle rolling over, a Broken model
 * activating or rallying, and Claiming Scrap, which ends the battle. It only sequences: one guard asks
 * the decider whether a command is acceptable, one action records what the decider returned (the
 * session folds it with the one evolve), and a transient `routing` state reads from the folded state
 * what the game waits for next (necromundaStep).
 */
export const necromundaHitMachine = setup({
  types: { context: {} as NecromundaHitContext, events: {} as NecromundaCommand, input: {} as NecromundaHitContext },
  guards: {
    decided: ({ context, event }) => accepts(context, event),
    stepIs: ({ context }, params: { readonly step: NecromundaStep }) =>
      necromundaStep(context.ledger.state) === params.step,
  },
  actions: {
    recordDecision: ({ context, event }) => {
      const d = context.decide(context.ledger.state, event);
      if (E.isLeft(d)) throw new Error(`a command its guard accepted was refused: ${d.left.reason}`);
      context.ledger.record(d.right);
    },
  },
}).createMachine({
  id: 'necromunda-hit',
  context: ({ input }) => input,
  initial: 'awaiting-hit',
  states: {
    'awaiting-hit': {
      on: on('declare-hit', 'fall', 'roll-over', 'activate-broken', 'rally', 'claim-scrap'),
    },
    'wound-roll': { on: on('roll-wound') },
    'save-roll': { on: on('roll-save') },
    'injury-dice': { on: on('enter-injury') },
    'location-dice': { on: on('roll-locations') },
    'damage-dice': { on: on('roll-vehicle-damage') },
    'lasting-rolls': { on: on('lasting-injury', 'crew-lasting-injury', 'lasting-damage') },
    'thrown-clear': { on: on('thrown-clear') },
    'nerve-check': { on: on('nerve-check') },
    'nerve-tests': { on: on('nerve-test') },
    'broken-activation': { on: on('retreat', 'flee', 'burn-out') },
    'broken-move': { on: on('flee', 'declare-hit') },
    'battle-over': { type: 'final' },
    routing: {
      always: NECROMUNDA_STEPS.map((step) => ({ guard: { type: 'stepIs', params: { step } }, target: step })),
    },
  },
});

/** The machine's states, as they are named in its definition. */
export type NecromundaHitStep = NecromundaStep | 'routing';
