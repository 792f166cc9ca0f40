import type { WeaponProfile } from './weaponProfile.ts';

export type UnitType = 'LI' | 'MI' | 'HI' | 'TAG' | 'REM' | 'SK' | 'WB';
export const UNIT_TYPES: readonly UnitType[] = ['LI', 'MI', 'HI', 'TAG', 'REM', 'SK', 'WB'];

export type Training = 'regular' | 'irregular';

/** Special skills and traits the engine reads from a profile. */
/** `hacker`: carries a Hacking Device (runs the Hacking Programs of rules/profiles/hackingPrograms.ts). */
export type TrooperSkill =
  'twin-weapons' | 'motorcycle' | 'impetuous' | 'lieutenant-plus-one' | 'courage' | 'total-reaction' | 'hacker';

export interface Attributes {
  readonly MOV: readonly [number, number];
  readonly CC: number;
  readonly BS: number;
  readonly PH: number;
  readonly WIP: number;
  readonly ARM: number;
  readonly BTS: number;
  /** Wounds (N3/N4) or VITA (N5); for Structure troopers, STR. */
  readonly W: number;
  readonly structure: boolean;
  readonly S: number;
}

/** A trooper as listed in an army list (Open Information). */
export interface TrooperProfile {
  readonly id: string;
  readonly name: string;
  readonly unitType: UnitType;
  readonly training: Training;
  readonly attributes: Attributes;
  readonly weapons: readonly WeaponProfile[];
  readonly skills: readonly TrooperSkill[];
}

export interface CombatGroup {
  readonly id: string;
  readonly troopers: readonly TrooperProfile[];
}

/** One player's army list. */
export interface ArmyList {
  readonly player: string;
  readonly faction: string;
  readonly lieutenant: string | null;
  readonly groups: readonly CombatGroup[];
}
