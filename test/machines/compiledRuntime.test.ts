import { describe, expect, it } from 'vitest';
import { assign, createActor, sendTo, setup, type AnyStateMachine, type EventObject } from 'xstate';
import { compileMachine, LeanActor, UnsupportedMachineError } from '../../machines/runtime/index.ts';

/**
 * The lean runtime's semantics on a small hierarchical machine that uses every feature it
 * accepts, step by step against xstate: exit before transition actions before entry, ancestors
 * entered first, eventless chains, targetless transitions, guards with params, an invoked child
 * fed with sendTo, its final state and onDone with its output. As in Arbiter's machines, the
 * context is a port the named actions write to (the machines keep no state of their own).
 */
interface Port {
  readonly trace: string[];
  n: number;
}
type Ctx = { readonly port: Port };
type Ev =
  { type: 'go' } | { type: 'bump' } | { type: 'tick' } | { type: 'leave' } | { type: 'ping' } | { type: 'nothing' };
const note =
  (what: string) =>
  ({ context }: { context: Ctx }): void => {
    context.port.trace.push(what);
  };

const child = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as { port: Port } },
  actions: { seen: note('child:ping'), start: note('child:entry') },
}).createMachine({
  id: 'child',
  context: ({ input }) => ({ port: input.port }),
  initial: 'waiting',
  output: ({ context }) => ({ n: context.port.n }),
  states: {
    waiting: { entry: 'start', on: { ping: { target: 'finished', actions: 'seen' } } },
    finished: { type: 'final' },
  },
});

const parent = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as { port: Port } },
  actors: { child },
  guards: { atLeast: ({ context }, p: { n: number }) => context.port.n >= p.n },
  actions: {
    rootIn: note('root:entry'),
    aIn: note('a:entry'),
    aOut: note('a:exit'),
    a1In: note('a1:entry'),
    a1Out: note('a1:exit'),
    a2In: note('a2:entry'),
    bIn: note('b:entry'),
    bOut: note('b:exit'),
    go: note('go'),
    bump: ({ context }) => {
      context.port.n += 1;
      context.port.trace.push('bump');
    },
    hop: note('hop'),
    done: ({ context, event }) => {
      context.port.trace.push(`done:${JSON.stringify((event as EventObject & { output?: unknown }).output)}`);
    },
    ping: sendTo('kid', ({ event }) => event),
  },
}).createMachine({
  id: 'parent',
  context: ({ input }) => ({ port: input.port }),
  entry: 'rootIn',
  initial: 'a',
  states: {
    a: {
      entry: 'aIn',
      exit: 'aOut',
      initial: 'a1',
      on: { leave: { target: '#parent.b', actions: 'go' }, bump: { actions: 'bump' } },
      states: {
        a1: { entry: 'a1In', exit: 'a1Out', on: { go: { target: 'a2', actions: 'go' } } },
        a2: {
          entry: 'a2In',
          always: { guard: { type: 'atLeast', params: { n: 3 } }, target: '#parent.b', actions: 'hop' },
        },
      },
    },
    b: {
      entry: 'bIn',
      exit: 'bOut',
      invoke: {
        id: 'kid',
        src: 'child',
        input: ({ context }) => ({ port: context.port }),
        onDone: { target: 'a', actions: 'done' },
      },
      on: { ping: { actions: 'ping' } },
    },
  },
});

const port = (): Port => ({ trace: [], n: 1 });
const lean = (m: AnyStateMachine, input: unknown) => LeanActor.start(compileMachine(m), input);

describe('the compiled runtime', () => {
  const scripts: readonly (readonly Ev['type'][])[] = [
    ['go', 'bump', 'bump', 'tick', 'nothing', 'ping', 'go', 'leave', 'ping', 'bump'],
    ['leave', 'ping', 'ping', 'go', 'bump', 'bump'],
    ['bump', 'bump', 'go', 'ping', 'go', 'bump', 'leave'],
  ];
  it.each(scripts.map((s) => [s.join(' ')]))('runs "%s" exactly as xstate does, snapshot by snapshot', (script) => {
    const theirs = port();
    const ours = port();
    const ref = createActor(parent, { input: { port: theirs } }).start();
    const mine = lean(parent, { port: ours });
    const same = () => {
      expect(mine.getSnapshot().value).toEqual(ref.getSnapshot().value);
      expect(ours).toEqual(theirs);
      expect(Object.keys(mine.getSnapshot().children)).toEqual(Object.keys(ref.getSnapshot().children));
    };
    same();
    for (const type of script.split(' ')) {
      ref.send({ type } as Ev);
      mine.send({ type });
      same();
    }
    expect(ours.trace.length).toBeGreaterThan(4);
  });

  it('orders exits, transition actions and entries as xstate does', () => {
    const ours = port();
    const mine = lean(parent, { port: ours });
    mine.send({ type: 'leave' });
    expect(ours.trace).toEqual([
      'root:entry',
      'a:entry',
      'a1:entry',
      'a1:exit',
      'a:exit',
      'go',
      'b:entry',
      'child:entry',
    ]);
  });

  it('refuses what it does not implement, when compiling', () => {
    const parallel = setup({}).createMachine({
      id: 'p',
      context: () => ({}),
      type: 'parallel',
      states: { x: {}, y: {} },
    });
    expect(() => compileMachine(parallel)).toThrow(UnsupportedMachineError);
    const inline = setup({}).createMachine({
      id: 'i',
      context: () => ({}),
      initial: 'x',
      states: { x: { on: { go: { guard: () => true, target: 'y' } } }, y: {} },
    });
    expect(() => compileMachine(inline)).toThrow(/inline/);
    const delayed = setup({}).createMachine({
      id: 'd',
      context: () => ({}),
      initial: 'x',
      states: { x: { after: { 100: 'y' } }, y: {} },
    });
    expect(() => compileMachine(delayed)).toThrow(/delayed/);
    // The machines keep no state: an assign is refused (a context that changes is not what it runs).
    const assigning = setup({ actions: { keep: assign({ n: 1 }) } }).createMachine({
      id: 'l',
      context: () => ({ n: 0 }),
      initial: 'x',
      states: { x: { entry: 'keep' } },
    });
    expect(() => compileMachine(assigning)).toThrow(/keep/);
  });
});
