import type { Catalogue } from './log/logCatalogue.ts';
import type { TaggedEvent } from './log/logRecord.ts';
import type { Projection } from './log/foldLog.ts';

/**
 * A game's rules as the kernel reaches them: an opaque id, the catalogue of its events (codecs,
 * schema version, upcasters, and what its seal counts) and its one projection (the initial state
 * and THE evolve). Logs are written, sealed, verified, replayed and snapshotted through this, for
 * any ruleset, without the kernel knowing its words.
 */
export interface Ruleset<State, Event extends TaggedEvent> {
  /** Opaque to the kernel: a name the ruleset chooses. */
  readonly id: string;
  readonly catalogue: Catalogue<Event>;
  readonly projection: Projection<State, Event>;
}
