// @ts-check
// Draws a statechart: elkjs lays out the graph from chartGraph.js, this turns it into SVG and
// highlights the active state (and the transition just taken) at each step.
import { chartGraph, HEADER, INITIAL_SIZE, LABEL_HEIGHT, NODE_HEIGHT, NOTE_HEIGHT } from './chartGraph.js';
import { s } from './dom.js';

/** @typedef {import('./chartGraph.js').StateNode} StateNode */
/** @typedef {import('elkjs/lib/elk-api').ElkNode} ElkNode */
/** @typedef {import('elkjs/lib/elk-api').ElkExtendedEdge} ElkExtendedEdge */
/** @typedef {{ readonly x: number; readonly y: number }} Point */
/**
 * @typedef {object} Chart
 * @property {SVGElement} svg
 * @property {(active: string | null, previous: string | null) => void} show
 */

/** The chart's fonts (as viewer.css sets them on svg.chart), to size boxes and labels. */
const FONTS = {
  state: '600 12px system-ui, sans-serif',
  note: '11px system-ui, sans-serif',
  label: '11px system-ui, sans-serif',
};

/** @returns {(text: string, kind: keyof typeof FONTS) => number} */
const measurer = () => {
  const ctx = document.createElement('canvas').getContext('2d');
  if (ctx === null) return (text) => text.length * 7;
  return (text, kind) => {
    ctx.font = FONTS[kind];
    return Math.ceil(ctx.measureText(text).width);
  };
};

/** @returns {import('elkjs/lib/elk-api').ELK} */
const elk = () => {
  const Elk = /** @type {{ ELK?: new () => import('elkjs/lib/elk-api').ELK }} */ (/** @type {unknown} */ (globalThis))
    .ELK;
  if (Elk === undefined) throw new Error('elkjs did not load (/assets/elk.bundled.js)');
  return new Elk();
};

/**
 * Absolute positions of every node (ELK gives them relative to their parent).
 * @param {ElkNode} node
 * @param {Point} at
 * @param {Map<string, Point & { w: number; h: number }>} out
 */
const place = (node, at, out) => {
  const p = { x: at.x + (node.x ?? 0), y: at.y + (node.y ?? 0) };
  out.set(node.id, { ...p, w: node.width ?? 0, h: node.height ?? 0 });
  for (const c of node.children ?? []) place(c, p, out);
};

/** Whether state `id` is `node` or inside it. @param {string} id @param {string} node */
const within = (id, node) => id === node || id.startsWith(`${node}.`);

/** @param {readonly Point[]} pts */
const pathOf = (pts) => pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/**
 * Lays out and draws a machine's chart.
 * @param {StateNode} machine
 * @param {'DOWN' | 'RIGHT'} direction
 * @returns {Promise<Chart>}
 */
export const drawChart = async (machine, direction) => {
  const { graph, nodes, edges } = chartGraph(machine, measurer(), direction);
  const laid = await elk().layout(graph);
  /** @type {Map<string, Point & { w: number; h: number }>} */
  const pos = new Map();
  place(laid, { x: 0, y: 0 }, pos);
  const width = Math.ceil(laid.width ?? 0);
  const height = Math.ceil(laid.height ?? 0);
  const marker = `arrow-${machine.id}`;
  const svg = s(
    'svg',
    {
      class: 'chart',
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      role: 'img',
      'aria-label': `${machine.id} statechart`,
      'data-machine': machine.id,
    },
    s(
      'defs',
      {},
      s(
        'marker',
        {
          id: marker,
          viewBox: '0 0 10 10',
          refX: 9,
          refY: 5,
          markerWidth: 8,
          markerHeight: 8,
          markerUnits: 'userSpaceOnUse',
          orient: 'auto-start-reverse',
        },
        s('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow-head' }),
      ),
    ),
  );

  /** @type {Map<string, SVGElement>} */
  const stateEls = new Map();
  // Parents first, so nested states are drawn on top of the box that holds them.
  for (const [id, meta] of nodes) {
    const p = pos.get(id);
    if (p === undefined) continue;
    if (meta.kind === 'initial') {
      svg.append(
        s('circle', { class: 'initial', cx: p.x + INITIAL_SIZE / 2, cy: p.y + INITIAL_SIZE / 2, r: INITIAL_SIZE / 2 }),
      );
      continue;
    }
    const compound = meta.kind === 'compound';
    const textY = compound ? p.y + HEADER - 9 : p.y + NODE_HEIGHT / 2 + 4;
    const g = s(
      'g',
      { class: `state ${meta.kind}`, 'data-state-id': id },
      s('title', {}, id),
      s('rect', { x: p.x, y: p.y, width: p.w, height: p.h, rx: compound ? 10 : 8 }),
      meta.kind === 'final'
        ? s('rect', { class: 'inner', x: p.x + 3, y: p.y + 3, width: p.w - 6, height: p.h - 6, rx: 6 })
        : null,
      s(
        'text',
        {
          x: compound ? p.x + 12 : p.x + p.w / 2,
          y: textY,
          'text-anchor': compound ? 'start' : 'middle',
          class: 'state-name',
        },
        meta.label,
      ),
      meta.note === null
        ? null
        : s(
            'text',
            {
              x: compound ? p.x + 12 : p.x + p.w / 2,
              y: textY + NOTE_HEIGHT,
              'text-anchor': compound ? 'start' : 'middle',
              class: 'state-note',
            },
            meta.note,
          ),
    );
    stateEls.set(id, g);
    svg.append(g);
  }

  /** @type {SVGElement[]} */
  const edgeEls = [];
  /** @type {SVGElement[]} */
  const labelEls = [];
  for (const e of /** @type {ElkExtendedEdge[]} */ (laid.edges ?? [])) {
    const meta = edges.get(e.id);
    if (meta === undefined) continue;
    const base = pos.get(e.container ?? laid.id) ?? { x: 0, y: 0 };
    /** @param {Point} p */
    const abs = (p) => ({ x: base.x + p.x, y: base.y + p.y });
    const paths = (e.sections ?? []).map((sec) =>
      s('path', {
        d: pathOf([sec.startPoint, ...(sec.bendPoints ?? []), sec.endPoint].map(abs)),
        'marker-end': `url(#${marker})`,
      }),
    );
    const g = s(
      'g',
      {
        class: `transition${meta.source.endsWith('::initial') ? ' from-initial' : ''}`,
        'data-source': meta.source,
        'data-target': meta.target,
      },
      s('title', {}, meta.title),
      paths,
    );
    edgeEls.push(g);
    for (const l of e.labels ?? []) {
      const at = abs({ x: l.x ?? 0, y: l.y ?? 0 });
      const label = s(
        'g',
        { class: 'edge-label', 'data-source': meta.source, 'data-target': meta.target },
        s('title', {}, meta.title),
        s('rect', { x: at.x, y: at.y, width: l.width ?? 0, height: l.height ?? LABEL_HEIGHT, rx: 3 }),
        meta.lines.map((line, i) => s('text', { x: at.x + 4, y: at.y + (i + 1) * LABEL_HEIGHT - 4 }, line)),
      );
      labelEls.push(label);
    }
  }
  svg.append(...edgeEls, ...labelEls);

  return {
    svg,
    show(active, previous) {
      for (const [id, el] of stateEls) {
        el.classList.toggle('active', id === active);
        el.classList.toggle('active-ancestor', active !== null && active !== id && within(active, id));
      }
      for (const el of [...edgeEls, ...labelEls]) {
        const source = el.getAttribute('data-source') ?? '';
        const target = el.getAttribute('data-target') ?? '';
        const taken =
          previous !== null &&
          active !== null &&
          previous !== active &&
          within(previous, source) &&
          within(active, target);
        el.classList.toggle('taken', taken);
      }
    },
  };
};
