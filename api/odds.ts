// `arbiter/odds` (docs/api.md): exact Normal and Face to Face odds, Saving Rolls and wounds, per edition. Pure.
export {
  faceToFaceOdds,
  faceToFaceWounds,
  probability,
  savingRollChance,
  savingRollCount,
  winCount,
  woundDistribution,
} from '../rules/odds/index.ts';
export type {
  AttackingSide,
  FaceToFaceOdds,
  FaceToFaceWounds,
  OddsMatchup,
  OddsSide,
  OutcomeCount,
  SavingRollChance,
  SavingRollCount,
  SavingRollProfile,
  SideOdds,
  WoundDistribution,
} from '../rules/odds/index.ts';
export type { Edition } from '../rules/edition.ts';
