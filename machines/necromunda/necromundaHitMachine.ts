import * as E from 'fp-ts/lib/Either.js';
import { setup } from 'xstate';
import type { NecromundaCommand } from './necromundaCommand.ts';
import type { NecromundaHitContext } from './necromundaLedger.ts';

const accepts = (c: NecromundaHitContext, command: NecromundaCommand): boolean =>
  E.isRight(c.decide(c.ledger.state, command));

/**
 * Resolving one hit at a time (necromunda/resolve-hits/sequence), as a statechart: a hit declared,
 * then its wound roll, its save roll when it allows one, its Injury dice when its Damage calls for
 * them, and back to the next hit. It only sequences: its guards ask the decider whether a command is
 * acceptable, its one action records what the decider returned (the session folds it with the one
 * evolve), and a transient `routing` state reads from the state what the hit owes next.
 * Vehicles (location and damage dice) and Nerve tests will be states of their own after `routing`.
 */
export const necromundaHitMachine = setup({
  types: { context: {} as NecromundaHitContext, events: {} as NecromundaCommand, input: {} as NecromundaHitContext },
  guards: {
    canDeclareHit: ({ context, event }) => event.type === 'declare-hit' && accepts(context, event),
    canRollWound: ({ context, event }) => event.type === 'roll-wound' && accepts(context, event),
    canRollSave: ({ context, event }) => event.type === 'roll-save' && accepts(context, event),
    canEnterInjury: ({ context, event }) => event.type === 'enter-injury' && accepts(context, event),
    hitResolved: ({ context }) => context.ledger.state?.hit === null,
    saveOwed: ({ context }) => context.ledger.state?.hit?.step === 'save-roll',
    injuryDiceOwed: ({ context }) => context.ledger.state?.hit?.step === 'injury-dice',
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
      on: { 'declare-hit': { guard: 'canDeclareHit', actions: 'recordDecision', target: 'wound-roll' } },
    },
    'wound-roll': {
      on: { 'roll-wound': { guard: 'canRollWound', actions: 'recordDecision', target: 'routing' } },
    },
    'save-roll': {
      on: { 'roll-save': { guard: 'canRollSave', actions: 'recordDecision', target: 'routing' } },
    },
    'injury-dice': {
      on: { 'enter-injury': { guard: 'canEnterInjury', actions: 'recordDecision', target: 'routing' } },
    },
    routing: {
      always: [
        { guard: 'hitResolved', target: 'awaiting-hit' },
        { guard: 'saveOwed', target: 'save-roll' },
        { guard: 'injuryDiceOwed', target: 'injury-dice' },
      ],
    },
  },
});

/** The hit machine's steps, as they are named in its definition. */
export type NecromundaHitStep = 'awaiting-hit' | 'wound-roll' | 'save-roll' | 'injury-dice' | 'routing';
