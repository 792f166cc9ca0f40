// @ts-check
// DOM building for the viewer. Log data only ever reaches the page through these helpers, as
// text nodes and attribute values: never as markup (no innerHTML anywhere in the viewer).

const SVG_NS = 'http://www.w3.org/2000/svg';

/** @typedef {string | number | boolean | null | undefined} AttrValue */
/** @typedef {Node | string | number | null | undefined | false} Child */

/**
 * @param {Element} el
 * @param {Readonly<Record<string, AttrValue>>} attrs
 * @param {readonly (Child | readonly Child[])[]} children
 */
const fill = (el, attrs, children) => {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) throw new Error(`event handler attributes are not built here: ${k}`);
    el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
};

/**
 * An HTML element; strings become text nodes.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Readonly<Record<string, AttrValue>>} [attrs]
 * @param {...(Child | readonly Child[])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export const h = (tag, attrs = {}, ...children) => {
  const el = document.createElement(tag);
  fill(el, attrs, children);
  return el;
};

/**
 * An SVG element; strings become text nodes.
 * @param {string} tag
 * @param {Readonly<Record<string, AttrValue>>} [attrs]
 * @param {...(Child | readonly Child[])} children
 * @returns {SVGElement}
 */
export const s = (tag, attrs = {}, ...children) => {
  const el = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  fill(el, attrs, children);
  return el;
};

/**
 * Replaces an element's children.
 * @param {Element} el
 * @param {...(Child | readonly Child[])} children
 */
export const put = (el, ...children) => {
  el.replaceChildren();
  fill(el, {}, children);
};

/**
 * A link to a public page; anything but http(s) becomes plain text.
 * @param {string} href
 * @param {string} text
 * @param {string} [title]
 */
export const link = (href, text, title) =>
  /^https?:\/\//i.test(href)
    ? h('a', { href, title, target: '_blank', rel: 'noopener noreferrer' }, text)
    : h('span', { title }, text);

/**
 * The element with this id (the page's fixed skeleton).
 * @param {string} id
 * @returns {HTMLElement}
 */
export const byId = (id) => {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`the page has no #${id}`);
  return el;
};
