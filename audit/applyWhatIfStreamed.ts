import * as E from 'fp-ts/lib/Either.js';
import { applyWhatIf } from './applyWhatIf.ts';
import type { Namer } from './describeDeclaration.ts';
import type { LoggedStep, StreamedGame } from './loggedGame.ts';
import type { WhatIfChange } from './whatIfChange.ts';

/** A streamed game with the what-if's changes made, and the changes in words. */
export interface ChangedStream {
  readonly game: StreamedGame;
  readonly notes: readonly string[];
}

/**
 * {@link applyWhatIf} on a game whose steps are read Turn by Turn (streamedGame), never all held:
 * a change to an Order touches only that Order's steps, so those of the Orders named are read
 * once and changed as applyWhatIf changes them, and the changed game gives them in their place as
 * its steps are read again. The same steps, notes and refusals as applyWhatIf on the whole game,
 * provided each Order's steps come together, as the engine logs them; null when they do not (a
 * log edited by hand): the caller then changes the whole game.
 */
export const applyWhatIfStreamed = (
  game: StreamedGame,
  changes: readonly WhatIfChange[],
  name: Namer,
): E.Either<string, ChangedStream> | null => {
  const named = new Set(changes.flatMap((c) => (c.kind === 'reading' || c.kind === 'edition' ? [] : [c.order])));
  const picked: LoggedStep[] = [];
  // Orders already left: met again, their steps did not come together.
  const left = new Set<number>();
  let last: number | null | undefined;
  for (const s of game.steps) {
    if (s.order !== last) {
      if (last !== undefined && last !== null) left.add(last);
      if (s.order !== null && left.has(s.order)) return null;
      last = s.order;
    }
    if (s.order !== null && named.has(s.order)) picked.push(s);
  }
  const applied = applyWhatIf({ input: game.input, steps: picked }, changes, name);
  if (E.isLeft(applied)) return applied;
  const changed = new Map<number, LoggedStep[]>();
  for (const s of applied.right.game.steps) {
    if (s.order === null) continue;
    const steps = changed.get(s.order);
    if (steps === undefined) changed.set(s.order, [s]);
    else steps.push(s);
  }
  const input = applied.right.game.input;
  // Another edition plays without the mission's score (applyWhatIf says so in its notes).
  const unscored = game.input.mission !== undefined && input.mission === undefined;
  function* steps(): Generator<LoggedStep> {
    const given = new Set<number>();
    for (const s of game.steps) {
      if (unscored && (s.command.type === 'score-round' || s.command.type === 'end-game')) continue;
      const order = s.order === null ? undefined : changed.get(s.order);
      if (order === undefined) yield s;
      else if (s.order !== null && !given.has(s.order)) {
        given.add(s.order);
        yield* order;
      }
    }
  }
  return E.right({
    notes: applied.right.notes,
    game: { input, lastSeq: game.lastSeq, steps: { [Symbol.iterator]: steps } },
  });
};
