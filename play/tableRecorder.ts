import * as E from 'fp-ts/lib/Either.js';
import { auditTrail, renderTrail, type TextStyle } from '../audit/index.ts';
import { commandsOf, setupOf } from '../recording/index.ts';
import { eventsInForce, type ArbiterEvent, type EventOf } from '../events/index.ts';
import { formatLogError, type EventStore } from '../kernel/log/index.ts';
import { createGameSession, type GameCommand, type GameInput, type GameSession } from '../machines/index.ts';
import { decideGameStarted } from '../rules/decide/index.ts';
import { nextQuestion } from './nextQuestion.ts';
import { playRefusal, type PlayRefusal } from './playRefusal.ts';
import type { Question } from './question.ts';

/** One accepted command and how many events it appended. */
interface Step {
  readonly command: GameCommand;
  readonly events: number;
}

/** What an accepted step appended, and the ruling to agree on when it concluded an Order. */
export interface Accepted {
  readonly events: readonly ArbiterEvent[];
  /** The Order's ruling in the audit's words, when this step concluded it (empty otherwise). */
  readonly ruling: readonly string[];
}

/**
 * A game recorded at the table (UI-free: the CLI and, later, a page of the viewer drive it). It
 * holds the game session, asks what the rules need next (`question`), sends each answer to the
 * engine and appends the events at once through the event store (fsync'd by the file store), so
 * that a crash loses at most the step being typed. `undo` takes back the last step with a
 * StepRetracted event (nothing is rewritten); `end` seals the log.
 */
export class TableRecorder {
  readonly #store: EventStore<ArbiterEvent>;
  readonly #input: GameInput;
  #session: GameSession;
  #steps: Step[];
  /** Every event logged, the retractions too: what undo is judged on. */
  #logged: ArbiterEvent[];
  #lastSeq: number;
  #sealed: boolean;

  private constructor(
    store: EventStore<ArbiterEvent>,
    input: GameInput,
    session: GameSession,
    steps: Step[],
    logged: ArbiterEvent[],
    lastSeq: number,
    sealed: boolean,
  ) {
    this.#store = store;
    this.#input = input;
    this.#session = session;
    this.#steps = steps;
    this.#logged = logged;
    this.#lastSeq = lastSeq;
    this.#sealed = sealed;
  }

  /** Starts a game in an empty log: its GameStarted, appended at once. */
  static async start(store: EventStore<ArbiterEvent>, input: GameInput): Promise<E.Either<PlayRefusal, TableRecorder>> {
    const last = await store.lastSeq();
    if (last !== 0) return E.left(playRefusal(`the log already holds ${last} records: resume it instead`, 'play/new'));
    const started = decideGameStarted(input);
    if (E.isLeft(started)) return E.left(playRefusal(`the game cannot start: ${started.left}`, 'play/new'));
    const appended = await store.append([started.right], 0);
    if (E.isLeft(appended)) return E.left(playRefusal(formatLogError(appended.left), 'play/new'));
    const session = createGameSession(input);
    return E.right(new TableRecorder(store, input, session, [], [started.right], appended.right.lastSeq, false));
  }

  /**
   * Resumes a game from its log, exactly where it stopped: the steps still in force are replayed
   * through the engine, and must append the very events the log holds (else nothing is trusted).
   */
  static async resume(store: EventStore<ArbiterEvent>): Promise<E.Either<PlayRefusal, TableRecorder>> {
    const read = await store.read();
    if (E.isLeft(read)) return E.left(playRefusal(formatLogError(read.left), 'play/resume'));
    const records = read.right;
    const inForce = eventsInForce(records, (r) => r.event);
    if (E.isLeft(inForce))
      return E.left(
        playRefusal(`seq ${records[inForce.left.index]?.seq ?? '?'}: ${inForce.left.message}`, 'play/resume'),
      );
    // The steps still in force, read back and checked event for event (commandsOf), then replayed here.
    const events = inForce.right.kept.map((r) => r.event);
    const commands = commandsOf(events);
    if (E.isLeft(commands))
      return E.left(playRefusal(`${commands.left}: it was not written by this engine's rules`, 'play/resume'));
    const first = events[0];
    if (first?.type !== 'GameStarted') return E.left(playRefusal('the log does not start a game', 'play/resume'));
    const input = setupOf(first);
    const session = createGameSession(input);
    const steps: Step[] = [];
    for (const command of commands.right) {
      const r = session.send(command);
      if (E.isLeft(r)) throw new Error(`a step commandsOf replayed was refused: ${r.left.reason}`);
      steps.push({ command, events: r.right.length });
    }
    const sealed = (await store.sealed()) !== null;
    return E.right(
      new TableRecorder(
        store,
        input,
        session,
        steps,
        records.map((r) => r.event),
        await store.lastSeq(),
        sealed,
      ),
    );
  }

  get session(): GameSession {
    return this.#session;
  }

  get sealed(): boolean {
    return this.#sealed;
  }

  /** Every event in force, as `arbiter record` would have written them. */
  get events(): readonly ArbiterEvent[] {
    return this.#session.events;
  }

  /** A trooper's name, for the players; a player by its list's faction. */
  readonly name = (id: string): string => {
    for (const a of this.#input.armies)
      for (const g of a.groups) for (const t of g.troopers) if (t.id === id) return t.name;
    return this.#input.armies.find((a) => a.player === id)?.faction ?? id;
  };

  /** What the game asks now (nothing once it is sealed). */
  question(): Question {
    return nextQuestion(this.#session, this.name, this.canUndo() === null);
  }

  /** Null if the last step can be taken back, else why not. */
  canUndo(): PlayRefusal | null {
    if (this.#sealed) return playRefusal('the game has ended (its log is sealed)', 'play/ended');
    const last = this.#steps[this.#steps.length - 1];
    if (last === undefined) return playRefusal('nothing to undo: no step was entered yet', 'play/undo');
    const inForce = eventsInForce(this.#logged, (e) => e);
    if (E.isLeft(inForce) || inForce.right.retractable < last.events)
      return playRefusal(
        'the last step belongs to an Order another Order followed: it is final (undo reaches back to the start of the last Order)',
        'play/undo',
      );
    return null;
  }

  /** Sends one command: refused with the rule that refuses it, or appended at once with what it ruled. */
  async send(command: GameCommand): Promise<E.Either<PlayRefusal, Accepted>> {
    if (this.#sealed) return E.left(playRefusal('the game has ended (its log is sealed)', 'play/ended'));
    const r = this.#session.send(command);
    if (E.isLeft(r)) return E.left(playRefusal(r.left.reason, r.left.citation.id));
    const appended = await this.#store.append(r.right, this.#lastSeq);
    if (E.isLeft(appended)) {
      // The log did not take it: the game goes back to where the log is.
      this.#rebuild(this.#steps);
      return E.left(
        playRefusal(`the step was not written (nothing changed): ${formatLogError(appended.left)}`, 'play/new'),
      );
    }
    this.#lastSeq = appended.right.lastSeq;
    this.#steps.push({ command, events: r.right.length });
    this.#logged.push(...r.right);
    const concluded = r.right.find((e) => e.type === 'OrderConcluded' || e.type === 'OrderRuledByPlayers');
    return E.right({ events: r.right, ruling: concluded === undefined ? [] : this.ruling(concluded.order) });
  }

  /** Takes back the last step: a StepRetracted is appended, and the game stands as before that step. */
  async undo(): Promise<E.Either<PlayRefusal, { readonly command: GameCommand; readonly events: number }>> {
    const refused = this.canUndo();
    const last = this.#steps[this.#steps.length - 1];
    if (refused !== null || last === undefined) return E.left(refused ?? playRefusal('nothing to undo', 'play/undo'));
    const taken = this.#session.events.slice(this.#session.events.length - last.events);
    const retraction: EventOf<'StepRetracted'> = {
      type: 'StepRetracted',
      order: this.#session.state().orders,
      events: last.events,
      takesBack: {
        orders: taken.filter((e) => e.type === 'TrooperActivated' || e.type === 'OrderRuledByPlayers').length,
        turns: taken.filter((e) => e.type === 'TurnStarted').length,
      },
    };
    const appended = await this.#store.append([retraction], this.#lastSeq);
    if (E.isLeft(appended))
      return E.left(playRefusal(`the undo was not written: ${formatLogError(appended.left)}`, 'play/undo'));
    this.#lastSeq = appended.right.lastSeq;
    this.#logged.push(retraction);
    this.#rebuild(this.#steps.slice(0, -1));
    return E.right({ command: last.command, events: last.events });
  }

  /** Ends the game: the log is sealed (no step may follow). Refused inside an Order or an Active Turn. */
  async end(): Promise<E.Either<PlayRefusal, string>> {
    const s = this.#session.state();
    if (s.order !== null || s.activePlayer !== null)
      return E.left(playRefusal('finish the Order and end the Active Turn before ending the game', 'play/ended'));
    const sealed = await this.#store.seal(this.#lastSeq);
    if (E.isLeft(sealed)) return E.left(playRefusal(formatLogError(sealed.left), 'play/ended'));
    this.#sealed = true;
    return E.right(sealed.right.hash);
  }

  /** An Order's ruling in the audit's words (`arbiter audit --order N`). */
  ruling(order: number, style?: TextStyle): readonly string[] {
    // The events in force with their seqs in the log, as `arbiter audit` numbers them.
    const records = this.#logged.map((event, i) => ({ seq: i + 1, line: i + 1, event }));
    const inForce = eventsInForce(records, (r) => r.event);
    const trail = auditTrail(E.isRight(inForce) ? inForce.right.kept : records);
    return renderTrail(trail, { order, ...(style === undefined ? {} : { style }) });
  }

  #rebuild(steps: readonly Step[]): void {
    this.#session.stop();
    const session = createGameSession(this.#input);
    for (const s of steps) {
      const r = session.send(s.command);
      if (E.isLeft(r)) throw new Error(`replaying an accepted step was refused: ${r.left.reason}`);
    }
    this.#session = session;
    this.#steps = [...steps];
  }
}
