import * as E from 'fp-ts/lib/Either.js';
import { lstat } from 'node:fs/promises';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { formatLogError, JsonlFileStore, type EventStore, type StreamMeta } from '../../kernel/log/index.ts';
import { openStore } from '../storeConnection.ts';

/** Where `arbiter play` keeps the game: a log file, or a game of a store. */
export type PlayTarget =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'store'; readonly url: string; readonly game: string; readonly meta: StreamMeta };

/** The game's log opened for play: every accepted step is appended to it with the seq the table last saw. */
export interface PlayLog {
  readonly store: EventStore<ArbiterEvent>;
  /** How messages name it. */
  readonly name: string;
  /** The arguments that resume it: `GAME.jsonl`, or `--game ID` (the store from --store or $ARBITER_STORE). */
  readonly resume: string;
  readonly close: () => Promise<void>;
}

const exists = async (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false,
  );

/** Whether a new game may start there (nothing there yet), as the words of a refusal; null when it may. */
export const newGameProblem = async (target: PlayTarget): Promise<string | null> => {
  if (target.kind === 'file')
    return (await exists(target.file))
      ? `${target.file} exists; a new game never replaces a file [play/new]: choose another name, or resume it with: arbiter play ${target.file}`
      : null;
  return null; // a store's game: checked when opened, under the same connection
};

/**
 * Opens the log: a file through the file store (its lock held while playing), or a game of the
 * store (each append one transaction checked against the seq this table last saw: a game another
 * table moved on is refused with the store's conflict, and nothing is written). A new game needs
 * an empty place; a resumed one an existing game.
 */
export const openPlayLog = async (target: PlayTarget, isNew: boolean): Promise<E.Either<string, PlayLog>> => {
  if (target.kind === 'file') {
    if (!isNew && !(await exists(target.file)))
      return E.left(`${target.file} does not exist; start a game with: arbiter play new ${target.file} --armies …`);
    const opened = await JsonlFileStore.open(target.file, arbiterCatalogue, Date.now, { create: isNew });
    if (E.isLeft(opened)) return E.left(formatLogError(opened.left));
    const store = opened.right.store;
    return E.right({ store, name: target.file, resume: target.file, close: () => store.close() });
  }
  const opened = await openStore(target.url);
  if (E.isLeft(opened)) return opened;
  const pg = opened.right;
  const name = `${pg.label} game ${JSON.stringify(target.game)}`;
  const stream = pg.stream(target.game, target.meta);
  const close = async (): Promise<void> => {
    await stream.close();
    await pg.close();
  };
  let last: number;
  try {
    last = await stream.lastSeq();
  } catch (e) {
    await close();
    return E.left(`${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const resume = `--game ${target.game}`;
  if (isNew && last > 0) {
    await close();
    return E.left(
      `${name} is already in the store; a new game never replaces one [play/new]: choose another --game, or resume it with: arbiter play ${resume}`,
    );
  }
  if (!isNew && last === 0) {
    await close();
    return E.left(
      `${pg.label} holds no game ${JSON.stringify(target.game)}; start one with: arbiter play new ${resume} --armies …`,
    );
  }
  return E.right({ store: stream, name, resume, close });
};
