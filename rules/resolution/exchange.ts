import type { VoidedSkill } from './voidedSkill.ts';
import type { Ammo } from '../profiles/index.ts';
import type { CitationId } from '../citations/index.ts';
import type { SuccessValue } from '../dice/index.ts';
import type { RollPurpose, SkillId, SupportSkillId } from '../orders/skillDeclaration.ts';
import type { MineTrigger } from '../table/tableFact.ts';
import type { DisposableSpend } from '../combat/disposableUses.ts';
import type { NullifiedShot } from './templateShots.ts';

/** Which dice of a trooper's roll a participant uses: `count` dice from index `from`. */
export interface DiceSlice {
  readonly from: number;
  readonly count: number;
}

/**
 * What a participant's surviving successes do. An attack hits `target` with the ammunition it
 * fires (`ammo`: the declared one for a weapon with several); under a template the
 * roll's MODs were taken against the main target, and a Critical counts only on the main target.
 * A Dodge evades; a Reset evades nothing here and, passed, cancels the states Reset ends
 * (resetResults).
 */
export type ParticipantEffect =
  /** `program`: the Hacking Program a Comms Attack runs (its id is `weapon` too); null for a weapon. */
  | {
      readonly kind: 'attack';
      readonly target: string;
      readonly weapon: string;
      readonly program: string | null;
      readonly ammo: Ammo;
      readonly template: boolean;
      readonly mainTarget: boolean;
    }
  | { readonly kind: 'evade' }
  | { readonly kind: 'reset' }
  /** Combat Jump's PH Roll on landing (rules/resolution/landingPlan.ts): passed or failed, the trooper is on the table. */
  | { readonly kind: 'landing' }
  /** A Discover: passed, it reveals `target` (rules/resolution/markerPlan.ts). */
  | { readonly kind: 'discover'; readonly target: string }
  /** Doctor, Engineer or the MediKit: passed or failed, it changes `patient` (rules/resolution/supportPlan.ts). */
  | {
      readonly kind: 'support';
      readonly skill: SupportSkillId;
      readonly user: string;
      readonly patient: string;
      /** The Engineer's other use: cancelling States (rules/combat/engineerStates.ts); the MediKit or GizmoKit used remotely. */
      readonly use?: 'states' | 'remote';
    }
  /** Extracting a Supply Box: passed, `user` takes the box of the Tech-Coffin `objective` (rules/resolution/objectivePlan.ts). */
  | { readonly kind: 'extract'; readonly user: string; readonly objective: string }
  /** Hacking a Console: passed, it counts for `user`'s player (rules/resolution/objectivePlan.ts). */
  | { readonly kind: 'hack-console'; readonly user: string; readonly objective: string };

/** A BS Attack into a Close Combat: failed dice within the ally MOD hit this ally instead. */
export interface StrayFire {
  readonly allyMod: number;
  readonly ally: string;
}

/**
 * A Special Die (N5): the roll takes `count` more dice than its Burst and the player discards as
 * many (rules/dice/specialDie.ts); `citation` is the rule that gave them (Martial Arts, a Fireteam).
 */
export interface ExtraDice {
  readonly count: number;
  readonly citation: CitationId;
}

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
  readonly strayFire: StrayFire | null;
  /** Special Dice added to this trooper's roll (its slice counts the kept dice only). */
  readonly extraDice?: ExtraDice;
}

/** What a Normal Roll of a Dodge is made against, when it is against something. */
export interface DodgeTarget {
  /** The template user or the Mine. */
  readonly source: string;
  readonly mine: MineTrigger | null;
}

/**
 * Face to Face and Normal exchanges roll dice. An `automatic` exchange rolls none: a Direct
 * Template or a Mine hits each trooper it touches (once per placement) unless the Normal Dodge
 * roll named in `evadedBy` passes.
 */
export type Exchange =
  | {
      readonly kind: 'face-to-face';
      readonly id: string;
      readonly a: readonly Participant[];
      readonly b: readonly Participant[];
      readonly citations: readonly CitationId[];
    }
  | {
      readonly kind: 'normal';
      readonly id: string;
      readonly roller: Participant;
      readonly against: DodgeTarget | null;
      readonly citations: readonly CitationId[];
    }
  | {
      readonly kind: 'automatic';
      readonly id: string;
      readonly source: string;
      readonly target: string;
      readonly weapon: string;
      /** The ammunition fired (a weapon with several: the one declared). */
      readonly ammo: Ammo;
      readonly placements: number;
      readonly evadedBy: string | null;
      readonly mine: boolean;
      readonly citations: readonly CitationId[];
    };

/** Dice the table must roll: one roll per trooper and purpose. */
export interface DiceRequest {
  readonly trooper: string;
  readonly purpose: RollPurpose;
  /** Every die rolled: the kept ones and the `extra` ones the player discards. */
  readonly count: number;
  readonly extra?: ExtraDice;
}

export interface ResolutionPlan {
  readonly exchanges: readonly Exchange[];
  readonly requests: readonly DiceRequest[];
  /** Template shots that touched a friendly or Neutral trooper and never happened. */
  readonly nullified: readonly NullifiedShot[];
  /** Uses of Disposable weapons the Order's attacks spend (out-of-range attacks included). */
  readonly disposables: readonly DisposableSpend[];
  /** Declared skills whose requirements turned out unmet: null, counted as Idle. */
  readonly voided: readonly VoidedSkill[];
}
