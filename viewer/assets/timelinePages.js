// @ts-check
import { fetchTimeline } from './api.js';
import { byId } from './dom.js';
import { drawTimeline } from './timelineView.js';

/** @typedef {import('../viewerApi.ts').Timeline} Timeline */

/**
 * The timeline list in pages: it shows the page of the selected event, fetched when the event is
 * not on the page shown (the first page as loaded; a live game's last page grows, and is fetched
 * again). `wanted` is the event asked for last: a page that comes back after another step was
 * asked for is not drawn. `select` is what clicking an event does.
 * @param {Timeline} first
 * @param {() => number} wanted
 * @param {(seq: number) => void} select
 * @returns {{ show: (seq: number) => Promise<void>, mark: (seq: number) => void }}
 */
export const timelinePages = (first, wanted, select) => {
  let page = first;
  const size = Math.max(1, first.entries.length);
  let mark = drawTimeline(byId('timeline'), page, select);
  return {
    show: async (seq) => {
      if (seq >= page.from && seq < page.from + page.entries.length) return;
      const next = await fetchTimeline(Math.floor((seq - 1) / size) * size + 1);
      if (wanted() !== seq) return;
      page = next;
      mark = drawTimeline(byId('timeline'), page, select);
    },
    mark: (seq) => mark(seq),
  };
};
