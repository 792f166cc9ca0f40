// @ts-check
// The server's JSON (types in ../viewerApi.ts).

/** @typedef {import('../viewerApi.ts').Timeline} Timeline */
/** @typedef {import('../viewerApi.ts').Frame} Frame */
/** @typedef {Readonly<Record<string, import('./chartGraph.js').StateNode>>} Machines */

/**
 * @param {string} path
 * @returns {Promise<unknown>}
 */
const get = async (path) => {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${res.statusText}`);
  return res.json();
};

/**
 * The timeline's first page, or the page that starts at event `from`.
 * @param {number} [from]
 * @returns {Promise<Timeline>}
 */
export const fetchTimeline = async (from) =>
  /** @type {Timeline} */ (await get(from === undefined ? '/api/timeline' : `/api/timeline?from=${from}`));

/** @returns {Promise<Machines>} */
export const fetchMachines = async () => /** @type {Machines} */ (await get('/api/machines'));

/**
 * @param {number} seq
 * @returns {Promise<Frame>}
 */
export const fetchFrame = async (seq) => /** @type {Frame} */ (await get(`/api/frame?seq=${seq}`));

/**
 * A Necromunda log's frame (the server's view model for that ruleset).
 * @param {number} seq
 * @returns {Promise<import('../necromundaViewerApi.ts').NecromundaFrame>}
 */
export const fetchNecromundaFrame = async (seq) =>
  /** @type {import('../necromundaViewerApi.ts').NecromundaFrame} */ (await get(`/api/frame?seq=${seq}`));

/** @returns {Promise<import('../viewerApi.ts').OrderList>} */
export const fetchOrders = async () => /** @type {import('../viewerApi.ts').OrderList} */ (await get('/api/orders'));

/**
 * Order `order`'s account; a rejection carries the server's reason (its plain-text answer).
 * @param {number} order
 * @returns {Promise<import('../viewerApi.ts').DisputeAccount>}
 */
export const fetchAccount = async (order) => {
  const res = await fetch(`/api/order-account?order=${order}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error((await res.text()).trim() || `${res.status} ${res.statusText}`);
  return /** @type {import('../viewerApi.ts').DisputeAccount} */ (await res.json());
};
