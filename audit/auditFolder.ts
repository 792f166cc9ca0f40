import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { withoutRetracted } from '../events/index.ts';
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
 * re-adjudicated when it can be read, so its row says both. The file is only read.
 */
export const auditGameRow = async (path: string, game: string): Promise<GameAuditRow> => {
  const read = await readLogLeniently(path);
  if (!read.ok) return failed(game, `does not verify: ${read.message}`);
  const inForce = withoutRetracted(read.records, (r) => r.event);
  if (!inForce.ok) return failed(game, `seq ${read.records[inForce.index]?.seq ?? '?'}: ${inForce.message}`);
  const readj = readjudicate(inForce.kept);
  if (!readj.ok) return failed(game, readj.message);
  const r = readj.result;
  const first = read.records[0]?.event;
  const players = first?.type === 'GameStarted' ? first.armies.map((a) => a.player) : [];
  const differences = r.differences.length + r.outcomeMismatches.length + (r.refused === null ? 0 : 1);
  const warning = read.warnings[0];
  const problems = [
    ...(warning === undefined
      ? []
      : [
          `does not verify: ${warning.message}${read.warnings.length > 1 ? ` (and ${read.warnings.length - 1} more)` : ''}`,
        ]),
    ...(read.sealedAt === null ? ['open (not sealed)'] : []),
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

export type FolderAudit =
  { readonly ok: true; readonly rows: readonly GameAuditRow[] } | { readonly ok: false; readonly message: string };

/**
 * `arbiter audit DIR`: every `*.jsonl` log of a folder (not its subfolders), in name order, each
 * verified and re-adjudicated on its own ({@link auditGameRow}), one game in memory at a time.
 */
export const auditFolder = async (
  dir: string,
  onProgress?: (done: number, total: number) => void,
): Promise<FolderAudit> => {
  let names: string[];
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    names = entries
      .filter((e) => e.name.endsWith('.jsonl') && e.isFile())
      .map((e) => e.name)
      .sort();
  } catch (e) {
    return { ok: false, message: `cannot read the folder ${dir}: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (names.length === 0) return { ok: false, message: `${dir} holds no log (*.jsonl)` };
  const rows: GameAuditRow[] = [];
  for (const name of names) {
    rows.push(await auditGameRow(join(dir, name), name));
    onProgress?.(rows.length, names.length);
  }
  return { ok: true, rows };
};
