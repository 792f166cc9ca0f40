import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../../events/index.ts';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { example, examples } from './badGames.ts';

/** The bundled recorded games (examples/*.game.yaml). */
export const gameExamples = (): readonly string[] => examples().filter((f) => f.endsWith('.game.yaml'));

const cache = new Map<string, readonly ArbiterEvent[]>();

/** An example's events, recorded as `arbiter record` records it (parseRecordedGame + recordGame). */
export const recordedExample = (name: string): readonly ArbiterEvent[] => {
  const known = cache.get(name);
  if (known !== undefined) return known;
  const parsed = parseRecordedGame(name, example(name));
  if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
  const recorded = recordGame(name, parsed.right.game, parsed.right.map, { runtime: 'compiled' });
  if (E.isLeft(recorded)) throw new Error(formatScriptError(recorded.left.error));
  recorded.right.session.stop();
  cache.set(name, recorded.right.events);
  return recorded.right.events;
};
