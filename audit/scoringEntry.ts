import type { Citation } from '../rules/citations/index.ts';
import type { EventOf } from '../rules/events/index.ts';
import type { PlayerScore } from '../rules/missions/index.ts';

/** The mission of the game, as the audit heads it. */
export interface MissionLine {
  readonly id: string;
  readonly title: string;
  readonly classified: readonly { readonly player: string; readonly objectives: readonly string[] }[];
  readonly citations: readonly Citation[];
}

/** A round's end scored, or the game's end with its final score. */
export type ScoringLine =
  | {
      readonly kind: 'round';
      readonly seq: number;
      readonly round: number;
      readonly dominate: EventOf<'RoundScored'>['dominate'];
      readonly classified: EventOf<'RoundScored'>['classified'];
      readonly scores: readonly PlayerScore[];
      readonly citations: readonly Citation[];
    }
  | {
      readonly kind: 'end';
      readonly seq: number;
      readonly round: number;
      readonly reason: EventOf<'GameEnded'>['reason'];
      readonly winner: string | null;
      readonly scores: readonly PlayerScore[];
      readonly citations: readonly Citation[];
    };
