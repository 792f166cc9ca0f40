import type { AnyStateMachine, EventObject } from 'xstate';

/**
 * A machine definition made ready for the lean runtime: the very state nodes, guards and
 * actions xstate resolved from the definition (`machine.root` and `machine.implementations`),
 * indexed once, with every transition's exit/entry path precomputed.
 *
 * It accepts the subset of statecharts Arbiter's machines use — compound, atomic and top-level
 * final states; named guards; named function actions and `sendTo` an invoked child (no `assign`: the machines keep no state); `invoke` of
 * another machine with `onDone`; eventless (`always`) transitions — and refuses anything else
 * at compile time (parallel or history states, delays, inline functions, guard combinators…),
 * so a machine that outgrows it fails loudly instead of running differently.
 */
export type Context = Readonly<Record<string, unknown>>;
type Args = { readonly context: Context; readonly event: EventObject };
type GuardFn = (args: Args, params: unknown) => boolean;

type ExecFn = (args: Args, params: unknown) => void;

export type CompiledAction =
  | { readonly kind: 'exec'; readonly name: string; readonly run: ExecFn; readonly params: unknown }
  | {
      readonly kind: 'send-to-child';
      readonly name: string;
      readonly to: string;
      readonly event: (args: Args) => EventObject;
    };

export interface CompiledTransition {
  readonly guard: { readonly name: string; readonly check: GuardFn; readonly params: unknown } | null;
  readonly actions: readonly CompiledAction[];
  /** Null for a targetless transition (actions only, no state left or entered). */
  readonly path: { readonly exitBelow: CompiledNode; readonly enter: readonly CompiledNode[] } | null;
}

export interface CompiledInvoke {
  readonly id: string;
  readonly logic: CompiledMachine;
  readonly input: (args: Args) => unknown;
}

export interface CompiledNode {
  readonly id: string;
  readonly key: string;
  readonly parent: CompiledNode | null;
  readonly depth: number;
  readonly final: boolean;
  readonly entry: readonly CompiledAction[];
  readonly exit: readonly CompiledAction[];
  readonly on: ReadonlyMap<string, readonly CompiledTransition[]>;
  readonly always: readonly CompiledTransition[];
  readonly invoke: readonly CompiledInvoke[];
  /** For a compound state, the states entered down to its initial leaf. */
  readonly initialPath: readonly CompiledNode[];
}

export interface CompiledMachine {
  readonly id: string;
  readonly root: CompiledNode;
  readonly context: (input: unknown) => Context;
  readonly output: ((args: { readonly context: Context }) => unknown) | null;
}

type XNode = AnyStateMachine['root'];
type XTransition = {
  readonly target?: readonly XNode[];
  readonly guard?: unknown;
  readonly actions: readonly unknown[];
  readonly reenter: boolean;
  readonly source: XNode;
};

export class UnsupportedMachineError extends Error {}

const refuse = (where: string, what: string): never => {
  throw new UnsupportedMachineError(
    `${where}: ${what} is not supported by the compiled runtime; run this machine with xstate`,
  );
};

const compiled = new WeakMap<AnyStateMachine, CompiledMachine>();

/** Compiles a machine once (and the machines it invokes); later calls return the same object. */
export const compileMachine = (machine: AnyStateMachine): CompiledMachine => {
  const hit = compiled.get(machine);
  if (hit !== undefined) return hit;
  const impl = machine.implementations as {
    readonly guards: Readonly<Record<string, unknown>>;
    readonly actions: Readonly<Record<string, unknown>>;
    readonly actors: Readonly<Record<string, unknown>>;
  };
  const nodes = new Map<XNode, { -readonly [K in keyof CompiledNode]: CompiledNode[K] }>();

  const named = (item: unknown, where: string): { readonly name: string; readonly params: unknown } => {
    if (typeof item === 'string') return { name: item, params: undefined };
    if (typeof item === 'object' && item !== null && 'type' in item && typeof item.type === 'string') {
      const params = 'params' in item ? item.params : undefined;
      if (typeof params === 'function') refuse(where, 'dynamic params');
      return { name: item.type, params };
    }
    return refuse(where, 'an inline (anonymous) guard or action');
  };
  const action = (item: unknown, where: string): CompiledAction => {
    const { name, params } = named(item, where);
    const a = impl.actions[name] as
      { readonly type?: string; readonly to?: unknown; readonly event?: unknown; readonly delay?: unknown } | undefined;
    if (a === undefined) return refuse(where, `the unknown action "${name}"`);
    // A plain function (xstate runs it as it resolves the transition, in order with the others).
    if (typeof a === 'function' && (a as { readonly type?: unknown }).type === undefined)
      return { kind: 'exec', name, run: a as unknown as ExecFn, params };
    if (
      a.type === 'xstate.sendTo' &&
      typeof a.to === 'string' &&
      typeof a.event === 'function' &&
      a.delay === undefined
    ) {
      return { kind: 'send-to-child', name, to: a.to, event: a.event as (args: Args) => EventObject };
    }
    return refuse(where, `the action "${name}" (${a.type ?? 'custom'}; only named functions and sendTo a child are)`);
  };
  const guard = (item: unknown, where: string): CompiledTransition['guard'] => {
    if (item === undefined) return null;
    const { name, params } = named(item, where);
    const g = impl.guards[name];
    if (typeof g !== 'function' || 'check' in g) return refuse(where, `the guard "${name}"`);
    return { name, check: g as GuardFn, params };
  };
  const isDescendant = (n: XNode, of: XNode): boolean => {
    for (let p = n.parent; p !== undefined; p = p.parent) if (p === of) return true;
    return false;
  };
  const initialPath = (n: XNode): XNode[] => {
    const path: XNode[] = [];
    for (let x = n; x.type === 'compound';) {
      const t = x.initial.target;
      if (t.length !== 1 || t[0] === undefined || t[0].parent !== x)
        return refuse(x.id, 'an initial state that is not one direct child');
      x = t[0];
      path.push(x);
    }
    return path;
  };
  /** xstate's transition domain: the source itself for a non-reentering transition into itself or below it, else the least common compound ancestor. */
  const domainOf = (t: XTransition, target: XNode): XNode => {
    if (!t.reenter && (target === t.source || isDescendant(target, t.source))) return t.source;
    for (let a = t.source.parent; a !== undefined; a = a.parent)
      if (a.type === 'compound' && isDescendant(target, a)) return a;
    return machine.root;
  };
  const transition = (t: XTransition, where: string): CompiledTransition => {
    const actions = t.actions.map((a) => action(a, where));
    const g = guard(t.guard, where);
    if (t.target === undefined || t.target.length === 0) return { guard: g, actions, path: null };
    const target = t.target[0];
    if (t.target.length > 1 || target === undefined) return refuse(where, 'a transition with several targets');
    const domain = domainOf(t, target);
    const down: XNode[] = [];
    for (let x: XNode | undefined = target; x !== undefined && x !== domain; x = x.parent) down.unshift(x);
    const enter = [...down, ...initialPath(target)];
    return { guard: g, actions, path: { exitBelow: nodeOf(domain), enter: enter.map(nodeOf) } };
  };
  const nodeOf = (n: XNode): CompiledNode => {
    const made = nodes.get(n);
    if (made === undefined) throw new Error(`state ${n.id} was not compiled`);
    return made;
  };

  // First the nodes (so transitions can point at any of them), then their transitions.
  const visit = (n: XNode, parent: CompiledNode | null): void => {
    if (n.type === 'parallel' || n.type === 'history') refuse(n.id, `a ${n.type} state`);
    if (n.type === 'final' && n.parent !== machine.root) refuse(n.id, 'a nested final state');
    if ((n.config as { readonly after?: unknown }).after !== undefined) refuse(n.id, 'a delayed transition');
    const made = {
      id: n.id,
      key: n.key,
      parent,
      depth: parent === null ? 0 : parent.depth + 1,
      final: n.type === 'final',
      entry: [],
      exit: [],
      on: new Map(),
      always: [],
      invoke: [],
      initialPath: [],
    };
    nodes.set(n, made);
    for (const child of Object.values(n.states)) visit(child, made);
  };
  visit(machine.root, null);
  for (const [n, made] of nodes) {
    made.entry = n.entry.map((a) => action(a, `${n.id} entry`));
    made.exit = n.exit.map((a) => action(a, `${n.id} exit`));
    made.initialPath = n.type === 'compound' ? initialPath(n).map(nodeOf) : [];
    made.always = (n.always ?? []).map((t) => transition(t as XTransition, `${n.id} always`));
    made.on = new Map(
      [...n.transitions].map(([type, list]) => {
        if (type === '*' || type.includes('*')) refuse(n.id, 'a wildcard transition');
        return [type, list.map((t) => transition(t as XTransition, `${n.id} on ${type}`))] as const;
      }),
    );
    made.invoke = n.invoke.map((inv) => {
      const logic = typeof inv.src === 'string' ? impl.actors[inv.src] : inv.src;
      if (typeof logic !== 'object' || logic === null || !('root' in logic))
        return refuse(
          n.id,
          `the invoked actor "${typeof inv.src === 'string' ? inv.src : inv.id}" (only machines are)`,
        );
      if (typeof inv.input !== 'function') return refuse(n.id, 'an invoke without an input function');
      return {
        id: inv.id,
        logic: compileMachine(logic as AnyStateMachine),
        input: inv.input as (args: Args) => unknown,
      };
    });
  }
  const config = machine.config as { readonly context?: unknown; readonly output?: unknown };
  if (typeof config.context !== 'function') refuse(machine.id, 'a context that is not built from input');
  const made: CompiledMachine = {
    id: machine.id,
    root: nodeOf(machine.root),
    context: (input) => (config.context as (a: { readonly input: unknown }) => Context)({ input }),
    output:
      typeof config.output === 'function' ? (config.output as (a: { readonly context: Context }) => unknown) : null,
  };
  compiled.set(machine, made);
  return made;
};
