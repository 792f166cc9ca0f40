import type { CitationId } from '../citations/index.ts';
import type { JudgedSave, SavingRollSpec } from '../combat/index.ts';
import type { TrooperState } from '../table/trooperState.ts';

/** Saving rolls one target owes for the hits of one attacker. */
export interface SaveRequest {
  readonly exchange: string;
  readonly trooper: string;
  readonly attacker: string;
  readonly weapon: string;
  readonly spec: SavingRollSpec;
  readonly rolls: number;
  /** Saves failed without rolling (N3 Criticals: Wounds; a PARA roll with SV below 1: IMM-A). */
  readonly automaticWounds: number;
  /**
   * N5 Continuous Damage: how many of the first `rolls` carry the Trait (every hit's, not a
   * Critical's extra roll); each of them failed owes one more roll (continuousDamage.ts).
   */
  readonly continuous?: number;
  readonly citations: readonly CitationId[];
}

/** The saving rolls of one request, judged: the Wounds they cost and the states they inflict. */
export interface SaveOutcome {
  readonly request: SaveRequest;
  readonly judged: readonly JudgedSave[];
  /** Saves failed, rolled or not. */
  readonly failures: number;
  /** Wounds lost (the failures, unless the ammunition inflicts a state instead). */
  readonly wounds: number;
  /** States entered (PARA: IMM-A on any failure). */
  readonly states: readonly TrooperState[];
}
