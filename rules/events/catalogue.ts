import * as t from 'io-ts';
import {
  CommandTokenSpent,
  GameStarted,
  LieutenantAppointed,
  OrderPoolsFormed,
  TurnEnded,
  TurnStarted,
} from './gameEvents.ts';
import {
  AroDeclarationsClosed,
  AroDeclared,
  DiceRolled,
  SkillVoided,
  CoordinatedOrderGiven,
  MeasurementRecorded,
  OrderConcluded,
  OrderSpent,
  OrderStepEntered,
  SkillDeclared,
  TrooperActivated,
} from './orderEvents.ts';
import {
  FaceToFaceResolved,
  HitsScored,
  NormalRollResolved,
  SavingRollResolved,
  StateEntered,
  StateLeft,
  WoundsInflicted,
  ProtheionRecovered,
} from './rulingEvents.ts';
import {
  DisposableSpent,
  DodgeResolved,
  FriendlyFireHit,
  ShotNullified,
  TemplateAttackResolved,
} from './combatEvents.ts';
import { GutsMoved, GutsRequirementChecked, GutsRollResolved } from './gutsEvents.ts';
import { OrderRuledByPlayers } from './orderRuledByPlayers.ts';
import { FireteamChanged } from './fireteamEvents.ts';
import { SmokeThrown } from './smokeEvents.ts';
import { StepRetracted } from './retractionEvents.ts';
import { GameEnded, RoundScored } from './missionEvents.ts';
import { ObjectiveChanged } from './objectiveEvents.ts';
import { SkillGained } from './skillEvents.ts';

/** The schema version written in every record's `v`. Bump it with an upcaster, never by editing a codec. */
export const SCHEMA_VERSION = 1;

/** Every event type, by its `type` tag. */
export const EVENT_CODECS = {
  GameStarted,
  TurnStarted,
  OrderPoolsFormed,
  TurnEnded,
  LieutenantAppointed,
  CommandTokenSpent,
  TrooperActivated,
  OrderSpent,
  OrderStepEntered,
  SkillDeclared,
  AroDeclared,
  AroDeclarationsClosed,
  MeasurementRecorded,
  DiceRolled,
  OrderConcluded,
  SkillVoided,
  CoordinatedOrderGiven,
  FaceToFaceResolved,
  NormalRollResolved,
  HitsScored,
  SavingRollResolved,
  WoundsInflicted,
  ProtheionRecovered,
  SmokeThrown,
  StateEntered,
  StateLeft,
  ShotNullified,
  TemplateAttackResolved,
  FriendlyFireHit,
  DodgeResolved,
  DisposableSpent,
  GutsRequirementChecked,
  GutsRollResolved,
  GutsMoved,
  OrderRuledByPlayers,
  FireteamChanged,
  StepRetracted,
  RoundScored,
  GameEnded,
  ObjectiveChanged,
  SkillGained,
} as const;

export type EventType = keyof typeof EVENT_CODECS;
export const EVENT_TYPES = Object.keys(EVENT_CODECS) as EventType[];

type EventCodec = (typeof EVENT_CODECS)[EventType];

/** One codec for every event: the union of the catalogue's, tried in the catalogue's order. */
export const ArbiterEventCodec = t.union(
  Object.values(EVENT_CODECS) as unknown as [EventCodec, EventCodec, ...EventCodec[]],
  'ArbiterEvent',
);

export type ArbiterEvent = t.TypeOf<typeof ArbiterEventCodec>;
export type EventOf<K extends EventType> = Extract<ArbiterEvent, { readonly type: K }>;

/**
 * Events the engine derives (checked by re-adjudication); the rest are declarations and facts.
 * OrderRuledByPlayers is not one: the players ruled that Order, the engine only checked it.
 */
export const RULING_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  'OrderSpent',
  'OrderPoolsFormed',
  'FaceToFaceResolved',
  'NormalRollResolved',
  'HitsScored',
  'SavingRollResolved',
  'WoundsInflicted',
  'ProtheionRecovered',
  'SmokeThrown',
  'StateEntered',
  'StateLeft',
  'OrderStepEntered',
  'ShotNullified',
  'TemplateAttackResolved',
  'FriendlyFireHit',
  'DodgeResolved',
  'DisposableSpent',
  'GutsRequirementChecked',
  'GutsRollResolved',
  'RoundScored',
  'GameEnded',
  'ObjectiveChanged',
  'SkillGained',
]);
