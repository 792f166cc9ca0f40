export { RecordedGameC } from './recordedGameCodec.ts';
export type { RecordedGame, ScriptOrder, EngineOrder, PlayersOrder, ScriptTrooper } from './recordedGameCodec.ts';
export { parseRecordedGame, formatPath } from './parseRecordedGame.ts';
export type { ParseResult, SourceMap, PathSegment } from './parseRecordedGame.ts';
export type { ScriptError } from './scriptError.ts';
export { formatScriptError } from './scriptError.ts';
export { gameInput } from './gameInput.ts';
export { recordGame } from './recordGame.ts';
export type { RecordResult, PartialRecording } from './recordGame.ts';
