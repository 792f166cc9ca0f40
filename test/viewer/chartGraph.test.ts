import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import elkjs, { type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { machineDefinitions } from '../../machines/index.ts';

/** The page's chart builder (plain JS in viewer/assets/, typed there with JSDoc). */
interface ChartGraphModule {
  readonly chartGraph: (
    machine: unknown,
    measure: (text: string) => number,
    direction: 'DOWN' | 'RIGHT',
  ) => {
    readonly graph: ElkNode;
    readonly nodes: ReadonlyMap<
      string,
      { readonly kind: string; readonly label: string; readonly note: string | null }
    >;
    readonly edges: ReadonlyMap<
      string,
      { readonly source: string; readonly target: string; readonly lines: readonly string[] }
    >;
  };
}
const page = async (): Promise<ChartGraphModule> => {
  const url = pathToFileURL(resolve('viewer/assets/chartGraph.js')).href;
  return (await import(url)) as ChartGraphModule;
};

const stateIds = (node: { readonly id: string; readonly states?: Record<string, unknown> }): string[] => [
  node.id,
  ...Object.values(node.states ?? {}).flatMap((c) => stateIds(c as typeof node)),
];

// elkjs is CommonJS: its module object carries the constructor as `default`.
const ELK = elkjs.default;

const laidOut = (node: ElkNode): ElkNode[] => [node, ...(node.children ?? []).flatMap(laidOut)];

describe('arbiter view: statechart drawing', () => {
  it.each(['game', 'order'] as const)(
    'draws every state of the %s machine as a box and lays it out with elkjs',
    async (id) => {
      const { chartGraph } = await page();
      const machine = machineDefinitions()[id] as { id: string; states?: Record<string, unknown> };
      const chart = chartGraph(machine, (t) => t.length * 7, id === 'game' ? 'RIGHT' : 'DOWN');
      const states = stateIds(machine);
      expect([...chart.nodes.values()].filter((n) => n.kind !== 'initial').map((n) => n.label).length).toBe(
        states.length,
      );
      for (const s of states) expect(chart.nodes.has(s), s).toBe(true);

      const laid = await new ELK().layout(chart.graph);
      const nodes = laidOut(laid);
      for (const s of states) {
        const n = nodes.find((x) => x.id === s);
        expect(n?.x, `${s} placed`).toBeTypeOf('number');
        expect(n?.width ?? 0).toBeGreaterThan(0);
      }
      for (const e of laid.edges ?? []) {
        expect(e.sections?.length ?? 0, `${e.id} routed`).toBeGreaterThan(0);
        expect(e.container === undefined || nodes.some((n) => n.id === e.container)).toBe(true);
      }
    },
  );

  it('labels transitions `command [guard]`, eventless ones `always`, and shows which state runs the Order', async () => {
    const { chartGraph } = await page();
    const defs = machineDefinitions();
    const labels = (id: 'game' | 'order') =>
      [...chartGraph(defs[id], (t) => t.length * 7, 'DOWN').edges.values()].flatMap((e) =>
        e.lines.map((l) => `${e.source} → ${e.target}: ${l}`),
      );
    expect(labels('order')).toEqual(
      expect.arrayContaining([
        'order.first-aros → order.first-aros: aro [canAroFirst]',
        'order.first-aros → order.resolution: end-aros [fillsWholeOrder]',
        'order.first-aros → order.second-skill: end-aros',
        'order.resolution → order.effects: always [resolutionReady]',
        'order.activation → order.order-expenditure: always',
      ]),
    );
    expect(labels('game')).toEqual(
      expect.arrayContaining([
        'game.turn.orders → game.turn.order: activate [canActivate]',
        'game.turn.order → game.turn.orders: done: order',
      ]),
    );
    expect(chartGraph(defs.game, (t) => t.length * 7, 'RIGHT').nodes.get('game.turn.order')?.note).toBe('runs order');
    expect(chartGraph(defs.order, (t) => t.length * 7, 'DOWN').nodes.get('order.done')?.kind).toBe('final');
  });
});
