import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { nodeLogFs, writableTarget } from '../../kernel/log/index.ts';
import {
  formatScriptError,
  MAX_FILE_BYTES,
  parseRecordedGame,
  recordGame,
  refusalJson,
  tooLargeProblem,
  type PartialRecording,
  type ScriptError,
} from '../../recording/index.ts';
import { readInput } from '../readInput.ts';
import { isNecromundaScript, recordIfNecromunda } from '../necromunda/recordNecromundaLog.ts';
import { foldTroopers, troopersOf, type TroopersState } from '../../projections/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { streamRecording } from '../streamRecording.ts';
import { account } from '../account.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { continueLog, explainLogError, type LogRefusal, type LogWritten } from '../logOutput.ts';
import { LOG_RULES } from '../logRules.ts';
import { narrate, narrator } from '../../audit/narrate.ts';
import { trooperTable } from '../render/trooperTable.ts';
import { noProgress, progressBar } from '../render/progressBar.ts';
import { plural } from '../../audit/plural.ts';
import { STORE_ENV } from '../storeConnection.ts';
import { recordToStoreArgs } from './recordToStore.ts';

export const RECORD_HELP = `usage: arbiter record GAME-FILE -o LOG.jsonl [--force | --append] [--open] [--partial] [--runtime compiled|xstate] [--json] [--quiet]
       arbiter record GAME-FILE --game ID [--store URL] [--tournament T] [--round R] [--table N] [--open] [--partial] …

Adjudicates a recorded game (YAML or JSON, see docs/recorded-game.md) Order by Order and
writes its hash-chained event log through the event store: the log is built in a temporary
file beside LOG.jsonl, every write checked and fsynced, then published under its name. An
existing file is never replaced without --force, and never when it is the game file itself, a
directory, a link, a FIFO or a device. Unless --open is given the log ends with a seal (a whole
game); its fingerprint (the last hash) is printed so that players can compare their copies
(arbiter verify --expect). An illegal declaration, a missing or extra die, or a malformed file
stops with the file, line, field, the reason and the rule, and nothing is written.

With --game ID the log goes to a shared store instead (docs/store.md): appended as a new game in
one transaction; a game already there is refused and never replaced (not even with --force).

A file whose top-level ruleset is necromunda-2018 is a Necromunda game (docs/necromunda.md):
its hits are resolved one at a time and logged the same way (--append, --partial, --runtime and
--game are Infinity's only, for now).

options:
  -o, --out LOG.jsonl  the log to write
  --game ID            write the log as game ID of the store (--store URL, else $${STORE_ENV})
  --tournament T, --round R, --table N
                       with --game: where the game was played (arbiter audit --round R)
  --force              replace LOG.jsonl if it exists (a regular file only)
  --append             continue LOG.jsonl, an open log of this game: it must hold exactly the
                       game's first events; the ones after them are appended
  --open               do not seal the log: more Orders will be appended later (--append)
  --partial            when the engine refuses an Order, still write the whole Orders before it
                       (an open log) and say which Order stopped it: record that one as ruled by
                       the players (ruledByPlayers) or fix it, then continue with --append
  --runtime R          what runs the statecharts: compiled (default, the same statecharts
                       compiled for speed) or xstate (its interpreter, the reference; slower);
                       both write the same log
  --json               the result, or the refusal, as JSON on stdout
  -q, --quiet          print only the summary line (and no progress bar)
  -h, --help           this text

exit codes: 0 written, 1 a refusal or a file problem (nothing written; with --partial, the Orders
before the refused one), 2 a usage error

examples:
  arbiter record examples/f2f-1v1.game.yaml -o f2f.jsonl
  arbiter record examples/necromunda-resolve-hits.game.yaml -o hits.jsonl
  arbiter record game.yaml -o game.jsonl --open     (then, once more Orders are in game.yaml)
  arbiter record game.yaml -o game.jsonl --append`;

const short = (hash: string): string => hash.slice(0, 12);

/** One line on what was written, with the fingerprint players compare. */
const summary = (w: LogWritten, append: boolean): string => {
  const orders = w.counts['orders'];
  const held = `${plural(w.records, 'record')}${orders === undefined ? '' : ` (${plural(orders, 'Order')})`}`;
  const what = append
    ? `appended ${plural(w.appended, 'record')} to ${w.path}, which now holds ${held}`
    : `wrote ${held} to ${w.path}`;
  const state = w.sealed ? 'sealed' : 'open (not sealed: --append may continue it)';
  return `${what}; ${state}; fingerprint ${short(w.fingerprint)} (${w.fingerprint})`;
};

/** What --partial wrote, where the recording stopped, and how to go on. */
const partialNote = (
  partial: Pick<PartialRecording, 'orders' | 'stoppedAt'>,
  w: LogWritten,
  append: boolean,
  file: string,
  out: string,
): string => {
  const at = partial.stoppedAt;
  const where =
    at.order === null
      ? `the command of Turn ${(at.turn ?? 0) + 1} at ${at.path}`
      : `Order ${at.order + 1} of Turn ${(at.turn ?? 0) + 1} (${at.path})`;
  const fix =
    at.order === null
      ? 'fix that Turn'
      : 'if the engine cannot rule that Order, record it as ruled by the players (ruledByPlayers: see "Orders ruled by the players" in docs/recorded-game.md), or fix it';
  return `${summary(w, append)}\nwith --partial: the ${plural(partial.orders, 'Order')} before ${where}, where the recording stopped; ${fix}, then continue the log with: arbiter record ${file} -o ${out} --append`;
};

/** The options a Necromunda recording does not take yet, the first one given (null: none). */
const necromundaUnsupported = (v: {
  readonly append?: boolean;
  readonly partial?: boolean;
  readonly runtime?: string;
}) =>
  v.append === true ? '--append' : v.partial === true ? '--partial' : v.runtime !== undefined ? '--runtime' : null;

export const recordCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  // A usage error: said on stderr with the help, and with --json also as one object on stdout.
  const usage = (message: string): number => {
    if (args.includes('--json')) io.out(JSON.stringify({ ok: false, message, rule: 'usage' }));
    io.err(`arbiter record: ${message}\n${RECORD_HELP}`);
    return EXIT_USAGE;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        force: { type: 'boolean' },
        append: { type: 'boolean' },
        open: { type: 'boolean' },
        partial: { type: 'boolean' },
        runtime: { type: 'string' },
        json: { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
        store: { type: 'string' },
        game: { type: 'string' },
        tournament: { type: 'string' },
        round: { type: 'string' },
        table: { type: 'string' },
      },
    });
  } catch (e) {
    return usage(e instanceof Error ? e.message : String(e));
  }
  const v = parsed.values;
  if (v.help === true) {
    io.out(RECORD_HELP);
    return EXIT_OK;
  }
  const file = parsed.positionals[0];
  if (v.game !== undefined || v.store !== undefined) {
    if (file !== undefined && (await isNecromundaScript(file)))
      return usage(
        '--game is not available for Necromunda games yet: a shared store holds Infinity games (docs/necromunda.md)',
      );
    return recordToStoreArgs(file, parsed, usage, io);
  }
  if (v.tournament !== undefined || v.round !== undefined || v.table !== undefined)
    return usage('--tournament, --round and --table go with --game ID (a game of a store)');
  const out = v.out;
  if (file === undefined || out === undefined || out === '' || parsed.positionals.length > 1)
    return usage('give one GAME-FILE and -o LOG.jsonl');
  const append = v.append === true;
  const force = v.force === true;
  if (append && force) return usage('--append continues a log and --force replaces one: give only one');
  if (v.runtime !== undefined && v.runtime !== 'compiled' && v.runtime !== 'xstate')
    return usage(`--runtime is compiled or xstate, not ${v.runtime}`);
  const runtime = v.runtime ?? 'compiled';
  const json = v.json === true;
  const fail = (r: LogRefusal): number => {
    if (json) io.out(JSON.stringify({ ok: false, log: out, message: r.message, rule: r.rule }));
    io.err(`arbiter record: ${r.message} [${r.rule}: ${LOG_RULES[r.rule].title}]`);
    return EXIT_PROBLEM;
  };
  // The output first: a path that cannot take the log is refused before any work is done.
  if (!append) {
    const target = await writableTarget(nodeLogFs, out, [file], force);
    if (E.isLeft(target)) return fail(explainLogError(target.left));
  }
  const input = await readInput(file, MAX_FILE_BYTES);
  if (E.isLeft(input)) return fail({ message: input.left, rule: 'log/input' });
  // A refusal of the file or the game: the located error on stderr, and with --json one object on stdout for tools.
  const refuse = (error: ScriptError, partial?: LogWritten): number => {
    io.err(formatScriptError(error));
    if (partial === undefined)
      io.err(
        `nothing was written to ${out}${v.partial === true ? ': the recording stopped before its first Order' : ''}`,
      );
    if (json)
      io.out(
        JSON.stringify({
          ...refusalJson(error),
          ...(partial === undefined
            ? {}
            : {
                partial: {
                  log: out,
                  records: partial.records,
                  fingerprint: partial.fingerprint,
                  counts: partial.counts,
                },
              }),
        }),
      );
    return EXIT_PROBLEM;
  };
  if (input.right.kind === 'too-large') return refuse({ file, ...tooLargeProblem(input.right.bytes), edition: null });
  // A Necromunda game (`ruleset: necromunda-2018`) is recorded by its own ruleset; an Infinity game goes on as before.
  const necromunda = await recordIfNecromunda(
    file,
    input.right.bytes,
    { out, force, seal: v.open !== true, json, quiet: v.quiet === true, unsupported: necromundaUnsupported(v) },
    io,
  );
  if (necromunda !== null) return necromunda;
  const p = parseRecordedGame(file, input.right.bytes);
  if (E.isLeft(p)) return refuse(p.left);
  // A progress bar on stderr while the Turns are played, on a terminal only; --quiet and --json draw none.
  const bar = v.quiet === true || json ? noProgress : progressBar(io, `recording ${file}`);
  const onTurn = (done: number, total: number): void => bar.update(done, total);
  const seal = v.open !== true;
  let w: LogWritten;
  let state: TroopersState;
  // The account of the game, printed once the log is written (kept as the bytes it prints: cli/account.ts).
  const told = account(io);
  if (append) {
    const r = recordGame(file, p.right.game, p.right.map, { onTurn, runtime });
    bar.finish();
    if (E.isLeft(r)) {
      if (v.partial !== true || r.left.partial.orders === 0) return refuse(r.left.error);
      const kept = await continueLog(out, r.left.partial.events, { inputs: [file], seal: false });
      if (E.isLeft(kept)) {
        io.err(formatScriptError(r.left.error));
        return fail(kept.left);
      }
      const code = refuse(r.left.error, kept.right);
      io.err(partialNote(r.left.partial, kept.right, append, file, out));
      return code;
    }
    const written = await continueLog(out, r.right.events, { inputs: [file], seal });
    if (E.isLeft(written)) return fail(written.left);
    w = written.right;
    state = foldTroopers(r.right.events);
    if (v.quiet !== true && !json) told.add(narrate(r.right.events));
  } else {
    // Written as it is played: each Order's events go to the log once the Order is whole.
    let lines: string[] = [];
    const tell = narrator((line) => lines.push(line));
    const onEvents = (events: readonly ArbiterEvent[]): void => {
      for (const e of events) tell(e);
      told.add(lines);
      lines = [];
    };
    const s = await streamRecording(out, file, p.right.game, p.right.map, {
      force,
      seal,
      partial: v.partial === true,
      runtime,
      onTurn,
      ...(v.quiet === true || json ? {} : { onEvents }),
    });
    bar.finish();
    const played = s.played;
    if (E.isLeft(s.written)) {
      if (played !== null && E.isLeft(played)) io.err(formatScriptError(played.left.error));
      return fail(s.written.left);
    }
    if (played === null) throw new Error('a log was published before its game was played');
    if (E.isLeft(played)) {
      const kept = s.written.right;
      if (kept === null) return refuse(played.left.error);
      const code = refuse(played.left.error, kept);
      io.err(
        partialNote({ orders: kept.counts['orders'] ?? 0, stoppedAt: played.left.stoppedAt }, kept, append, file, out),
      );
      return code;
    }
    if (s.written.right === null) throw new Error('a whole game was not written');
    w = s.written.right;
    state = troopersOf(played.right.state());
  }
  if (json) {
    io.out(
      JSON.stringify(
        {
          ok: true,
          log: out,
          events: w.records,
          appended: w.appended,
          sealed: w.sealed,
          fingerprint: w.fingerprint,
          counts: w.counts,
          warnings: w.warnings,
          troopers: state.troopers,
        },
        null,
        2,
      ),
    );
    return EXIT_OK;
  }
  for (const warning of w.warnings) io.err(`arbiter record: warning: ${warning}`);
  if (v.quiet !== true) {
    // A long game's account is a line or more per Order: written in chunks, not a write per line.
    told.print();
    io.out('');
    for (const line of trooperTable(state)) io.out(line);
    io.out('');
  }
  io.out(summary(w, append));
  return EXIT_OK;
};
