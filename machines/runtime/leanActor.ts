import type { EventObject, StateValue } from 'xstate';
import type { CompiledAction, CompiledMachine, CompiledNode, CompiledTransition, Context } from './compiledMachine.ts';

/** What the session reads of a running machine, the same fields as an xstate snapshot. */
export interface LeanSnapshot {
  readonly value: StateValue;
  readonly context: Context;
  readonly status: 'active' | 'done' | 'stopped';
  readonly output: unknown;
  readonly children: Readonly<Record<string, LeanActor>>;
}

const valueOf = (leaf: CompiledNode): StateValue => {
  let value: StateValue = leaf.key;
  for (let n = leaf.parent; n !== null && n.parent !== null; n = n.parent) value = { [n.key]: value };
  return value;
};

/**
 * Runs a compiled machine with xstate's semantics for the subset it accepts: a macrostep takes
 * the first enabled transition from the deepest active state up, exits states leaf first, runs
 * the transition's actions, enters states ancestor first (entry actions, then invoked children),
 * then takes eventless transitions until none is enabled. Actions run in order as they are met
 * (the machines keep no state: their actions record events through the ledger). A child reaching its final state sends `xstate.done.actor.<id>` with its output to
 * the parent.
 */
export class LeanActor {
  private leaf: CompiledNode;
  private context: Context;
  private status: LeanSnapshot['status'] = 'active';
  private output: unknown = undefined;
  private children: Record<string, LeanActor> = {};
  private snapshot: LeanSnapshot | null = null;
  private busy = false;
  private readonly queue: EventObject[] = [];
  private readonly deferred: (() => void)[] = [];

  private constructor(
    private readonly machine: CompiledMachine,
    private readonly parent: { readonly actor: LeanActor; readonly id: string } | null,
    input: unknown,
  ) {
    this.context = machine.context(input);
    this.leaf = machine.root;
    const init: EventObject = { type: 'xstate.init', input } as EventObject;
    this.busy = true;
    this.enter([machine.root, ...machine.root.initialPath], init);
    this.settle(init);
    this.busy = false;
  }

  /** Creates and starts an actor (xstate's `createActor(...).start()`). */
  static start(machine: CompiledMachine, input: unknown): LeanActor {
    const actor = new LeanActor(machine, null, input);
    actor.flush();
    return actor;
  }

  getSnapshot(): LeanSnapshot {
    this.snapshot ??= {
      value: valueOf(this.leaf),
      context: this.context,
      status: this.status,
      output: this.output,
      children: this.children,
    };
    return this.snapshot;
  }

  send(event: EventObject): void {
    if (this.status !== 'active') return;
    this.queue.push(event);
    if (this.busy) return;
    this.busy = true;
    try {
      for (let e = this.queue.shift(); e !== undefined; e = this.queue.shift()) this.macrostep(e);
    } finally {
      this.busy = false;
    }
    this.flush();
    // Status changes inside the macrostep: read it afresh (TypeScript keeps the narrowing above).
    if (this.getSnapshot().status === 'done' && this.parent !== null) this.parent.actor.send(this.doneEvent());
  }

  stop(): void {
    for (const c of Object.values(this.children)) c.stop();
    if (this.status !== 'active') return;
    this.status = 'stopped';
    this.snapshot = null;
  }

  private flush(): void {
    for (let job = this.deferred.shift(); job !== undefined; job = this.deferred.shift()) job();
  }

  private macrostep(event: EventObject): void {
    const taken = this.select(event, (n) => n.on.get(event.type));
    if (taken === null) return;
    this.microstep(taken, event);
    this.settle(event);
  }

  /** Eventless transitions, until none is enabled or the machine is done. */
  private settle(event: EventObject): void {
    for (let guard = 0; this.status === 'active'; guard += 1) {
      if (guard > 1000) throw new Error(`${this.machine.id}: eventless transitions did not settle`);
      const taken = this.select(event, (n) => n.always);
      if (taken === null) return;
      this.microstep(taken, event);
    }
  }

  private select(
    event: EventObject,
    candidates: (n: CompiledNode) => readonly CompiledTransition[] | undefined,
  ): CompiledTransition | null {
    for (let n: CompiledNode | null = this.leaf; n !== null; n = n.parent) {
      const ts = candidates(n);
      if (ts === undefined) continue;
      for (const t of ts) {
        if (t.guard === null || t.guard.check({ context: this.context, event }, t.guard.params)) return t;
      }
    }
    return null;
  }

  private microstep(t: CompiledTransition, event: EventObject): void {
    this.snapshot = null;
    if (t.path === null) {
      this.run(t.actions, event);
      return;
    }
    for (let n: CompiledNode | null = this.leaf; n !== null && n !== t.path.exitBelow; n = n.parent) {
      this.run(n.exit, event);
      for (const inv of n.invoke) this.stopChild(inv.id);
    }
    this.leaf = t.path.exitBelow;
    this.run(t.actions, event);
    this.enter(t.path.enter, event);
  }

  private enter(path: readonly CompiledNode[], event: EventObject): void {
    for (const n of path) {
      this.leaf = n;
      this.run(n.entry, event);
      for (const inv of n.invoke) {
        const child = new LeanActor(
          inv.logic,
          { actor: this, id: inv.id },
          inv.input({ context: this.context, event }),
        );
        this.children = { ...this.children, [inv.id]: child };
        if (child.status === 'done') this.deferred.push(() => this.send(child.doneEvent()));
      }
    }
    if (this.leaf.final && this.leaf.parent === this.machine.root) {
      this.status = 'done';
      this.output = this.machine.output === null ? undefined : this.machine.output({ context: this.context });
    }
  }

  private doneEvent(): EventObject {
    return {
      type: `xstate.done.actor.${this.parent?.id ?? this.machine.id}`,
      output: this.output,
      actorId: this.parent?.id ?? this.machine.id,
    } as EventObject;
  }

  private stopChild(id: string): void {
    const child = this.children[id];
    if (child === undefined) return;
    child.stop();
    const { [id]: _gone, ...rest } = this.children;
    this.children = rest;
  }

  private run(actions: readonly CompiledAction[], event: EventObject): void {
    for (const a of actions) {
      switch (a.kind) {
        case 'exec':
          a.run({ context: this.context, event }, a.params);
          break;
        case 'send-to-child': {
          const sent = a.event({ context: this.context, event });
          this.deferred.push(() => this.children[a.to]?.send(sent));
          break;
        }
      }
    }
  }
}
