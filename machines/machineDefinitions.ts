import type { AnyStateMachine } from 'xstate';
import { gameMachine } from './game/gameMachine.ts';
import { orderMachine } from './order/orderMachine.ts';

/** A statechart's definition as plain JSON data: states, transitions, named guards and actions. */
export type MachineDefinition = Readonly<Record<string, unknown>>;

interface NodeLike {
  readonly states: Readonly<Record<string, NodeLike>>;
  readonly always?: readonly {
    readonly guard?: unknown;
    readonly target?: readonly { readonly id: string }[];
    readonly actions: readonly unknown[];
  }[];
}
type Json = Record<string, unknown> & { states?: Record<string, Json> };

const actionName = (a: unknown): unknown =>
  typeof a === 'object' && a !== null && 'type' in a
    ? {
        type: a.type,
        ...('params' in a && typeof (a as { params: unknown }).params !== 'function'
          ? { params: (a as { params: unknown }).params }
          : {}),
      }
    : a;

/** xstate's toJSON leaves out eventless (`always`) transitions; this adds them back as `always`. */
const withAlways = (node: NodeLike, json: Json): Json => {
  const states = Object.fromEntries(
    Object.entries(node.states).map(([k, child]) => [k, withAlways(child, json.states?.[k] ?? {})]),
  );
  const always = (node.always ?? []).map((t) => ({
    ...(t.guard === undefined
      ? {}
      : { guard: typeof t.guard === 'object' && t.guard !== null && 'type' in t.guard ? t.guard.type : t.guard }),
    target: (t.target ?? []).map((s) => `#${s.id}`),
    actions: t.actions.map(actionName),
  }));
  return { ...json, states, ...(always.length > 0 ? { always } : {}) };
};

/** One statechart's definition as JSON (any ruleset's: Necromunda's hit machine is drawn the same way). */
export const machineDefinition = (machine: AnyStateMachine): MachineDefinition =>
  withAlways(machine.root as unknown as NodeLike, JSON.parse(JSON.stringify(machine.toJSON())) as Json);

/** Every machine of the engine, by id, as JSON (for the viewer and other tools). */
export const machineDefinitions = (): Readonly<Record<'game' | 'order', MachineDefinition>> => ({
  game: machineDefinition(gameMachine),
  order: machineDefinition(orderMachine),
});
