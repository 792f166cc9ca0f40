// The library's root entry, `import … from 'arbiter'` (docs/api.md): create a game from an edition
// and army lists, send it commands (events, or a refusal with its rule), fold events into state.
// The other entries: arbiter/odds, arbiter/log, arbiter/audit, arbiter/machines.
export { createGame } from './createGame.ts';
export type { CreateGameOptions, CreatedGame, ListSource } from './createGame.ts';
export { createGameSession, formatRejection, isOrderCommand } from '../machines/index.ts';
export type {
  GameCommand,
  GameInput,
  GameSession,
  OrderCommand,
  Rejection,
  SendResult,
  SessionOptions,
  StartingStates,
} from '../machines/index.ts';
export { evolve, foldGame, foldTroopers, troopersOf } from '../projections/index.ts';
export type { OrdersLeft, TrooperRow, TroopersState } from '../projections/index.ts';
export type { ArbiterEvent, EventType } from '../events/index.ts';
export type { GameState } from '../rules/state/index.ts';
export type { Edition } from '../rules/edition.ts';
export { DEFAULT_EDITION, EDITIONS, isEdition } from '../rules/edition.ts';
export {
  formatScriptError,
  gameSetupFromLists,
  loadLibrary,
  parseRecordedGame,
  readArmyList,
  readRecordedGame,
  recordGame,
} from '../recording/index.ts';
export type {
  ListError,
  ListRead,
  ParseResult,
  ParsedGame,
  RecordedGame,
  RecordedWhole,
  RecordFailure,
  RecordResult,
  ScriptError,
  UnitLibrary,
} from '../recording/index.ts';
