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
    // The next game is read from the server while this one is audited (the audit is the CPU's, the read mostly the server's).
    const ids = games.right.map((g) => g.id);
    let next = ids[0] === undefined ? null : gameLines(store, ids[0]);
    for (const [i, id] of ids.entries()) {
      const lines = await (next ?? gameLines(store, id));
      const after = ids[i + 1];
      next = after === undefined ? null : gameLines(store, after);
      if (E.isLeft(lines)) {
        await next;
        bar.finish();
        io.err(`arbiter audit: ${lines.left}`);
        return EXIT_PROBLEM;
      }
      rows.push(await auditGameRow(lines.right, id));
      bar.update(rows.length, ids.length);
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
