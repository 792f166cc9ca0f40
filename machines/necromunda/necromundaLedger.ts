import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';

/** The hit machine's port to the game: the state (folded by the one evolve) and where its deciders' events go. */
export interface NecromundaLedger {
  readonly state: NecromundaState;
  record(events: readonly NecromundaEvent[]): void;
}

export interface NecromundaHitContext {
  readonly ledger: NecromundaLedger;
}
