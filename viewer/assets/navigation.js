// @ts-check
// Moving through the game by Order: PgUp/PgDn (previous/next Order), `g` (go to Order N), `/`
// (find a trooper: its next Order), and the address: `#order=N&seq=M` follows the page, and
// editing it (a hashchange) moves the page. Keys are left alone while the reader types.
import { byId, put } from './dom.js';

/** @typedef {import('../viewerApi.ts').OrderList} OrderList */
/** @typedef {import('../viewerApi.ts').OrderSpan} OrderSpan */

/**
 * What navigation asks of the page.
 * @typedef {{
 *   readonly go: (seq: number) => void,
 *   readonly seq: () => number,
 *   readonly order: () => number | null,
 * }} Pager
 */

/**
 * `#order=N`, `#seq=M` or both (`#order=N&seq=M`), as numbers; null where absent.
 * @param {string} hash
 */
export const parseHash = (hash) => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  /** @param {string} k */
  const num = (k) => {
    const v = params.get(k);
    return v !== null && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null;
  };
  return { order: num('order'), seq: num('seq') };
};

/**
 * The address for event `seq` of Order `order` (replaced, not pushed: the back button leaves the viewer).
 * @param {number} seq
 * @param {number | null} order
 */
export const followAddress = (seq, order) => {
  const hash = `#${order === null ? '' : `order=${order}&`}seq=${seq}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
};

/** @param {EventTarget | null} t */
const typing = (t) =>
  t instanceof HTMLElement &&
  (t.isContentEditable ||
    (t instanceof HTMLInputElement && t.type !== 'range') ||
    t instanceof HTMLTextAreaElement ||
    t instanceof HTMLSelectElement);

/** @param {string} text */
const say = (text) => put(byId('find-status'), text);

/**
 * Wires the keys, the two forms and the address. `list` is the log's Orders; a game followed live
 * gives its grown list to `update`.
 * @param {Pager} pager
 * @param {OrderList} list
 */
export const startNavigation = (pager, list) => {
  const orders = [...list.orders];
  const names = new Map(list.troopers.map((t) => [t.id, t.name]));
  put(
    byId('trooper-names'),
    [...new Set(list.troopers.map((t) => t.name))].map((n) => {
      const o = document.createElement('option');
      o.value = n;
      return o;
    }),
  );
  const range = () => (orders.length === 0 ? 'none' : `${orders[0]?.order ?? ''}–${orders.at(-1)?.order ?? ''}`);

  /** @param {number} n */
  const goOrder = (n) => {
    const span = orders.find((o) => o.order === n);
    if (span === undefined) {
      say(`This log has no Order ${n} (its Orders: ${range()}).`);
      return false;
    }
    say('');
    pager.go(span.first);
    return true;
  };
  /** @param {1 | -1} dir */
  const byOrder = (dir) => {
    const cur = pager.order();
    const seq = pager.seq();
    const span =
      dir > 0
        ? orders.find((o) => (cur === null ? o.first > seq : o.order > cur))
        : [...orders].reverse().find((o) => (cur === null ? o.last < seq : o.order < cur));
    if (span === undefined) say(dir > 0 ? 'This is the last Order.' : 'This is the first Order.');
    else goOrder(span.order);
  };

  /** @param {string} text */
  const find = (text) => {
    const q = text.trim().toLowerCase();
    if (q === '') return;
    const all = [...names];
    const exact = all.filter(([id, name]) => name.toLowerCase() === q || id.toLowerCase() === q);
    const ids = new Set(
      (exact.length > 0 ? exact : all.filter(([, name]) => name.toLowerCase().includes(q))).map(([id]) => id),
    );
    if (ids.size === 0) {
      say(`No trooper of this game is called “${text.trim()}”.`);
      return;
    }
    const theirs = orders.filter((o) => o.involved.some((id) => ids.has(id)));
    const who = [...new Set([...ids].map((id) => names.get(id) ?? id))].join(', ');
    const cur = pager.order() ?? 0;
    const next = theirs.find((o) => o.order > cur) ?? theirs[0];
    if (next === undefined) {
      say(`${who}: no Order involves them.`);
      return;
    }
    goOrder(next.order);
    say(`${who}: Order ${next.order} (${theirs.indexOf(next) + 1} of ${theirs.length} Orders that involve them).`);
  };

  const goInput = /** @type {HTMLInputElement} */ (byId('go-order'));
  const findInput = /** @type {HTMLInputElement} */ (byId('find-trooper'));
  byId('go-form').addEventListener('submit', (e) => {
    e.preventDefault();
    if (goOrder(Number(goInput.value))) goInput.blur();
  });
  byId('find-form').addEventListener('submit', (e) => {
    e.preventDefault();
    find(findInput.value);
  });
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (typing(e.target)) {
      if (e.key === 'Escape') /** @type {HTMLElement} */ (e.target).blur();
      return;
    }
    if (e.key === 'PageDown' || e.key === 'PageUp') {
      e.preventDefault();
      byOrder(e.key === 'PageDown' ? 1 : -1);
    } else if (e.key === 'g') {
      e.preventDefault();
      goInput.value = String(pager.order() ?? '');
      goInput.focus();
      goInput.select();
    } else if (e.key === '/') {
      e.preventDefault();
      findInput.focus();
      findInput.select();
    }
  });
  window.addEventListener('hashchange', () => {
    const { order, seq } = parseHash(location.hash);
    if (seq !== null && seq !== pager.seq()) pager.go(seq);
    else if (order !== null && order !== pager.order()) goOrder(order);
  });
  return {
    goOrder,
    /** @param {OrderList} grown */
    update: (grown) => {
      orders.splice(0, orders.length, ...grown.orders);
    },
  };
};
