import { describe, expect, it } from 'vitest';
import { assign, createActor, sendTo, setup, type AnyStateMachine, type EventObject } from 'xstate';
import { compileMachine, LeanActor, UnsupportedMachineError } from '../../machines/runtime/index.ts';

/**
 * The lean runtime's semantics on a small hierarchical machine that uses every feature it
 * accepts, step by step against xstate: exit before transition actions before entry, ancestors
 * entered first, eventless chains, targetless transitions, guards with params, an invoked child
 * fed with sendTo, its final state and onDone with its output.
 */
type Ctx = { readonly trace: readonly string[]; readonly n: number };
type Ev = { type: 'go' } | { type: 'bump' } | { type: 'tick' } | { type: 'leave' } | { type: 'ping' } | { type: 'nothing' };
const note = (what: string) => ({ context }: { context: Ctx }) => ({ trace: [...context.trace, what] });

const child = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as { n: number } },
  actions: { seen: assign(note('child:ping')), start: assign(note('child:entry')) },
}).createMachine({
  id: 'child',
  context: ({ input }) => ({ trace: [], n: input.n }),
  initial: 'waiting',
  output: ({ context }) => ({ pings: context.trace.length, n: context.n }),
  states: {
    waiting: { entry: 'start', on: { ping: { target: 'finished', actions: 'seen' } } },
    finished: { type: 'final' },
  },
});

const parent = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as { n: number } },
  actors: { child },
  guards: { atLeast: ({ context }, p: { n: number }) => context.n >= p.n },
  actions: {
    rootIn: assign(note('root:entry')), aIn: assign(note('a:entry')), aOut: assign(note('a:exit')), a1In: assign(note('a1:entry')), a1Out: assign(note('a1:exit')),
    a2In: assign(note('a2:entry')), bIn: assign(note('b:entry')), bOut: assign(note('b:exit')), go: assign(note('go')), bump: assign(({ context }) => ({ n: context.n + 1, trace: [...context.trace, 'bump'] })),
    hop: assign(note('hop')), done: assign(({ context, event }) => ({ trace: [...context.trace, `done:${JSON.stringify((event as EventObject & { output?: unknown }).output)}`] })),
    ping: sendTo('kid', ({ event }) => event),
  },
}).createMachine({
  id: 'parent',
  context: ({ input }) => ({ trace: [], n: input.n }),
  entry: 'rootIn',
  initial: 'a',
  states: {
    a: {
      entry: 'aIn', exit: 'aOut', initial: 'a1',
      on: { leave: { target: '#parent.b', actions: 'go' }, bump: { actions: 'bump' } },
      states: {
        a1: { entry: 'a1In', exit: 'a1Out', on: { go: { target: 'a2', actions: 'go' } } },
        a2: { entry: 'a2In', always: { guard: { type: 'atLeast', params: { n: 3 } }, target: '#parent.b', actions: 'hop' } },
      },
    },
    b: {
      entry: 'bIn', exit: 'bOut',
      invoke: { id: 'kid', src: 'child', input: ({ context }) => ({ n: context.n }), onDone: { target: 'a', actions: 'done' } },
      on: { ping: { actions: 'ping' } },
    },
  },
});

const lean = (m: AnyStateMachine, input: unknown) => LeanActor.start(compileMachine(m), input);

describe('the compiled runtime', () => {
  const scripts: readonly (readonly Ev['type'][])[] = [
    ['go', 'bump', 'bump', 'tick', 'nothing', 'ping', 'go', 'leave', 'ping', 'bump'],
    ['leave', 'ping', 'ping', 'go', 'bump', 'bump'],
    ['bump', 'bump', 'go', 'ping', 'go', 'bump', 'leave'],
  ];
  it.each(scripts.map((s) => [s.join(' ')]))('runs "%s" exactly as xstate does, snapshot by snapshot', (script) => {
    const ref = createActor(parent, { input: { n: 1 } }).start();
    const mine = lean(parent, { n: 1 });
    const same = () => {
      expect(mine.getSnapshot().value).toEqual(ref.getSnapshot().value);
      expect(mine.getSnapshot().context).toEqual(ref.getSnapshot().context);
      expect(Object.keys(mine.getSnapshot().children)).toEqual(Object.keys(ref.getSnapshot().children));
    };
    same();
    for (const type of script.split(' ')) {
      const before = { ref: ref.getSnapshot(), mine: mine.getSnapshot() };
      ref.send({ type } as Ev);
      mine.send({ type });
      same();
      // A snapshot keeps its identity exactly when xstate's does (no transition taken).
      expect(mine.getSnapshot() === before.mine).toBe(ref.getSnapshot() === before.ref);
    }
    expect((mine.getSnapshot().context as Ctx).trace.length).toBeGreaterThan(4);
  });

  it('never changes a snapshot it handed out (a macrostep writes its own copy of the context)', () => {
    const mine = lean(parent, { n: 1 });
    const seen = [mine.getSnapshot()].map((s) => ({ s, json: JSON.stringify(s.context) }));
    for (const type of ['bump', 'go', 'bump', 'leave', 'ping', 'bump'] as const) {
      mine.send({ type });
      const s = mine.getSnapshot();
      seen.push({ s, json: JSON.stringify(s.context) });
    }
    for (const { s, json } of seen) expect(JSON.stringify(s.context)).toBe(json);
    expect(new Set(seen.map((x) => x.json)).size).toBeGreaterThan(4);
  });

  it('orders exits, transition actions and entries as xstate does', () => {
    const mine = lean(parent, { n: 1 });
    mine.send({ type: 'leave' });
    expect((mine.getSnapshot().context as Ctx).trace).toEqual(['root:entry', 'a:entry', 'a1:entry', 'a1:exit', 'a:exit', 'go', 'b:entry']);
  });

  it('refuses what it does not implement, when compiling', () => {
    const parallel = setup({}).createMachine({ id: 'p', context: () => ({}), type: 'parallel', states: { x: {}, y: {} } });
    expect(() => compileMachine(parallel)).toThrow(UnsupportedMachineError);
    const inline = setup({}).createMachine({ id: 'i', context: () => ({}), initial: 'x', states: { x: { on: { go: { guard: () => true, target: 'y' } } }, y: {} } });
    expect(() => compileMachine(inline)).toThrow(/inline/);
    const delayed = setup({}).createMachine({ id: 'd', context: () => ({}), initial: 'x', states: { x: { after: { 100: 'y' } }, y: {} } });
    expect(() => compileMachine(delayed)).toThrow(/delayed/);
    const logging = setup({ actions: { say: () => undefined } }).createMachine({ id: 'l', context: () => ({}), initial: 'x', states: { x: { entry: 'say' } } });
    expect(() => compileMachine(logging)).toThrow(/say/);
  });
});
