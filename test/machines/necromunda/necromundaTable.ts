import { hit as scenarioHit, play, refused, types } from './necromundaScenario.ts';
import type {
  NecromundaEvent,
  NecromundaFighter,
  NecromundaGameStarted,
  NecromundaTables,
  NecromundaVehicle,
  NecromundaWeapon,
} from '../../../events/necromunda/index.ts';
import {
  createNecromundaSession,
  type DeclareHit,
  type NecromundaCommand,
  type NecromundaSession,
} from '../../../machines/necromunda/index.ts';

// A schema v2 table for the scenario tests: fighters and vehicles with plain defaults, the tables the
// page refers to, and the few commands every scenario sends (a hit, the dice it owes, a refusal).

/** A fighter: a ganger, T3 W1, no armour, Move 4, Initiative 4+, Cool 7+, on foot, unless `more` says otherwise. */
export const fighter = (id: string, gang: string, more: Partial<NecromundaFighter> = {}): NecromundaFighter => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  gang,
  type: 'ganger',
  toughness: 3,
  wounds: 1,
  save: 'none',
  saveUnmodifiable: false,
  move: 4,
  initiative: 4,
  cool: 7,
  nerveImmune: false,
  aboard: null,
  ...more,
});

/** A vehicle: T 6/5/4 (front, side, rear), W3, 4+, Mobile, Cool 7+, four locations, unless `more` says otherwise. */
export const vehicle = (id: string, gang: string, more: Partial<NecromundaVehicle> = {}): NecromundaVehicle => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  gang,
  toughness: { front: 6, side: 5, rear: 4 },
  wounds: 3,
  save: 4,
  saveUnmodifiable: false,
  locations: ['Body', 'Engine', 'Drive', 'Crew'],
  mobility: 'mobile',
  cool: 7,
  nerveImmune: false,
  ...more,
});

/** The tables as a rulebook would give them (falling rows at 3", 4" and 6"). */
export const TABLES: NecromundaTables = {
  falling: [
    { fromInches: 3, profile: { strength: 3, ap: 0, damage: 1 } },
    { fromInches: 4, profile: { strength: 4, ap: 0, damage: 1 } },
    { fromInches: 6, profile: { strength: 5, ap: -1, damage: 2 } },
  ],
  lastingInjury: ['Out Cold', 'Grievous Injury', 'Memorable Death'],
  crewLastingInjury: ['Out Cold', 'Critical Injury'],
  lastingDamage: ['Persistent Rattle', 'Damaged Frame', 'Engine Damage'],
  vehicleDamage: [
    { result: 'Jolted', wounds: 0 },
    { result: 'Hit', wounds: 1 },
    { result: 'Critical', wounds: 2 },
  ],
};

export const NO_TABLES: NecromundaTables = {
  falling: [],
  lastingInjury: [],
  crewLastingInjury: [],
  lastingDamage: [],
  vehicleDamage: [],
};

export interface TableSpec {
  readonly fighters: readonly NecromundaFighter[];
  readonly vehicles?: readonly NecromundaVehicle[];
  readonly tables?: NecromundaTables;
  readonly aftermath?: NecromundaGameStarted['aftermath'];
  readonly campaign?: boolean;
}

/** A v2 game's first event: a `full`, campaign game with the TABLES unless the spec says otherwise. */
export const gameStarted = (spec: TableSpec): NecromundaGameStarted => ({
  type: 'NecromundaGameStarted',
  ruleset: 'necromunda-2018',
  title: 'scenario',
  fighters: spec.fighters,
  vehicles: spec.vehicles ?? [],
  tables: spec.tables ?? TABLES,
  aftermath: spec.aftermath ?? 'full',
  campaign: spec.campaign ?? true,
});

/** A session on a v2 table. */
export const table = (spec: TableSpec): NecromundaSession => createNecromundaSession(gameStarted(spec));

export const LASGUN: NecromundaWeapon = { name: 'Lasgun', strength: 3, ap: 0, damage: 1, traits: [] };
/** S10, no save allowed: wounds anything of Toughness 5 or less on a 2+, and the Damage follows the wound at once. */
export const MELTA: NecromundaWeapon = { name: 'Melta', strength: 10, ap: -4, damage: 1, traits: ['Melta'] };

/** A hit declared (the Lasgun unless another weapon is given), as necromundaScenario's. */
export const hit = (
  attacker: string,
  target: string,
  weapon: NecromundaWeapon = LASGUN,
  more: Partial<DeclareHit> = {},
): DeclareHit => scenarioHit(attacker, target, weapon, more);

export { play, refused, types };

/** The events of one type, typed. */
export const ofType = <T extends NecromundaEvent['type']>(
  events: readonly NecromundaEvent[],
  type: T,
): Extract<NecromundaEvent, { type: T }>[] =>
  events.filter((e): e is Extract<NecromundaEvent, { type: T }> => e.type === type);

/**
 * A fighter (W1, Toughness 5 or less) struck with a MELTA (no save), its Injury dice `result`: the
 * commands that take it there.
 */
export const injure = (
  attacker: string,
  target: string,
  result: 'flesh-wound' | 'serious-injury' | 'out-of-action',
  more: Partial<DeclareHit> = {},
): readonly NecromundaCommand[] => [
  hit(attacker, target, MELTA, { noSaveTrait: 'Melta', ...more }),
  { type: 'roll-wound', die: 6 },
  { type: 'enter-injury', result },
];

/** The commands that wreck a vehicle (W3, 4+) with one Damage-3 hit from the rear: three Hits of the Damage table kept. */
export const wreckWith = (attacker: string, target: string, rolledOver = false): readonly NecromundaCommand[] => [
  hit(
    attacker,
    target,
    { name: 'Lascannon', strength: 10, ap: -1, damage: 3, traits: [] },
    {
      facing: 'rear',
      applyAllDamage: 'Test: apply all',
    },
  ),
  { type: 'roll-wound', die: 6 },
  { type: 'roll-save', die: 1 },
  { type: 'roll-locations', dice: [['Body']], impossible: [] },
  { type: 'roll-vehicle-damage', results: ['Hit', 'Hit', 'Hit'], rolledOver },
];
