import type { Check } from '../kernel/log/compiledCheck.ts';
import { fastCheck } from '../kernel/log/generatedCheck.ts';
import { RecordedGameC, type RecordedGame } from './recordedGameCodec.ts';

// Made on first use, not when the module loads: a command that reads no game file never pays for it.
let check: Check | undefined;

/**
 * What `RecordedGameC.is` answers, by the check the log's reader uses for events
 * (kernel/log/generatedCheck.ts: generated once from the codec's structure), several times faster
 * than io-ts on a long game. The codec's decode returns a value its `is` accepts unchanged — its
 * shapes are io-ts's own, and its few custom types (whole numbers, die faces; rules/events/codecs)
 * succeed with their input — so a game this accepts is the game, and `decode` is only needed to
 * explain a refusal. A property test holds both facts on the examples and on mangled copies.
 */
export const isRecordedGame = (u: unknown): u is RecordedGame => {
  check ??= fastCheck(RecordedGameC);
  return check(u);
};
