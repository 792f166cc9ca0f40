// @ts-check
// The dispute panel: the current Order as a judge reads it, from its account
// (/api/order-account?order=N): the statechart step, what was declared and measured in words, each
// roll with its MODs, dice and fates and the odds of what happened, saves, wounds, states and Guts,
// the rules cited as links; the account as JSON only behind a disclosure.
import { disputeRoll, ruleLink, rulesOf } from './disputeRoll.js';
import { h, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').DisputeAccount} DisputeAccount */
/** @typedef {import('../viewerApi.ts').DisputeEntry} DisputeEntry */
/** @typedef {import('./disputeRoll.js').Rules} Rules */

/**
 * What the panel shows: the Order of the event `seq` (null: outside any Order), the order
 * machine's step then, and the Order's account once it came (or why it did not).
 * @typedef {{
 *   readonly order: number | null,
 *   readonly seq: number,
 *   readonly step: string | null,
 *   readonly account: DisputeAccount | null,
 *   readonly error: string | null,
 * }} DisputeState
 */

/** Trail entries a player declares; `measurement` is measured; anything else the engine ruled. */
const DECLARED = new Set([
  'activation',
  'coordinated',
  'fireteam',
  'order-spent',
  'skill',
  'aro',
  'aros-closed',
  'command-token',
  'disposable',
]);

/** @param {string} kind */
const tagOf = (kind) =>
  DECLARED.has(kind) ? 'declared' : kind === 'measurement' ? 'measured' : kind === 'dice' ? 'dice' : 'ruled';

/** @param {string | null} id `order.resolution` → `resolution` */
const stepName = (id) => (id === null ? 'none running' : id.split('.').slice(1).join(' › '));

/**
 * @param {DisputeEntry} e
 * @param {Rules} rules
 * @param {number} current the seq of the entry the shown event reached
 * @param {number} seq
 */
const trailItem = (e, rules, current, seq) => {
  const tag = tagOf(e.kind);
  const cites = [...new Set(e.lines.flatMap((l) => l.citations))];
  return h(
    'li',
    {
      class: `tag-${tag}${e.seq === current ? ' current' : ''}${e.seq > seq ? ' later' : ''}`,
      'data-seq': e.seq,
      'data-kind': e.kind,
    },
    h('span', { class: 'tag' }, tag),
    e.lines.map((l, i) => h('span', { class: i === 0 ? 'line' : 'line sub' }, l.text.trim())),
    cites.length === 0
      ? null
      : h(
          'span',
          { class: 'cites' },
          cites.flatMap((c, i) => [i === 0 ? null : ', ', ruleLink(c, rules, true)]),
        ),
  );
};

/**
 * @param {DisputeAccount} a
 * @param {DisputeState} s
 */
const account = (a, s) => {
  const rules = rulesOf(a);
  const rolls = a.entries.flatMap((e) => (e.roll === null ? [] : [e.roll]));
  // The dice entered show as the rolls' dice; an entry with no line (the activation) says nothing.
  const trail = a.entries.filter(
    (e) => e.roll === null && e.lines.length > 0 && (e.kind !== 'dice' || rolls.length === 0),
  );
  const current = a.entries.reduce((m, e) => (e.seq <= s.seq ? Math.max(m, e.seq) : m), 0);
  return [
    h(
      'div',
      { class: 'dispute-head' },
      h('h2', { id: 'dispute-title' }, `Order ${a.order}: ${a.trooper} activates`),
      h(
        'p',
        { class: 'dispute-facts', 'data-part': 'facts' },
        `Round ${a.round} · ${/s$/i.test(a.player) ? `${a.player}'` : `${a.player}'s`} Active Turn · ${a.editionLabel}${a.readings === '' ? '' : ` (read as: ${a.readings})`} · `,
        a.ruledBy === 'engine'
          ? 'ruled by the engine'
          : h('span', { class: 'badge players-ruled' }, 'ruled by the players, not by the engine'),
        ' · ',
        h(
          'span',
          {
            class: a.readjudication.agrees ? 'verdict agrees' : 'verdict differs',
            title: a.readjudication.lines.join('\n'),
          },
          a.readjudication.agrees
            ? 're-adjudicated: the engine rules it as logged'
            : 're-adjudicated: the engine rules it otherwise',
        ),
      ),
    ),
    h(
      'p',
      { class: 'dispute-step', 'data-part': 'step' },
      'Step now: ',
      h('b', {}, stepName(s.step)),
      ` (event ${s.seq}) · decided in `,
      h('b', {}, stepName(a.decided.state)),
      ` (event ${a.decided.seq}) · `,
      h('span', { class: 'steps' }, `steps: ${a.decided.steps.map(stepName).join(' → ')}`),
    ),
    h(
      'div',
      { class: 'dispute-grid' },
      h(
        'section',
        { class: 'dispute-trail', 'data-part': 'trail', 'aria-labelledby': 'dispute-trail-title' },
        h('h3', { id: 'dispute-trail-title' }, 'Declared, measured, ruled'),
        h(
          'ol',
          {},
          trail.map((e) => trailItem(e, rules, current, s.seq)),
        ),
      ),
      h(
        'section',
        { class: 'dispute-rolls', 'data-part': 'rolls', 'aria-labelledby': 'dispute-rolls-title' },
        h('h3', { id: 'dispute-rolls-title' }, 'Rolls: MODs, dice and their fates, odds'),
        rolls.length === 0
          ? h('p', { class: 'muted' }, 'No roll in this Order.')
          : h(
              'div',
              { class: 'droll-list' },
              rolls.map((r) => disputeRoll(r, rules, s.seq, current)),
            ),
      ),
    ),
    h(
      'p',
      { class: 'dispute-cites', 'data-part': 'citations' },
      h('b', {}, 'Rules cited: '),
      a.citations.flatMap((c, i) => [i === 0 ? null : ' · ', ruleLink(c.id, rules)]),
    ),
    h(
      'details',
      { class: 'dispute-json' },
      h('summary', {}, 'Details: the account as JSON'),
      h('pre', {}, JSON.stringify(a, null, 1)),
    ),
  ];
};

/**
 * @param {HTMLElement} el
 * @param {DisputeState} s
 */
export const drawDispute = (el, s) => {
  el.dataset['order'] = s.order === null ? '' : String(s.order);
  el.dataset['ready'] = String(s.order === null || s.account !== null || s.error !== null);
  if (s.order === null) {
    put(
      el,
      h('h2', { id: 'dispute-title' }, 'Between Orders'),
      h(
        'p',
        { class: 'muted' },
        `Event ${s.seq} belongs to no Order. PgDn: the next Order; g: go to an Order by number.`,
      ),
    );
    return;
  }
  if (s.account === null) {
    put(
      el,
      h('h2', { id: 'dispute-title' }, `Order ${s.order}`),
      s.error === null
        ? h('p', { class: 'muted' }, `Reading Order ${s.order}'s account…`)
        : h('p', { class: 'dispute-error' }, `Order ${s.order}'s account could not be read: ${s.error}`),
    );
    return;
  }
  put(el, account(s.account, s));
};
