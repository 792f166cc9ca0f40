import { RULING_TYPES, type EventType } from '../events/index.ts';

/**
 * What an event is, for an audit:
 * - `frame`: the game and turn around the Orders, as the players drove it;
 * - `declaration`: something a player declared, measured or rolled (an input, re-sent on re-adjudication);
 * - `ruling`: something the engine derived (checked on re-adjudication);
 * - `step`: where the Order's statechart was (derived too, but only bookkeeping);
 * - `players`: an Order the players ruled themselves, with the outcome they agreed (re-sent as
 *   agreed on re-adjudication, never compared: the engine vouches only for what it ruled).
 */
export type EventRole = 'frame' | 'declaration' | 'ruling' | 'step' | 'players';

/** Every event type's role. A new event type fails to compile here until it is given one. */
export const EVENT_ROLES: { readonly [K in EventType]: EventRole } = {
  GameStarted: 'frame',
  TurnStarted: 'frame',
  TurnEnded: 'frame',
  LieutenantAppointed: 'declaration',
  CommandTokenSpent: 'declaration',
  OrderPoolsFormed: 'ruling',
  TrooperActivated: 'declaration',
  OrderSpent: 'ruling',
  OrderStepEntered: 'step',
  SkillDeclared: 'declaration',
  AroDeclared: 'declaration',
  AroDeclarationsClosed: 'declaration',
  MeasurementRecorded: 'declaration',
  DiceRolled: 'declaration',
  OrderConcluded: 'step',
  FaceToFaceResolved: 'ruling',
  NormalRollResolved: 'ruling',
  HitsScored: 'ruling',
  SavingRollResolved: 'ruling',
  WoundsInflicted: 'ruling',
  ProtheionRecovered: 'ruling',
  SmokeThrown: 'ruling',
  StateEntered: 'ruling',
  StateLeft: 'ruling',
  ShotNullified: 'ruling',
  SkillVoided: 'ruling',
  CoordinatedOrderGiven: 'declaration',
  TemplateAttackResolved: 'ruling',
  FriendlyFireHit: 'ruling',
  DodgeResolved: 'ruling',
  DisposableSpent: 'ruling',
  GutsRequirementChecked: 'ruling',
  GutsRollResolved: 'ruling',
  GutsMoved: 'declaration',
  OrderRuledByPlayers: 'players',
  FireteamChanged: 'ruling',
  StepRetracted: 'frame',
  RoundScored: 'ruling',
  GameEnded: 'ruling',
  ObjectiveChanged: 'ruling',
  SkillGained: 'ruling',
};

/**
 * Events whose content the engine decides, so a re-adjudication compares them: the catalogue's
 * RULING_TYPES, plus what else the engine derives — which eligible troopers lost their ARO when
 * declarations closed, and the Order's steps and conclusion.
 */
export const isDerived = (type: EventType): boolean =>
  RULING_TYPES.has(type) ||
  EVENT_ROLES[type] === 'ruling' ||
  EVENT_ROLES[type] === 'step' ||
  type === 'AroDeclarationsClosed';

export { orderOf } from '../events/index.ts';
