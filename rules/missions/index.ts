export type {
  Band,
  ClassifiedDone,
  GameEndReason,
  GameOutcome,
  Mission,
  MissionId,
  MissionScoring,
  MissionState,
  PlayerScore,
  RoundFacts,
  ScoreLine,
} from './mission.ts';
export { MISSIONS, MISSION_IDS, isMissionId, missionById } from './missionCatalogue.ts';
export { SPECIALIST_SKILLS, isSpecialist, specialistCitation } from './specialist.ts';
export { killedPoints, victoryPoints } from './victoryPoints.ts';
export { bandFor, bandPoints, scoreMission, winnerOf, type ScoreInput } from './missionScore.ts';
export { NO_RETREAT, gameEndReason, roundLimit, roundOver, type RetreatHook } from './gameEnd.ts';
