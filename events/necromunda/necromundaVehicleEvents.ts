import * as t from 'io-ts';
import { CountC, HitNumberC, RulesC } from './necromundaPrimitives.ts';
import { TestRolledC } from './necromundaOwed.ts';
import { HitProfileC } from './necromundaTables.ts';

const DiceModeC = t.keyof({ 'choose-one': null, 'apply-all': null });
const DiceOwedC = t.readonly(t.type({ count: CountC, mode: DiceModeC }));
const ChooserC = t.union([
  t.readonly(t.type({ by: t.literal('attacker') })),
  t.readonly(t.type({ by: t.literal('vehicle'), exception: t.string })),
]);
const DieFateC = t.keyof({ kept: null, discarded: null });
const ChoseByC = t.union([t.keyof({ attacker: null, vehicle: null }), t.null]);

/** An unsaved wound on a vehicle: the Location and Damage dice it calls for, and who keeps one of several. */
export const VehicleDiceOwedC = t.readonly(
  t.type({
    type: t.literal('VehicleDiceOwed'),
    hit: HitNumberC,
    vehicle: t.string,
    location: DiceOwedC,
    damage: DiceOwedC,
    chooser: ChooserC,
    rules: RulesC,
  }),
  'VehicleDiceOwed',
);

/** The Location dice: each die's rolls (impossible locations re-rolled), which die was kept, the location. */
export const LocationRolledC = t.readonly(
  t.type({
    type: t.literal('LocationRolled'),
    hit: HitNumberC,
    vehicle: t.string,
    dice: t.readonlyArray(
      t.readonly(
        t.type({
          rolls: t.readonlyArray(t.string),
          fates: t.readonlyArray(t.keyof({ stands: null, 're-rolled': null })),
          location: t.string,
        }),
      ),
    ),
    /** Locations this hit could not strike (entered facts): a roll of one was re-rolled. */
    impossible: t.readonlyArray(t.string),
    fates: t.readonlyArray(DieFateC),
    location: t.string,
    choseBy: ChoseByC,
    rules: RulesC,
  }),
  'LocationRolled',
);

/** The Damage dice: their results (entered from the vehicle Damage table), which applied, the Wounds left. */
export const VehicleDamagedC = t.readonly(
  t.type({
    type: t.literal('VehicleDamaged'),
    hit: HitNumberC,
    vehicle: t.string,
    location: t.string,
    results: t.readonlyArray(t.string),
    fates: t.readonlyArray(DieFateC),
    choseBy: ChoseByC,
    woundsBefore: CountC,
    woundsLost: CountC,
    woundsLeft: CountC,
    /** The result made it Lose Control and roll over (an entered fact). */
    rolledOver: t.boolean,
    rules: RulesC,
  }),
  'VehicleDamaged',
);

/** A vehicle Wrecked: why, the rolls owed, the fighters aboard Thrown Clear; it becomes a flimsy structure. */
export const VehicleWreckedC = t.readonly(
  t.type({
    type: t.literal('VehicleWrecked'),
    vehicle: t.string,
    /** The hit that wrecked it, or null when it rolled over outside a hit. */
    hit: t.union([HitNumberC, t.null]),
    causes: t.readonlyArray(t.keyof({ 'no-wounds': null, 'rolled-over': null })),
    crewLastingInjuryRolls: CountC,
    lastingDamageRolls: CountC,
    thrownClear: t.readonlyArray(t.string),
    wasMobile: t.boolean,
    rules: RulesC,
  }),
  'VehicleWrecked',
);

/** A Lasting Damage roll's result (entered, one of the game's table). */
export const LastingDamageRolledC = t.readonly(
  t.type({
    type: t.literal('LastingDamageRolled'),
    vehicle: t.string,
    roll: HitNumberC,
    of: HitNumberC,
    result: t.string,
    rules: RulesC,
  }),
  'LastingDamageRolled',
);

/** The crew's one Lasting Injury roll for a wreck (entered, one of the game's table). */
export const CrewLastingInjuryRolledC = t.readonly(
  t.type({ type: t.literal('CrewLastingInjuryRolled'), vehicle: t.string, result: t.string, rules: RulesC }),
  'CrewLastingInjuryRolled',
);

/** A fighter Thrown Clear: where it was placed, its Initiative test, and the falling hit it suffers if failed. */
export const ThrownClearResolvedC = t.readonly(
  t.type({
    type: t.literal('ThrownClearResolved'),
    fighter: t.string,
    vehicle: t.string,
    placedInches: t.number,
    heightInches: t.number,
    test: TestRolledC,
    outcome: t.keyof({ unhurt: null, 'pinned-and-hit': null }),
    /** The falling hit's profile (raised by one when the vehicle was Mobile), or null when unhurt. */
    profile: t.union([HitProfileC, t.null]),
    rules: RulesC,
  }),
  'ThrownClearResolved',
);

/** After the battle: the one gang left claims D3×10 credits per wrecked enemy vehicle. */
export const ScrapClaimedC = t.readonly(
  t.type({
    type: t.literal('ScrapClaimed'),
    gang: t.string,
    wreckedEnemyVehicles: t.readonlyArray(t.string),
    d3: t.readonlyArray(CountC),
    credits: CountC,
    rules: RulesC,
  }),
  'ScrapClaimed',
);

export type VehicleDiceOwed = t.TypeOf<typeof VehicleDiceOwedC>;
export type LocationRolled = t.TypeOf<typeof LocationRolledC>;
export type VehicleDamaged = t.TypeOf<typeof VehicleDamagedC>;
export type VehicleWrecked = t.TypeOf<typeof VehicleWreckedC>;
export type LastingDamageRolled = t.TypeOf<typeof LastingDamageRolledC>;
export type CrewLastingInjuryRolled = t.TypeOf<typeof CrewLastingInjuryRolledC>;
export type ThrownClearResolved = t.TypeOf<typeof ThrownClearResolvedC>;
export type ScrapClaimed = t.TypeOf<typeof ScrapClaimedC>;
