import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { ArbiterEvent } from '../events/index.ts';
import { startingStatesProblem, type TableView } from '../rules/table/index.ts';
import { gameMachine } from './game/gameMachine.ts';
import { isOrderCommand, type GameCommand } from './game/gameCommand.ts';
import type { GameContext, GameInput } from './game/gameContext.ts';
import { explainGameRejection } from './game/explainGameRejection.ts';
import { explainOrderRejection } from './order/explainOrderRejection.ts';
import type { OrderContext } from './order/orderContext.ts';
import { outstandingDice } from './order/orderRules.ts';
import { gutsDue } from './order/conclusionRules.ts';
import type { RollPurpose } from '../rules/orders/index.ts';
import { gameStepWords, notInStep, orderStepWords, rejection, type Rejection } from './rejection.ts';
import { compileMachine, LeanActor } from './runtime/index.ts';

export type SendResult =
  | { readonly ok: true; readonly events: readonly ArbiterEvent[] }
  | { readonly ok: false; readonly rejection: Rejection };

/** A live game: send it commands, read back what each appended. */
export interface GameSession {
  send(command: GameCommand): SendResult;
  /** Every event so far, in order (the game's first is GameStarted). */
  readonly events: readonly ArbiterEvent[];
  /** The table as the machines hold it now. */
  table(): TableView;
  /** Dice the running Order is waiting for in its current step. */
  due(): readonly { readonly trooper: string; readonly purpose: RollPurpose; readonly count: number }[];
  /** The active state of the game machine and of the running Order, if any. */
  where(): { readonly game: unknown; readonly order: string | null };
  stop(): void;
}

export interface SessionOptions {
  /** An xstate inspection observer (e.g. from @statelyai/inspect) to watch the machines live. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /**
   * What runs the machines: xstate's interpreter (the reference, and the only one that can be
   * inspected), or the same definitions compiled for the lean runtime, which re-adjudication
   * uses for speed. Both give the same events and rejections (test/machines/runtimeParity).
   */
  readonly runtime?: 'xstate' | 'compiled';
}

interface Running<C> {
  getSnapshot(): { readonly value: unknown; readonly context: C; readonly status: string; readonly error?: unknown; readonly children: Readonly<Record<string, unknown>> };
  send(command: GameCommand): void;
  stop(): void;
}
type OrderRef = Running<OrderContext>;

const run = (input: GameInput, options: SessionOptions): Running<GameContext> => {
  if ((options.runtime ?? 'xstate') === 'xstate') {
    const actor = createActor(gameMachine, { input, ...(options.inspect !== undefined ? { inspect: options.inspect } : {}) });
    actor.start();
    return actor;
  }
  if (options.inspect !== undefined) throw new Error('only the xstate runtime can be inspected');
  return LeanActor.start(compileMachine(gameMachine), input) as unknown as Running<GameContext>;
};

/**
 * Creates a game. Commands are checked against the machine that would take them before they
 * are sent: a command no transition accepts is rejected with the rule that blocks it, and
 * nothing is appended. An accepted command appends exactly the events its transition produced.
 * Starting states for a trooper not in the armies, or a state no game starts in, throw a RangeError.
 */
export const createGameSession = (input: GameInput, options: SessionOptions = {}): GameSession => {
  // Starting states the game could not start with are an error, never dropped (a recorded game's are checked at their path first).
  const troopers = input.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers.map((t) => t.id)));
  const problem = startingStatesProblem(input.edition, troopers, input.startingStates ?? []);
  if (problem !== null) throw new RangeError(`cannot create the game: ${problem}`);
  const actor = run(input, options);
  const log: ArbiterEvent[] = [...actor.getSnapshot().context.outbox];
  let gameSeen = log.length;
  let child: OrderRef | null = null;
  let childSeen = 0;

  const orderRef = (): OrderRef | null => (actor.getSnapshot().children['order'] as OrderRef | undefined) ?? null;
  const collect = (): ArbiterEvent[] => {
    const out: ArbiterEvent[] = [];
    if (child !== null) {
      const outbox = child.getSnapshot().context.outbox;
      out.push(...outbox.slice(childSeen));
      childSeen = outbox.length;
    }
    const current = orderRef();
    if (current !== null && current !== child) {
      child = current;
      const outbox = child.getSnapshot().context.outbox;
      out.push(...outbox);
      childSeen = outbox.length;
    }
    const gameOutbox = actor.getSnapshot().context.outbox;
    out.push(...gameOutbox.slice(gameSeen));
    gameSeen = gameOutbox.length;
    return out;
  };
  const check = (): void => {
    const snap = actor.getSnapshot();
    if (snap.status === 'error') throw new Error(`the game machine failed: ${String(snap.error)}`);
  };
  /** Sends, and reports a failing action the same way whichever runtime threw it. */
  const deliver = (to: { send(c: GameCommand): void }, command: GameCommand): void => {
    try {
      to.send(command);
    } catch (error) {
      throw new Error(`the game machine failed: ${String(error)}`, { cause: error });
    }
    check();
  };

  return {
    send(command) {
      // A command no transition accepts leaves the snapshots untouched (xstate keeps their
      // identity), so each command's guards run once; only a rejection is then explained.
      const snap = actor.getSnapshot();
      if (isOrderCommand(command)) {
        const ref = orderRef();
        if (ref === null) return { ok: false, rejection: notInStep(command, 'between Orders', 'no Order is running: activate a trooper first', 'n3/orders/expenditure-sequence') };
        const cs = ref.getSnapshot();
        // Straight to the running Order (the game machine's invoked child): forwarding it through
        // the parent would cost a whole parent macrostep per command for nothing. The parent still
        // hears of the Order's end (onDone) as usual.
        deliver(ref, command);
        if (ref.getSnapshot() === cs) {
          return { ok: false, rejection: rejection(command, orderStepWords(cs.context.order, String(cs.value)), explainOrderRejection(String(cs.value), cs.context, command)) };
        }
      } else {
        deliver(actor, command);
        if (actor.getSnapshot() === snap) {
          return { ok: false, rejection: rejection(command, gameStepWords(snap.value), explainGameRejection(snap.value, snap.context, command)) };
        }
      }
      const events = collect();
      log.push(...events);
      return { ok: true, events };
    },
    get events() {
      return log;
    },
    table: () => actor.getSnapshot().context.table,
    due: () => {
      const ref = orderRef();
      if (ref === null) return [];
      const cs = ref.getSnapshot();
      const step = String(cs.value);
      if (step === 'conclusion') return gutsDue(cs.context);
      return step === 'resolution' || step === 'effects' ? outstandingDice(cs.context, step) : [];
    },
    where: () => {
      const ref = orderRef();
      return { game: actor.getSnapshot().value, order: ref === null ? null : String(ref.getSnapshot().value) };
    },
    stop: () => actor.stop(),
  };
};
