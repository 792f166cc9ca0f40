// @ts-check
// The dice of the current Order: each die with its face and fate (cancelled by which die, tie,
// critical, saved or wound), the dice of the selected event marked.
import { h, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').RollCard} RollCard */
/** @typedef {import('../viewerApi.ts').DieCard} DieCard */

/** @param {DieCard} d */
const die = (d) =>
  h(
    'div',
    {
      class: `die fate-${d.fate.replace(/[^a-z-]/g, '')}${d.critical ? ' critical' : ''}`,
      'data-die': d.id,
      title: d.by.length === 0 ? d.id : `${d.id}: ${d.text}`,
    },
    h('span', { class: 'face' }, d.face),
    h('span', { class: 'die-id' }, d.id),
    h('span', { class: 'fate' }, d.text),
  );

/** @param {RollCard} r @param {number} seq */
const roll = (r, seq) =>
  h(
    'section',
    { class: `roll kind-${r.kind}${r.seq === seq ? ' fresh' : ''}`, 'data-seq': r.seq },
    h('h4', {}, r.title, h('span', { class: 'muted' }, ` · event ${r.seq}`)),
    r.sides.map((side) =>
      h(
        'div',
        { class: 'side' },
        h(
          'div',
          { class: 'roller' },
          h('b', {}, side.name),
          ` ${side.what}`,
          side.sv === null ? null : h('span', { class: 'sv' }, ` ${side.sv}`),
        ),
        h(
          'div',
          { class: 'dice' },
          side.dice.length === 0 ? h('span', { class: 'muted' }, 'no dice') : side.dice.map(die),
        ),
      ),
    ),
    h('div', { class: 'outcome' }, r.outcome),
  );

/**
 * @param {HTMLElement} el
 * @param {readonly RollCard[]} rolls
 * @param {number} seq
 */
export const drawDice = (el, rolls, seq) =>
  put(
    el,
    rolls.length === 0 ? h('p', { class: 'muted' }, 'No dice in this Order yet.') : rolls.map((r) => roll(r, seq)),
  );
