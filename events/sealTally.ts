import type { SealTally } from '../kernel/log/logSeal.ts';
import type { ArbiterEvent } from '../rules/events/catalogue.ts';

/** What an Infinity log's seal counts: the Orders of the game and its Active Turns. */
export const arbiterSealTally: SealTally<ArbiterEvent> = {
  counts: ['orders', 'turns'],
  count(e) {
    switch (e.type) {
      case 'TrooperActivated':
      case 'OrderRuledByPlayers':
        return 'orders';
      case 'TurnStarted':
        return 'turns';
      case 'StepRetracted':
        return { orders: -e.takesBack.orders, turns: -e.takesBack.turns };
      case 'FireteamChanged':
      case 'RoundScored':
      case 'GameEnded':
      case 'GameStarted':
      case 'OrderPoolsFormed':
      case 'TurnEnded':
      case 'LieutenantAppointed':
      case 'CommandTokenSpent':
      case 'OrderSpent':
      case 'OrderStepEntered':
      case 'SkillDeclared':
      case 'AroDeclared':
      case 'AroDeclarationsClosed':
      case 'MeasurementRecorded':
      case 'DiceRolled':
      case 'OrderConcluded':
      case 'SkillVoided':
      case 'CoordinatedOrderGiven':
      case 'FaceToFaceResolved':
      case 'NormalRollResolved':
      case 'HitsScored':
      case 'SavingRollResolved':
      case 'WoundsInflicted':
      case 'ProtheionRecovered':
      case 'SmokeThrown':
      case 'StateEntered':
      case 'StateLeft':
      case 'ObjectiveChanged':
      case 'SkillGained':
      case 'ShotNullified':
      case 'TemplateAttackResolved':
      case 'FriendlyFireHit':
      case 'DodgeResolved':
      case 'DisposableSpent':
      case 'GutsRequirementChecked':
      case 'GutsRollResolved':
      case 'GutsMoved':
        return null;
    }
  },
};
