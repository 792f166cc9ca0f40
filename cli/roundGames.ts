import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import { formatLogError, type StreamInfo } from '../kernel/index.ts';
import type { PgStreamStore } from '../store/postgres/index.ts';

/** Which games of a store: those of round `round` (of tournament `tournament` when given); every game when no round. */
export interface RoundWanted {
  readonly round?: string | undefined;
  readonly tournament?: string | undefined;
}

/** `round 2 of tournament "Spring"`, `round 2`, or `every game`: how messages name a selection. */
export const roundName = (wanted: RoundWanted): string =>
  wanted.round === undefined
    ? wanted.tournament === undefined
      ? 'every game'
      : `tournament ${JSON.stringify(wanted.tournament)}`
    : `round ${JSON.stringify(wanted.round)}${wanted.tournament === undefined ? '' : ` of tournament ${JSON.stringify(wanted.tournament)}`}`;

/** The games of the store a selection takes, by id; an error when none (naming the store and the round). */
export const roundGames = async (
  store: PgStreamStore<ArbiterEvent>,
  wanted: RoundWanted,
): Promise<E.Either<string, readonly StreamInfo[]>> => {
  const all = await store.streams();
  if (E.isLeft(all)) return E.left(formatLogError(all.left));
  const games = all.right.filter(
    (s) =>
      (wanted.round === undefined || s.round === wanted.round) &&
      (wanted.tournament === undefined || s.tournament === wanted.tournament),
  );
  if (games.length === 0) {
    const rounds = [...new Set(all.right.flatMap((s) => (s.round === undefined ? [] : [s.round])))].sort();
    const known = rounds.length === 0 ? 'no game has a round' : `its rounds: ${rounds.join(', ')}`;
    return E.left(`${store.label} holds no game in ${roundName(wanted)} (${known})`);
  }
  return E.right(games);
};

/** Every line of a game's log as the store holds it, read whole (one game of a round at a time). */
export const gameLines = async (
  store: PgStreamStore<ArbiterEvent>,
  id: string,
): Promise<E.Either<string, readonly string[]>> => {
  const lines: string[] = [];
  try {
    for await (const line of store.lines(id)) lines.push(line);
  } catch (e) {
    return E.left(
      `${store.label} game ${JSON.stringify(id)}: cannot be read: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  return E.right(lines);
};
