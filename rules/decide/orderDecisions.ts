import * as E from 'fp-ts/lib/Either.js';
import { proneChangeEvents } from './proneEvents.ts';
import type { GameState } from '../state/index.ts';
import type { ArbiterEvent, OrderStep } from '../events/index.ts';
import type { OrderCommand } from './orderCommand.ts';
import { expenditureSequenceCitation } from '../orders/index.ts';
import { decided, type Decision } from './decision.ts';
import { memoLast2, memoLast3 } from './memoLast.ts';
import { orderViewOf, planOf } from './orderView.ts';
import type { ExtraDice } from '../resolution/index.ts';
import {
  newlyForfeited,
  outstandingDice,
  refuseAroInGame,
  refuseDeclare,
  refuseFact,
  refuseLateFact,
  refuseRoll,
} from './orderRefusals.ts';
import {
  refuseConclusionFact,
  refuseFailGuts,
  refuseGutsMove,
  refuseGutsRoll,
  rollGuts,
  goesProne,
  gutsMoveCitations,
} from './conclusionRefusals.ts';
import { gutsMoveEvents, gutsRollEvent } from './conclusionEvents.ts';
import { sfAroCancels, sfEntered, withSfCancels } from './suppressiveFireEvents.ts';
import { markerRevealEvents } from './markerEvents.ts';
import { integrityEvents } from './fireteamDecisions.ts';
import { rerollTokens } from './supportRerolls.ts';
import { refuseDecline } from './declineRefusal.ts';
import { declineAtWoundCitations } from '../combat/index.ts';
import type { Edition } from '../edition.ts';

/**
 * The deciders of the commands an Order takes, one per command and step: each reads the game
 * state, refuses with the rule that forbids the command, or returns the events it leads to. The
 * order machine asks them in its guards and records their events in its actions (the same
 * state and command give the same decision, remembered, so each is decided once).
 */
type Cmd<K extends OrderCommand['type']> = Extract<OrderCommand, { type: K }>;
type Position = 'first' | 'second';

export const decideDeclare = memoLast3((s: GameState, cmd: Cmd<'declare'>, position: Position): Decision => {
  const v = orderViewOf(s);
  return decided(refuseDeclare(v, cmd, position), () => [
    { type: 'SkillDeclared', order: v.order, trooper: cmd.trooper, position, declaration: cmd.declaration },
    // Declaring Suppressive Fire is what enters its State.
    ...(cmd.declaration.skill === 'suppressive-fire' ? [sfEntered(v.order, v.table.edition, cmd.trooper)] : []),
    ...proneChangeEvents(v.order, v.table, cmd.trooper, cmd.declaration),
    ...markerRevealEvents(v.order, v.table, cmd.trooper, cmd.declaration, false),
  ]);
});

export const decideAro = memoLast3((s: GameState, cmd: Cmd<'aro'>, position: Position): Decision => {
  const v = orderViewOf(s);
  return decided(refuseAroInGame(s.fireteams, v, cmd), () => [
    { type: 'AroDeclared', order: v.order, trooper: cmd.trooper, position, declaration: cmd.declaration },
    ...sfAroCancels(v.order, v.table, cmd.trooper, cmd.declaration),
    ...markerRevealEvents(v.order, v.table, cmd.trooper, cmd.declaration, true),
  ]);
});

/** When a measurement is taken: while skills and AROs are declared, at Resolution before any die, or at Conclusion (Guts options). */
export type MeasureTime = 'declarations' | 'before-rolls' | 'conclusion';

export const decideMeasure = memoLast3((s: GameState, cmd: Cmd<'measure'>, when: MeasureTime): Decision => {
  const v = orderViewOf(s);
  const refusal =
    when === 'declarations'
      ? refuseFact(v, cmd.fact)
      : when === 'conclusion'
        ? refuseConclusionFact(v, cmd.fact)
        : v.rolled.length > 0
          ? {
              reason: 'measurements are taken before the Resolution rolls: dice were already rolled',
              citation: expenditureSequenceCitation(v.table.edition),
            }
          : refuseLateFact(v, cmd.fact);
  return decided(refusal, () => [{ type: 'MeasurementRecorded', order: v.order, fact: cmd.fact }]);
});

const rolled = (order: number, cmd: Cmd<'roll'>, extra: ExtraDice | undefined, edition?: Edition): ArbiterEvent => ({
  type: 'DiceRolled',
  order,
  trooper: cmd.trooper,
  purpose: cmd.purpose,
  faces: cmd.faces,
  // Special Dice: which faces the player discarded, and the rule that gave the extra dice.
  ...(extra === undefined
    ? {}
    : { discard: [...(cmd.discard ?? [])].sort((a, b) => a - b), discardRule: extra.citation }),
  // A saving roll with a decline: the skills declined for this Order, and the rules that allow it.
  ...(cmd.decline === undefined || cmd.decline.length === 0 || edition === undefined
    ? {}
    : { decline: cmd.decline, declineRules: declineAtWoundCitations(edition, cmd.decline) }),
});

/** Dice owed at Resolution (the attacks' and the other skills' rolls) or at Effects (saving rolls). */
export const decideRoll = memoLast3((s: GameState, cmd: Cmd<'roll'>, step: 'resolution' | 'effects'): Decision => {
  const v = orderViewOf(s);
  const refusal = refuseRoll(v, cmd, step, rerollTokens(s, v.player)) ?? refuseDecline(v, cmd);
  return decided(refusal, () => {
    const owed = outstandingDice(v, step).find((r) => r.trooper === cmd.trooper && r.purpose === cmd.purpose);
    return [rolled(v.order, cmd, owed?.extra, v.table.edition)];
  });
});

/** A Guts Roll at Conclusion: its die, and whether it passed. */
export const decideGutsRoll = memoLast2((s: GameState, cmd: Cmd<'roll'>): Decision => {
  const v = orderViewOf(s);
  return decided(refuseGutsRoll(v, cmd), () => {
    // No face: Courage passes it (refuseGutsRoll let only a trooper with Courage through), no die rolled.
    const courage = cmd.faces.length === 0;
    const r = rollGuts(v, cmd.trooper, cmd.faces[0] ?? null, courage);
    return withSfCancels(v.order, v.table, [
      ...(courage ? [] : [rolled(v.order, cmd, undefined)]),
      gutsRollEvent(v.order, cmd.trooper, r.result, r.sv),
    ]);
  });
});

/** The owner chooses to fail a Guts Roll (to take its fallback). */
export const decideFailGuts = memoLast2((s: GameState, cmd: Cmd<'fail-guts'>): Decision => {
  const v = orderViewOf(s);
  return decided(refuseFailGuts(v, cmd), () => {
    const r = rollGuts(v, cmd.trooper, null);
    return withSfCancels(v.order, v.table, [gutsRollEvent(v.order, cmd.trooper, r.result, r.sv)]);
  });
});

/** The fallback of a failed Guts Roll (going Prone enters the state). */
export const decideGutsMove = memoLast2((s: GameState, cmd: Cmd<'guts-move'>): Decision => {
  const v = orderViewOf(s);
  return decided(refuseGutsMove(v, cmd), () => {
    const prone = cmd.option === 'go-prone' && goesProne(v, cmd.trooper);
    return gutsMoveEvents(v.order, cmd.trooper, cmd.option, prone, gutsMoveCitations(v, prone));
  });
});

/** The Reactive Player closes an ARO declaration: after the first skill, eligible troopers that declared nothing lose their ARO. */
export const closeArosEvents = (s: GameState, position: Position): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  return [
    {
      type: 'AroDeclarationsClosed',
      order: v.order,
      position,
      forfeited: position === 'first' ? newlyForfeited(v) : [],
    },
  ];
};

/** The Order enters a step of its sequence. */
export const stepEvents = (order: number, step: OrderStep): readonly ArbiterEvent[] => [
  { type: 'OrderStepEntered', order, step },
];

/** Every Resolution die is in (and the declarations make a plan). */
export const resolutionReady = (s: GameState): boolean => {
  const v = orderViewOf(s);
  return E.isRight(planOf(v)) && outstandingDice(v, 'resolution').length === 0;
};

/** Every saving roll is in. */
export const effectsReady = (s: GameState): boolean => outstandingDice(orderViewOf(s), 'effects').length === 0;

/** The Order ends. */
export const concludedEvents = (s: GameState): readonly ArbiterEvent[] => {
  const v = orderViewOf(s);
  return [...integrityEvents(s, v.order), { type: 'OrderConcluded', order: v.order, trooper: v.trooper }];
};
