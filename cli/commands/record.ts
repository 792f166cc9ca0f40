import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { inspectTarget, nodeLogFs } from '../../events/log/index.ts';
import { formatScriptError, parseRecordedGame, recordGame, refusalJson, type ScriptError } from '../../recording/index.ts';
import { fold, trooperProjection } from '../../projections/index.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { continueLog, explainLogError, writeNewLog, type LogWritten } from '../logOutput.ts';
import { narrate } from '../render/narrate.ts';
import { trooperTable } from '../render/trooperTable.ts';

export const RECORD_HELP = `usage: arbiter record GAME-FILE -o LOG.jsonl [--force | --append] [--open] [--json] [--quiet]

Adjudicates a recorded game (YAML or JSON, see docs/recorded-game.md) Order by Order and
writes its hash-chained event log through the event store: the log is built in a temporary
file beside LOG.jsonl, every write checked and fsynced, then published under its name. An
existing file is never replaced without --force, and never when it is the game file itself, a
directory, a link, a FIFO or a device. Unless --open is given the log ends with a seal (a whole
game); its fingerprint (the last hash) is printed so that players can compare their copies
(arbiter verify --expect). An illegal declaration, a missing or extra die, or a malformed file
stops with the file, line, field, the reason and the rule, and nothing is written.

options:
  -o, --out LOG.jsonl  the log to write
  --force              replace LOG.jsonl if it exists (a regular file only)
  --append             continue LOG.jsonl, an open log of this game: it must hold exactly the
                       game's first events; the ones after them are appended
  --open               do not seal the log: more Orders will be appended later (--append)
  --json               the result, or the refusal, as JSON on stdout
  -q, --quiet          print only the summary line
  -h, --help           this text

exit codes: 0 written, 1 a refusal or a file problem (nothing written), 2 a usage error

examples:
  arbiter record examples/f2f-1v1.game.yaml -o f2f.jsonl
  arbiter record game.yaml -o game.jsonl --open     (then, once more Orders are in game.yaml)
  arbiter record game.yaml -o game.jsonl --append`;

const short = (hash: string): string => hash.slice(0, 12);

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One line on what was written, with the fingerprint players compare. */
const summary = (w: LogWritten, append: boolean): string => {
  const orders = w.counts['orders'];
  const held = `${plural(w.records, 'record')}${orders === undefined ? '' : ` (${plural(orders, 'Order')})`}`;
  const what = append ? `appended ${plural(w.appended, 'record')} to ${w.path}, which now holds ${held}` : `wrote ${held} to ${w.path}`;
  const state = w.sealed ? 'sealed' : 'open (not sealed: --append may continue it)';
  return `${what}; ${state}; fingerprint ${short(w.fingerprint)} (${w.fingerprint})`;
};

export const recordCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args], allowPositionals: true, options: {
        out: { type: 'string', short: 'o' }, force: { type: 'boolean' }, append: { type: 'boolean' }, open: { type: 'boolean' },
        json: { type: 'boolean' }, quiet: { type: 'boolean', short: 'q' }, help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    io.err(`arbiter record: ${e instanceof Error ? e.message : String(e)}\n${RECORD_HELP}`);
    return EXIT_USAGE;
  }
  const v = parsed.values;
  if (v.help === true) { io.out(RECORD_HELP); return EXIT_OK; }
  const file = parsed.positionals[0];
  const out = v.out;
  if (file === undefined || out === undefined || parsed.positionals.length > 1) {
    io.err(`arbiter record: give one GAME-FILE and -o LOG.jsonl\n${RECORD_HELP}`);
    return EXIT_USAGE;
  }
  const append = v.append === true;
  const force = v.force === true;
  if (append && force) {
    io.err(`arbiter record: --append continues a log and --force replaces one: give only one\n${RECORD_HELP}`);
    return EXIT_USAGE;
  }
  const json = v.json === true;
  const fail = (message: string): number => {
    if (json) io.out(JSON.stringify({ ok: false, log: out, message }, null, 2));
    else io.err(`arbiter record: ${message}`);
    return EXIT_PROBLEM;
  };
  // The output first: a path that cannot take the log is refused before any work is done.
  if (!append) {
    const target = await inspectTarget(nodeLogFs, out, [file]);
    if (E.isLeft(target)) return fail(explainLogError(target.left));
    if (target.right !== null && !force) return fail(explainLogError({ kind: 'exists', path: out }));
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return fail(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  // A refusal of the file or the game: the located error on stderr, and with --json one object on stdout for tools.
  const refuse = (error: ScriptError): number => {
    io.err(formatScriptError(error));
    io.err(`nothing was written to ${out}`);
    if (json) io.out(JSON.stringify(refusalJson(error)));
    return EXIT_PROBLEM;
  };
  const p = parseRecordedGame(file, bytes);
  if (!p.ok) return refuse(p.error);
  const r = recordGame(file, p.game, p.map);
  if (!r.ok) return refuse(r.error);
  const options = { inputs: [file], seal: v.open !== true };
  const written = append ? await continueLog(out, r.events, options) : await writeNewLog(out, r.events, { ...options, force });
  if (E.isLeft(written)) return fail(written.left);
  const w = written.right;
  const state = fold(trooperProjection, r.events);
  if (json) {
    io.out(JSON.stringify({
      ok: true, log: out, events: w.records, appended: w.appended, sealed: w.sealed, fingerprint: w.fingerprint, counts: w.counts,
      warnings: w.warnings, troopers: state.troopers,
    }, null, 2));
    return EXIT_OK;
  }
  for (const warning of w.warnings) io.err(`arbiter record: warning: ${warning}`);
  if (v.quiet !== true) {
    for (const line of narrate(r.events)) io.out(line);
    io.out('');
    for (const line of trooperTable(state)) io.out(line);
    io.out('');
  }
  io.out(summary(w, append));
  return EXIT_OK;
};
