import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import {
  auditLogParts,
  orderTrail,
  streamTrail,
  withTrail,
  parseEditionChange,
  parseWhatIf,
  writeTrail,
  styleFor,
  type AuditOptions,
  type AuditReport,
  type WhatIfChange,
} from '../../audit/index.ts';
import { logInputOf, openLogInput, type OpenedLog } from '../logInput.ts';
import { STORE_ENV, storeUrlOf } from '../storeConnection.ts';
import { logInputProblem } from '../readInput.ts';
import { rulesetOfLog } from '../rulesetOfLog.ts';
import { auditNecromunda } from '../necromunda/auditNecromunda.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { noProgress, progressBar } from '../render/progressBar.ts';
import { heapWhileReadingLog } from '../heapWhileReading.ts';
import { auditFolderCommand } from './auditFolder.ts';
import { auditRoundCommand } from './auditRound.ts';
import { AUDIT_HELP } from './auditHelp.ts';
import { reportTargetsProblem, writeOrderReport } from './auditReport.ts';
import { printAuditText } from './auditText.ts';
import { printAuditJson } from './auditJson.ts';

const isDirectory = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
};

const usage = (io: CliIo, message: string): number => {
  io.err(`arbiter audit: ${message}\n(arbiter audit --help for the options)`);
  return EXIT_USAGE;
};

/** The report restricted to one Order, for --order. */
const onlyOrder = (r: AuditReport, order: number): AuditReport => ({
  ...r,
  trail: {
    ...r.trail,
    turns: r.trail.turns
      .filter((t) => t.orders.some((o) => o.order === order))
      .map((t) => ({ ...t, orders: t.orders.filter((o) => o.order === order) })),
  },
  readjudication: {
    ...r.readjudication,
    differences: r.readjudication.differences.filter((d) => d.order === order),
    ruledByPlayers: r.readjudication.ruledByPlayers.filter((p) => p.order === order),
    ordersRuledByPlayers: r.readjudication.ruledByPlayers.filter((p) => p.order === order).length,
  },
  whatIf: r.whatIf === null ? null : { ...r.whatIf, rulings: r.whatIf.rulings.filter((x) => x.order === order) },
});

/** `arbiter audit`: the ruling trail, the re-adjudication and what-if forks of a log. */
export const auditCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        order: { type: 'string' },
        'what-if': { type: 'string', multiple: true },
        edition: { type: 'string' },
        all: { type: 'boolean' },
        'injury-faces': { type: 'string' },
        'test-dice': { type: 'string' },
        hit: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        runtime: { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        html: { type: 'string' },
        pdf: { type: 'string' },
        browser: { type: 'string' },
        force: { type: 'boolean' },
        jobs: { type: 'string' },
        store: { type: 'string' },
        game: { type: 'string' },
        round: { type: 'string' },
        tournament: { type: 'string' },
      },
    });
  } catch (e) {
    return usage(io, e instanceof Error ? e.message : String(e));
  }
  const v = parsed.values;
  if (v.help === true) {
    io.out(AUDIT_HELP);
    return EXIT_OK;
  }
  const oneGame = v.order !== undefined || v['what-if'] !== undefined || v.edition !== undefined || v.all === true;
  if (v.round !== undefined || v.tournament !== undefined) {
    const url = storeUrlOf(v.store);
    if (v.round === undefined || v.round === '') return usage(io, '--tournament goes with --round R');
    if (parsed.positionals.length > 0 || v.game !== undefined)
      return usage(io, '--round R audits every game of the round: give no LOG.jsonl and no --game');
    if (oneGame || v.runtime !== undefined || v.html !== undefined || v.pdf !== undefined || v.jobs !== undefined)
      return usage(
        io,
        'a round is audited game by game as logged: --order, --what-if, --edition, --all, --runtime, --html, --pdf and --jobs take one game',
      );
    if (url === undefined) return usage(io, `--round needs --store URL (or $${STORE_ENV})`);
    return auditRoundCommand({ url, round: v.round, tournament: v.tournament }, v.json === true, io, v.quiet === true);
  }
  if (v.store !== undefined && v.game === undefined)
    return usage(io, '--store goes with --game ID (one game) or --round R (every game of a round)');
  const input = logInputOf(parsed.positionals, v);
  if (E.isLeft(input)) return usage(io, `${input.left} (e.g. arbiter audit game.jsonl)`);
  if (v.order !== undefined && !/^[1-9]\d*$/.test(v.order))
    return usage(io, `--order takes an Order number (1, 2, …), not ${v.order}`);
  const order = v.order === undefined ? undefined : Number(v.order);
  if (v.runtime !== undefined && v.runtime !== 'compiled' && v.runtime !== 'xstate')
    return usage(io, `--runtime is compiled or xstate, not ${v.runtime}`);
  const runtime = v.runtime ?? 'compiled';
  const reportFile = v.html ?? v.pdf;
  if (reportFile !== undefined && order === undefined)
    return usage(
      io,
      '--html and --pdf write the account of one Order: give --order N too (e.g. --order 3 --html order-3.html)',
    );
  if (v.html === '') return usage(io, '--html takes a file name (e.g. --html order-3.html)');
  if (v.pdf === '') return usage(io, '--pdf takes a file name (e.g. --pdf order-3.pdf)');
  if (v.html !== undefined && v.html === v.pdf) return usage(io, '--html and --pdf need two different files');
  if (v.browser !== undefined && v.pdf === undefined)
    return usage(io, '--browser goes with --pdf (the browser that prints it)');
  if (v.force === true && reportFile === undefined)
    return usage(io, '--force goes with --html or --pdf (to replace that file)');
  if (reportFile !== undefined && (v['what-if'] !== undefined || v.edition !== undefined || v.json === true))
    return usage(io, '--html and --pdf report the Order as logged: they take no --what-if, --edition or --json');
  // A Necromunda log (its first event names the ruleset): its trail, re-adjudication and what-if
  // forks. (A shared store holds Infinity games only: its catalogue is Infinity's.)
  const file = input.right.kind === 'file' ? input.right.file : null;
  if (
    file !== null &&
    !(await isDirectory(file)) &&
    (await logInputProblem(file)) === null &&
    (await rulesetOfLog(file)) === 'necromunda-2018'
  ) {
    const unsupported =
      order !== undefined
        ? '--order'
        : v.edition !== undefined
          ? '--edition'
          : reportFile !== undefined
            ? '--html / --pdf'
            : v.runtime !== undefined
              ? '--runtime'
              : v.jobs !== undefined
                ? '--jobs'
                : null;
    return auditNecromunda(
      file,
      {
        json: v.json === true,
        unsupported,
        whatIf: v['what-if'] ?? [],
        all: v.all === true,
        injuryFaces: v['injury-faces'] ?? null,
        testDice: v['test-dice'] ?? null,
        hit: v.hit ?? null,
      },
      io,
    );
  }
  if (v['test-dice'] !== undefined || v.hit !== undefined)
    return usage(
      io,
      `${v.hit !== undefined ? '--hit' : '--test-dice'} goes with a Necromunda log; an Infinity log is audited by Order (--order N)`,
    );
  if (v['injury-faces'] !== undefined)
    return usage(
      io,
      "--injury-faces goes with a Necromunda log (the faces of its Injury dice); Infinity's dice are d20s",
    );
  const changes: WhatIfChange[] = [];
  for (const text of v['what-if'] ?? []) {
    const c = parseWhatIf(text);
    if (E.isLeft(c)) return usage(io, `--what-if: ${c.left}`);
    changes.push(c.right);
  }
  if (v.edition !== undefined) {
    const c = parseEditionChange(v.edition);
    if (E.isLeft(c)) return usage(io, c.left);
    changes.push(c.right);
  }

  if (input.right.kind === 'file' && (await isDirectory(input.right.file))) {
    if (order !== undefined || changes.length > 0 || v.runtime !== undefined || v.all === true || v.html !== undefined)
      return usage(
        io,
        'a folder is audited game by game as logged: --order, --what-if, --edition, --all and --runtime take one LOG.jsonl',
      );
    if (v.jobs !== undefined && !/^[1-9]\d?$/.test(v.jobs))
      return usage(io, `--jobs takes how many games to audit at once (1 to 99), not ${v.jobs}`);
    return auditFolderCommand(input.right.file, v.json === true, io, v.quiet === true, Number(v.jobs ?? '1'));
  }
  if (v.jobs !== undefined) return usage(io, '--jobs goes with a folder (arbiter audit DIR --jobs N)');
  const opened = await openLogInput(input.right);
  if (E.isLeft(opened)) {
    io.err(`arbiter audit: ${opened.left}`);
    return EXIT_PROBLEM;
  }
  try {
    return await auditOpened(opened.right, { v, order, changes, runtime, reportFile }, io);
  } finally {
    await opened.right.close();
  }
};

interface AuditAsked {
  readonly v: {
    readonly quiet?: boolean | undefined;
    readonly json?: boolean | undefined;
    readonly all?: boolean | undefined;
    readonly html?: string | undefined;
    readonly pdf?: string | undefined;
    readonly browser?: string | undefined;
    readonly force?: boolean | undefined;
  };
  readonly order: number | undefined;
  readonly changes: readonly WhatIfChange[];
  readonly runtime: 'compiled' | 'xstate';
  readonly reportFile: string | undefined;
}

/** Audits one opened log (a file, or a store's game, named by its store and id in what it prints). */
const auditOpened = async (log: OpenedLog, asked: AuditAsked, io: CliIo): Promise<number> => {
  const { v, order, changes, runtime, reportFile } = asked;
  const file = log.label;
  // The report's files first: a path that cannot take them is refused before the audit runs.
  const unwritable =
    reportFile === undefined ? null : await reportTargetsProblem({ ...v, log: log.path, force: v.force === true });
  if (unwritable !== null) {
    io.err(unwritable);
    return EXIT_PROBLEM;
  }
  const bar = v.quiet === true ? noProgress : progressBar(io, `auditing ${file}`);
  const options: AuditOptions = {
    whatIf: changes,
    runtime,
    onProgress: (done: number, total: number) => bar.update(done, total),
    // A long log is read with a looser heap growth, the tight one the launcher set put back after it.
    onRead: heapWhileReadingLog(log.path),
    ...(order === undefined ? {} : { order }),
  };
  const style = styleFor(io.color ?? io.isTTY);
  if (order === undefined) {
    const parts = await auditLogParts(log.path, options);
    bar.finish();
    if (E.isLeft(parts)) {
      io.err(`arbiter audit: ${file}: ${log.named(parts.left)}`);
      return EXIT_PROBLEM;
    }
    const { records } = parts.right;
    const report = { ...parts.right.report, log: file };
    for (const w of report.warnings) io.err(`warning: ${log.named(w.message)}`);
    // The whole game, as text or JSON: its trail written Turn by Turn as it is folded, never held whole.
    if (v.json === true) printAuditJson(parts.right, file, io);
    else printAuditText(report, (out) => streamTrail(records, out, { style }), io, { style, all: v.all === true });
    return !report.readjudication.agrees || (report.whatIf !== null && report.whatIf.stopped !== null)
      ? EXIT_PROBLEM
      : EXIT_OK;
  }
  const parts = await auditLogParts(log.path, options);
  bar.finish();
  if (E.isLeft(parts)) {
    io.err(`arbiter audit: ${file}: ${log.named(parts.left)}`);
    return EXIT_PROBLEM;
  }
  // One Order: the trail of its Turn alone is kept as the game is folded.
  const { trail, orders } = orderTrail(parts.right.records, order);
  if (trail.turns.length === 0) {
    io.err(
      `arbiter audit: ${file} has no Order ${order}${orders === null ? ' (it has no Orders)' : ` (its Orders run from ${orders.first} to ${orders.last})`}`,
    );
    return EXIT_PROBLEM;
  }
  const full: AuditReport = withTrail({ ...parts.right.report, log: file }, trail);
  const report = onlyOrder(full, order);
  for (const w of report.warnings) io.err(`warning: ${log.named(w.message)}`);
  const failed =
    !report.readjudication.agrees &&
    (report.readjudication.differences.length > 0 ||
      report.readjudication.refused !== null ||
      report.readjudication.outcomeMismatches.some((m) => m.order === order));
  const forkStopped = report.whatIf !== null && report.whatIf.stopped !== null;
  if (reportFile !== undefined) {
    const wrote = await writeOrderReport(
      full,
      {
        log: log.path,
        order,
        ...(v.html === undefined ? {} : { html: v.html }),
        ...(v.pdf === undefined ? {} : { pdf: v.pdf }),
        ...(v.browser === undefined ? {} : { browser: v.browser }),
        env: process.env,
        force: v.force === true,
        records: parts.right.records,
      },
      io,
    );
    if (wrote !== EXIT_OK) return wrote;
    if (failed) io.err(`arbiter audit: Order ${order}: the engine does not rule it as logged (see the report)`);
    return failed ? EXIT_PROBLEM : EXIT_OK;
  }

  if (v.json === true) {
    const whatIf = report.whatIf === null ? null : { ...report.whatIf, events: undefined };
    io.out(JSON.stringify({ ...report, whatIf }, null, 2));
    return failed || forkStopped ? EXIT_PROBLEM : EXIT_OK;
  }
  printAuditText(
    report,
    (out) => {
      writeTrail(report.trail, out, { style, order });
      return report.trail;
    },
    io,
    { style, all: v.all === true, order },
  );
  return failed || forkStopped ? EXIT_PROBLEM : EXIT_OK;
};
