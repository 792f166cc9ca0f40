// @ts-check
// The event list beside the scrubber: every event with its seq, grouped by Order.
import { h, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').Timeline} Timeline */

/**
 * @param {HTMLElement} list
 * @param {Timeline} timeline
 * @param {(seq: number) => void} select
 * @returns {(seq: number) => void} marks the current event
 */
export const drawTimeline = (list, timeline, select) => {
  /** @type {Map<number, HTMLElement>} */
  const items = new Map();
  /** @type {HTMLElement[]} */
  const rows = [];
  /** @type {number | string | null | undefined} */
  let order;
  for (const e of timeline.entries) {
    // A Necromunda log groups its events by hit, and what followed each hit, as Infinity's by Order.
    const group =
      e.hit === undefined
        ? e.order
        : e.hit !== null
          ? `hit ${e.hit}`
          : e.after === undefined || e.after === null
            ? null
            : `after ${e.after}`;
    if (e.hit !== undefined) {
      if (group !== order && group !== null) {
        const head = h(
          'li',
          { class: `order-head${e.hit === null ? ' after-head' : ''}` },
          e.hit !== null
            ? h('button', { type: 'button', 'data-hit': e.hit }, `Hit ${e.hit}`)
            : h(
                'button',
                { type: 'button', 'data-after': e.after },
                e.after === 0 ? 'Before the first hit' : `After hit ${e.after}`,
              ),
        );
        head.querySelector('button')?.addEventListener('click', () => select(e.seq));
        rows.push(head);
      }
    } else if (e.order !== order && e.order !== null) {
      const head = h(
        'li',
        { class: 'order-head' },
        h('button', { type: 'button', 'data-order': e.order }, `Order ${e.order}`),
        e.ruledByPlayers ? h('span', { class: 'badge players-ruled' }, 'ruled by the players') : null,
      );
      head.querySelector('button')?.addEventListener('click', () => select(e.seq));
      rows.push(head);
    }
    order = group;
    const item = h(
      'li',
      { class: `event type-${e.type.replace(/[^A-Za-z0-9-]/g, '')}`, 'data-seq': e.seq },
      h('span', { class: 'seq' }, e.seq),
      ' ',
      h('span', { class: 'type' }, e.type),
      h('span', { class: 'summary' }, e.summary),
      e.score === undefined
        ? null
        : h(
            'span',
            { class: `badge score${e.score.final ? ' final' : ''}` },
            `${e.score.final ? 'final score' : `round ${e.score.round}`}: ${e.score.players
              .map((p) => `${p.name} ${p.objectivePoints} OP / ${p.victoryPoints} VP`)
              .join(
                ' · ',
              )}${e.score.final ? ` — ${e.score.winnerName ?? e.score.winner ?? 'a draw'}${e.score.winner ? ' wins' : ''}` : ''}`,
          ),
    );
    item.addEventListener('click', () => select(e.seq));
    items.set(e.seq, item);
    rows.push(item);
  }
  put(list, rows);
  return (seq) => {
    for (const [n, item] of items) {
      const current = n === seq;
      item.classList.toggle('current', current);
      if (current) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    }
    // Scrolls the list only, never the page: the dispute panel stays where the reader is.
    const item = items.get(seq);
    const box = list.closest('nav');
    if (item === undefined || box === null) return;
    const b = box.getBoundingClientRect();
    const r = item.getBoundingClientRect();
    if (r.top < b.top) box.scrollTop += r.top - b.top;
    else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom;
  };
};
