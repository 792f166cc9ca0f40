import * as E from 'fp-ts/lib/Either.js';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { ArbiterEvent } from '../rules/events/index.ts';
import type { TableView } from '../rules/table/index.ts';
import type { GameState } from '../rules/state/index.ts';
import type { ExtraDice } from '../rules/resolution/index.ts';
import { expenditureSequenceCitation, type RollPurpose } from '../rules/orders/index.ts';
import {
  decideGameStarted,
  explainGameRefusal,
  explainOrderRefusal,
  gutsDue,
  isOrderCommand,
  orderViewOf,
  outstandingDice,
  type GameCommand,
  type GameSetup,
} from '../rules/decide/index.ts';
import { evolve } from '../projections/index.ts';
import { gameMachine } from './game/gameMachine.ts';
import { gameStepWords, notInStep, orderStepWords, rejection, type Rejection } from './rejection.ts';
import type { Ledger } from './ledger.ts';
import { compileMachine, LeanActor } from './runtime/index.ts';

/** A command's answer: the events it appended, or the rejection (step, reason, rule) that appended none. */
export type SendResult = E.Either<Rejection, readonly ArbiterEvent[]>;

/** A live game: send it commands, read back what each appended. */
export interface GameSession {
  send(command: GameCommand): SendResult;
  /** Every event so far, in order (the game's first is GameStarted). */
  readonly events: readonly ArbiterEvent[];
  /** The game as its events leave it (the one evolve's fold). */
  state(): GameState;
  /** The table as the events leave it. */
  table(): TableView;
  /** Dice the running Order is waiting for in its current step. */
  /** Dice owed now; `extra`: how many of `count` are Special Dice the player discards, and the rule that gave them. */
  due(): readonly {
    readonly trooper: string;
    readonly purpose: RollPurpose;
    readonly count: number;
    readonly extra?: ExtraDice;
  }[];
  /** The active state of the game machine and of the running Order, if any. */
  where(): { readonly game: unknown; readonly order: string | null };
  stop(): void;
}

export interface SessionOptions {
  /** An xstate inspection observer (e.g. from @statelyai/inspect) to watch the machines live. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /**
   * What runs the statecharts: xstate's interpreter (the reference, and the only one that can be
   * inspected), or the same definitions compiled for the lean runtime, which re-adjudication uses
   * for speed. Both record the same events (test/machines/runtimeParity).
   */
  readonly runtime?: 'xstate' | 'compiled';
  /**
   * False: `events` keeps only the events the game started with, and each command's events are
   * only in its answer (a re-run that keeps what it compares, not the whole game). Default true.
   */
  readonly retain?: boolean;
}

interface OrderRef {
  getSnapshot(): { readonly value: unknown; readonly status: string };
  send(command: GameCommand): void;
}

interface Running {
  getSnapshot(): {
    readonly value: unknown;
    readonly status: string;
    readonly error?: unknown;
    readonly children: Readonly<Record<string, unknown>>;
  };
  send(command: GameCommand): void;
  stop(): void;
}

const run = (ledger: Ledger, options: SessionOptions): Running => {
  if ((options.runtime ?? 'xstate') === 'xstate') {
    const actor = createActor(gameMachine, {
      input: { ledger },
      ...(options.inspect !== undefined ? { inspect: options.inspect } : {}),
    });
    actor.start();
    return actor;
  }
  if (options.inspect !== undefined) throw new Error('only the xstate runtime can be inspected');
  return LeanActor.start(compileMachine(gameMachine), { ledger });
};

/**
 * Creates a game. The session holds the game's one state, folded by `evolve` from the events the
 * machines record through the ledger. A command no transition accepts is refused with the rule
 * that blocks it (the same deciders explain it), and nothing is appended; an accepted command
 * appends exactly the events its deciders returned. Starting states for a trooper not in the
 * armies, or a state no game starts in, throw a RangeError.
 */
export const createGameSession = (input: GameSetup, options: SessionOptions = {}): GameSession => {
  const started = decideGameStarted(input);
  if (E.isLeft(started)) throw new RangeError(`cannot create the game: ${started.left}`);
  let state: GameState =
    evolve(null, started.right) ??
    (() => {
      throw new Error('GameStarted starts no game');
    })();
  const log: ArbiterEvent[] = [started.right];
  // The events of the command being sent (before any, those the game starts with go to `log` too).
  let fresh: ArbiterEvent[] = [];
  let sending = false;
  const retain = options.retain ?? true;
  const ledger: Ledger = {
    get state() {
      return state;
    },
    record(events) {
      for (const e of events) {
        state = evolve(state, e);
        if (retain || !sending) log.push(e);
        fresh.push(e);
      }
    },
  };
  const actor = run(ledger, options);

  const orderRef = (): OrderRef | null => (actor.getSnapshot().children['order'] as OrderRef | undefined) ?? null;
  /** Sends, and reports a failing action as the machine's failure. */
  const deliver = (to: { send(c: GameCommand): void }, command: GameCommand): void => {
    try {
      to.send(command);
    } catch (error) {
      throw new Error(`the game machine failed: ${String(error)}`, { cause: error });
    }
    const snap = actor.getSnapshot();
    if (snap.status === 'error') throw new Error(`the game machine failed: ${String(snap.error)}`);
  };

  return {
    send(command) {
      sending = true;
      fresh = [];
      // Every command a transition accepts records events; one that records none was refused.
      if (isOrderCommand(command)) {
        const ref = orderRef();
        if (ref === null)
          return E.left(
            notInStep(
              command,
              'between Orders',
              'no Order is running: activate a trooper first',
              expenditureSequenceCitation(state.edition),
            ),
          );
        const cs = ref.getSnapshot();
        const at = state;
        // Straight to the running Order (the game machine's invoked child): forwarding it through the
        // parent would cost a whole parent macrostep per command. The parent hears of its end as usual.
        deliver(ref, command);
        if (fresh.length === 0) {
          return E.left(
            rejection(
              command,
              orderStepWords(at.order?.order ?? at.orders, String(cs.value)),
              explainOrderRefusal(at, command),
            ),
          );
        }
      } else {
        const snap = actor.getSnapshot();
        const at = state;
        deliver(actor, command);
        if (fresh.length === 0)
          return E.left(rejection(command, gameStepWords(snap.value), explainGameRefusal(at, command)));
      }
      return E.right(fresh);
    },
    get events() {
      return log;
    },
    state: () => state,
    table: () => state.table,
    due: () => {
      if (state.order === null) return [];
      const step = state.order.step;
      if (step === 'conclusion') return gutsDue(orderViewOf(state));
      return step === 'resolution' || step === 'effects' ? outstandingDice(orderViewOf(state), step) : [];
    },
    where: () => {
      const ref = orderRef();
      return { game: actor.getSnapshot().value, order: ref === null ? null : String(ref.getSnapshot().value) };
    },
    stop: () => actor.stop(),
  };
};
