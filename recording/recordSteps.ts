import type * as t from 'io-ts';
import type { GameCommand, GameSession } from '../machines/index.ts';
import type { PathSegment } from './parseRecordedGame.ts';
import type { EngineOrder, OrderStepC } from './recordedGameCodec.ts';
import { ScriptStop } from './scriptStop.ts';

type Send = (command: GameCommand, path: readonly PathSegment[]) => void;

/** The fields `steps` stands in for: an Order gives one form or the other. */
const CANONICAL = ['table', 'aros', 'second', 'table2', 'aros2'] as const;

/**
 * An Order's declarations after its first skill, in the order the players entered them
 * (`steps`): each measurement, ARO, close of an ARO step and the second skill is sent as it
 * comes. An ARO step left open at the end is closed, and a second skill never declared is Idle,
 * as in the other form.
 */
export const recordSteps = (
  session: GameSession,
  send: Send,
  order: EngineOrder,
  steps: readonly t.TypeOf<typeof OrderStepC>[],
  at: readonly PathSegment[],
): void => {
  const both = CANONICAL.find((k) => order[k] !== undefined);
  if (both !== undefined)
    throw new ScriptStop(
      [...at, both],
      `an Order gives its declarations either as steps or as table, aros, second, table2 and aros2, not both: remove ${both}`,
      'recorded-game/one-form',
    );
  for (const [i, step] of steps.entries()) {
    const here: PathSegment[] = [...at, 'steps', i];
    if ('measure' in step) send({ type: 'measure', fact: step.measure }, [...here, 'measure']);
    else if ('aro' in step) {
      const entries = Object.entries(step.aro);
      if (entries.length !== 1)
        throw new ScriptStop(
          [...here, 'aro'],
          "a step gives one trooper's ARO: split it into one step per trooper",
          'recorded-game/one-form',
        );
      for (const [trooper, declaration] of entries)
        send({ type: 'aro', trooper, declaration }, [...here, 'aro', trooper]);
    } else if ('end-aros' in step) send({ type: 'end-aros' }, [...here, 'end-aros']);
    else send({ type: 'declare', trooper: order.trooper, declaration: step.second }, [...here, 'second']);
  }
  // What the steps left open closes as in the other form: the ARO steps, and an Idle second skill.
  const end: PathSegment[] = [...at, 'steps'];
  for (;;) {
    const where = session.where().order;
    if (where === 'first-aros' || where === 'second-aros') send({ type: 'end-aros' }, end);
    else if (where === 'second-skill')
      send({ type: 'declare', trooper: order.trooper, declaration: { skill: 'idle' } }, end);
    else return;
  }
};
