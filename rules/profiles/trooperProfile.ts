import type { FireteamChart, FireteamKind, FireteamSpec } from '../fireteams/fireteam.ts';
import type { WeaponProfile } from './weaponProfile.ts';

export type UnitType = 'LI' | 'MI' | 'HI' | 'TAG' | 'REM' | 'SK' | 'WB';
export const UNIT_TYPES: readonly UnitType[] = ['LI', 'MI', 'HI', 'TAG', 'REM', 'SK', 'WB'];

export type Training = 'regular' | 'irregular';

/** Special skills and traits the engine reads from a profile. */
/**
 * `hacker`: carries a Hacking Device (runs the Hacking Programs of rules/profiles/hackingPrograms.ts).
 * `shock-immunity`: Immunity (Shock) (N3 Shock Immunity): Shock hits it as Normal ammunition.
 */
export type TrooperSkill =
  | 'twin-weapons'
  | 'motorcycle'
  | 'impetuous'
  | 'lieutenant-plus-one'
  | 'courage'
  | 'total-reaction'
  | 'hacker'
  | 'shock-immunity'
  /** Super-Jump: Jump as a short movement skill, or a longer Jump as the whole Order (rules/combat/movementSkills.ts). */
  | 'super-jump'
  /** Remote Presence: a STR trooper with it has a second level of Unconscious (rules/combat/remotePresence.ts). */
  | 'remote-presence'
  /** Shasvastii: its Unconscious State is a Shasvastii-Embryo (rules/combat/shasvastii.ts). */
  | 'shasvastii'
  /** Regeneration: a PH Roll in the States Phase, one Wound back or one more (rules/combat/regeneration.ts). */
  | 'regeneration'
  | SurvivalSkill
  | FireteamBarSkill
  | ConcealmentSkill
  | CcSpecialSkill
  | MarkerSkill
  | SupportSkill
  | CommandSkill
  | HackingSkill
  | MissionSkill
  | DeploymentSkill;

/** Hacking equipment (rules/combat/firewall.ts): Firewall (-3) or (-6). */
export type HackingSkill = 'firewall-3' | 'firewall-6';

/** Skills that make a Specialist Troop in a mission, besides Doctor, Engineer, Hacker and Chain of Command (rules/missions/specialist.ts). */
export type MissionSkill = 'specialist-operative' | 'forward-observer' | 'paramedic';

/**
 * Deployment Skills (rules/deployment/): Forward Deployment and Infiltration place the trooper
 * beyond its Deployment Zone; Combat Jump and Parachutist (Airborne Deployment) keep it off the table.
 */
export type DeploymentSkill = 'forward-deployment' | 'combat-jump' | 'parachutist';

/** Orders and command (rules/orders/commandSkills.ts): Tactical Awareness, Lieutenant (+1 Command Token), Chain of Command. */
export type CommandSkill = 'tactical-awareness' | 'lieutenant-plus-one-token' | 'chain-of-command' | 'nco';

/**
 * Support skills and equipment (rules/combat/supportSkills.ts): Doctor, Engineer, the MediKit and the GizmoKit;
 * `doctor-2w`: Doctor (2W), two Wounds removed.
 */
export type SupportSkill =
  | 'doctor'
  | 'doctor-2w'
  | 'engineer'
  | 'medikit'
  | 'gizmokit'
  /** Doctor or Engineer (ReRoll -X): one reroll of a failed roll per Order at WIP -X (rules/combat/supportRerolls.ts). */
  | 'doctor-reroll-3'
  | 'doctor-reroll-6'
  | 'engineer-reroll-3'
  | 'engineer-reroll-6'
  /** Cube: a Command Token may reroll a failed Doctor roll on this trooper (rules/combat/supportRerolls.ts). */
  | 'cube';

/**
 * Survival skills (docs/rulings.md "Survival skills"): Dogged and No Wound Incapacitation change
 * what reaching VITA Wounds does (rules/combat/survivalWounds.ts), Immunity (Total) turns every
 * ammunition Normal (rules/combat/shockImmunity.ts), Stealth denies AROs from ZoC without LoF
 * (rules/combat/stealth.ts).
 */
export type SurvivalSkill =
  | 'dogged'
  | 'nwi'
  | 'total-immunity'
  | 'stealth'
  | 'bioimmunity'
  /** Sixth Sense (N4/N5): here only its effect on Stealth, which does not work against it (rules/combat/stealth.ts). */
  | 'sixth-sense'
  /** Combat Instinct (N5): listed only; its effects (on Stealth too) are not ruled yet. */
  | 'combat-instinct'
  /** Frenzy: Impetuous (N5: and Limited Cover) gained in the States Phase after wounding an enemy (rules/combat/frenzy.ts). */
  | 'frenzy'
  /** Limited Cover (N5): gained by Frenzy; within an Impetuous trooper's own ban on Partial Cover (rules/combat/frenzy.ts). */
  | 'limited-cover'
  /** Exrah: Unconscious is Dead at once, and the trooper cannot be healed (rules/combat/exrah.ts). */
  | 'exrah'
  | ImmunitySkill;

/**
 * Immunity (ammunition type): that ammunition is Normal against the trooper; Immunity (game
 * state): the trooper cannot enter that state (rules/combat/immunity.ts).
 */
export type ImmunitySkill =
  | 'immunity-ap'
  | 'immunity-da'
  | 'immunity-exp'
  | 'immunity-em'
  | 'immunity-para'
  | 'immunity-isolated'
  | 'immunity-imm-a'
  | 'immunity-imm-b';

/**
 * Marker skills (rules/combat/markers.ts): Camouflage, Hidden Deployment and Impersonation let the
 * trooper start in their marker state; Surprise Attack (-3) or (-6) is the MOD its first Attack
 * out of a marker imposes on its targets' AROs.
 */
export type MarkerSkill =
  'camouflage' | 'hidden-deployment' | 'impersonation' | 'surprise-attack-3' | 'surprise-attack-6';

/**
 * Skills and labels that keep a trooper out of any Fireteam (rules/fireteams/fireteamRequirements.ts):
 * a Peripheral (or its Controller), Infiltration, a skill with the Airborne Deployment label.
 */
export type FireteamBarSkill = 'peripheral' | 'infiltration' | 'airborne-deployment';

/**
 * Concealment skills and equipment (rules/combat/concealmentMods.ts): Mimetism (-3) or (-6),
 * Nanoscreen, and a Multispectral Visor of Level 1, 2 or 3.
 */
export type ConcealmentSkill = 'mimetism-3' | 'mimetism-6' | 'nanoscreen' | 'msv-1' | 'msv-2' | 'msv-3';

/**
 * Close Combat Special Skills (rules/combat/ccSpecialSkills.ts): Martial Arts of Level 1 to 5,
 * Natural Born Warrior, Berserk and Berserk (+3).
 */
export type CcSpecialSkill =
  | 'martial-arts-1'
  | 'martial-arts-2'
  | 'martial-arts-3'
  | 'martial-arts-4'
  | 'martial-arts-5'
  | 'natural-born-warrior'
  | 'berserk'
  | 'berserk-3'
  /** Protheion (N4/N5): Wounds it inflicts in CC heal it or raise its VITA (rules/combat/protheion.ts). */
  | 'protheion';

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
  /** Its Unit, for the Fireteam level (same Unit name, or the same term in brackets in the Fireteams Chart). */
  readonly unit?: string;
  /** The Fireteam types its Fireteams Chart entry lets it form or join. */
  readonly fireteams?: readonly FireteamKind[];
  /** A Wildcard: may join any Fireteam of its Army's chart. */
  readonly wildcard?: boolean;
  /** Its points in the army list (Retreat!, Victory Points and the missions' scores); absent: not given. */
  readonly cost?: number;
  /** A Peripheral: the id of its Controller, whose Order activates it (rules/deployment/peripherals.ts). */
  readonly peripheralOf?: string;
  /** Optional skills its player declines for the game (Dogged, NWI; rules/combat/survivalDecline.ts); absent: none. */
  readonly decline?: readonly TrooperSkill[];
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
  /** Its Fireteams Chart: how many of each type may be on the table at once (absent: the default, docs/rulings.md). */
  readonly fireteamChart?: FireteamChart;
  /** The Fireteams formed at deployment. */
  readonly fireteams?: readonly FireteamSpec[];
  /** The points the list was built for (e.g. 300): Retreat! and the missions' scoring bands; absent: not given. */
  readonly points?: number;
}
