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

/** Necromunda's events of schema version 1, by their `type` tag. */
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
} as const;

export const NecromundaEventC = t.union([
  NecromundaGameStartedC,
  HitDeclaredC,
  WoundRolledC,
  SaveRolledC,
  SaveDeniedC,
  DamageInflictedC,
  InjuryDiceRolledC,
  FighterInjuredC,
  FighterOutOfActionC,
  HitResolvedC,
]);

/** A fact of a Necromunda game, as logged. */
export type NecromundaEvent = t.TypeOf<typeof NecromundaEventC>;
export type NecromundaEventType = NecromundaEvent['type'];
