export type { Cover, MineTrigger, PositionedFact, TableFact, TableFactKind } from './tableFact.ts';
export { START_POINT } from './tableFact.ts';
export type { TrooperState, RuledState, AgreedState } from './trooperState.ts';
export { TROOPER_STATES, AGREED_STATES, isNull } from './trooperState.ts';
export type { TrooperView, TableView } from './tableView.ts';
export { trooperView, areEnemies, vitaOf } from './tableView.ts';
export type { SmokeTemplate } from './smokeTemplate.ts';
export { smokeTemplates, withSmoke, withoutSmoke } from './smokeTemplate.ts';
export { factsAbout } from './factsAbout.ts';
export type { FactLookup } from './factsAbout.ts';
export type { CombatFacts } from './combatFacts.ts';
export { combatFacts } from './combatFacts.ts';
export { factIndex, FactIndex } from './factIndex.ts';
export type { StartingState, StartingStateVerdict } from './startingStates.ts';
export { startingStates, startingState, startingStatesProblem } from './startingStates.ts';
export { factTroopers } from './factTroopers.ts';
export { initialTable } from './initialTable.ts';
export {
  enterState,
  leaveState,
  orderedStates,
  trooperWith,
  withTrooper,
  discoverFailedBy,
  discoverFailuresCleared,
  woundedBy,
  withSkillsGained,
} from './tableChanges.ts';
