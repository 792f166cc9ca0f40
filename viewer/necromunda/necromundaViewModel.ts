import { snapshotIndex } from '../../kernel/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { necromundaMachineDefinitions } from '../../machines/necromunda/index.ts';
import { evolveNecromunda, type NecromundaState } from '../../projections/necromunda/index.ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { necromundaCommandsOf, necromundaTrailLine } from '../../audit/necromunda/index.ts';
import { TIMELINE_PAGE } from '../timeline.ts';
import type { NecromundaFrame, OrderList, Timeline } from '../viewerApi.ts';
import type { ViewModel } from '../viewModel.ts';
import { fighterCards } from './fighterCards.ts';
import { HIT_MACHINE, hitMachineState, owedText } from './hitMachineState.ts';
import { necromundaRuling } from './necromundaRuling.ts';
import type { NecromundaViewedLog } from './readNecromundaLog.ts';

/** The hit an event belongs to (null: the game's start). */
export const hitOf = (e: NecromundaEvent): number | null => (e.type === 'NecromundaGameStarted' ? null : e.hit);

const NO_ORDERS: OrderList = { troopers: [], orders: [] };

/**
 * A Necromunda log as the viewer serves it: a frame per event (the hit statechart's state after it,
 * derived from the folded state and the command boundaries by hitMachineState; the fighters; the event and the lines of its hit
 * with their rules), the timeline in pages as Infinity's, the hit machine as `/api/machines`, and
 * no Orders. The fold is checkpointed (kernel/snapshotIndex.ts) as Infinity's frame index is.
 */
export const necromundaViewModel = (log: NecromundaViewedLog): ViewModel => {
  const { events } = log;
  const index = snapshotIndex<NecromundaState, NecromundaEvent>(events, null, evolveNecromunda);
  // The fighters' names, for the lines (they never change after the game's start).
  const named = index.stateAt(1);
  const start = events[0];
  const title = start?.type === 'NecromundaGameStarted' ? start.title : log.file;
  const line = (e: NecromundaEvent): string => necromundaTrailLine(named, e)?.trim() ?? e.type;
  // An event followed by one no command starts (a save failed, then its Damage…) is mid-command.
  const startsCommand = (e: NecromundaEvent | undefined): boolean =>
    e === undefined || necromundaCommandsOf([e]).length > 0;
  const seqsOfHit = new Map<number, number[]>();
  events.forEach((e, i) => {
    const hit = hitOf(e);
    if (hit === null) return;
    const seqs = seqsOfHit.get(hit);
    if (seqs === undefined) seqsOfHit.set(hit, [i + 1]);
    else seqs.push(i + 1);
  });
  return {
    ruleset: NECROMUNDA_RULESET,
    file: log.file,
    last: events.length,
    frame: (seq): NecromundaFrame | null => {
      const event = events[seq - 1];
      if (!Number.isSafeInteger(seq) || event === undefined) return null;
      const state = index.stateAt(seq);
      const hit = hitOf(event);
      const seqs = hit === null ? [seq] : (seqsOfHit.get(hit) ?? []).filter((s) => s <= seq);
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
          hitsResolved: state?.hitsResolved ?? 0,
        },
        fighters: fighterCards(state),
        ruling: necromundaRuling(events, hit, seqs, line),
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
        entries: events.slice(first - 1, first - 1 + TIMELINE_PAGE).map((e, i) => ({
          seq: first + i,
          type: e.type,
          order: null,
          summary: line(e),
          ruledByPlayers: false,
          hit: hitOf(e),
        })),
        ruleset: NECROMUNDA_RULESET,
      };
    },
    machines: necromundaMachineDefinitions,
    orders: () => NO_ORDERS,
    firstOrder: () => null,
  };
};
