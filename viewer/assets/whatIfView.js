// @ts-check
// What if, from the page: one change to the current Order (a measurement, an ARO, a die, the
// reading of a rule), written as `arbiter audit --what-if` takes it, run on a fork by the server
// (/api/what-if), and the Order as logged beside the Order on the fork, both with their odds.
import { disputeRoll, rulesOf } from './disputeRoll.js';
import { byId, h, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').DisputeAccount} DisputeAccount */
/** @typedef {import('../viewerApi.ts').OrderSpan} OrderSpan */
/** @typedef {import('../viewerApi.ts').WhatIfView} WhatIfView */
/** @typedef {import('../viewerApi.ts').SideBySideRow} SideBySideRow */

/**
 * Changes to start from, for Order `order`: its activated trooper and another it involves.
 * @param {number} order
 * @param {OrderSpan | undefined} span
 * @param {DisputeAccount | null} account
 * @param {string} syntax
 * @returns {[string, string][]} label, change
 */
const templates = (order, span, account, syntax) => {
  const active = span?.trooper ?? 'TROOPER';
  const other = span?.involved.find((id) => id !== active) ?? 'OTHER';
  // The activated trooper's first roll: its dice as logged, and what they were rolled for.
  const who = account?.trooper;
  const first = account?.entries.find((e) => e.roll?.dice.some((d) => d.roller === who))?.roll;
  const rolled = first?.dice.filter((d) => d.roller === who) ?? [];
  const purpose =
    first?.kind === 'saving-roll'
      ? 'saving-roll'
      : first?.kind === 'guts-roll'
        ? 'guts'
        : first?.rollers.find((r) => r.trooper === who)?.skill === 'dodge'
          ? 'dodge'
          : 'attack';
  const reading = /^\s+([a-z0-9.-]+)=([^|\s]+)/m.exec(syntax.slice(syntax.indexOf('reading ID=VALUE')));
  return [
    ['a measurement: cover', `order:${order} cover ${other}<-${active}=none`],
    ['a measurement: range', `order:${order} range ${active}<->${other}=17`],
    ['a measurement: line of fire', `order:${order} lof ${other}->${active}=no`],
    ['a declaration: no ARO', `order:${order} aro ${other}=none`],
    ['a declaration: the ARO is a Dodge', `order:${order} aro ${other}=dodge`],
    // The dice as logged: change the one in dispute.
    [
      'the dice',
      `order:${order} dice ${active}:${purpose}=${rolled.length === 0 ? '10' : rolled.map((d) => d.face).join(',')}`,
    ],
    ...(reading === null
      ? []
      : /** @type {[string, string][]} */ ([
          ['the reading of a rule', `reading ${reading[1] ?? ''}=${reading[2] ?? ''}`],
        ])),
  ];
};

/**
 * @param {string} heading
 * @param {readonly SideBySideRow[]} rows
 */
const table = (heading, rows) =>
  rows.length === 0
    ? null
    : h(
        'table',
        { class: 'whatif-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, heading),
            h('th', { scope: 'col' }, 'as logged'),
            h('th', { scope: 'col' }, 'what if'),
          ),
        ),
        h(
          'tbody',
          {},
          rows.map((r) =>
            h(
              'tr',
              { class: r.changed ? 'changed' : '' },
              h('th', { scope: 'row' }, r.changed ? `changed: ${r.label}` : r.label),
              h('td', {}, r.logged ?? '—'),
              h('td', {}, r.whatIf ?? '—'),
            ),
          ),
        ),
      );

/**
 * @param {string} title
 * @param {DisputeAccount | null} a
 * @param {string} missing
 */
const side = (title, a, missing) => {
  const rolls = a === null ? [] : a.entries.flatMap((e) => (e.roll === null ? [] : [e.roll]));
  return h(
    'section',
    { class: 'whatif-side', 'aria-label': title },
    h('h3', {}, title),
    a === null
      ? h('p', {}, missing)
      : rolls.length === 0
        ? h('p', { class: 'muted' }, 'No roll in this Order.')
        : rolls.map((r) => disputeRoll(r, rulesOf(a), Number.MAX_SAFE_INTEGER, -1)),
  );
};

/** @param {WhatIfView} v */
const result = (v) => [
  h(
    'ul',
    { class: 'whatif-notes' },
    v.changes.map((c) => h('li', {}, `change: ${c}`)),
    v.diceNotes.map((d) => h('li', {}, `dice: ${d}`)),
    v.keptAsAgreed.map((k) => h('li', {}, `kept: ${k}`)),
    v.stopped === null ? null : h('li', { class: 'whatif-stopped' }, v.stopped),
  ),
  h(
    'div',
    { class: 'whatif-sides' },
    side(`Order ${v.order} as logged`, v.recorded, ''),
    side(`Order ${v.order} what if`, v.forked, 'The fork stopped before this Order.'),
  ),
  table('ruling', v.rulings) ?? h('p', {}, 'No ruling of this Order changes.'),
  table('trooper at the end of the game', v.states),
];

/**
 * Wires the what-if form; `show` says which Order the page shows (null: none).
 */
export const startWhatIf = () => {
  const box = /** @type {HTMLDetailsElement} */ (byId('whatif'));
  const start = /** @type {HTMLSelectElement} */ (byId('whatif-start'));
  const input = /** @type {HTMLInputElement} */ (byId('whatif-change'));
  const error = byId('whatif-error');
  const out = byId('whatif-result');
  let syntax = '';
  /** @type {number | null} */
  let order = null;
  /** @type {() => [string, string][]} */
  let options = () => [];
  // Whether the reader typed a change of their own (kept when the templates are refreshed).
  let typed = false;
  /** @param {boolean} reset a new Order: the first template, whatever was typed */
  const fill = (reset) => {
    const kept = start.selectedIndex;
    put(
      start,
      options().map(([label, change]) => h('option', { value: change }, label)),
    );
    if (!reset && kept >= 0 && kept < start.options.length) start.selectedIndex = kept;
    if (reset) typed = false;
    if (!typed) input.value = start.value;
  };
  input.addEventListener('input', () => {
    typed = true;
  });
  const loadSyntax = async () => {
    if (syntax !== '') return;
    const res = await fetch('/api/what-if', { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    syntax = /** @type {{ syntax: string }} */ (await res.json()).syntax;
    put(byId('whatif-syntax'), syntax);
    fill(false);
  };
  box.addEventListener('toggle', () => {
    if (box.open) void loadSyntax();
  });
  start.addEventListener('change', () => {
    input.value = start.value;
    typed = false;
  });
  byId('whatif-form').addEventListener('submit', (e) => {
    e.preventDefault();
    if (order === null) return;
    const asked = order;
    error.hidden = true;
    put(out, h('p', { class: 'muted' }, 'Running the fork…'));
    out.dataset['state'] = 'running';
    void (async () => {
      const res = await fetch(`/api/what-if?order=${asked}&change=${encodeURIComponent(input.value)}`, {
        headers: { accept: 'application/json' },
      });
      const body = /** @type {WhatIfView & { error?: string }} */ (await res.json());
      if (order !== asked) return;
      if (!res.ok || body.error !== undefined) {
        put(out);
        put(error, body.error ?? `${res.status} ${res.statusText}`);
        error.hidden = false;
        out.dataset['state'] = 'error';
        return;
      }
      put(out, result(body));
      out.dataset['state'] = 'done';
    })().catch((/** @type {unknown} */ x) => {
      put(error, `The fork could not be run: ${x instanceof Error ? x.message : String(x)}`);
      error.hidden = false;
      out.dataset['state'] = 'error';
    });
  });
  return {
    /**
     * @param {number | null} shown
     * @param {OrderSpan | undefined} span
     * @param {DisputeAccount | null} account
     */
    show: (shown, span, account) => {
      box.hidden = shown === null;
      if (shown === null) return;
      const changed = shown !== order;
      order = shown;
      options = () => templates(shown, span, account, syntax);
      if (changed) {
        put(out);
        delete out.dataset['state'];
        error.hidden = true;
      }
      // The templates name the Order's troopers and, once its account came, its dice.
      fill(changed);
    },
  };
};
