import { orderOf } from '../events/index.ts';
import { machineDefinitions } from '../machines/index.ts';
import type { FrameIndex } from './frameIndex.ts';
import { orderList } from './orderList.ts';
import { TIMELINE_PAGE, timelinePage } from './timeline.ts';
import type { ViewModel } from './viewModel.ts';

/**
 * An Infinity log as the viewer serves it: its frame index, its timeline in pages, the game and
 * order machines, its Orders. `live`: a game followed as it is recorded; `loading`: a long log
 * shown while the rest of it is read. Either way the timeline says so, and the page asks again.
 */
export const infinityViewModel = (index: FrameIndex, live: boolean, loading = false): ViewModel => {
  const extra = { ...(live ? { live: true } : {}), ...(loading ? { loading: true } : {}) };
  return {
    ruleset: 'infinity',
    file: index.log.file,
    last: index.log.events.length,
    frame: (seq) => index.frame(seq),
    timeline: (from) => ({ ...timelinePage(index.log, from, TIMELINE_PAGE), ...extra }),
    machines: machineDefinitions,
    orders: () => orderList(index.log.events),
    firstOrder: () => {
      const e = index.log.events.find((x) => orderOf(x) !== null);
      return e === undefined ? null : orderOf(e);
    },
  };
};
