export { RecordedGameC } from './recordedGameCodec.ts';
export type { RecordedGame, ScriptOrder, EngineOrder, PlayersOrder, ScriptTrooper } from './recordedGameCodec.ts';
export { parseRecordedGame, formatPath } from './parseRecordedGame.ts';
export type { ParseResult, SourceMap, PathSegment } from './parseRecordedGame.ts';
export { readRecordedGame } from './readRecordedGame.ts';
export type { ParsedGame } from './readRecordedGame.ts';
export type { ScriptError } from './scriptError.ts';
export { formatScriptError } from './scriptError.ts';
export type { RefusalJson } from './refusalJson.ts';
export { refusalJson } from './refusalJson.ts';
export { FORMAT_RULES, isFormatRuleId, formatRuleSource } from './formatRules.ts';
export type { FormatRuleId, FormatRuleEntry } from './formatRules.ts';
export { ruleReference } from './ruleReference.ts';
export type { RuleId, RuleReference } from './ruleReference.ts';
export {
  ID_PATTERN,
  MAX_ALIAS_EXPANSIONS,
  MAX_FILE_BYTES,
  MAX_LIST_BYTES,
  MAX_YAML_BYTES,
  MAX_ID_CHARS,
  MAX_NAME_CHARS,
  MAX_TEXT_CHARS,
  NAME_PATTERN,
  TEXT_PATTERN,
  USE_KEY_PATTERN,
} from './inputLimits.ts';
export { keyRole, stringRole, MAX_CHARS } from './stringRoles.ts';
export type { StringRole } from './stringRoles.ts';
export { toGameInput } from './toGameInput.ts';
export type { GameInputProblem } from './toGameInput.ts';
export { playRecordedGame, recordGame } from './recordGame.ts';
export type {
  PlayedGame,
  PlayStop,
  RecordedWhole,
  RecordFailure,
  RecordOptions,
  RecordResult,
  PartialRecording,
} from './recordGame.ts';
export { tooLargeProblem } from './readYaml.ts';
export type { FileProblem } from './readYaml.ts';
export { checkShape } from './checkShape.ts';
export { decodeFailure } from './decodeFailure.ts';
export { PlayersOrderC, RoundEndC } from './recordedGameCodec.ts';
export { commandsOf, replayCommands, setupOf } from './commandsOf.ts';
export type { Replayed } from './commandsOf.ts';
export { exportRecordedGame, exportGameYaml } from './exportGame.ts';
export * from './lists/index.ts';
