import type { CitationId } from '../citations/index.ts';
import type { FaceToFaceResult, NormalRollResult } from '../dice/index.ts';
import type { Exchange } from './exchange.ts';

/** Hits that survived an exchange, by attacker and target. */
export interface HitTally {
  readonly exchange: string;
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly hits: number;
  readonly criticals: number;
  readonly citations: readonly CitationId[];
}

export type ExchangeResult =
  | { readonly exchange: Extract<Exchange, { kind: 'face-to-face' }>; readonly result: FaceToFaceResult; readonly tallies: readonly HitTally[] }
  | { readonly exchange: Extract<Exchange, { kind: 'normal' }>; readonly result: NormalRollResult; readonly tallies: readonly HitTally[] };
