// @ts-check
// A statechart's JSON (xstate's toJSON plus `always`, as `arbiter machines --json` prints it) as
// an ELK graph: states as nodes (nested states inside their parent), transitions as edges
// labelled `command [guard]`. Pure: the page lays it out with elkjs and draws it (statechart.js).

/** @typedef {import('elkjs/lib/elk-api').ElkNode} ElkNode */
/** @typedef {import('elkjs/lib/elk-api').ElkExtendedEdge} ElkExtendedEdge */
/**
 * @typedef {object} Transition
 * @property {unknown} [guard]
 * @property {readonly string[]} [target]
 * @property {readonly unknown[]} [actions]
 */
/**
 * @typedef {object} StateNode
 * @property {string} id
 * @property {string} key
 * @property {string} [type]
 * @property {{ readonly target?: readonly string[] }} [initial]
 * @property {Readonly<Record<string, StateNode>>} [states]
 * @property {Readonly<Record<string, readonly Transition[]>>} [on]
 * @property {readonly Transition[]} [always]
 * @property {readonly { readonly id?: string; readonly src?: unknown }[]} [invoke]
 */
/**
 * @typedef {object} NodeMeta
 * @property {string} id
 * @property {string} label
 * @property {'atomic' | 'compound' | 'final' | 'initial'} kind
 * @property {string | null} note
 */
/**
 * @typedef {object} EdgeMeta
 * @property {string} id
 * @property {string} source
 * @property {string} target
 * @property {readonly string[]} lines one label line per transition
 * @property {string} title the transitions with their actions, for a tooltip
 */
/**
 * @typedef {object} ChartGraph
 * @property {ElkNode} graph
 * @property {ReadonlyMap<string, NodeMeta>} nodes
 * @property {ReadonlyMap<string, EdgeMeta>} edges
 */

export const NODE_HEIGHT = 30;
export const NOTE_HEIGHT = 14;
export const HEADER = 26;
export const INITIAL_SIZE = 10;
export const LABEL_HEIGHT = 15;

/** @param {unknown} x */
const nameOf = (x) =>
  typeof x === 'string'
    ? x
    : typeof x === 'object' && x !== null && 'type' in x
      ? String(/** @type {{ type: unknown }} */ (x).type)
      : '?';

/** xstate's internal event names, shortened for a label. @param {string} event */
export const commandLabel = (event) => {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done !== null) return `done: ${done[1]}`;
  return event;
};

/**
 * `command [guard]`, the label of a transition.
 * @param {string} event
 * @param {Transition} t
 */
export const transitionLabel = (event, t) =>
  `${commandLabel(event)}${t.guard === undefined ? '' : ` [${nameOf(t.guard)}]`}`;

/** @param {string} ref `#game.turn` → `game.turn` */
const stateId = (ref) => (ref.startsWith('#') ? ref.slice(1) : ref);

/**
 * @param {StateNode} machine
 * @param {(text: string, kind: 'state' | 'note' | 'label') => number} measure width of a text in the chart's fonts
 * @param {'DOWN' | 'RIGHT'} direction
 * @returns {ChartGraph}
 */
export const chartGraph = (machine, measure, direction) => {
  /** @type {Map<string, NodeMeta>} */
  const nodes = new Map();
  /** @type {Map<string, EdgeMeta>} */
  const edges = new Map();
  /** @type {ElkExtendedEdge[]} */
  const elkEdges = [];

  /** @type {Map<string, { source: string; target: string; labels: string[]; titles: string[] }>} */
  const pending = new Map();
  /**
   * Transitions between the same two states share one edge, one label line each.
   * @param {string} source @param {string} target @param {string} label @param {string} title
   */
  const edge = (source, target, label, title) => {
    const key = `${source}\u0000${target}`;
    const found = pending.get(key) ?? { source, target, labels: [], titles: [] };
    if (label !== '') found.labels.push(label);
    found.titles.push(title);
    pending.set(key, found);
  };

  /**
   * @param {StateNode} n
   * @returns {ElkNode}
   */
  const node = (n) => {
    const children = Object.values(n.states ?? {});
    const invokes = (n.invoke ?? []).map((i) => i.id ?? nameOf(i.src));
    const note = invokes.length === 0 ? null : `runs ${invokes.join(', ')}`;
    const kind = children.length > 0 ? 'compound' : n.type === 'final' ? 'final' : 'atomic';
    nodes.set(n.id, { id: n.id, label: n.key, kind, note });
    for (const [event, ts] of Object.entries(n.on ?? {})) {
      for (const t of ts) {
        const label = transitionLabel(event, t);
        const title = `${label}${(t.actions ?? []).length === 0 ? '' : ` / ${(t.actions ?? []).map(nameOf).join(', ')}`}`;
        const targets = (t.target ?? []).length === 0 ? [n.id] : (t.target ?? []).map(stateId);
        for (const target of targets) edge(n.id, target, label, title);
      }
    }
    for (const t of n.always ?? []) {
      const label = transitionLabel('always', t);
      for (const target of (t.target ?? []).map(stateId)) edge(n.id, target, label, `${label} (eventless)`);
    }
    const textWidth = Math.max(measure(n.key, 'state'), note === null ? 0 : measure(note, 'note'));
    if (kind !== 'compound') {
      return { id: n.id, width: Math.max(textWidth + 28, 84), height: NODE_HEIGHT + (note === null ? 0 : NOTE_HEIGHT) };
    }
    const elkChildren = children.map(node);
    const initial = n.initial?.target?.[0];
    if (initial !== undefined) {
      const id = `${n.id}::initial`;
      nodes.set(id, { id, label: '', kind: 'initial', note: null });
      elkChildren.unshift({ id, width: INITIAL_SIZE, height: INITIAL_SIZE });
      edge(id, stateId(initial), '', 'initial state');
    }
    return {
      id: n.id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER + (note === null ? 4 : NOTE_HEIGHT + 4)},left=14,bottom=14,right=14]`,
      },
      children: elkChildren,
    };
  };

  const root = node(machine);
  for (const { source, target, labels, titles } of pending.values()) {
    const id = `${machine.id}:t${edges.size}`;
    edges.set(id, { id, source, target, lines: labels, title: titles.join('\n') });
    elkEdges.push({
      id,
      sources: [source],
      targets: [target],
      labels:
        labels.length === 0
          ? []
          : [
              {
                id: `${id}:label`,
                text: labels.join('\n'),
                width: Math.max(...labels.map((l) => measure(l, 'label'))) + 8,
                height: labels.length * LABEL_HEIGHT,
              },
            ],
    });
  }
  return {
    graph: {
      id: `${machine.id}::chart`,
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': direction,
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.edgeLabels.placement': 'CENTER',
        'elk.layered.spacing.nodeNodeBetweenLayers': '34',
        'elk.spacing.nodeNode': '26',
        'elk.spacing.edgeLabel': '3',
        'elk.spacing.edgeNode': '12',
        'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
        'elk.padding': '[top=4,left=4,bottom=4,right=4]',
      },
      children: [root],
      edges: elkEdges,
    },
    nodes,
    edges,
  };
};
