// @ts-check
// Necromunda fighter cards: Wounds left of the profile's, Toughness after Flesh Wounds, status,
// Broken, Pinned, the vehicle it is aboard, its Lasting Injuries.
import { h } from './dom.js';

/** @typedef {import('../necromundaViewerApi.ts').FighterCard} FighterCard */

/**
 * @param {FighterCard} f
 * @returns {HTMLElement}
 */
export const fighterCard = (f) =>
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
      f.broken ? h('span', { class: 'badge state-broken' }, 'Broken') : null,
      f.pinned ? h('span', { class: 'badge state-pinned' }, 'Pinned') : null,
      f.aboard === null
        ? null
        : h(
            'span',
            { class: 'badge aboard', 'data-aboard': f.aboard.vehicle },
            `aboard ${f.aboard.vehicleName} (${f.aboard.as})`,
          ),
    ),
    f.lastingInjuries.length === 0
      ? null
      : h('div', { class: 'lasting' }, `Lasting Injuries: ${f.lastingInjuries.join(', ')}`),
  );
