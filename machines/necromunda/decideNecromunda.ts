import type { Decide } from '../../kernel/index.ts';
import type { ApReading } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { decideDeclareHit } from './decideDeclareHit.ts';
import { decideInjury } from './decideInjury.ts';
import { decideSaveRoll } from './decideSaveRoll.ts';
import { decideWoundRoll } from './decideWoundRoll.ts';
import type { NecromundaCommand } from './necromundaCommand.ts';
import type { NecromundaRefusal } from './necromundaRefusal.ts';

/**
 * Necromunda's decider under a reading of AP: a command on the state the events so far fold to →
 * its events, or a refusal citing its rule. A game is decided under the default reading
 * ({@link decideNecromunda}); a what-if fork may ask for the other (docs/rulings.md).
 */
export const necromundaDecider =
  (reading?: ApReading): Decide<NecromundaState, NecromundaCommand, NecromundaRefusal, NecromundaEvent> =>
  (state, command) => {
    switch (command.type) {
      case 'declare-hit':
        return decideDeclareHit(state, command);
      case 'roll-wound':
        return decideWoundRoll(state, command.die, reading);
      case 'roll-save':
        return decideSaveRoll(state, command.die, reading);
      case 'enter-injury':
        return decideInjury(state, command.result);
    }
  };

/** Necromunda's decider, under the game's reading of AP. */
export const decideNecromunda = necromundaDecider();
