import * as E from 'fp-ts/lib/Either.js';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eventsInForce } from '../events/index.ts';
import { readLogLeniently } from './readLogLeniently.ts';
import { readjudicate } from './readjudicate.ts';

/** One game of a folder audit: a row of the tournament's summary. */
export interface GameAuditRow {
  /** The log's file name. */
  readonly game: string;
  readonly players: readonly string[];
  /** Orders in the log: those the engine ruled and those the players ruled. */
  readonly orders: number;
  /** Logged rulings re-adjudicated (compared with the engine's). */
  readonly rulings: number;
  /** Rulings that differ, outcomes of the players that do not fit the table, and a refused command. */
  readonly differences: number;
  readonly ruledByPlayers: number;
  /** Null when the log verifies, is sealed and every ruling agrees; otherwise what is wrong, in one line. */
  readonly problem: string | null;
  /** A game of another ruleset than Infinity's (absent for Infinity): then `orders` counts its hits. */
  readonly ruleset?: string;
}

const failed = (game: string, problem: string): GameAuditRow => ({
  game,
  players: [],
  orders: 0,
  rulings: 0,
  differences: 0,
  ruledByPlayers: 0,
  problem,
});

/**
 * Audits one game for a folder's summary: the log must verify (every line decoded, the hash
 * chain whole, sealed), and every ruling is re-adjudicated. A log that does not verify is still
 * re-adjudicated when it can be read, so its row says both. The file (or the log's lines, as a
 * store's game gives them) is only read.
 */
export const auditGameRow = async (source: string | readonly string[], game: string): Promise<GameAuditRow> => {
  // One game at a time, let go once its row is made: its strings are not worth sharing.
  const read = await readLogLeniently(source, { shareStrings: false });
  if (E.isLeft(read)) return failed(game, `does not verify: ${read.left.message}`);
  const inForce = eventsInForce(read.right.records, (r) => r.event);
  if (E.isLeft(inForce))
    return failed(game, `seq ${read.right.records[inForce.left.index]?.seq ?? '?'}: ${inForce.left.message}`);
  const readj = readjudicate(inForce.right.kept);
  if (E.isLeft(readj)) return failed(game, readj.left);
  const r = readj.right;
  const first = read.right.records[0]?.event;
  const players = first?.type === 'GameStarted' ? first.armies.map((a) => a.player) : [];
  const differences = r.differences.length + r.outcomeMismatches.length + (r.refused === null ? 0 : 1);
  const warning = read.right.warnings[0];
  const problems = [
    ...(warning === undefined
      ? []
      : [
          `does not verify: ${warning.message}${read.right.warnings.length > 1 ? ` (and ${read.right.warnings.length - 1} more)` : ''}`,
        ]),
    ...(read.right.sealedAt === null ? ['open (not sealed)'] : []),
    ...(r.refused === null ? [] : [`seq ${r.refused.seq}: the engine refuses a logged command: ${r.refused.message}`]),
    ...(differences > 0 && r.refused === null
      ? [`${differences} ${differences === 1 ? 'ruling differs' : 'rulings differ'}`]
      : []),
  ];
  return {
    game,
    players,
    orders: r.orders + r.ordersRuledByPlayers,
    rulings: r.compared,
    differences,
    ruledByPlayers: r.ordersRuledByPlayers,
    problem: problems.length === 0 ? null : problems.join('; '),
  };
};

/** A folder's rows, one per game, or why the folder cannot be audited (one line). */
export type FolderAudit = E.Either<string, readonly GameAuditRow[]>;

/** How a folder is audited: its progress, and who audits each game (several at once: a pool of threads). */
export interface FolderOptions {
  readonly onProgress?: (done: number, total: number) => void;
  /** Audits one game (default {@link auditGameRow}, here). */
  readonly row?: (path: string, name: string) => Promise<GameAuditRow>;
  /** How many games are audited at once (default 1). */
  readonly width?: number;
}

/**
 * `arbiter audit DIR`: every `*.jsonl` log of a folder (not its subfolders), in name order, each
 * verified and re-adjudicated on its own ({@link auditGameRow}), `width` games at a time (one game
 * in memory per game under way). The rows come in name order whatever order they finish in.
 */
export const auditFolder = async (dir: string, options: FolderOptions = {}): Promise<FolderAudit> => {
  let names: string[];
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    names = entries
      .filter((e) => e.name.endsWith('.jsonl') && e.isFile())
      .map((e) => e.name)
      .sort();
  } catch (e) {
    return E.left(`cannot read the folder ${dir}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (names.length === 0) return E.left(`${dir} holds no log (*.jsonl)`);
  const row = options.row ?? auditGameRow;
  const rows: GameAuditRow[] = new Array<GameAuditRow>(names.length);
  let started = 0;
  let done = 0;
  const lane = async (): Promise<void> => {
    while (started < names.length) {
      const i = started;
      started += 1;
      const name = names[i] as string;
      rows[i] = await row(join(dir, name), name);
      done += 1;
      options.onProgress?.(done, names.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.width ?? 1, names.length)) }, lane));
  return E.right(rows);
};
