import * as E from 'fp-ts/lib/Either.js';
import { rulesetOfLog } from '../rulesetOfLog.ts';
import { necromundaAuditRow } from '../necromunda/necromundaAuditRow.ts';
import { auditFolder, styleFor, type GameAuditRow } from '../../audit/index.ts';
import { EXIT_OK, EXIT_PROBLEM, type CliIo } from '../cliIo.ts';
import { printable } from '../printable.ts';
import { auditRowPool } from '../auditRowPool.ts';
import { noProgress, progressBar } from '../render/progressBar.ts';
import { columnWidths } from '../../audit/index.ts';

const HEADER = ['game', 'players', 'Orders', 'rulings re-adjudicated', 'differences', 'ruled by players', 'status'];
const NUMERIC = new Set([2, 3, 4, 5]);

const cells = (r: GameAuditRow): readonly string[] => [
  printable(r.game),
  printable(r.players.join(' v ')),
  r.ruleset === undefined ? String(r.orders) : `${r.orders} ${r.orders === 1 ? 'hit' : 'hits'}`,
  String(r.rulings),
  String(r.differences),
  String(r.ruledByPlayers),
  r.problem === null ? 'OK' : printable(r.problem),
];

/** The summary table, columns padded to their widest cell (numbers to the right); the status last, unpadded. */
export const tournamentTable = (rows: readonly GameAuditRow[]): readonly string[] => {
  const table = [HEADER, ...rows.map(cells)];
  const widths = columnWidths(HEADER, table);
  return table.map((row) =>
    row
      .map((cell, c) =>
        c === row.length - 1 ? cell : NUMERIC.has(c) ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0),
      )
      .join('  '),
  );
};

/**
 * `arbiter audit DIR`: verifies and re-adjudicates every log of a folder and prints one row per
 * game; exit 1 when any game differs, does not verify or is open, naming each.
 */
export const auditFolderCommand = async (
  dir: string,
  json: boolean,
  io: CliIo,
  quiet = false,
  jobs = 1,
): Promise<number> => {
  const bar = quiet ? noProgress : progressBar(io, `auditing ${dir}`);
  // With --jobs N, N games at a time: the main thread and worker threads.
  const pool = auditRowPool(jobs);
  const result = await auditFolder(dir, {
    onProgress: (done, total) => bar.update(done, total),
    // Each log by its own ruleset (its first event names it): a Necromunda log is audited as one.
    row: async (path, name) =>
      (await rulesetOfLog(path)) === 'necromunda-2018' ? necromundaAuditRow(path, name) : pool.row(path, name),
    width: pool.width,
  });
  await pool.close();
  bar.finish();
  if (E.isLeft(result)) {
    io.err(`arbiter audit: ${result.left}`);
    return EXIT_PROBLEM;
  }
  return printAuditRows(result.right, { folder: dir }, json, io);
};

/**
 * Prints the rows of many games' audit (a folder's, a round's): the table and a last line, or
 * `{...about, games}` as JSON; exit 1 when any game differs, does not verify or is open, naming each.
 */
export const printAuditRows = (
  rows: readonly GameAuditRow[],
  about: Readonly<Record<string, string>>,
  json: boolean,
  io: CliIo,
): number => {
  const bad = rows.filter((r) => r.problem !== null);
  if (json) io.out(JSON.stringify({ ...about, games: rows }, null, 2));
  else {
    const style = styleFor(io.color ?? io.isTTY);
    for (const line of tournamentTable(rows)) io.out(line);
    io.out('');
    const orders = rows.reduce((n, r) => n + r.orders, 0);
    io.out(
      bad.length === 0
        ? style.good(`${rows.length} games, ${orders} Orders: every log verifies and every ruling agrees`)
        : style.bad(
            `${bad.length} of ${rows.length} games differ or do not verify: ${bad.map((r) => printable(r.game)).join(', ')}`,
          ),
    );
  }
  for (const r of bad) io.err(`arbiter audit: ${printable(r.game)}: ${printable(r.problem ?? '')}`);
  return bad.length === 0 ? EXIT_OK : EXIT_PROBLEM;
};
