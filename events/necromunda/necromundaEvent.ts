import * as t from 'io-ts';
import { NecromundaGameStartedC } from './necromundaGameStarted.ts';
import { HitDeclaredC, SaveDeniedC, SaveRolledC, WoundRolledC } from './necromundaHitEvents.ts';
import {
  DamageInflictedC,
  FighterInjuredC,
  FighterOutOfActionC,
  HitResolvedC,
  InjuryDiceRolledC,
} from './necromundaDamageEvents.ts';
import {
  CrewLastingInjuryRolledC,
  LastingDamageRolledC,
  LocationRolledC,
  ScrapClaimedC,
  ThrownClearResolvedC,
  VehicleDamagedC,
  VehicleDiceOwedC,
  VehicleWreckedC,
} from './necromundaVehicleEvents.ts';
import {
  BrokenModelActivatedC,
  BrokenMovedC,
  ConsequencesOwedC,
  FallMeasuredC,
  LastingInjuryRolledC,
  ModelBrokenC,
  NerveTestTakenC,
  NerveTestsCalledC,
  OwedDroppedC,
  RallyEnteredC,
  RetreatTestedC,
  SmokePlacedC,
} from './necromundaAftermathEvents.ts';

/** Necromunda's events of schema version 2, by their `type` tag. */
export const NECROMUNDA_EVENT_CODECS = {
  NecromundaGameStarted: NecromundaGameStartedC,
  HitDeclared: HitDeclaredC,
  WoundRolled: WoundRolledC,
  SaveRolled: SaveRolledC,
  SaveDenied: SaveDeniedC,
  DamageInflicted: DamageInflictedC,
  InjuryDiceRolled: InjuryDiceRolledC,
  FighterInjured: FighterInjuredC,
  FighterOutOfAction: FighterOutOfActionC,
  HitResolved: HitResolvedC,
  VehicleDiceOwed: VehicleDiceOwedC,
  LocationRolled: LocationRolledC,
  VehicleDamaged: VehicleDamagedC,
  VehicleWrecked: VehicleWreckedC,
  LastingDamageRolled: LastingDamageRolledC,
  CrewLastingInjuryRolled: CrewLastingInjuryRolledC,
  ThrownClearResolved: ThrownClearResolvedC,
  ScrapClaimed: ScrapClaimedC,
  ConsequencesOwed: ConsequencesOwedC,
  OwedDropped: OwedDroppedC,
  LastingInjuryRolled: LastingInjuryRolledC,
  NerveTestsCalled: NerveTestsCalledC,
  NerveTestTaken: NerveTestTakenC,
  ModelBroken: ModelBrokenC,
  RetreatTested: RetreatTestedC,
  BrokenMoved: BrokenMovedC,
  SmokePlaced: SmokePlacedC,
  BrokenModelActivated: BrokenModelActivatedC,
  RallyEntered: RallyEnteredC,
  FallMeasured: FallMeasuredC,
} as const;

const CODECS = Object.values(NECROMUNDA_EVENT_CODECS);
export const NecromundaEventC = t.union([CODECS[0], CODECS[1], ...CODECS.slice(2)] as unknown as [
  (typeof CODECS)[number],
  (typeof CODECS)[number],
  ...(typeof CODECS)[number][],
]);

/** A fact of a Necromunda game, as logged. */
export type NecromundaEvent = t.TypeOf<(typeof NECROMUNDA_EVENT_CODECS)[keyof typeof NECROMUNDA_EVENT_CODECS]>;
export type NecromundaEventType = NecromundaEvent['type'];
