import type { Ammo } from '../profiles/weaponProfile.ts';

/** Skill ids the engine adjudicates. */
export type SkillId =
  | 'move'
  | 'bs-attack'
  | 'cc-attack'
  | 'dodge'
  | 'reset'
  | 'idle'
  | 'discover'
  | 'change-facing'
  | 'intuitive-attack'
  | 'speculative-fire'
  | 'suppressive-fire'
  | 'comms-attack'
  | MovementSkillId
  | 'berserk'
  /** Back into the Camouflaged State (an Entire Order, N5 Long Skill) out of enemy LoF (rules/combat/markers.ts). */
  | 'camouflage'
  | SupportSkillId
  | AirborneSkillId
  | ObjectiveSkillId;

/**
 * Objective skills (rules/missions/supplies.ts): extract a Supply Box from a Tech-Coffin (a WIP
 * Roll), pick one up or drop it (no roll); each a Short Skill.
 */
export type ObjectiveSkillId = 'extract' | 'pick-up' | 'drop' | 'hack-console';
export const OBJECTIVE_SKILLS: readonly ObjectiveSkillId[] = ['extract', 'pick-up', 'drop', 'hack-console'];
export const isObjectiveSkill = (skill: string): skill is ObjectiveSkillId =>
  (OBJECTIVE_SKILLS as readonly string[]).includes(skill);

/**
 * Airborne Deployment (rules/deployment/airborneDeployment.ts): the Long Skill an off-table trooper
 * enters the table with, its own Order spent: Combat Jump (a PH Roll) or Parachutist (no roll).
 */
export type AirborneSkillId = 'combat-jump' | 'parachutist';

/**
 * Support skills (rules/combat/supportSkills.ts): Doctor and Engineer (a WIP Roll by the user), the
 * MediKit and GizmoKit in Silhouette contact (a PH Roll by the patient), each a Short Skill on one target.
 */
export type SupportSkillId = 'doctor' | 'engineer' | 'medikit' | 'gizmokit';

/** The movement skills besides Move (rules/combat/movementSkills.ts): each carries a route. */
export type MovementSkillId = 'cautious-move' | 'jump' | 'climb';

export const SKILL_IDS: readonly SkillId[] = [
  'move',
  'bs-attack',
  'cc-attack',
  'dodge',
  'reset',
  'idle',
  'discover',
  'change-facing',
  'intuitive-attack',
  'speculative-fire',
  'suppressive-fire',
  'comms-attack',
  'cautious-move',
  'jump',
  'climb',
  'berserk',
  'camouflage',
  'doctor',
  'engineer',
  'medikit',
  'gizmokit',
  'combat-jump',
  'parachutist',
  'extract',
  'pick-up',
  'drop',
  'hack-console',
];

/** Shots of a Burst assigned to one target, fixed at declaration. */
export interface ShotAllocation {
  readonly target: string;
  readonly burst: number;
}

/** Where in a Move the trooper changes between Normal and Prone: at its start or at its end. */
export type ProneChange = 'start' | 'end';

/** One leg of a declared route: the named point it ends at and its measured length in inches. */
export interface RouteLeg {
  readonly point: string;
  readonly inches: number;
}

/**
 * A skill as declared, with every detail fixed at declaration (route, weapon, targets, Burst
 * split, ammunition). `note` is free text for the table (e.g. "dodges towards the crates").
 * - `ammo` (BS Attack): named when the weapon offers more than one (rules/orders/ammoRefusal.ts).
 * - `route` (Move): the named points the Move passes, leg by leg (optional: a Move without one
 *   is not measured).
 * - `from` (the active trooper's BS Attack): the point of this Order's route every shot is fired
 *   from (`start`, or a point of a route declared before it).
 * - `at` (a BS Attack or Dodge ARO): the point of the active trooper's route the ARO reacts at.
 */
export type SkillDeclaration =
  /** `prone`: the trooper goes Prone or stands up at the start or the end of this Move (rules/combat/proneChange.ts). */
  | {
      readonly skill: 'move';
      readonly note?: string;
      readonly route?: readonly RouteLeg[];
      readonly prone?: ProneChange;
    }
  /**
   * Cautious Movement, Jump or Climb: the route, as a Move's. `long` (a Jump by a trooper with
   * Super-Jump): the Jump fills the whole Order and reaches further.
   */
  | {
      readonly skill: MovementSkillId;
      readonly note?: string;
      readonly route?: readonly RouteLeg[];
      readonly long?: boolean;
    }
  | {
      readonly skill: 'bs-attack';
      readonly weapon: string;
      readonly targets: readonly ShotAllocation[];
      readonly twin?: boolean;
      readonly ammo?: Ammo;
      readonly from?: string;
      readonly at?: string;
      /** A Smoke or Eclipse throw at this named point of the table, with no target (`targets: []`). */
      readonly point?: string;
    }
  | { readonly skill: 'cc-attack'; readonly weapon: string; readonly target: string }
  | { readonly skill: 'dodge'; readonly note?: string; readonly at?: string }
  | { readonly skill: 'reset' }
  | { readonly skill: 'idle' }
  | { readonly skill: 'discover'; readonly target: string }
  | { readonly skill: 'change-facing' }
  | { readonly skill: 'camouflage' }
  /** Combat Jump or Parachutist: an off-table trooper enters the table where the players place it (`note`). */
  | { readonly skill: AirborneSkillId; readonly note?: string }
  /**
   * Doctor, Engineer, MediKit or GizmoKit (in Silhouette contact) on `target` (rules/combat/supportSkills.ts);
   * `use: states`: the Engineer's other use, cancelling States (rules/combat/engineerStates.ts);
   * `use: remote`: the MediKit or GizmoKit used remotely, a BS Weapon (rules/combat/remoteSupport.ts).
   */
  | { readonly skill: 'doctor'; readonly target: string }
  | { readonly skill: 'engineer'; readonly target: string; readonly use?: 'states' }
  | { readonly skill: 'medikit'; readonly target: string; readonly use?: 'remote' }
  | { readonly skill: 'gizmokit'; readonly target: string; readonly use?: 'remote' }
  | { readonly skill: 'intuitive-attack'; readonly weapon: string; readonly target: string }
  | { readonly skill: 'speculative-fire'; readonly weapon: string; readonly target: string }
  /** Suppressive Fire (N5 Long Skill, N3/N4 Entire Order): the weapon with the Trait, and its ammunition for a weapon with several. */
  | { readonly skill: 'suppressive-fire'; readonly weapon: string; readonly ammo?: Ammo }
  /**
   * A Comms Attack: a Hacking Program (`program`, an id of the edition's program catalogue) run
   * by a Hacker, its Burst split among its targets as a BS Attack's is.
   */
  | { readonly skill: 'comms-attack'; readonly program: string; readonly targets: readonly ShotAllocation[] }
  /**
   * Berserk (N5 Long Skill, N4 Entire Order): Move + CC Attack on `target` with `weapon`, the
   * Move's `route` (optional) up to both MOV values added together.
   */
  | {
      readonly skill: 'berserk';
      readonly weapon: string;
      readonly target: string;
      readonly route?: readonly RouteLeg[];
    }
  /** Extract the Supply Box of the Tech-Coffin `objective` (a Specialist in Silhouette contact, a WIP Roll). */
  | { readonly skill: 'extract'; readonly objective: string }
  /** Pick up the Supply Box `item`: from the ground, or `from` the allied or fallen trooper carrying it. */
  | { readonly skill: 'pick-up'; readonly item: string; readonly from?: string }
  /** Drop the Supply Box `item` the trooper carries. */
  | { readonly skill: 'drop'; readonly item: string }
  /** Hack the Console `objective` (a Specialist in Silhouette contact, a WIP Roll; rules/missions/consoles.ts). */
  | { readonly skill: 'hack-console'; readonly objective: string };

/** What a die roll is for. */
export type RollPurpose =
  | 'attack'
  | 'dodge'
  | 'reset'
  | 'discover'
  | 'saving-roll'
  | 'guts'
  /** The support skills' rolls: the Doctor's or Engineer's WIP, the MediKit or GizmoKit patient's PH. */
  | SupportSkillId
  /** Combat Jump's PH Roll on landing. */
  | 'combat-jump'
  /** The WIP Roll extracting a Supply Box. */
  | 'extract'
  /** The WIP Roll hacking a Console. */
  | 'hack-console';
export const ROLL_PURPOSES: readonly RollPurpose[] = [
  'attack',
  'dodge',
  'reset',
  'discover',
  'saving-roll',
  'guts',
  'doctor',
  'engineer',
  'medikit',
  'gizmokit',
  'combat-jump',
  'extract',
  'hack-console',
];
