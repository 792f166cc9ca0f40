// @ts-check
// Trooper cards: wounds against W / VITA / STR, states, Orders spent, weapons and ammunition.
import { h, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').TrooperCard} TrooperCard */

/** @param {TrooperCard} t */
const pips = (t) => {
  const n = Math.max(t.w, t.woundsReceived);
  return h(
    'span',
    { class: 'pips', 'aria-hidden': 'true' },
    Array.from({ length: n }, (_, i) => h('span', { class: i < t.woundsReceived ? 'pip hit' : 'pip' })),
  );
};

/** @param {TrooperCard} t */
const card = (t) =>
  h(
    'article',
    { class: `trooper${t.states.includes('dead') ? ' dead' : ''}`, 'data-trooper-id': t.id },
    h('h3', { class: 'trooper-name' }, t.name),
    // The ids the log uses (a judge matches them with the log's lines); the names are above and in the panel.
    h('div', { class: 'muted' }, `ids in the log: ${t.id} · ${t.player} · ${t.group}`),
    h(
      'div',
      { class: 'wounds' },
      h('span', { class: 'w' }, `${t.woundLabel} ${t.w}`),
      ' ',
      h('span', { class: 'wounds-received', 'data-wounds': t.woundsReceived }, `wounds ${t.woundsReceived}`),
      ' ',
      pips(t),
    ),
    h(
      'div',
      { class: 'states' },
      (t.states.length === 0 ? ['normal'] : t.states).map((st) =>
        h('span', { class: `badge state-${st.replace(/[^a-z0-9-]/g, '')}` }, st),
      ),
    ),
    h('div', { class: 'orders' }, `Orders spent: ${t.ordersSpent}`),
    t.fireteam === undefined ? null : h('div', { class: 'fireteam' }, t.fireteam),
    t.ruledByPlayers.length === 0
      ? null
      : h(
          'div',
          { class: 'players-ruled' },
          h('span', { class: 'badge players-ruled' }, 'ruled by the players'),
          ` changed by Order ${t.ruledByPlayers.join(', ')}, not by the engine`,
        ),
    t.weapons.length === 0
      ? null
      : h(
          'ul',
          { class: 'weapons' },
          t.weapons.map((w) =>
            h(
              'li',
              {},
              w.name,
              h('span', { class: 'muted' }, ` · ammo ${w.ammo}${w.uses === null ? '' : ` · ${w.uses} use(s)`}`),
            ),
          ),
        ),
  );

/**
 * The troopers' cards; with `only`, just the cards of those troopers (the ones the current Order involves).
 * @param {HTMLElement} el
 * @param {readonly TrooperCard[]} troopers
 * @param {ReadonlySet<string> | null} [only]
 */
export const drawTroopers = (el, troopers, only = null) =>
  put(el, (only === null ? troopers : troopers.filter((t) => only.has(t.id))).map(card));
