import type { DieFate } from './dieFate.ts';
import type { JudgedDie } from './judgedDie.ts';

/** One roller's dice in a roll: who rolled, against which SV, which faces. */
export interface RollInput {
  readonly roller: string;
  readonly sv: number;
  /** Empty when the SV is below 1 (automatic failure, nothing is rolled). */
  readonly faces: readonly number[];
  /** Index of the first face within the roller's whole roll (a split Burst uses later dice). */
  readonly offset?: number;
}

/** One die with its reading and its fate. `id` is `roller#n` (n from 1). */
export interface DieOutcome {
  readonly id: string;
  readonly roller: string;
  readonly die: JudgedDie;
  readonly fate: DieFate;
}

export const dieId = (roller: string, index: number): string => `${roller}#${index + 1}`;
