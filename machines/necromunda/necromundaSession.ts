import * as E from 'fp-ts/lib/Either.js';
import { createActor } from 'xstate';
import { necromundaCitation, type NecromundaCitation } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent, NecromundaGameStarted } from '../../events/necromunda/index.ts';
import { evolveNecromunda, type NecromundaGame, type NecromundaState } from '../../projections/necromunda/index.ts';
import type { ApReading } from '../../rules/necromunda/index.ts';
import { necromundaDecider } from './decideNecromunda.ts';
import type { NecromundaCommand } from './necromundaCommand.ts';
import { necromundaHitMachine } from './necromundaHitMachine.ts';
import type { NecromundaLedger } from './necromundaLedger.ts';

/** A command the engine refused: what, at which step of the hit machine, why, and the rule. Nothing was recorded. */
export interface NecromundaRejection {
  readonly command: NecromundaCommand;
  readonly step: string;
  readonly reason: string;
  readonly citation: NecromundaCitation;
  readonly field?: string;
}

export interface NecromundaSession {
  /** The game as its events leave it. */
  state(): NecromundaGame;
  /** Every event of the game so far, the start first. */
  events(): readonly NecromundaEvent[];
  /** The hit machine's step. */
  step(): string;
  /** A command: the events it appended, or why it was refused (then nothing was). */
  send(command: NecromundaCommand): E.Either<NecromundaRejection, readonly NecromundaEvent[]>;
}

/**
 * A Necromunda game being played: the one state (folded from its events by the one evolve), and the
 * hit statechart that sequences the commands. A refused command changes nothing.
 */
export const createNecromundaSession = (
  start: NecromundaGameStarted,
  /** The reading of AP its rolls are decided under: the game's (saveTarget's default) unless a what-if asks for another. */
  reading?: ApReading,
): NecromundaSession => {
  const decide = necromundaDecider(reading);
  const events: NecromundaEvent[] = [start];
  let state: NecromundaState = evolveNecromunda(null, start);
  const ledger: NecromundaLedger = {
    get state() {
      return state;
    },
    record(more) {
      for (const e of more) {
        state = evolveNecromunda(state, e);
        events.push(e);
      }
    },
  };
  const actor = createActor(necromundaHitMachine, { input: { ledger, decide } });
  actor.start();
  const step = (): string => String(actor.getSnapshot().value);
  const game = (): NecromundaGame => {
    if (state === null) throw new Error('a started game folded to no game');
    return state;
  };
  return {
    state: game,
    events: () => events,
    step,
    send(command) {
      const d = decide(state, command);
      if (E.isLeft(d))
        return E.left({
          command,
          step: step(),
          reason: d.left.reason,
          citation: necromundaCitation(d.left.rule),
          ...(d.left.field === undefined ? {} : { field: d.left.field }),
        });
      const before = events.length;
      actor.send(command);
      const added = events.slice(before);
      if (added.length !== d.right.length || step() === 'routing')
        throw new Error(`the hit machine (at ${step()}) did not take ${command.type}, which its decider accepted`);
      return E.right(added);
    },
  };
};
