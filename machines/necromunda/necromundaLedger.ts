import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { Decide } from '../../kernel/index.ts';
import type { NecromundaCommand } from './necromundaCommand.ts';
import type { NecromundaRefusal } from './necromundaRefusal.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';

/** The hit machine's port to the game: the state (folded by the one evolve) and where its deciders' events go. */
export interface NecromundaLedger {
  readonly state: NecromundaState;
  record(events: readonly NecromundaEvent[]): void;
}

export interface NecromundaHitContext {
  readonly ledger: NecromundaLedger;
  /** The decider its guards ask and its action records: the game's (`decideNecromunda`), or a what-if's reading of AP. */
  readonly decide: Decide<NecromundaState, NecromundaCommand, NecromundaRefusal, NecromundaEvent>;
}
