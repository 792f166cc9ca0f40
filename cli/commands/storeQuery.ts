import * as E from 'fp-ts/lib/Either.js';
import { plural } from '../../audit/plural.ts';
import { formatLogError } from '../../kernel/log/index.ts';
import { EXIT_OK, EXIT_PROBLEM, type CliIo } from '../cliIo.ts';
import { printable } from '../printable.ts';
import { gameLines, roundGames, roundName, type RoundWanted } from '../roundGames.ts';
import { openStore } from '../storeConnection.ts';
import { STORE_QUESTIONS, type QueryAnswer, type StoreQuestion } from '../storeQuestions.ts';
import { columnWidths } from '../../audit/index.ts';

/** The questions, one per line, for the help and a usage error. */
export const questionList = (): string =>
  Object.entries(STORE_QUESTIONS)
    .map(([name, q]) => `         ${name.padEnd(18)}${q.about}`)
    .join('\n');

/** The answers as a table: columns padded to their widest cell (numbers to the right), the last unpadded. */
const table = (columns: readonly string[], answers: readonly QueryAnswer[]): readonly string[] => {
  const rows = [columns, ...answers.map((a) => columns.map((c) => printable(String(a[c] ?? ''))))];
  const numeric = columns.map((c) => answers.length > 0 && answers.every((a) => typeof a[c] === 'number'));
  const widths = columnWidths(columns, rows);
  return rows.map((r) =>
    r
      .map((cell, i) =>
        i === r.length - 1 ? cell : numeric[i] === true ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
};

/**
 * `arbiter store query QUESTION`: one of {@link STORE_QUESTIONS} answered from the events of the
 * store's games (of round R with --round; of tournament T with --tournament), game by game: the
 * store names by SQL the games holding the events asked about, and each is read whole and folded
 * (events in force, old schema versions upcast). Exit 0 once answered, whatever the answer; 1 when
 * the store or a game cannot be read.
 */
export const storeQuery = async (
  url: string,
  name: string,
  question: StoreQuestion,
  wanted: RoundWanted,
  json: boolean,
  io: CliIo,
): Promise<number> => {
  const opened = await openStore(url);
  if (E.isLeft(opened)) {
    io.err(`arbiter store query: ${opened.left}`);
    return EXIT_PROBLEM;
  }
  const store = opened.right;
  try {
    const games = await roundGames(store, wanted);
    if (E.isLeft(games)) {
      io.err(`arbiter store query: ${games.left}`);
      return EXIT_PROBLEM;
    }
    let asked = games.right.map((g) => g.id);
    if (question.types !== null) {
      const holding = await store.gamesWith(question.types);
      if (E.isLeft(holding)) {
        io.err(`arbiter store query: ${formatLogError(holding.left)}`);
        return EXIT_PROBLEM;
      }
      asked = asked.filter((id) => holding.right.has(id));
    }
    const answers: QueryAnswer[] = [];
    const warnings: string[] = [];
    for (const id of asked) {
      const lines = await gameLines(store, id);
      if (E.isLeft(lines)) {
        io.err(`arbiter store query: ${lines.left}`);
        return EXIT_PROBLEM;
      }
      const answered = await question.answer(id, lines.right);
      if (E.isLeft(answered)) {
        io.err(`arbiter store query: game ${JSON.stringify(id)}: ${answered.left}`);
        return EXIT_PROBLEM;
      }
      for (const a of answered.right.answers) answers.push(a); // (a game may give more answers than a call takes arguments)
      if (answered.right.warning !== null) warnings.push(`game ${JSON.stringify(id)}: ${answered.right.warning}`);
    }
    for (const w of warnings) io.err(`warning: ${printable(w)}`);
    const scope = roundName(wanted);
    if (json) {
      io.out(
        JSON.stringify(
          {
            question: name,
            store: store.label,
            ...(wanted.tournament === undefined ? {} : { tournament: wanted.tournament }),
            ...(wanted.round === undefined ? {} : { round: wanted.round }),
            games: games.right.length,
            gamesRead: asked.length,
            answers,
            warnings,
          },
          null,
          2,
        ),
      );
      return EXIT_OK;
    }
    if (answers.length > 0) {
      for (const line of table(question.columns, answers)) io.out(line);
      io.out('');
    }
    io.out(
      `${plural(answers.length, ...question.counted)} in ${scope} (${plural(games.right.length, 'game')}, ${asked.length} read)`,
    );
    return EXIT_OK;
  } finally {
    await store.close();
  }
};
