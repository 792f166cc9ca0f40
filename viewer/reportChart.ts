import type { ElkNode } from 'elkjs/lib/elk.bundled.js';
import { escapeHtml as x } from '../audit/index.ts';
import { machineDefinitions } from '../machines/index.ts';
import { importModule } from './importModule.ts';

/** What `import()` gives of elkjs, a CommonJS module: its exports as `default`, its class as their `default`. */
interface ElkImport {
  readonly default: { readonly default: typeof import('elkjs/lib/elk.bundled.js').default };
}

/** The page's chart builder (viewer/assets/chartGraph.js, plain JS typed with JSDoc): the same graph the viewer draws. */
interface ChartGraphModule {
  readonly chartGraph: (
    machine: unknown,
    measure: (text: string, kind: 'state' | 'note' | 'label') => number,
    direction: 'DOWN' | 'RIGHT',
  ) => {
    readonly graph: ElkNode;
    readonly nodes: ReadonlyMap<
      string,
      {
        readonly id: string;
        readonly kind: 'atomic' | 'compound' | 'final' | 'initial';
        readonly label: string;
        readonly note: string | null;
      }
    >;
    readonly edges: ReadonlyMap<
      string,
      { readonly source: string; readonly target: string; readonly lines: readonly string[]; readonly title: string }
    >;
  };
  readonly HEADER: number;
  readonly INITIAL_SIZE: number;
  readonly LABEL_HEIGHT: number;
  readonly NODE_HEIGHT: number;
  readonly NOTE_HEIGHT: number;
}

/** Found through this file's own location, from the sources and from dist/ alike (scripts/buildCli.mjs). */
const CHART_GRAPH = new URL('./assets/chartGraph.js', import.meta.url).href;

/** Text widths without a canvas: average glyph widths of the chart's fonts (system-ui 12px bold, 11px). */
const measure = (text: string, kind: 'state' | 'note' | 'label'): number =>
  Math.ceil(text.length * (kind === 'state' ? 7.4 : 6.4));

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const place = (node: ElkNode, at: { x: number; y: number }, out: Map<string, Box>): void => {
  const p = { x: at.x + (node.x ?? 0), y: at.y + (node.y ?? 0) };
  out.set(node.id, { ...p, w: node.width ?? 0, h: node.height ?? 0 });
  for (const c of node.children ?? []) place(c, p, out);
};

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

/**
 * The order statechart as a static SVG string (no script, no external reference), laid out by
 * elkjs from the graph the viewer's page builds (chartGraph.js), with the state where the Order
 * was decided marked `active` and the steps it went through marked `visited`. Styled by the
 * report's stylesheet (audit/reportStyle.ts); the active state is also named in its title.
 */
export const orderChartSvg = async (active: string | null, visited: readonly string[]): Promise<string> => {
  const page = (await importModule(CHART_GRAPH)) as ChartGraphModule;
  const machine = machineDefinitions().order;
  const { graph, nodes, edges } = page.chartGraph(machine, measure, 'DOWN');
  // Loaded here, not with the module: elkjs is 1.6 MB of CommonJS that every other audit would parse for nothing.
  const { default: elkjs } = (await importModule('elkjs/lib/elk.bundled.js')) as ElkImport;
  const laid = await new elkjs.default().layout(graph);
  const pos = new Map<string, Box>();
  place(laid, { x: 0, y: 0 }, pos);
  const width = Math.ceil(laid.width ?? 0);
  const height = Math.ceil(laid.height ?? 0);
  const out: string[] = [];
  for (const [id, meta] of nodes) {
    const p = pos.get(id);
    if (p === undefined) continue;
    if (meta.kind === 'initial') {
      const r = page.INITIAL_SIZE / 2;
      out.push(`<circle class="initial" cx="${n(p.x + r)}" cy="${n(p.y + r)}" r="${n(r)}"/>`);
      continue;
    }
    const compound = meta.kind === 'compound';
    const textY = compound ? p.y + page.HEADER - 9 : p.y + page.NODE_HEIGHT / 2 + 4;
    const tx = compound ? p.x + 12 : p.x + p.w / 2;
    const anchor = compound ? 'start' : 'middle';
    const state = id === active ? ' active' : visited.includes(id) ? ' visited' : '';
    out.push(
      `<g class="state ${meta.kind}${state}" data-state-id="${x(id)}"${id === active ? ' aria-current="step"' : ''}>` +
        `<title>${x(id === active ? `${id} (the Order was decided here)` : id)}</title>` +
        `<rect x="${n(p.x)}" y="${n(p.y)}" width="${n(p.w)}" height="${n(p.h)}" rx="${compound ? 10 : 8}"/>` +
        (meta.kind === 'final'
          ? `<rect class="inner" x="${n(p.x + 3)}" y="${n(p.y + 3)}" width="${n(p.w - 6)}" height="${n(p.h - 6)}" rx="6"/>`
          : '') +
        `<text class="state-name" x="${n(tx)}" y="${n(textY)}" text-anchor="${anchor}">${x(meta.label)}</text>` +
        (meta.note === null
          ? ''
          : `<text class="state-note" x="${n(tx)}" y="${n(textY + page.NOTE_HEIGHT)}" text-anchor="${anchor}">${x(meta.note)}</text>`) +
        '</g>',
    );
  }
  const labels: string[] = [];
  for (const e of laid.edges ?? []) {
    const meta = edges.get(e.id);
    if (meta === undefined) continue;
    const base = pos.get(e.container ?? laid.id) ?? { x: 0, y: 0 };
    const abs = (p: { readonly x: number; readonly y: number }): string => `${n(base.x + p.x)},${n(base.y + p.y)}`;
    const paths = (e.sections ?? []).map(
      (s) =>
        `<path d="${[s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p, i) => `${i === 0 ? 'M' : 'L'}${abs(p)}`).join(' ')}" marker-end="url(#report-arrow)"/>`,
    );
    out.push(`<g class="transition"><title>${x(meta.title)}</title>${paths.join('')}</g>`);
    for (const l of e.labels ?? []) {
      const lx = base.x + (l.x ?? 0);
      const ly = base.y + (l.y ?? 0);
      labels.push(
        `<g class="edge-label"><rect x="${n(lx)}" y="${n(ly)}" width="${n(l.width ?? 0)}" height="${n(l.height ?? page.LABEL_HEIGHT)}" rx="3"/>` +
          meta.lines
            .map((line, i) => `<text x="${n(lx + 4)}" y="${n(ly + (i + 1) * page.LABEL_HEIGHT - 4)}">${x(line)}</text>`)
            .join('') +
          '</g>',
      );
    }
  }
  const label = `The order statechart${active === null ? '' : `, decided in ${active}`}`;
  return (
    `<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${x(label)}">` +
    '<defs><marker id="report-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head"/></marker></defs>' +
    out.join('') +
    labels.join('') +
    '</svg>'
  );
};
