import type { CitationId } from '../citations/index.ts';
import type { RuledState } from '../table/trooperState.ts';

/** A state a trooper enters or leaves as a rule decides (Engaged by contact, IMM-B by Reset…), and why. */
export interface StateChange {
  readonly trooper: string;
  readonly state: RuledState;
  readonly change: 'entered' | 'left';
  readonly why: string;
  readonly citations: readonly CitationId[];
}
