import type { EventType } from '../../events/index.ts';

/**
 * One line per event for docs/events.md, in our words. An event without one is listed as
 * undescribed (the docs test still passes): add its line here when it lands.
 */
export const EVENT_DESCRIPTIONS: Partial<Readonly<Record<EventType, string>>> = {
  GameStarted: 'The game begins: its edition (pinned for the whole log), title and both army lists, in full.',
  TurnStarted: "A player's Active Turn begins (the round counts both players' Turns).",
  OrderPoolsFormed:
    'The Tactical Phase: the Orders the Active Player gets this Turn, per Combat Group, per Irregular trooper and for the Lieutenant.',
  TurnEnded: 'The Active Turn ends.',
  LieutenantAppointed: 'A new Lieutenant is named at the end of a Turn that began in Loss of Lieutenant.',
  CommandTokenSpent:
    "A Command Token spent: the second player's Strategic Use in its opponent's first Tactical Phase (two Regular Orders taken, or the opponent limited to one Command Token that Turn), or the Active Player's Executive or Operational Use (a trooper moved to another Combat Group, an Irregular Order made Regular, a trooper that ignores Retreat!).",
  TrooperActivated: 'An Order begins: the Active Player activates a trooper.',
  OrderSpent: 'Which Order the activation spent: its pool (Regular, Irregular, Lieutenant) and Combat Group.',
  OrderStepEntered: "The Order reached a step of the Order Expenditure Sequence (the statechart's state).",
  SkillDeclared:
    'The active trooper declared its first or second skill, every detail fixed (weapon, targets, Burst split).',
  AroDeclared: 'A reactive trooper declared an ARO after the first or second skill.',
  AroDeclarationsClosed:
    'The Reactive Player closed an ARO step; eligible troopers that declared nothing lost their ARO.',
  MeasurementRecorded: 'A table fact the players measured or agreed: LoF, range, cover, ZoC, base contact, templates…',
  DiceRolled: 'Dice thrown at the table for one trooper and purpose, as entered.',
  OrderConcluded: 'The Order is over.',
  SkillVoided: 'A declared skill or ARO whose requirements turned out unmet is null (it counts as Idle), and why.',
  FaceToFaceResolved:
    "A Face to Face Roll: each side's rollers with their Success Values and MODs, every die with its fate, and the winner.",
  NormalRollResolved:
    "A Normal Roll: the roller's Success Value and MODs, every die with its fate, successes and Criticals.",
  HitsScored: 'Hits (and Criticals) an attacker kept on a target after an exchange.',
  SavingRollResolved:
    "A target's Saving Rolls against one attacker: how each die is read, MODs, each die saved or not, and the Wounds (PARA: PH-6 rolls, whose failure is IMM-A, no Wound).",
  WoundsInflicted: 'Wounds a trooper takes, and its running total.',
  StateEntered: 'A trooper enters a state (Unconscious, Dead, Prone…).',
  StateLeft: 'A trooper leaves a state.',
  ShotNullified:
    'A template shot touched a friendly or Neutral trooper and never happened; the enemies it touched keep their ARO.',
  TemplateAttackResolved: 'A Direct Template or Mine that needs no roll: the hits it does, unless a Dodge avoided it.',
  FriendlyFireHit: 'A failed die of a BS Attack into a Close Combat hits an ally instead.',
  DodgeResolved: 'A Dodge read against every source: whether the trooper moves, and who still hits it.',
  DisposableSpent: 'A use of a Disposable weapon spent, and the uses left.',
  GutsRequirementChecked: 'Whether a trooper owes a Guts Roll at the end of the Order, and why.',
  GutsRollResolved: 'A Guts Roll: rolled against WIP, or failed on purpose by its owner.',
  GutsMoved: 'The fallback a trooper took after failing a Guts Roll (leave LoF, reach cover, or go Prone).',
  OrderRuledByPlayers:
    'An Order the engine does not rule (a skill it does not cover yet), ruled by the players: who activated, what was declared, the dice, and the outcome they agreed (Orders and Command Tokens spent, Wounds, states, uses, troopers out of play) with every total. No citation: the engine only checked that the outcome could be true of the table.',
  StepRetracted:
    "The players took back the last step they entered (`arbiter play`'s undo, before the next Order starts): the last `events` events still in force are void, and `takesBack` is what they had added to the seal's counts. Nothing is rewritten; the audit lists the retraction and reads the game without those events.",
};
