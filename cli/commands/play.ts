import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { intro, log as say } from '@clack/prompts';
import type { GameInput } from '../../machines/index.ts';
import { TableRecorder } from '../../play/index.ts';
import {
  formatScriptError,
  gameSetupFromLists,
  loadLibrary,
  parseRecordedGame,
  readArmyList,
  toGameInput,
  type ListRead,
} from '../../recording/index.ts';
import { isEdition, type Edition } from '../../rules/edition.ts';
import { runPlayExport } from './playExport.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { playLoop } from '../play/playLoop.ts';
import { newGameProblem, openPlayLog, type PlayTarget } from '../play/playLog.ts';
import { STORE_ENV, storeUrlOf } from '../storeConnection.ts';

export const PLAY_HELP = `usage: arbiter play new GAME.jsonl [--edition n5] --lists A.yaml B.yaml [--library FILE]… [--title T] [--mission M]
       arbiter play new --game ID [--store URL] [--tournament T] [--round R] [--table N] --lists A.yaml B.yaml …
       arbiter play GAME.jsonl | arbiter play --game ID [--store URL]
       arbiter play new GAME.jsonl [--edition n5] --armies GAME.yaml [--title T] [--mission M]
       arbiter play GAME.jsonl
       arbiter play export GAME.jsonl -o GAME.game.yaml [--force]

Records a game at the table, step by step: it shows where the game is (round, Active Player,
Order, step, the Orders and Command Tokens left) and asks only what the rules allow now, as a
menu searched by typing (a number picks an entry, words filter them): which trooper activates,
which skills it may declare (weapons, ammunition, range bands), which enemies may react and how,
the measurements the declarations call for, then exactly the dice owed, with the odds of the roll
about to be made. Dice outside 1-20, or too many or too few, are refused on the spot. After each
Order the ruling is printed as 'arbiter audit' words it. Every accepted step is appended to the
log at once (fsync'd): a crash loses at most the step being typed, and 'arbiter play GAME.jsonl'
resumes exactly there. 'undo' (in every menu) takes back the last step with a retraction event;
nothing is rewritten. Ending the game seals the log. Ctrl-C leaves (the game is kept).

  new GAME.jsonl     start a game in a new file (an existing file is never replaced)
    --edition E      n3, n4 or n5 (default n5)
    --lists A B      the two army lists (docs/army-lists.md)
    --library FILE   more unit profiles for the lists (repeatable)
    --armies FILE    or: the armies of a recorded game (docs/recorded-game.md)
    --title T        the game's title
    --mission M      the mission played (kept in the title)
  GAME.jsonl         resume that game where it stopped
  --game ID          instead of GAME.jsonl: game ID of a shared store (docs/store.md; --store
                     URL, else $${STORE_ENV}); each step is appended with the record this table
                     last saw: if another table moved the game on, the step is refused, nothing
                     written. --tournament, --round, --table: where a new game is played
  export GAME.jsonl  write what was played as a recorded game (arbiter record gives the same log)

examples:
  arbiter play new tonight.jsonl --lists examples/lists/panoceania-fennec.yaml examples/lists/yu-jing-senku.yaml
  arbiter play tonight.jsonl
  arbiter play export tonight.jsonl -o tonight.game.yaml

exit codes: 0 the game was sealed or left to resume, 1 a problem (nothing written), 2 a usage error`;

/** The game a new recording starts from two army lists (and the user's libraries). */
const gameFromLists = async (
  lists: readonly string[],
  libraries: readonly string[],
  edition: Edition,
  title: string | undefined,
  mission: string | undefined,
): Promise<E.Either<string, GameInput>> => {
  const read = async (file: string): Promise<E.Either<string, string>> => {
    const text = await readFile(file, 'utf8').catch((e: unknown) => e);
    return typeof text === 'string' ? E.right(text) : E.left(`${file}: ${String(text)}`);
  };
  const userFiles: { file: string; text: string }[] = [];
  for (const file of libraries) {
    const text = await read(file);
    if (E.isLeft(text)) return text;
    userFiles.push({ file, text: text.right });
  }
  const library = loadLibrary(userFiles);
  if (E.isLeft(library)) return E.left(formatScriptError(library.left));
  const armies: ListRead[] = [];
  for (const file of lists) {
    const text = await read(file);
    if (E.isLeft(text)) return text;
    const list = readArmyList(text.right, file, library.right, edition);
    if (E.isLeft(list)) return E.left(formatScriptError(list.left));
    armies.push(list.right);
  }
  const name = title ?? armies.map((a) => a.army.faction).join(' against ');
  const setup = gameSetupFromLists(edition, armies, mission === undefined ? name : `${name} (mission: ${mission})`);
  return E.isLeft(setup) ? E.left(formatScriptError(setup.left)) : E.right(setup.right);
};

/** The game a new recording starts from: the armies of a recorded game, the edition, the title. */
const newGame = async (
  armies: string,
  edition: string,
  title: string | undefined,
  mission: string | undefined,
): Promise<E.Either<string, GameInput>> => {
  if (!isEdition(edition)) return E.left(`--edition ${edition}: n3, n4 or n5`);
  const text = await readFile(armies, 'utf8').catch((e: unknown) => e);
  if (typeof text !== 'string') return E.left(`${armies}: ${String(text)}`);
  const parsed = parseRecordedGame(armies, text);
  if (E.isLeft(parsed)) return E.left(formatScriptError(parsed.left));
  const input = toGameInput({ ...parsed.right.game, turns: [] });
  if (E.isLeft(input)) return E.left(`${armies}: ${input.left.message}`);
  const name = title ?? parsed.right.game.title;
  return E.right({
    ...input.right,
    edition,
    title: mission === undefined ? name : `${name} (mission: ${mission})`,
  });
};

export const playCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  if (args[0] === 'export') return runPlayExport(args.slice(1), io);
  // `--lists A B`: the two files after --lists are its values.
  const argv: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const next = args[i + 1];
    const after = args[i + 2];
    if (a === '--lists' && next !== undefined && after !== undefined && !after.startsWith('-')) {
      argv.push('--lists', next, '--lists', after);
      i += 2;
    } else argv.push(a);
  }
  let v;
  try {
    v = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        edition: { type: 'string', default: 'n5' },
        armies: { type: 'string' },
        lists: { type: 'string', multiple: true },
        library: { type: 'string', multiple: true },
        title: { type: 'string' },
        mission: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        store: { type: 'string' },
        game: { type: 'string' },
        tournament: { type: 'string' },
        round: { type: 'string' },
        table: { type: 'string' },
      },
    });
  } catch (e) {
    io.err(`arbiter play: ${e instanceof Error ? e.message : String(e)}\n${PLAY_HELP}`);
    return EXIT_USAGE;
  }
  if (v.values.help === true) {
    io.out(PLAY_HELP);
    return EXIT_OK;
  }
  const [first, second, ...more] = v.positionals;
  const isNew = first === 'new';
  const file = isNew ? second : first;
  const { game, tournament, round, table } = v.values;
  const url = storeUrlOf(v.values.store);
  let target: PlayTarget;
  if (game !== undefined || v.values.store !== undefined) {
    const why =
      file !== undefined || more.length > 0
        ? 'give GAME.jsonl or --game ID, not both'
        : game === undefined || game === '' || url === undefined
          ? `--game needs a game id and --store URL (or $${STORE_ENV})`
          : null;
    if (why !== null || game === undefined || url === undefined) {
      io.err(`arbiter play: ${why ?? ''}\n${PLAY_HELP}`);
      return EXIT_USAGE;
    }
    const meta = {
      ...(tournament === undefined ? {} : { tournament }),
      ...(round === undefined ? {} : { round }),
      ...(table === undefined ? {} : { table }),
    };
    target = { kind: 'store', url, game, meta };
  } else if (file === undefined || more.length > 0 || (!isNew && second !== undefined)) {
    io.err(`arbiter play: give one game log\n${PLAY_HELP}`);
    return EXIT_USAGE;
  } else target = { kind: 'file', file };
  if ((tournament !== undefined || round !== undefined || table !== undefined) && !(isNew && target.kind === 'store')) {
    io.err(`arbiter play: --tournament, --round and --table file a new game of a store (play new --game ID)`);
    return EXIT_USAGE;
  }
  let input: GameInput | null = null;
  if (isNew) {
    const lists = v.values.lists ?? [];
    if ((v.values.armies === undefined) === (lists.length === 0) || (lists.length > 0 && lists.length !== 2)) {
      io.err('arbiter play new: give the two army lists (--lists A.yaml B.yaml), or --armies GAME.yaml');
      return EXIT_USAGE;
    }
    if (!isEdition(v.values.edition)) {
      io.err(`arbiter play new: --edition ${v.values.edition}: n3, n4 or n5`);
      return EXIT_USAGE;
    }
    const taken = await newGameProblem(target);
    if (taken !== null) {
      io.err(`arbiter play new: ${taken}`);
      return EXIT_PROBLEM;
    }
    const made =
      v.values.armies === undefined
        ? await gameFromLists(lists, v.values.library ?? [], v.values.edition, v.values.title, v.values.mission)
        : await newGame(v.values.armies, v.values.edition, v.values.title, v.values.mission);
    if (E.isLeft(made)) {
      io.err(`arbiter play new: ${made.left}`);
      return EXIT_PROBLEM;
    }
    input = made.right;
  }
  const opened = await openPlayLog(target, isNew);
  if (E.isLeft(opened)) {
    io.err(`arbiter play${isNew ? ' new' : ''}: ${opened.left}`);
    return EXIT_PROBLEM;
  }
  const log = opened.right;
  try {
    const recorder =
      input === null ? await TableRecorder.resume(log.store) : await TableRecorder.start(log.store, input);
    if (E.isLeft(recorder)) {
      io.err(`arbiter play: ${recorder.left.reason} [${recorder.left.rule}]`);
      return EXIT_PROBLEM;
    }
    const r = recorder.right;
    intro(`arbiter play — ${r.session.state().title} (${r.session.state().edition.toUpperCase()})`);
    if (input === null) say.info(`resumed ${log.name}: ${r.events.length} events in force`);
    if (r.sealed) {
      say.info('this game has ended: its log is sealed (arbiter audit reads it)');
      return EXIT_OK;
    }
    await playLoop(r, log.resume);
    return EXIT_OK;
  } finally {
    await log.close();
  }
};
