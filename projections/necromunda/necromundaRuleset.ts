import type { Ruleset } from '../../kernel/index.ts';
import { necromundaCatalogue, type NecromundaEvent } from '../../events/necromunda/index.ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { evolveNecromunda } from './evolveNecromunda.ts';
import type { NecromundaState } from './necromundaState.ts';

/** Necromunda (the Resolve Hits page) as the kernel reaches it: its events' catalogue and its one evolve. */
export const necromundaRuleset: Ruleset<NecromundaState, NecromundaEvent> = {
  id: NECROMUNDA_RULESET,
  catalogue: necromundaCatalogue,
  projection: { initial: null, evolve: evolveNecromunda },
};
