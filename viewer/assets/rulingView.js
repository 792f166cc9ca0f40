// @ts-check
// The ruling text of the current Order, rule ids linked to their public sources.
import { h, link, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').Ruling} Ruling */
/** @typedef {import('../viewerApi.ts').CitationLink} CitationLink */

/**
 * A line of text with every cited rule id turned into a link.
 * @param {string} text
 * @param {readonly CitationLink[]} citations longest id first
 * @returns {(Node | string)[]}
 */
const linked = (text, citations) => {
  for (const c of citations) {
    const at = text.indexOf(c.id);
    if (at >= 0) {
      return [
        ...linked(text.slice(0, at), citations),
        link(c.source, c.id, c.title),
        ...linked(text.slice(at + c.id.length), citations),
      ];
    }
  }
  return text === '' ? [] : [text];
};

/**
 * @param {HTMLElement} el
 * @param {Ruling} ruling
 * @param {number} seq
 */
export const drawRuling = (el, ruling, seq) => {
  const citations = [...ruling.citations].sort((a, b) => b.id.length - a.id.length);
  put(
    el,
    h(
      'div',
      { class: 'muted' },
      ruling.hit !== undefined
        ? ruling.hit !== null
          ? `Hit ${ruling.hit}, up to event ${seq}`
          : ruling.after === undefined || ruling.after === null
            ? 'outside any hit'
            : ruling.after === 0
              ? `Before the first hit, up to event ${seq}`
              : `After hit ${ruling.after} (what the page calls for next), up to event ${seq}`
        : ruling.order === null
          ? 'outside any Order'
          : `Order ${ruling.order}, up to event ${seq}`,
    ),
    ruling.ruledByPlayers
      ? h(
          'p',
          { class: 'players-ruled' },
          h('span', { class: 'badge players-ruled' }, 'ruled by the players'),
          ' not by the engine: the outcome the players agreed, no rule cited',
        )
      : null,
    ruling.lines.length === 0
      ? h('p', { class: 'muted' }, 'Nothing to narrate for this event.')
      : h(
          'ol',
          { class: 'lines' },
          ruling.lines.map((l) =>
            h('li', { class: l.seq === seq ? 'current' : '', 'data-seq': l.seq }, linked(l.text, citations)),
          ),
        ),
    ruling.citations.length === 0
      ? null
      : h(
          'ul',
          { class: 'citations' },
          ruling.citations.map((c) =>
            h('li', {}, link(c.source, c.id, c.source), h('span', { class: 'muted' }, ` — ${c.title}`)),
          ),
        ),
  );
};
