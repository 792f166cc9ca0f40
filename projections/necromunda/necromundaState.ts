import type { FighterStatus, NoSaveReason } from '../../rules/necromunda/index.ts';
import type { HitDeclared, HitOutcome, NecromundaFighter } from '../../events/necromunda/index.ts';

/** A fighter as the hits so far left it. */
export interface NecromundaFighterState {
  readonly profile: NecromundaFighter;
  readonly woundsLeft: number;
  readonly fleshWounds: number;
  /** Toughness after Flesh Wounds. */
  readonly toughness: number;
  readonly status: FighterStatus;
  /** Seriously Injured in close combat: open to a Coup de Grace. */
  readonly coupDeGraceOpen: boolean;
}

/** What the hit in progress owes next. */
export type HitStep = 'wound-roll' | 'save-roll' | 'damage' | 'injury-dice';

export interface HitInProgress {
  readonly declared: HitDeclared;
  readonly step: HitStep;
  /** Injury dice the Damage (or a Damage '–' weapon's trait) called for. */
  readonly injuryDiceOwed: number;
  readonly injuryDiceRolled: number;
}

/** The last hit resolved, kept so that a die entered for it late is refused with the right reason. */
export interface ResolvedHit {
  readonly hit: number;
  readonly fighter: string;
  readonly outcome: HitOutcome;
  /** Why no save could be made for it, when none could. */
  readonly saveDenied: NoSaveReason | null;
}

/** A Necromunda game as its events leave it (null before NecromundaGameStarted). */
export interface NecromundaGame {
  readonly title: string;
  readonly fighters: Readonly<Record<string, NecromundaFighterState>>;
  /** Fighter ids in the order the game lists them. */
  readonly order: readonly string[];
  readonly hit: HitInProgress | null;
  /** Why the hit in progress allows no save (set when it is ruled, before its Damage). */
  readonly saveDenied: NoSaveReason | null;
  readonly lastHit: ResolvedHit | null;
  readonly hitsResolved: number;
}

export type NecromundaState = NecromundaGame | null;
