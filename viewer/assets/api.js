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

/** @returns {Promise<Timeline>} */
export const fetchTimeline = async () => /** @type {Timeline} */ (await get('/api/timeline'));

/** @returns {Promise<Machines>} */
export const fetchMachines = async () => /** @type {Machines} */ (await get('/api/machines'));

/**
 * @param {number} seq
 * @returns {Promise<Frame>}
 */
export const fetchFrame = async (seq) => /** @type {Frame} */ (await get(`/api/frame?seq=${seq}`));
