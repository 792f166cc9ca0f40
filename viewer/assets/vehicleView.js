// @ts-check
// Necromunda vehicle cards: Wounds left, Toughness by facing, Wrecked, Broken, Smoke, the locations
// hit, its Lasting Damage and its crew's Lasting Injuries, the fighters aboard.
import { h } from './dom.js';

/** @typedef {import('../necromundaViewerApi.ts').VehicleCard} VehicleCard */

/**
 * @param {string} label
 * @param {readonly string[]} items
 */
const listed = (label, items) =>
  items.length === 0 ? null : h('div', { class: 'lasting' }, `${label}: ${items.join(', ')}`);

/**
 * @param {VehicleCard} v
 * @returns {HTMLElement}
 */
export const vehicleCard = (v) =>
  h(
    'article',
    { class: `trooper vehicle${v.wrecked ? ' dead' : ''}`, 'data-vehicle-id': v.id },
    h('h3', { class: 'trooper-name' }, v.name),
    h('div', { class: 'muted' }, `id in the log: ${v.id} · ${v.gang} · ${v.mobility} vehicle`),
    h(
      'div',
      { class: 'wounds' },
      h('span', { class: 'w' }, `W ${v.wounds}`),
      ' · ',
      h('span', { class: 'wounds-left', 'data-wounds-left': v.woundsLeft }, `Wounds left ${v.woundsLeft}`),
      ' · ',
      h(
        'span',
        { class: 'toughness' },
        `T ${v.toughness.front}/${v.toughness.side}/${v.toughness.rear} (front/side/rear)`,
      ),
    ),
    h(
      'div',
      { class: 'states' },
      v.wrecked
        ? h('span', { class: 'badge state-out-of-action' }, 'Wrecked: a flimsy structure')
        : h('span', { class: 'badge state-active' }, 'running'),
      v.broken ? h('span', { class: 'badge state-broken' }, 'Broken') : null,
      v.smokeBlasts === 0 ? null : h('span', { class: 'badge smoke' }, `Smoke blasts ${v.smokeBlasts}`),
    ),
    listed('Aboard', v.aboard),
    listed('Locations hit', v.locationsHit),
    listed('Lasting Damage', v.lastingDamage),
    listed("Crew's Lasting Injuries", v.crewLastingInjuries),
  );
