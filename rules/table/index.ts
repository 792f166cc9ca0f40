export type { Cover, MineTrigger, TableFact, TableFactKind } from './tableFact.ts';
export type { TrooperState } from './trooperState.ts';
export { TROOPER_STATES, isNull } from './trooperState.ts';
export type { TrooperView, TableView } from './tableView.ts';
export { trooperView, areEnemies } from './tableView.ts';
export { factsAbout } from './factsAbout.ts';
export type { FactLookup } from './factsAbout.ts';
export type { CombatFacts } from './combatFacts.ts';
export { combatFacts } from './combatFacts.ts';
