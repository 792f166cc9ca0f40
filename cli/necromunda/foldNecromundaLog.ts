import { foldLog, type FoldResult, type Projection } from '../../kernel/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { necromundaRuleset, type NecromundaState } from '../../projections/necromunda/index.ts';

/**
 * A Necromunda log folded with its one evolve (every record verified as it is read), to its end or
 * to event `toSeq`, each event shown to `onEvent` as it is folded; or, when its events, each well
 * formed, do not make a game (a hit event with no hit, a fighter the game does not have: a log
 * written by hand), why, in words, instead of a crash.
 */
export const foldNecromundaLog = async (
  file: string,
  toSeq: number | undefined,
  onEvent: (e: NecromundaEvent) => void = () => undefined,
): Promise<FoldResult<NecromundaState> | string> => {
  let seq = 0;
  const game = necromundaRuleset.projection;
  const watched: Projection<NecromundaState, NecromundaEvent> = {
    initial: game.initial,
    evolve: (s, e) => {
      seq++;
      onEvent(e);
      return game.evolve(s, e);
    },
  };
  try {
    return await foldLog(file, necromundaRuleset.catalogue, watched, toSeq === undefined ? {} : { toSeq });
  } catch (e) {
    return `event ${seq} does not follow from the events before it (${e instanceof Error ? e.message : String(e)}): the log is not a Necromunda game as the engine records one`;
  }
};
