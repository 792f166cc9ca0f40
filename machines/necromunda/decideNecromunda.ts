import type { Decide } from '../../kernel/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { decideDeclareHit } from './decideDeclareHit.ts';
import { decideInjury } from './decideInjury.ts';
import { decideSaveRoll } from './decideSaveRoll.ts';
import { decideWoundRoll } from './decideWoundRoll.ts';
import type { NecromundaCommand } from './necromundaCommand.ts';
import type { NecromundaRefusal } from './necromundaRefusal.ts';

/** Necromunda's decider: a command on the state the events so far fold to → its events, or a refusal citing its rule. */
export const decideNecromunda: Decide<NecromundaState, NecromundaCommand, NecromundaRefusal, NecromundaEvent> = (
  state,
  command,
) => {
  switch (command.type) {
    case 'declare-hit':
      return decideDeclareHit(state, command);
    case 'roll-wound':
      return decideWoundRoll(state, command.die);
    case 'roll-save':
      return decideSaveRoll(state, command.die);
    case 'enter-injury':
      return decideInjury(state, command.result);
  }
};
