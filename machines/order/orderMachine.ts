import { assign, setup } from 'xstate';
import type { OrderStep } from '../../events/index.ts';
import type { OrderCommand } from './orderCommand.ts';
import { initialOrderContext, type OrderContext, type OrderInput } from './orderContext.ts';
import {
  freshPlan, judgeSaves, newlyForfeited, outstandingDice, plan, refuseAro, refuseDeclare, refuseFact, refuseLateFact, refuseRoll, resolve, saves, wholeOrder, coordinationCitation,
} from './orderRules.ts';
import { dodgeEvents, exchangeEvents, effectEvents, planEvents, spendUses } from './rulingEvents.ts';
import { dodges, resetCancels } from './effectsRules.ts';
import { engagementEvents } from './engagementEvents.ts';
import { stateChangeEvents } from './stateChangeEvents.ts';
import {
  conclusionDone, goesProne, gutsMoveCitations, gutsRequirements, refuseConclusionFact, refuseFailGuts, refuseGutsMove, refuseGutsRoll, rollGuts,
  withGutsStatus,
} from './conclusionRules.ts';
import { gutsCheckEvents, gutsMoveEvents, gutsRollEvent } from './conclusionEvents.ts';
import type { TableView } from '../../rules/table/index.ts';

type Cmd<K extends OrderCommand['type']> = Extract<OrderCommand, { type: K }>;
const is = <K extends OrderCommand['type']>(e: OrderCommand, k: K): e is Cmd<K> => e.type === k;

export interface OrderOutput {
  readonly order: number;
  readonly table: TableView;
}

/**
 * One Order, as a statechart whose states are the steps of the Order Expenditure Sequence.
 * Guards and actions are named here and delegate to rules/ through orderRules.ts; the events an
 * accepted command produces are appended to `context.outbox` for the session to log.
 */
export const orderMachine = setup({
  types: { context: {} as OrderContext, events: {} as OrderCommand, input: {} as OrderInput, output: {} as OrderOutput },
  guards: {
    canDeclareFirst: ({ context, event }) => is(event, 'declare') && refuseDeclare(context, event, 'first') === null,
    canDeclareSecond: ({ context, event }) => is(event, 'declare') && refuseDeclare(context, event, 'second') === null,
    fillsWholeOrder: ({ context }) => wholeOrder(context),
    canAro: ({ context, event }) => is(event, 'aro') && refuseAro(context, event) === null,
    canMeasure: ({ context, event }) => is(event, 'measure') && refuseFact(context, event.fact) === null,
    canMeasureBeforeRolls: ({ context, event }) => is(event, 'measure') && context.rolled.length === 0 && refuseLateFact(context, event.fact) === null,
    canRollResolution: ({ context, event }) => is(event, 'roll') && refuseRoll(context, event, 'resolution') === null,
    canRollSave: ({ context, event }) => is(event, 'roll') && refuseRoll(context, event, 'effects') === null,
    resolutionReady: ({ context }) => plan(context).ok && outstandingDice(context, 'resolution').length === 0,
    effectsReady: ({ context }) => outstandingDice(context, 'effects').length === 0,
    canRollGuts: ({ context, event }) => is(event, 'roll') && refuseGutsRoll(context, event) === null,
    canFailGuts: ({ context, event }) => is(event, 'fail-guts') && refuseFailGuts(context, event) === null,
    canMeasureGutsOptions: ({ context, event }) => is(event, 'measure') && refuseConclusionFact(context, event.fact) === null,
    canMoveAfterGuts: ({ context, event }) => is(event, 'guts-move') && refuseGutsMove(context, event) === null,
    conclusionReady: ({ context }) => conclusionDone(context),
  },
  actions: {
    enterStep: assign(({ context }, params: { step: OrderStep }) => ({
      outbox: [...context.outbox, { type: 'OrderStepEntered' as const, order: context.order, step: params.step }],
    })),
    recordActivation: assign(({ context }) => ({
      outbox: [
        ...context.outbox, { type: 'TrooperActivated' as const, order: context.order, player: context.player, trooper: context.trooper },
        ...(context.coordinated.length === 0 ? [] : [{
          type: 'CoordinatedOrderGiven' as const, order: context.order, player: context.player, spearhead: context.trooper,
          troopers: [context.trooper, ...context.coordinated], commandTokensLeft: context.commandTokensLeft, citation: coordinationCitation(context),
        }]),
      ],
    })),
    spendOrder: assign(({ context }) => ({
      outbox: [...context.outbox, {
        type: 'OrderSpent' as const, order: context.order, trooper: context.trooper, group: context.group, pool: context.pool,
        citation: context.orderCitation,
      }],
    })),
    recordFirst: assign(({ context, event }) => (is(event, 'declare') ? {
      first: event.declaration,
      outbox: [...context.outbox, { type: 'SkillDeclared' as const, order: context.order, trooper: event.trooper, position: 'first' as const, declaration: event.declaration }],
    } : {})),
    recordSecond: assign(({ context, event }) => (is(event, 'declare') ? {
      second: event.declaration,
      outbox: [...context.outbox, { type: 'SkillDeclared' as const, order: context.order, trooper: event.trooper, position: 'second' as const, declaration: event.declaration }],
    } : {})),
    recordAro: assign(({ context, event }, params: { position: 'first' | 'second' }) => (is(event, 'aro') ? {
      aros: [...context.aros, { trooper: event.trooper, position: params.position, declaration: event.declaration }],
      outbox: [...context.outbox, { type: 'AroDeclared' as const, order: context.order, trooper: event.trooper, position: params.position, declaration: event.declaration }],
    } : {})),
    closeAros: assign(({ context }, params: { position: 'first' | 'second' }) => {
      const lost = params.position === 'first' ? newlyForfeited(context) : [];
      return {
        forfeited: [...context.forfeited, ...lost],
        outbox: [...context.outbox, { type: 'AroDeclarationsClosed' as const, order: context.order, position: params.position, forfeited: lost }],
      };
    }),
    recordFact: assign(({ context, event }) => (is(event, 'measure') ? {
      facts: [...context.facts, event.fact],
      outbox: [...context.outbox, { type: 'MeasurementRecorded' as const, order: context.order, fact: event.fact }],
    } : {})),
    fixPlan: assign(({ context }) => {
      const p = freshPlan(context);
      return { plan: p.ok ? p.plan : null };
    }),
    recordRoll: assign(({ context, event }) => (is(event, 'roll') ? {
      rolled: [...context.rolled, { trooper: event.trooper, purpose: event.purpose, faces: event.faces }],
      outbox: [...context.outbox, { type: 'DiceRolled' as const, order: context.order, trooper: event.trooper, purpose: event.purpose, faces: event.faces }],
    } : {})),
    resolveRolls: assign(({ context }) => {
      const results = resolve(context);
      const p = plan(context);
      const decided = p.ok ? planEvents(context.order, p.plan) : [];
      return {
        results, table: p.ok ? spendUses(context.table, p.plan) : context.table,
        outbox: [...context.outbox, ...decided, ...exchangeEvents(context.order, results)],
      };
    }),
    ruleDodges: assign(({ context }) => ({ outbox: [...context.outbox, ...dodgeEvents(context.order, dodges(context))] })),
    // Before the saves: a state a Reset removes is a positive effect, applied first (N5.2).
    ruleResets: assign(({ context }) => {
      const applied = stateChangeEvents(context.order, context.table, resetCancels(context));
      return { table: applied.table, outbox: [...context.outbox, ...applied.events] };
    }),
    planSaves: assign(({ context }) => ({ saves: saves(context) })),
    resolveSaves: assign(({ context }) => {
      const outcomes = judgeSaves(context);
      const applied = effectEvents(context.order, context.table, outcomes);
      return { saveOutcomes: outcomes, table: applied.table, outbox: [...context.outbox, ...applied.events] };
    }),
    ruleEngagement: assign(({ context }) => {
      const applied = engagementEvents(context.order, context.table, context.facts, dodges(context));
      return { table: applied.table, outbox: [...context.outbox, ...applied.events] };
    }),
    checkGuts: assign(({ context }) => {
      const checks = gutsRequirements(context);
      return {
        guts: checks.filter((g) => g.requirement.required).map((g) => ({ trooper: g.trooper, status: 'owed' as const })),
        outbox: [...context.outbox, ...gutsCheckEvents(context.order, checks)],
      };
    }),
    judgeGuts: assign(({ context, event }) => {
      if (!is(event, 'roll') && !is(event, 'fail-guts')) return {};
      const r = rollGuts(context, event.trooper, is(event, 'roll') ? (event.faces[0] ?? null) : null);
      return {
        guts: withGutsStatus(context.guts, event.trooper, r.result.passed ? 'passed' : 'failed'),
        outbox: [...context.outbox, gutsRollEvent(context.order, event.trooper, r.result, r.sv)],
      };
    }),
    recordGutsMove: assign(({ context, event }) => {
      if (!is(event, 'guts-move')) return {};
      const prone = event.option === 'go-prone' && goesProne(context, event.trooper);
      const moved = gutsMoveEvents(context.order, context.table, event.trooper, event.option, prone, gutsMoveCitations(context, prone));
      return { table: moved.table, guts: withGutsStatus(context.guts, event.trooper, 'moved'), outbox: [...context.outbox, ...moved.events] };
    }),
    conclude: assign(({ context }) => ({
      outbox: [...context.outbox, { type: 'OrderConcluded' as const, order: context.order, trooper: context.trooper }],
    })),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => initialOrderContext(input),
  initial: 'activation',
  output: ({ context }) => ({ order: context.order, table: context.table }),
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
        aro: { guard: 'canAro', actions: { type: 'recordAro', params: { position: 'first' } } },
        measure: { guard: 'canMeasure', actions: 'recordFact' },
        'end-aros': [
          { guard: 'fillsWholeOrder', target: 'resolution', actions: { type: 'closeAros', params: { position: 'first' } } },
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
        aro: { guard: 'canAro', actions: { type: 'recordAro', params: { position: 'second' } } },
        measure: { guard: 'canMeasure', actions: 'recordFact' },
        'end-aros': { target: 'resolution', actions: { type: 'closeAros', params: { position: 'second' } } },
      },
    },
    resolution: {
      entry: [{ type: 'enterStep', params: { step: 'resolution' } }, 'fixPlan'],
      always: { guard: 'resolutionReady', target: 'effects', actions: 'resolveRolls' },
      on: {
        measure: { guard: 'canMeasureBeforeRolls', actions: ['recordFact', 'fixPlan'] },
        roll: { guard: 'canRollResolution', actions: 'recordRoll' },
      },
    },
    effects: {
      entry: [{ type: 'enterStep', params: { step: 'effects' } }, 'ruleDodges', 'ruleResets', 'planSaves'],
      always: { guard: 'effectsReady', target: 'conclusion', actions: ['resolveSaves', 'ruleEngagement'] },
      on: {
        roll: { guard: 'canRollSave', actions: 'recordRoll' },
      },
    },
    conclusion: {
      entry: [{ type: 'enterStep', params: { step: 'conclusion' } }, 'checkGuts'],
      always: { guard: 'conclusionReady', target: 'done', actions: 'conclude' },
      on: {
        roll: { guard: 'canRollGuts', actions: ['recordRoll', 'judgeGuts'] },
        'fail-guts': { guard: 'canFailGuts', actions: 'judgeGuts' },
        measure: { guard: 'canMeasureGutsOptions', actions: 'recordFact' },
        'guts-move': { guard: 'canMoveAfterGuts', actions: 'recordGutsMove' },
      },
    },
    done: { type: 'final' },
  },
});
