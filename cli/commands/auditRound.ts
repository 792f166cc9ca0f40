import * as E from 'fp-ts/lib/Either.js';
import { auditGameRow, type GameAuditRow } from '../../audit/index.ts';
import { EXIT_PROBLEM, type CliIo } from '../cliIo.ts';
import { noProgress, progressBar } from '../render/progressBar.ts';
import { gameLines, roundGames, roundName, type RoundWanted } from '../roundGames.ts';
import { openStore } from '../storeConnection.ts';
import { printAuditRows } from './auditFolder.ts';

/** What `arbiter audit --round R` audits: the store, the round, and the tournament when given. */
export interface RoundAudit extends RoundWanted {
  readonly url: string;
  readonly round: string;
}

/**
 * `arbiter audit --store URL --round R [--tournament T]`: every game the store files under that
 * round, read from the store one at a time and audited as `arbiter audit DIR` audits a file
 * (verified, sealed, re-adjudicated), into the same table, a row per game by id.
 */
export const auditRoundCommand = async (
  asked: RoundAudit,
  json: boolean,
  io: CliIo,
  quiet = false,
): Promise<number> => {
  const opened = await openStore(asked.url);
  if (E.isLeft(opened)) {
    io.err(`arbiter audit: ${opened.left}`);
    return EXIT_PROBLEM;
  }
  const store = opened.right;
  try {
    const games = await roundGames(store, asked);
    if (E.isLeft(games)) {
      io.err(`arbiter audit: ${games.left}`);
      return EXIT_PROBLEM;
    }
    const bar = quiet ? noProgress : progressBar(io, `auditing ${roundName(asked)}`);
    const rows: GameAuditRow[] = [];
    for (const game of games.right) {
      const lines = await gameLines(store, game.id);
      if (E.isLeft(lines)) {
        bar.finish();
        io.err(`arbiter audit: ${lines.left}`);
        return EXIT_PROBLEM;
      }
      rows.push(await auditGameRow(lines.right, game.id));
      bar.update(rows.length, games.right.length);
    }
    bar.finish();
    const about = {
      store: store.label,
      round: asked.round,
      ...(asked.tournament === undefined ? {} : { tournament: asked.tournament }),
    };
    return printAuditRows(rows, about, json, io);
  } finally {
    await store.close();
  }
};
