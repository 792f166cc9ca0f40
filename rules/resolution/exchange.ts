import type { CitationId } from '../citations/index.ts';
import type { SuccessValue } from '../dice/index.ts';
import type { RollPurpose, SkillId } from '../orders/skillDeclaration.ts';

/** Which dice of a trooper's roll a participant uses: `count` dice from index `from`. */
export interface DiceSlice {
  readonly from: number;
  readonly count: number;
}

/** What a participant's surviving successes do. */
export type ParticipantEffect =
  | { readonly kind: 'attack'; readonly target: string; readonly weapon: string }
  | { readonly kind: 'evade' };

/** One trooper's part in an exchange. */
export interface Participant {
  readonly trooper: string;
  readonly skill: SkillId;
  readonly purpose: RollPurpose;
  readonly slice: DiceSlice;
  readonly effect: ParticipantEffect;
  readonly sv: SuccessValue;
  /** Set when the roll fails with no die (beyond maximum range, SV below 1). */
  readonly automaticFailure: { readonly reason: string; readonly citation: CitationId } | null;
}

export type Exchange =
  | { readonly kind: 'face-to-face'; readonly id: string; readonly a: readonly Participant[]; readonly b: readonly Participant[]; readonly citations: readonly CitationId[] }
  | { readonly kind: 'normal'; readonly id: string; readonly roller: Participant; readonly citations: readonly CitationId[] };

/** Dice the table must roll: one roll per trooper and purpose. */
export interface DiceRequest {
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly count: number;
}

export interface ResolutionPlan {
  readonly exchanges: readonly Exchange[];
  readonly requests: readonly DiceRequest[];
}
