import type { CitationId } from '../citations/index.ts';
import type { JudgedSave, SavingRollSpec } from '../combat/index.ts';

/** Saving rolls one target owes for the hits of one attacker. */
export interface SaveRequest {
  readonly exchange: string;
  readonly trooper: string;
  readonly attacker: string;
  readonly weapon: string;
  readonly spec: SavingRollSpec;
  readonly rolls: number;
  /** Wounds lost without rolling (N3 Criticals). */
  readonly automaticWounds: number;
  readonly citations: readonly CitationId[];
}

/** The saving rolls of one request, judged. */
export interface SaveOutcome {
  readonly request: SaveRequest;
  readonly judged: readonly JudgedSave[];
  readonly wounds: number;
}
