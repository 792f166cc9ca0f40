// @ts-check
// Necromunda fighter cards: Wounds left of the profile's, Toughness after Flesh Wounds, status.
import { h, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').FighterCard} FighterCard */

/** @param {FighterCard} f */
const card = (f) =>
  h(
    'article',
    { class: `trooper fighter${f.status === 'out-of-action' ? ' dead' : ''}`, 'data-fighter-id': f.id },
    h('h3', { class: 'trooper-name' }, f.name),
    h('div', { class: 'muted' }, `id in the log: ${f.id} · ${f.gang} · ${f.type}`),
    h(
      'div',
      { class: 'wounds' },
      h('span', { class: 'w' }, `W ${f.wounds}`),
      ' · ',
      h('span', { class: 'wounds-left', 'data-wounds-left': f.woundsLeft }, `Wounds left ${f.woundsLeft}`),
      ' · ',
      h(
        'span',
        { class: 'toughness', 'data-toughness': f.toughness },
        f.toughness === f.profileToughness ? `T ${f.toughness}` : `T ${f.toughness} (of ${f.profileToughness})`,
      ),
      f.fleshWounds === 0 ? null : h('span', { class: 'muted' }, ` · Flesh Wounds ${f.fleshWounds}`),
    ),
    h(
      'div',
      { class: 'states' },
      h('span', { class: `badge state-${f.status.replace(/[^a-z0-9-]/g, '')}` }, f.statusText),
      f.coupDeGraceOpen ? h('span', { class: 'badge' }, 'open to a Coup de Grace') : null,
    ),
  );

/**
 * @param {HTMLElement} el
 * @param {readonly FighterCard[]} fighters
 */
export const drawFighters = (el, fighters) => put(el, fighters.map(card));
