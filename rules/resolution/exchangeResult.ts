import type { CitationId } from '../citations/index.ts';
import type { FaceToFaceResult, NormalRollResult } from '../dice/index.ts';
import type { Exchange } from './exchange.ts';
import type { Ammo } from '../profiles/index.ts';

/** Hits that survived an exchange, by attacker and target. `hits` excludes the Criticals. */
export interface HitTally {
  readonly exchange: string;
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  /** The Hacking Program the hits came from (a Comms Attack), or null for a weapon's. */
  readonly program: string | null;
  /** The ammunition the hits were fired with (the declared one, for a weapon with several). */
  readonly ammo: Ammo;
  readonly hits: number;
  readonly criticals: number;
  /** The hits came from a template (no Partial Cover bonus on the save). */
  readonly template: boolean;
  readonly citations: readonly CitationId[];
}

/** A failed die of a BS Attack into a Close Combat that hit an ally of the attacker. */
export interface StrayHit {
  readonly exchange: string;
  readonly attacker: string;
  readonly ally: string;
  readonly weapon: string;
  readonly ammo: Ammo;
  readonly die: string;
  readonly face: number;
  readonly sv: number;
  readonly failureCategory: number;
  readonly allyMod: number;
  readonly citation: CitationId;
}

type Of<K extends Exchange['kind']> = Extract<Exchange, { kind: K }>;

export type ExchangeResult =
  | {
      readonly exchange: Of<'face-to-face'>;
      readonly result: FaceToFaceResult;
      readonly tallies: readonly HitTally[];
      readonly strays: readonly StrayHit[];
    }
  | {
      readonly exchange: Of<'normal'>;
      readonly result: NormalRollResult;
      readonly tallies: readonly HitTally[];
      readonly strays: readonly StrayHit[];
    }
  | {
      readonly exchange: Of<'automatic'>;
      readonly evaded: boolean;
      readonly tallies: readonly HitTally[];
      readonly strays: readonly StrayHit[];
    };
