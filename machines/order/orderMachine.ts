import * as E from 'fp-ts/lib/Either.js';
import { setup } from 'xstate';
import type { ArbiterEvent, OrderStep } from '../../rules/events/index.ts';
import {
  activationEvents,
  closeArosEvents,
  conclusionDone,
  concludedEvents,
  decideAro,
  decideDeclare,
  decideFailGuts,
  decideGutsMove,
  decideGutsRoll,
  decideMeasure,
  decideRoll,
  dodgeRulings,
  effectsReady,
  engagementRulings,
  gutsRulings,
  orderSpentEvents,
  orderViewOf,
  resetRulings,
  resolutionEvents,
  resolutionReady,
  saveRulings,
  stepEvents,
  wholeOrder,
  type Decision,
  type OrderCommand,
} from '../../rules/decide/index.ts';
import type { OrderContext, OrderInput } from './orderContext.ts';

type Cmd<K extends OrderCommand['type']> = Extract<OrderCommand, { type: K }>;
const is = <K extends OrderCommand['type']>(e: OrderCommand, k: K): e is Cmd<K> => e.type === k;

const record = (c: OrderContext, events: readonly ArbiterEvent[]): void => c.ledger.record(events);
/** An action records what its guard's decider accepted (the same decision, remembered). */
const recordDecision = (c: OrderContext, d: Decision): void => {
  if (E.isLeft(d)) throw new Error(`Order ${c.order}: a command its guard accepted was refused: ${d.left.reason}`);
  record(c, d.right);
};
const accepts = (d: Decision): boolean => E.isRight(d);

/**
 * One Order, as a statechart whose states are the steps of the Order Expenditure Sequence. It only
 * sequences: its guards ask the deciders of rules/decide/ whether a command is acceptable in this
 * step, and its actions record the events they return through the ledger (the session folds them
 * with the one evolve). It holds no copy of the table and no arithmetic.
 */
export const orderMachine = setup({
  types: { context: {} as OrderContext, events: {} as OrderCommand, input: {} as OrderInput },
  guards: {
    canDeclareFirst: ({ context, event }) =>
      is(event, 'declare') && accepts(decideDeclare(context.ledger.state, event, 'first')),
    canDeclareSecond: ({ context, event }) =>
      is(event, 'declare') && accepts(decideDeclare(context.ledger.state, event, 'second')),
    fillsWholeOrder: ({ context }) => wholeOrder(orderViewOf(context.ledger.state)),
    canAroFirst: ({ context, event }) => is(event, 'aro') && accepts(decideAro(context.ledger.state, event, 'first')),
    canAroSecond: ({ context, event }) => is(event, 'aro') && accepts(decideAro(context.ledger.state, event, 'second')),
    canMeasure: ({ context, event }) =>
      is(event, 'measure') && accepts(decideMeasure(context.ledger.state, event, 'declarations')),
    canMeasureBeforeRolls: ({ context, event }) =>
      is(event, 'measure') && accepts(decideMeasure(context.ledger.state, event, 'before-rolls')),
    canRollResolution: ({ context, event }) =>
      is(event, 'roll') && accepts(decideRoll(context.ledger.state, event, 'resolution')),
    canRollSave: ({ context, event }) =>
      is(event, 'roll') && accepts(decideRoll(context.ledger.state, event, 'effects')),
    resolutionReady: ({ context }) => resolutionReady(context.ledger.state),
    effectsReady: ({ context }) => effectsReady(context.ledger.state),
    canRollGuts: ({ context, event }) => is(event, 'roll') && accepts(decideGutsRoll(context.ledger.state, event)),
    canFailGuts: ({ context, event }) => is(event, 'fail-guts') && accepts(decideFailGuts(context.ledger.state, event)),
    canMeasureGutsOptions: ({ context, event }) =>
      is(event, 'measure') && accepts(decideMeasure(context.ledger.state, event, 'conclusion')),
    canMoveAfterGuts: ({ context, event }) =>
      is(event, 'guts-move') && accepts(decideGutsMove(context.ledger.state, event)),
    conclusionReady: ({ context }) => conclusionDone(orderViewOf(context.ledger.state)),
  },
  actions: {
    enterStep: ({ context }, params: { step: OrderStep }) => record(context, stepEvents(context.order, params.step)),
    recordActivation: ({ context }) =>
      record(context, activationEvents(context.ledger.state, context.order, context.activation)),
    spendOrder: ({ context }) =>
      record(context, orderSpentEvents(context.ledger.state, context.order, context.activation)),
    recordFirst: ({ context, event }) => {
      if (is(event, 'declare')) recordDecision(context, decideDeclare(context.ledger.state, event, 'first'));
    },
    recordSecond: ({ context, event }) => {
      if (is(event, 'declare')) recordDecision(context, decideDeclare(context.ledger.state, event, 'second'));
    },
    recordAro: ({ context, event }, params: { position: 'first' | 'second' }) => {
      if (is(event, 'aro')) recordDecision(context, decideAro(context.ledger.state, event, params.position));
    },
    closeAros: ({ context }, params: { position: 'first' | 'second' }) =>
      record(context, closeArosEvents(context.ledger.state, params.position)),
    recordFact: ({ context, event }) => {
      if (is(event, 'measure')) recordDecision(context, decideMeasure(context.ledger.state, event, 'declarations'));
    },
    recordLateFact: ({ context, event }) => {
      if (is(event, 'measure')) recordDecision(context, decideMeasure(context.ledger.state, event, 'before-rolls'));
    },
    recordRoll: ({ context, event }) => {
      if (is(event, 'roll')) recordDecision(context, decideRoll(context.ledger.state, event, 'resolution'));
    },
    recordSave: ({ context, event }) => {
      if (is(event, 'roll')) recordDecision(context, decideRoll(context.ledger.state, event, 'effects'));
    },
    resolveRolls: ({ context }) => record(context, resolutionEvents(context.ledger.state)),
    ruleDodges: ({ context }) => record(context, dodgeRulings(context.ledger.state)),
    // Before the saves: a state a Reset removes is a positive effect, applied first (N5.2).
    ruleResets: ({ context }) => record(context, resetRulings(context.ledger.state)),
    resolveSaves: ({ context }) => record(context, saveRulings(context.ledger.state)),
    ruleEngagement: ({ context }) => record(context, engagementRulings(context.ledger.state)),
    checkGuts: ({ context }) => record(context, gutsRulings(context.ledger.state)),
    judgeGuts: ({ context, event }) => {
      if (is(event, 'roll')) recordDecision(context, decideGutsRoll(context.ledger.state, event));
      else if (is(event, 'fail-guts')) recordDecision(context, decideFailGuts(context.ledger.state, event));
    },
    recordGutsFact: ({ context, event }) => {
      if (is(event, 'measure')) recordDecision(context, decideMeasure(context.ledger.state, event, 'conclusion'));
    },
    recordGutsMove: ({ context, event }) => {
      if (is(event, 'guts-move')) recordDecision(context, decideGutsMove(context.ledger.state, event));
    },
    conclude: ({ context }) => record(context, concludedEvents(context.ledger.state)),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => input,
  initial: 'activation',
  states: {
    activation: {
      entry: [{ type: 'enterStep', params: { step: 'activation' } }, 'recordActivation'],
      always: { target: 'order-expenditure' },
    },
    'order-expenditure': {
      entry: [{ type: 'enterStep', params: { step: 'order-expenditure' } }, 'spendOrder'],
      always: { target: 'first-skill' },
    },
    'first-skill': {
      entry: { type: 'enterStep', params: { step: 'first-skill' } },
      on: {
        declare: { guard: 'canDeclareFirst', target: 'first-aros', actions: 'recordFirst' },
        measure: { guard: 'canMeasure', actions: 'recordFact' },
      },
    },
    'first-aros': {
      entry: { type: 'enterStep', params: { step: 'first-aros' } },
      on: {
        aro: { guard: 'canAroFirst', actions: { type: 'recordAro', params: { position: 'first' } } },
        measure: { guard: 'canMeasure', actions: 'recordFact' },
        'end-aros': [
          {
            guard: 'fillsWholeOrder',
            target: 'resolution',
            actions: { type: 'closeAros', params: { position: 'first' } },
          },
          { target: 'second-skill', actions: { type: 'closeAros', params: { position: 'first' } } },
        ],
      },
    },
    'second-skill': {
      entry: { type: 'enterStep', params: { step: 'second-skill' } },
      on: {
        declare: { guard: 'canDeclareSecond', target: 'second-aros', actions: 'recordSecond' },
        measure: { guard: 'canMeasure', actions: 'recordFact' },
      },
    },
    'second-aros': {
      entry: { type: 'enterStep', params: { step: 'second-aros' } },
      on: {
        aro: { guard: 'canAroSecond', actions: { type: 'recordAro', params: { position: 'second' } } },
        measure: { guard: 'canMeasure', actions: 'recordFact' },
        'end-aros': { target: 'resolution', actions: { type: 'closeAros', params: { position: 'second' } } },
      },
    },
    resolution: {
      entry: { type: 'enterStep', params: { step: 'resolution' } },
      always: { guard: 'resolutionReady', target: 'effects', actions: 'resolveRolls' },
      on: {
        measure: { guard: 'canMeasureBeforeRolls', actions: 'recordLateFact' },
        roll: { guard: 'canRollResolution', actions: 'recordRoll' },
      },
    },
    effects: {
      entry: [{ type: 'enterStep', params: { step: 'effects' } }, 'ruleDodges', 'ruleResets'],
      always: { guard: 'effectsReady', target: 'conclusion', actions: ['resolveSaves', 'ruleEngagement'] },
      on: {
        roll: { guard: 'canRollSave', actions: 'recordSave' },
      },
    },
    conclusion: {
      entry: [{ type: 'enterStep', params: { step: 'conclusion' } }, 'checkGuts'],
      always: { guard: 'conclusionReady', target: 'done', actions: 'conclude' },
      on: {
        roll: { guard: 'canRollGuts', actions: 'judgeGuts' },
        'fail-guts': { guard: 'canFailGuts', actions: 'judgeGuts' },
        measure: { guard: 'canMeasureGutsOptions', actions: 'recordGutsFact' },
        'guts-move': { guard: 'canMoveAfterGuts', actions: 'recordGutsMove' },
      },
    },
    done: { type: 'final' },
  },
});
