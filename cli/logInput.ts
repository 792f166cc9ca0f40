import * as E from 'fp-ts/lib/Either.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArbiterEvent } from '../events/index.ts';
import { formatLogError, writeFileAtomically } from '../kernel/log/index.ts';
import type { PgStreamStore } from '../store/postgres/index.ts';
import { logInputProblem } from './readInput.ts';
import { STORE_ENV, openStore, storeUrlOf } from './storeConnection.ts';

/** Where a read verb (`replay`, `audit`, `view`) takes its log from: a file, or one game of a store. */
export type LogInput =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'store'; readonly url: string; readonly game: string };

/** A log input made readable: the file to read, how messages name it, and what to undo once read. */
export interface OpenedLog {
  /** A JSON Lines file holding the log, line for line. */
  readonly path: string;
  /** The file's name, or `postgres://user:***@host/db game "ID"` (never the password). */
  readonly label: string;
  readonly fromStore: boolean;
  /** A message about the file with the file's path replaced by the label. */
  readonly named: (text: string) => string;
  /** How to run another verb on the same log: the file, or `--game ID` (the store from --store or $ARBITER_STORE). */
  readonly again: string;
  /** Removes what opening made (a store's game: its private copy); idempotent. */
  readonly close: () => Promise<void>;
  /** A store's game: where it is, to follow it (`arbiter view`) and copy it again as it grows. */
  readonly store?: {
    readonly url: string;
    readonly game: string;
    readonly recopy: () => Promise<E.Either<string, number>>;
  };
}

/** The flags a read verb takes for a store (`--store URL --game ID`). */
export interface StoreFlags {
  readonly store?: string | undefined;
  readonly game?: string | undefined;
}

/**
 * The log a read verb was given: one LOG.jsonl, or `--game ID` with `--store URL` (else
 * `$ARBITER_STORE`); a usage error (one line) for anything else.
 */
export const logInputOf = (
  positionals: readonly string[],
  flags: StoreFlags,
  env: NodeJS.ProcessEnv = process.env,
): E.Either<string, LogInput> => {
  const { game } = flags;
  if (game === undefined) {
    if (flags.store !== undefined) return E.left('--store goes with --game ID (the game to read from the store)');
    const file = positionals[0];
    if (file === undefined || file === '' || positionals.length > 1) return E.left('give one LOG.jsonl');
    return E.right({ kind: 'file', file });
  }
  if (positionals.length > 0) return E.left('give LOG.jsonl or --game ID, not both');
  const url = storeUrlOf(flags.store, env);
  if (game === '' || url === undefined) return E.left(`--game needs a game id and --store URL (or $${STORE_ENV})`);
  return E.right({ kind: 'store', url, game });
};

/** A game id as a file name: letters, digits, `.`, `_` and `-` kept, the rest `_`. */
const fileNameOf = (game: string): string => `${game.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'game'}.jsonl`;

/**
 * Copies game `game` of the store into `path`, row by row as the lines of its log (nothing checked
 * or changed: the verb checks what it reads as it does a file's lines), through the same safe write
 * as `store pull` (replacing the copy made before when `again`). The number of lines copied.
 */
const copyGame = async (
  store: PgStreamStore<ArbiterEvent>,
  game: string,
  path: string,
  label: string,
  again: boolean,
): Promise<E.Either<string, number>> => {
  let lines = 0;
  try {
    const written = await writeFileAtomically(
      path,
      async (write) => {
        for await (const line of store.lines(game)) {
          lines += 1;
          await write(Buffer.from(`${line}\n`, 'utf8'));
        }
        return E.right(undefined);
      },
      { mode: 0o600, force: again },
    );
    return E.isLeft(written) ? E.left(`${label}: ${formatLogError(written.left)}`) : E.right(lines);
  } catch (e) {
    return E.left(`${label}: cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  }
};

/** The game copied again over its private copy (it has grown): its lines now. */
const recopyGame = async (
  url: string,
  game: string,
  path: string,
  label: string,
): Promise<E.Either<string, number>> => {
  const opened = await openStore(url);
  if (E.isLeft(opened)) return opened;
  try {
    return await copyGame(opened.right, game, path, label, true);
  } finally {
    await opened.right.close();
  }
};

/**
 * Opens a log input, or says why it cannot be read. A file is read where it is. A store's game is
 * copied, row by row as the lines of its log (nothing checked or changed: the verb checks what it
 * reads as it does a file's lines), into a new private folder (mode 0700) through the same safe
 * write as `store pull`; `close` removes it. An unknown game is an error naming the game and the store.
 */
export const openLogInput = async (input: LogInput): Promise<E.Either<string, OpenedLog>> => {
  switch (input.kind) {
    case 'file': {
      const unreadable = await logInputProblem(input.file);
      if (unreadable !== null) return E.left(unreadable);
      return E.right({
        path: input.file,
        label: input.file,
        fromStore: false,
        named: (text) => text,
        again: input.file,
        close: async () => undefined,
      });
    }
    case 'store': {
      const opened = await openStore(input.url);
      if (E.isLeft(opened)) return opened;
      const store = opened.right;
      const label = `${store.label} game ${JSON.stringify(input.game)}`;
      const dir = await mkdtemp(join(tmpdir(), 'arbiter-game-'));
      const close = () => rm(dir, { recursive: true, force: true });
      const path = join(dir, fileNameOf(input.game));
      const copied = await copyGame(store, input.game, path, label, false);
      await store.close();
      if (E.isLeft(copied)) {
        await close();
        return copied;
      }
      const lines = copied.right;
      if (lines === 0) {
        await close();
        return E.left(`${store.label} holds no game ${JSON.stringify(input.game)}`);
      }
      return E.right({
        path,
        label,
        fromStore: true,
        named: (text) => text.split(path).join(label),
        again: `--game ${input.game} --store URL`,
        close,
        store: { url: input.url, game: input.game, recopy: () => recopyGame(input.url, input.game, path, label) },
      });
    }
  }
};
