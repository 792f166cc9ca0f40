import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import {
  auditLog,
  auditLogParts,
  streamTrail,
  parseEditionChange,
  parseWhatIf,
  writeTrail,
  styleFor,
  WHAT_IF_SYNTAX,
  type AuditOptions,
  type AuditReport,
  type WhatIfChange,
} from '../../audit/index.ts';
import { logInputProblem } from '../readInput.ts';
import { rulesetOfLog } from '../rulesetOfLog.ts';
import { auditNecromunda } from '../necromunda/auditNecromunda.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { noProgress, progressBar } from '../render/progressBar.ts';
import { auditFolderCommand } from './auditFolder.ts';
import { writeOrderReport } from './auditReport.ts';
import { printAuditText } from './auditText.ts';

export const AUDIT_HELP = `usage: arbiter audit LOG.jsonl [--order N] [--what-if CHANGE]… [--edition n3|n4|n5] [--all] [--runtime compiled|xstate] [--json] [--quiet]
       arbiter audit LOG.jsonl --order N [--html REPORT.html] [--pdf REPORT.pdf [--browser PATH]] [--force]
       arbiter audit DIR [--jobs N] [--json] [--quiet]

Prints the ruling trail of a log, Order by Order: who activated and which Order was spent,
every declaration and measurement, each ARO (and AROs lost), every roll with its MODs and
their reasons, the Success Values, each die and its fate, the exact odds of the outcome, the
saving rolls, wounds and states. Every line names its rule (edition/section); the rules cited
are listed at the end with their title and source.

Then it re-adjudicates: the declarations, measurements and dice are taken back out of the log
and re-run through a fresh engine, and every ruling is compared with the logged one. A log
whose hash chain is broken (edited by hand) is still read, with a warning, for this purpose.
An Order ruled by the players (a skill the engine does not cover yet) is shown as such, with
its declaration, dice and agreed outcome and no rule cited; it is sent again as agreed, never
re-adjudicated, and listed apart from the Orders the engine re-adjudicated.

Given a folder (a tournament), it verifies and re-adjudicates every *.jsonl log in it and prints
one row per game: the players, its Orders, the rulings re-adjudicated, the differences and the
Orders ruled by the players; it exits 1 if any game differs, does not verify or is open, naming it.

With --order N --html FILE, it writes that Order's account as one self-contained HTML page to
send to the other player or the head judge: the log's fingerprint and edition, the statechart
drawn at the step where the Order was decided, every declaration and measurement in words, each
roll's MODs, dice and their fates, the odds of what happened next to the likeliest outcome, the
re-adjudication and the rules cited as links. No script, nothing fetched: it reads offline and
prints as it is. An existing file is never replaced without --force. With --pdf FILE (with or
instead of --html) the same page is printed to PDF by a headless Chromium, if one is present.

With --what-if or --edition, the game is also re-run on a fork (the log is never written) with
that change, reusing the logged dice where they still apply, and the rulings and end states that
change are shown side by side.

options:
  --order N          only Order N
  --html FILE        with --order: write the Order's account as a static HTML page
  --pdf FILE         with --order: the same page printed to PDF by a headless Chromium (with or
                     instead of --html); the browser: --browser PATH, else ARBITER_CHROMIUM or
                     CHROME_PATH, else an installed @sparticuz/chromium; none: exit 1, nothing written
  --browser PATH     with --pdf: the Chromium (or Chrome) that prints it
  --force            with --html or --pdf: replace FILE if it exists
  --what-if CHANGE   change one declaration or measurement (repeatable; see below)
  --edition E        re-run the whole game under edition n3, n4 or n5
  --all              with a what-if, list every ruling side by side, not only those that change
  --runtime R        what re-runs the machines: compiled (default, the same statecharts
                     compiled for speed) or xstate (its interpreter, the reference; slower)
  --jobs N           with a folder: audit N games at a time on worker threads (default 1)
  --json             the same report as JSON
  -q, --quiet        no progress bar on stderr (none is drawn unless stderr is a terminal)
  -h, --help         this text

what-if changes:
${WHAT_IF_SYNTAX.split('\n')
  .map((l) => `  ${l}`)
  .join('\n')}

A Necromunda log (docs/necromunda.md) takes its own changes: hit:N wound=D, hit:N save=D,
hit:N injuries=R,R…, hit:N strength=S, hit:N ap=A, hit:N damage=D.

exit codes: 0 every logged ruling agrees with the engine; 1 a ruling differs, the log cannot
be read, or a what-if cannot be run (it says what to give); 2 a usage error

examples:
  arbiter audit game.jsonl
  arbiter audit game.jsonl --order 3 --json
  arbiter audit game.jsonl --order 3 --html order-3.html
  arbiter audit game.jsonl --order 3 --pdf order-3.pdf --browser /usr/bin/chromium
  arbiter audit round-1/
  arbiter audit f2f.jsonl --what-if 'order:1 cover senku<-fennec=none'
  arbiter audit f2f.jsonl --what-if 'order:1 aro senku=dodge'
  arbiter audit f2f.jsonl --edition n4`;

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
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        runtime: { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        html: { type: 'string' },
        pdf: { type: 'string' },
        browser: { type: 'string' },
        force: { type: 'boolean' },
        jobs: { type: 'string' },
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
  const file = parsed.positionals[0];
  if (file === undefined || file === '' || parsed.positionals.length > 1)
    return usage(io, 'give one LOG.jsonl (e.g. arbiter audit game.jsonl)');
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
  // A Necromunda log (its first event names the ruleset): its trail, re-adjudication and what-if forks.
  if (
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
      { json: v.json === true, unsupported, whatIf: v['what-if'] ?? [], all: v.all === true },
      io,
    );
  }
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

  if (await isDirectory(file)) {
    if (order !== undefined || changes.length > 0 || v.runtime !== undefined || v.all === true || v.html !== undefined)
      return usage(
        io,
        'a folder is audited game by game as logged: --order, --what-if, --edition, --all and --runtime take one LOG.jsonl',
      );
    if (v.jobs !== undefined && !/^[1-9]\d?$/.test(v.jobs))
      return usage(io, `--jobs takes how many games to audit at once (1 to 99), not ${v.jobs}`);
    return auditFolderCommand(file, v.json === true, io, v.quiet === true, Number(v.jobs ?? '1'));
  }
  if (v.jobs !== undefined) return usage(io, '--jobs goes with a folder (arbiter audit DIR --jobs N)');
  const unreadable = await logInputProblem(file);
  if (unreadable !== null) {
    io.err(`arbiter audit: ${unreadable}`);
    return EXIT_PROBLEM;
  }
  const bar = v.quiet === true ? noProgress : progressBar(io, `auditing ${file}`);
  const options: AuditOptions = {
    whatIf: changes,
    runtime,
    onProgress: (done: number, total: number) => bar.update(done, total),
  };
  const style = styleFor(io.color ?? io.isTTY);
  if (order === undefined && v.json !== true) {
    // The whole game as text: its trail written Turn by Turn as it is folded, never held whole.
    const parts = await auditLogParts(file, options);
    bar.finish();
    if (E.isLeft(parts)) {
      io.err(`arbiter audit: ${file}: ${parts.left}`);
      return EXIT_PROBLEM;
    }
    const { report, records } = parts.right;
    for (const w of report.warnings) io.err(`warning: ${w.message}`);
    printAuditText(report, (out) => streamTrail(records, out, { style }), io, { style, all: v.all === true });
    return !report.readjudication.agrees || (report.whatIf !== null && report.whatIf.stopped !== null)
      ? EXIT_PROBLEM
      : EXIT_OK;
  }
  const outcome = await auditLog(file, options);
  bar.finish();
  if (E.isLeft(outcome)) {
    io.err(`arbiter audit: ${file}: ${outcome.left}`);
    return EXIT_PROBLEM;
  }
  const full = outcome.right;
  const orders = full.trail.turns.flatMap((t) => t.orders.map((o) => o.order));
  if (order !== undefined && !orders.includes(order)) {
    io.err(
      `arbiter audit: ${file} has no Order ${order}${orders.length === 0 ? ' (it has no Orders)' : ` (its Orders run from ${orders[0] ?? 1} to ${orders[orders.length - 1] ?? 1})`}`,
    );
    return EXIT_PROBLEM;
  }
  const report = order === undefined ? full : onlyOrder(full, order);
  for (const w of report.warnings) io.err(`warning: ${w.message}`);
  const failed =
    !report.readjudication.agrees &&
    (order === undefined ||
      report.readjudication.differences.length > 0 ||
      report.readjudication.refused !== null ||
      report.readjudication.outcomeMismatches.some((m) => m.order === order));
  const forkStopped = report.whatIf !== null && report.whatIf.stopped !== null;
  if (reportFile !== undefined && order !== undefined) {
    const wrote = await writeOrderReport(
      full,
      {
        log: file,
        order,
        ...(v.html === undefined ? {} : { html: v.html }),
        ...(v.pdf === undefined ? {} : { pdf: v.pdf }),
        ...(v.browser === undefined ? {} : { browser: v.browser }),
        env: process.env,
        force: v.force === true,
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
      writeTrail(report.trail, out, { style, ...(order === undefined ? {} : { order }) });
      return report.trail;
    },
    io,
    { style, all: v.all === true, ...(order === undefined ? {} : { order }) },
  );
  return failed || forkStopped ? EXIT_PROBLEM : EXIT_OK;
};
