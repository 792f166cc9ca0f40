import * as E from 'fp-ts/lib/Either.js';
import { createGameSession, type GameSession, type SessionOptions } from '../machines/index.ts';
import { DEFAULT_EDITION, type Edition } from '../rules/edition.ts';
import { gameSetupFromLists, loadLibrary, readArmyList, type ListError, type ListRead } from '../recording/index.ts';

/** An army list's text (`format: arbiter/army-list@1`, docs/army-lists.md) and the name problems are reported under. */
export interface ListSource {
  readonly file: string;
  readonly text: string | Uint8Array;
}

export interface CreateGameOptions {
  /** N3, N4 or N5 (the default). */
  readonly edition?: Edition;
  /** The two armies, first player first. */
  readonly lists: readonly ListSource[];
  /** Unit library files added to the built-in one, for troopers named by `profile:`. */
  readonly libraries?: readonly ListSource[];
  readonly title?: string;
  readonly session?: SessionOptions;
}

/** A game ready for commands, or the first problem in the lists (file, line, column, rule). */
export type CreatedGame = E.Either<ListError, GameSession>;

/**
 * A new game from an edition and two army lists, as `arbiter play new` starts one: the lists read
 * strictly against the built-in unit library (plus `libraries`), then the session that takes commands.
 */
export const createGame = (options: CreateGameOptions): CreatedGame => {
  const edition = options.edition ?? DEFAULT_EDITION;
  const library = loadLibrary(options.libraries ?? []);
  if (E.isLeft(library)) return library;
  const lists: ListRead[] = [];
  for (const source of options.lists) {
    const list = readArmyList(source.text, source.file, library.right, edition);
    if (E.isLeft(list)) return list;
    lists.push(list.right);
  }
  const title = options.title ?? lists.map((l) => l.army.faction).join(' against ');
  const setup = gameSetupFromLists(edition, lists, title);
  if (E.isLeft(setup)) return setup;
  return E.right(createGameSession(setup.right, options.session));
};
