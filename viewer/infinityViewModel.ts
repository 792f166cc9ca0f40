import { orderOf } from '../events/index.ts';
import { machineDefinitions } from '../machines/index.ts';
import type { FrameIndex } from './frameIndex.ts';
import { orderList } from './orderList.ts';
import { TIMELINE_PAGE, timelinePage } from './timeline.ts';
import type { ViewModel } from './viewModel.ts';

/** An Infinity log as the viewer serves it: its frame index, its timeline in pages, the game and order machines, its Orders. */
export const infinityViewModel = (index: FrameIndex, live: boolean): ViewModel => {
  const extra = live ? { live: true } : {};
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
