import { activeStates } from './activeStates.ts';
import { playerNames } from './playerNames.ts';
import { rollCards } from './rollCards.ts';
import { rulingView } from './rulingView.ts';
import { trooperCards } from './trooperCards.ts';
import type { Frame } from './viewerApi.ts';
import type { ViewedLog } from './viewedLog.ts';

/** The game as it stood after event `seq` (1 … events); null for a seq the log does not have. */
export const viewFrame = (log: ViewedLog, seq: number): Frame | null => {
  const event = log.events[seq - 1];
  if (!Number.isSafeInteger(seq) || event === undefined) return null;
  return {
    seq,
    last: log.events.length,
    event: { ...event },
    active: activeStates(log.events, seq),
    troopers: trooperCards(log.events, seq),
    rolls: rollCards(log.events, seq),
    ruling: rulingView(log.events, seq),
    players: playerNames(log.events),
  };
};
