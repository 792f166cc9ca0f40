import type { FighterStatus, NoSaveReason } from '../../rules/necromunda/index.ts';
import type {
  Aboard,
  HitDeclared,
  HitOutcome,
  NecromundaFighter,
  NecromundaGameStarted,
  NecromundaVehicle,
  Owed,
  VehicleDiceOwed,
} from '../../events/necromunda/index.ts';

/** A fighter as the game so far left it. */
export interface NecromundaFighterState {
  readonly profile: NecromundaFighter;
  readonly woundsLeft: number;
  readonly fleshWounds: number;
  /** Toughness after Flesh Wounds. */
  readonly toughness: number;
  readonly status: FighterStatus;
  /** Seriously Injured in close combat: open to a Coup de Grace. */
  readonly coupDeGraceOpen: boolean;
  readonly broken: boolean;
  /** Pinned (Thrown Clear and failed its Initiative test): Prone for Running for Cover. */
  readonly pinned: boolean;
  /** Aboard a vehicle, until it is Thrown Clear. */
  readonly aboard: Aboard;
  readonly lastingInjuries: readonly string[];
}

/** A vehicle as the game so far left it. */
export interface NecromundaVehicleState {
  readonly profile: NecromundaVehicle;
  readonly woundsLeft: number;
  /** Wrecked (Out of Action): a flimsy structure for the rest of the battle. */
  readonly wrecked: boolean;
  readonly broken: boolean;
  readonly smokeBlasts: number;
  readonly locationsHit: readonly string[];
  readonly lastingDamage: readonly string[];
  readonly crewLastingInjuries: readonly string[];
}

/** What the hit in progress owes next. */
export type HitStep = 'wound-roll' | 'save-roll' | 'damage' | 'injury-dice' | 'location-dice' | 'damage-dice';

export interface HitInProgress {
  readonly declared: HitDeclared;
  readonly step: HitStep;
  /** Injury dice the Damage (or a Damage '–' weapon's trait) called for. */
  readonly injuryDiceOwed: number;
  readonly injuryDiceRolled: number;
  /** A vehicle target's Location and Damage dice, once owed. */
  readonly vehicleDice: VehicleDiceOwed | null;
  /** The location the kept Location dice struck. */
  readonly location: string | null;
  /** The target fighter's status when the hit was declared (a Nerve test follows a change). */
  readonly statusBefore: FighterStatus | null;
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
  readonly start: NecromundaGameStarted;
  readonly fighters: Readonly<Record<string, NecromundaFighterState>>;
  readonly vehicles: Readonly<Record<string, NecromundaVehicleState>>;
  /** Fighter ids in the order the game lists them. */
  readonly order: readonly string[];
  /** Vehicle ids in the order the game lists them. */
  readonly vehicleOrder: readonly string[];
  readonly hit: HitInProgress | null;
  /** Why the hit in progress allows no save (set when it is ruled, before its Damage). */
  readonly saveDenied: NoSaveReason | null;
  readonly lastHit: ResolvedHit | null;
  readonly hitsResolved: number;
  /** What the page calls for before the next hit, first owed first. */
  readonly owed: readonly Owed[];
  /** Credits claimed for scrap: the battle is over. */
  readonly scrapClaimed: { readonly gang: string; readonly credits: number } | null;
}

export type NecromundaState = NecromundaGame | null;
