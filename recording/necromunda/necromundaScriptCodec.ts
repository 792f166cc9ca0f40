import * as t from 'io-ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { FighterTypeC, InjuryResultC } from '../../events/necromunda/index.ts';

/** A fighter of the script: its profile as the Resolve Hits page reads it. */
const ScriptFighterC = t.intersection(
  [
    t.type({
      id: t.string,
      name: t.string,
      gang: t.string,
      type: FighterTypeC,
      toughness: t.number,
      wounds: t.number,
      /** 4 for a 4+ save, or none. */
      save: t.union([t.number, t.literal('none')]),
    }),
    t.partial({
      saveUnmodifiable: t.boolean,
      move: t.number,
      /** 4 for Initiative 4+. */
      initiative: t.number,
      /** 7 for Cool 7+. */
      cool: t.number,
      nerveImmune: t.boolean,
      aboard: t.type({ vehicle: t.string, as: t.keyof({ crew: null, passenger: null }) }),
    }),
  ],
  'NecromundaScriptFighter',
);

/** A vehicle of the script: Toughness by facing, its Location table, how it moves. */
const ScriptVehicleC = t.intersection(
  [
    t.type({
      id: t.string,
      name: t.string,
      gang: t.string,
      toughness: t.type({ front: t.number, side: t.number, rear: t.number }),
      wounds: t.number,
      save: t.union([t.number, t.literal('none')]),
      locations: t.readonlyArray(t.string),
      mobility: t.keyof({ mobile: null, stationary: null }),
    }),
    t.partial({ saveUnmodifiable: t.boolean, cool: t.number, nerveImmune: t.boolean }),
  ],
  'NecromundaScriptVehicle',
);

const ProfileC = t.type({ strength: t.number, ap: t.number, damage: t.number });

/** The tables the page refers to but does not print, from the players' rulebook. */
const ScriptTablesC = t.partial(
  {
    falling: t.readonlyArray(t.type({ fromInches: t.number, profile: ProfileC })),
    lastingInjury: t.readonlyArray(t.string),
    crewLastingInjury: t.readonlyArray(t.string),
    lastingDamage: t.readonlyArray(t.string),
    vehicleDamage: t.readonlyArray(t.type({ result: t.string, wounds: t.number })),
  },
  'NecromundaScriptTables',
);

/** A weapon as written: Damage a number or '-' (or '–'); AP 0 for '–', else negative. */
const ScriptWeaponC = t.intersection(
  [
    t.type({
      name: t.string,
      strength: t.number,
      ap: t.number,
      damage: t.union([t.number, t.literal('-'), t.literal('–')]),
    }),
    t.partial({ traits: t.readonlyArray(t.string) }),
  ],
  'NecromundaScriptWeapon',
);

/** One hit and its dice, in the order they are rolled. */
const ScriptHitC = t.intersection(
  [
    t.type({ attacker: t.string, target: t.string, weapon: ScriptWeaponC }),
    t.partial({
      closeCombat: t.boolean,
      saveBonus: t.number,
      /** The trait that allows no save (e.g. Rending), when the weapon has one. */
      noSave: t.string,
      /** Injury dice a Damage '–' weapon's trait causes. */
      injuryDice: t.number,
      /** A vehicle target: the facing the attack comes from (left out when in doubt). */
      facing: t.keyof({ front: null, side: null, rear: null }),
      /** A Reaction attack (the attacker is Engaged). */
      reaction: t.boolean,
      vehicleChooses: t.string,
      applyAllDamage: t.string,
      wound: t.number,
      save: t.number,
      injuries: t.readonlyArray(InjuryResultC),
      /** A vehicle: each Location dice's results (re-rolls after impossible ones), and the one kept. */
      locations: t.intersection([
        t.type({ dice: t.readonlyArray(t.readonlyArray(t.string)) }),
        t.partial({ impossible: t.readonlyArray(t.string), keep: t.number }),
      ]),
      /** A vehicle: the Damage dice's results (named from tables.vehicleDamage), and the one kept. */
      damageDice: t.intersection([
        t.type({ results: t.readonlyArray(t.string) }),
        t.partial({ keep: t.number, rolledOver: t.boolean }),
      ]),
    }),
  ],
  'NecromundaScriptHit',
);

/** The dice of the falling hit a fall or a failed Thrown Clear test causes. */
const FallingDiceC = t.partial({ wound: t.number, save: t.number, injuries: t.readonlyArray(InjuryResultC) });

/** Distances the players measured, by model id. */
const DistancesC = t.record(t.string, t.number);
const FleeSpotC = t.type({
  id: t.string,
  nearestEnemyModelInches: t.number,
  nearestEnemyFighterInches: t.number,
  outOfEnemyLineOfSight: t.boolean,
  inCover: t.boolean,
});

const step = <K extends string, C extends t.Mixed>(key: K, codec: C) => t.type({ [key]: codec } as { [P in K]: C });

/** One step of the game, keyed by what it is. */
const ScriptStepC = t.union(
  [
    step('hit', ScriptHitC),
    step('fall', t.intersection([t.type({ fighter: t.string, inches: t.number }), FallingDiceC])),
    step('rollOver', t.type({ vehicle: t.string })),
    step('lastingInjury', t.type({ fighter: t.string, result: t.string })),
    step('crewLastingInjury', t.type({ vehicle: t.string, result: t.string })),
    step('lastingDamage', t.type({ vehicle: t.string, result: t.string })),
    step(
      'thrownClear',
      t.intersection([
        t.type({ fighter: t.string, placedInches: t.number, initiative: t.number, heightInches: t.number }),
        FallingDiceC,
      ]),
    ),
    step('nerveCheck', t.type({ casualty: t.string, distances: DistancesC })),
    step('nerveTest', t.type({ tester: t.string, roll: t.number, distances: DistancesC })),
    step(
      'retreat',
      t.type({
        model: t.string,
        initiative: t.number,
        enemies: t.readonlyArray(t.intersection([t.type({ id: t.string }), t.partial({ initiative: t.number })])),
      }),
    ),
    step(
      'flee',
      t.type({ model: t.string, dice: t.readonlyArray(t.number), spots: t.readonlyArray(FleeSpotC), chosen: t.string }),
    ),
    step('burnOut', t.type({ model: t.string, d3: t.number, placedInches: t.readonlyArray(t.number) })),
    step('activateBroken', t.type({ model: t.string })),
    step('rally', t.type({ model: t.string, rallied: t.boolean })),
    step('claimScrap', t.type({ gang: t.string, d3: t.readonlyArray(t.number) })),
  ],
  'NecromundaScriptStep',
);

/**
 * A recorded Necromunda game (docs/necromunda.md): `ruleset: necromunda-2018`, the fighters and
 * vehicles, the tables, and either `hits` (hits only, each a hit) or `steps` (each keyed by what it is).
 */
export const NecromundaScriptC = t.intersection(
  [
    t.type({
      ruleset: t.literal(NECROMUNDA_RULESET),
      title: t.string,
      fighters: t.readonlyArray(ScriptFighterC),
    }),
    t.partial({
      notes: t.string,
      vehicles: t.readonlyArray(ScriptVehicleC),
      tables: ScriptTablesC,
      /** full (the default): the engine asks for every Nerve test and the rest; hits-only: the players ruled them. */
      aftermath: t.keyof({ 'hits-only': null, full: null }),
      campaign: t.boolean,
      hits: t.readonlyArray(ScriptHitC),
      steps: t.readonlyArray(ScriptStepC),
    }),
  ],
  'NecromundaScript',
);
export type NecromundaScript = t.TypeOf<typeof NecromundaScriptC>;
export type NecromundaScriptHit = t.TypeOf<typeof ScriptHitC>;
export type NecromundaScriptStep = t.TypeOf<typeof ScriptStepC>;
