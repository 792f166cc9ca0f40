import { necromundaTrailLines } from '../../../audit/necromunda/index.ts';
import type { NecromundaEvent } from '../../../events/necromunda/index.ts';
import { necromundaGameEvents } from '../../support/necromundaGames.ts';

type Of<T extends NecromundaEvent['type']> = Extract<NecromundaEvent, { type: T }>;

/** A recorded game's events with their trail lines, and the lines of the events that match. */
export const trailOf = (file: string) => {
  const events = necromundaGameEvents(file);
  const lines = necromundaTrailLines(events);
  const linesOf = <T extends NecromundaEvent['type']>(type: T, which: (e: Of<T>) => boolean = () => true): string[] =>
    events.flatMap((e, i) => (e.type === type && which(e as Of<T>) ? [lines[i] ?? ''] : []));
  /** The line of the only event of `type` that matches (the test fails on none or several). */
  const lineOf = <T extends NecromundaEvent['type']>(type: T, which: (e: Of<T>) => boolean = () => true): string => {
    const found = linesOf(type, which);
    if (found.length !== 1) throw new Error(`${found.length} ${type} events match in ${file}, not one`);
    return found[0] ?? '';
  };
  return { events, lines, linesOf, lineOf };
};
