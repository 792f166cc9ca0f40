import { compileCheck, type Check } from '../kernel/log/compiledCheck.ts';
import { RecordedGameC, type RecordedGame } from './recordedGameCodec.ts';

// Made on first use, not when the module loads: a command that reads no game file never pays for it.
let check: Check | undefined;

/**
 * What `RecordedGameC.is` answers, by the closures the log's reader checks a type's first events
 * with (kernel/log/compiledCheck.ts), made once from the codec's structure. Code generated from the
 * codec (generatedCheck.ts) answers the same but is not worth making for one call: on 27 November it
 * took 13–16 ms to make and run on the 46-Order n5-full-game-2 against 4–5 ms for the closures, and
 * 78–103 ms against 88–89 ms on a generated game of 10,000 Orders. The codec's decode returns a
 * value its `is` accepts unchanged — its shapes are io-ts's own, and its few custom types (whole
 * numbers, die faces; rules/events/codecs) succeed with their input — so a game this accepts is the
 * game, and `decode` is only needed to explain a refusal. A property test holds both facts on the
 * examples and on mangled copies.
 */
export const isRecordedGame = (u: unknown): u is RecordedGame => {
  check ??= compileCheck(RecordedGameC);
  return check(u);
};
