import { snapshotIndex } from '../../kernel/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { necromundaMachineDefinitions } from '../../machines/necromunda/index.ts';
import { evolveNecromunda, type NecromundaState } from '../../projections/necromunda/index.ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { necromundaCommandsOf, necromundaTrailLines } from '../../audit/necromunda/index.ts';
import { TIMELINE_PAGE } from '../timeline.ts';
import type { OrderList, Timeline } from '../viewerApi.ts';
import type { NecromundaFrame } from '../necromundaViewerApi.ts';
import type { ViewModel } from '../viewModel.ts';
import { eventGroups } from './eventGroups.ts';
import { fighterCards } from './fighterCards.ts';
import { HIT_MACHINE, hitMachineState, owedSteps, owedText } from './hitMachineState.ts';
import { necromundaRuling } from './necromundaRuling.ts';
import type { NecromundaViewedLog } from './readNecromundaLog.ts';
import { vehicleCards } from './vehicleCards.ts';

const NO_ORDERS: OrderList = { troopers: [], orders: [] };

/**
 * A Necromunda log as the viewer serves it: a frame per event (the game statechart's state after
 * it, derived from the folded state and the command boundaries by hitMachineState; what is owed;
 * the fighters and vehicles; the event and the lines of its hit, or of what followed a hit, with
 * their rules), the timeline in pages as Infinity's, the statechart as `/api/machines`, and no
 * Orders. The fold is checkpointed (kernel/snapshotIndex.ts) as Infinity's frame index is; the
 * trail's lines are worked out once, each in the state the events before it left.
 */
export const necromundaViewModel = (log: NecromundaViewedLog): ViewModel => {
  const { events } = log;
  const index = snapshotIndex<NecromundaState, NecromundaEvent>(events, null, evolveNecromunda);
  const trail = necromundaTrailLines(events).map((l) => l.trim());
  const line = (seq: number): string => trail[seq - 1] ?? events[seq - 1]?.type ?? '';
  const groups = eventGroups(events);
  const start = events[0];
  const title = start?.type === 'NecromundaGameStarted' ? start.title : log.file;
  // An event followed by one no command starts (a save failed, then its Damage…) is mid-command.
  const startsCommand = (e: NecromundaEvent | undefined): boolean =>
    e === undefined || necromundaCommandsOf([e]).length > 0;
  return {
    ruleset: NECROMUNDA_RULESET,
    file: log.file,
    last: events.length,
    frame: (seq): NecromundaFrame | null => {
      const event = events[seq - 1];
      if (!Number.isSafeInteger(seq) || event === undefined) return null;
      const state = index.stateAt(seq);
      const midCommand = !startsCommand(events[seq]);
      return {
        ruleset: NECROMUNDA_RULESET,
        seq,
        last: events.length,
        event: { ...event },
        active: {
          state: `${HIT_MACHINE}.${hitMachineState(state, midCommand)}`,
          hit: state?.hit?.declared.hit ?? null,
          owed: midCommand ? null : owedText(state),
          owedSteps: midCommand ? [] : owedSteps(state),
          hitsResolved: state?.hitsResolved ?? 0,
        },
        fighters: fighterCards(state),
        vehicles: vehicleCards(state),
        ruling: necromundaRuling(events, groups.groupOf(seq), groups.seqsUpTo(seq), line),
      };
    },
    timeline: (from): Timeline => {
      const first = Math.max(1, Math.trunc(from));
      return {
        file: log.file,
        title,
        edition: null,
        last: events.length,
        from: first,
        entries: events.slice(first - 1, first - 1 + TIMELINE_PAGE).map((e, i) => {
          const group = groups.groupOf(first + i);
          return {
            seq: first + i,
            type: e.type,
            order: null,
            summary: line(first + i),
            ruledByPlayers: false,
            hit: group.hit,
            after: group.after,
          };
        }),
        ruleset: NECROMUNDA_RULESET,
      };
    },
    machines: necromundaMachineDefinitions,
    orders: () => NO_ORDERS,
    firstOrder: () => null,
  };
};
