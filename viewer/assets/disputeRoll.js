// @ts-check
// One roll of the dispute panel: who rolled on what, the MODs that built each Success Value, each
// die with its fate in colour and in words, the result, and the odds of what happened next to the
// most likely outcome.
import { h, link } from './dom.js';

/** @typedef {import('../viewerApi.ts').DisputeRoll} DisputeRoll */
/** @typedef {import('../viewerApi.ts').DisputeRoller} DisputeRoller */
/** @typedef {import('../viewerApi.ts').DisputeMod} DisputeMod */
/** @typedef {import('../viewerApi.ts').DisputeDie} DisputeDie */
/** @typedef {import('../viewerApi.ts').DisputeOdds} DisputeOdds */
/** @typedef {import('../viewerApi.ts').DisputeChance} DisputeChance */
/** @typedef {ReadonlyMap<string, { readonly url: string, readonly title: string }>} Rules */

/**
 * The rules an account cites, by id: their public page and title.
 * @param {import('../viewerApi.ts').DisputeAccount} a
 * @returns {Rules}
 */
export const rulesOf = (a) =>
  new Map(a.citations.map((c) => [c.id, { url: c.url, title: `${c.title} (${c.edition})` }]));

/** @param {number} n */
const signed = (n) => (n >= 0 ? `+${n}` : `\u2212${-n}`);

/** @param {string} digits */
const grouped = (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `31.1% (49,830 in 160,000)`: the counts while they stay short.
 * @param {DisputeChance} c
 */
export const chanceText = (c) => {
  const pct = c.p * 100;
  const text = pct === 0 || pct === 100 ? `${pct}%` : pct >= 0.1 ? `${pct.toFixed(1)}%` : `${pct.toPrecision(2)}%`;
  return c.total.length <= 12 ? `${text} (${grouped(c.count)} in ${grouped(c.total)})` : text;
};

/**
 * A rule id as a link to the public page it was read from (plain text when the account has no page
 * for it); `short`: named by its last part (`n5/face-to-face/ties` → `ties`), the whole id in its title.
 * @param {string} id
 * @param {Rules} rules
 * @param {boolean} [short]
 */
export const ruleLink = (id, rules, short = false) => {
  const r = rules.get(id);
  const text = short ? (id.split('/').at(-1) ?? id) : id;
  return r === undefined ? h('span', { class: 'rule', title: id }, text) : link(r.url, text, `${id}: ${r.title}`);
};

/**
 * @param {DisputeMod} m
 * @param {Rules} rules
 */
const mod = (m, rules) =>
  h(
    'span',
    { class: 'mod' },
    ` ${signed(m.value)} `,
    h('span', { class: 'why' }, m.reason),
    ' (',
    ruleLink(m.citation, rules, true),
    ')',
  );

/**
 * `Fusilier Laxmee, bs-attack: BS 12 +3 range 8-16" (n5/bs-attack/range) = SV 15`
 * @param {DisputeRoller} r
 * @param {Rules} rules
 */
const roller = (r, rules) =>
  h(
    'div',
    { class: 'sv-line' },
    h('b', {}, r.trooper),
    ` ${r.skill}: ${r.attribute} ${r.base}`,
    r.mods.map((m) => mod(m, rules)),
    r.uncapped === null ? null : ` (MODs ${signed(r.uncapped)} capped)`,
    ' = ',
    h('b', { class: 'sv' }, `SV ${r.sv}`),
    r.automaticFailure ? ' fails automatically: no die rolled' : null,
  );

/** @param {DisputeDie} d */
const die = (d) =>
  h(
    'span',
    { class: `ddie fate-${d.fate.replace(/[^a-z]+/g, '-')}`, 'data-die': d.id, 'data-fate': d.fate },
    h('b', { class: 'face' }, d.face),
    h('span', { class: 'die-id' }, d.id),
    h('span', { class: 'fate-text' }, d.fateText),
  );

/**
 * "This result had a 31.1% chance (49,830 in 160,000); it was the most likely." or "…; the most
 * likely was “…”, 48.0% (192 in 400)." (the result itself is on the line above).
 * @param {DisputeOdds} o
 */
export const oddsSentence = (o) => {
  const likeliest =
    o.likeliest === null
      ? ''
      : o.likeliest.text === o.happened.text
        ? '; it was the most likely outcome'
        : `; the most likely was \u201c${o.likeliest.text}\u201d, ${chanceText(o.likeliest.chance)}`;
  return `This result had a ${chanceText(o.happened.chance)} chance${likeliest}.`;
};

/**
 * @param {DisputeRoll} r
 * @param {Rules} rules
 * @param {number} seq the event shown
 * @param {number} current the seq of the Order's last entry up to the event shown
 */
export const disputeRoll = (r, rules, seq, current) =>
  h(
    'article',
    {
      class: `droll kind-${r.kind}${r.seq === current ? ' current' : ''}${r.seq > seq ? ' later' : ''}`,
      'data-seq': r.seq,
      'data-part': 'roll',
    },
    h('h3', {}, r.title, h('span', { class: 'muted' }, ` · event ${r.seq}`)),
    r.rollers.map((x) => roller(x, rules)),
    r.mods.length === 0
      ? null
      : h(
          'div',
          { class: 'sv-line' },
          'MODs to the roll:',
          r.mods.map((m) => mod(m, rules)),
        ),
    h(
      'div',
      { class: 'ddice' },
      r.dice.length === 0 ? h('span', { class: 'muted' }, 'no die rolled') : r.dice.map(die),
    ),
    h('p', { class: 'result' }, h('b', {}, 'Result: '), r.result),
    r.odds !== null
      ? h(
          'p',
          { class: 'odds', 'data-part': 'odds', title: `\u201c${r.odds.happened.text}\u201d; ${r.odds.details}` },
          oddsSentence(r.odds),
        )
      : r.certain === null
        ? null
        : h('p', { class: 'odds', 'data-part': 'odds' }, `Nothing was left to chance: ${r.certain}.`),
  );
