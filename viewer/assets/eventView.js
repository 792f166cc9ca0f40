// @ts-check
// The selected event field by field, whatever its type (so event types added later show too).
import { h, put } from './dom.js';

const LIMIT = 600;

/** @param {unknown} v */
const value = (v) => {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null)
    return h('code', {}, String(v));
  const text = JSON.stringify(v, null, 1) ?? String(v);
  return h('pre', {}, text.length > LIMIT ? `${text.slice(0, LIMIT)}…` : text);
};

/**
 * @param {HTMLElement} el
 * @param {Readonly<Record<string, unknown>>} event
 * @param {number} seq
 */
export const drawEvent = (el, event, seq) =>
  put(
    el,
    h('div', { class: 'muted' }, `event ${seq}`),
    h(
      'dl',
      {},
      Object.entries(event).flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, value(v))]),
    ),
  );
