// Recorded Necromunda games (docs/necromunda.md): the script's format, its strict reader, and its
// recording through the hit statechart into events.
export { NecromundaScriptC } from './necromundaScriptCodec.ts';
export type { NecromundaScript, NecromundaScriptHit } from './necromundaScriptCodec.ts';
export { readNecromundaScript } from './readNecromundaScript.ts';
export type { ParsedNecromundaScript } from './readNecromundaScript.ts';
export { recordNecromunda } from './recordNecromunda.ts';
export type { RecordedNecromunda } from './recordNecromunda.ts';
export { formatNecromundaScriptError, necromundaRuleReference } from './necromundaScriptError.ts';
export type { NecromundaScriptError } from './necromundaScriptError.ts';
export { scriptRuleset } from './scriptRuleset.ts';
export type { ScriptRuleset } from './scriptRuleset.ts';
