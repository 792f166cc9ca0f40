import * as E from 'fp-ts/lib/Either.js';
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ArbiterEvent } from '../../events/index.ts';
import { formatLogError, type LogError } from '../../kernel/log/logError.ts';
import { infinityRuleset, troopersOf, type TroopersState } from '../../projections/index.ts';
import { logInputOf, openLogInput, type OpenedLog } from '../logInput.ts';
import { STORE_ENV } from '../storeConnection.ts';
import { rulesetOfLog } from '../rulesetOfLog.ts';
import { replayNecromunda } from '../necromunda/replayNecromunda.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { noProgress, progressBar, type Progress } from '../render/progressBar.ts';
import { ordersLeftLines, trooperTable } from '../render/trooperTable.ts';
import { missionLines } from '../render/missionLines.ts';
import { replayCacheKey, replayFold, type ReplayTarget } from './replayFold.ts';

export const REPLAY_HELP = `usage: arbiter replay LOG.jsonl [--at SEQ | --at order:N] [--json] [--quiet]
       arbiter replay --game ID [--store URL] [--at SEQ | --at order:N] [--json] [--quiet]

Rebuilds every trooper's state from the log alone, by folding its events (no machine runs):
wounds against W or VITA, states, Orders spent, the Orders left to the Active Player this
Turn, and Disposable weapon uses spent. Every record read is verified (canonical form, hash,
chain). Beside the log, a cache of states every ~1,000 events (LOG.jsonl.snapshots, made and kept
up to date by replay, signed with a key of this user's) lets --at start from the nearest snapshot:
then the records from the snapshot's own to the target are verified, and the snapshot's record
must still have the hash it had, which vouches for every record before it through the chain
(arbiter verify checks the whole chain). A cache that does not check is ignored and made again.

A game of a shared store (arbiter store, docs/store.md) replays the same way, its rows read as
the lines of its log (no snapshot cache is kept for it).

options:
  --game ID      replay game ID of the store instead of a file
  --store URL    the store (else $${STORE_ENV}); the password is never printed
  --at SEQ       the state after event SEQ (1, 2, …)
  --at order:N   the state at the end of Order N
  --at hit:N     a Necromunda log: the state after hit N and what followed it
  --json         the state as JSON
  --no-cache     neither read nor write the log's snapshot cache (LOG.jsonl.snapshots)
  -q, --quiet    no progress bar on stderr (none is drawn unless stderr is a terminal)
  -h, --help     this text

exit codes: 0 ok, 1 the log cannot be read or has no such event or Order, 2 a usage error

examples:
  arbiter replay f2f.jsonl
  arbiter replay f2f.jsonl --at 12 --json
  arbiter replay game.jsonl --at order:3`;

/** Lines in a file (a fast byte scan), for a progress bar's total. */
const countLines = async (file: string): Promise<number> => {
  let n = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) n++;
  }
  return n;
};

/** Wraps a projection so each folded event moves the bar. */
const watched = <S>(p: { initial: S; evolve(s: S, e: ArbiterEvent): S }, bar: Progress, total: number) => {
  let done = 0;
  return {
    initial: p.initial,
    evolve: (s: S, e: ArbiterEvent): S => {
      done++;
      if (done === 1 || done % 512 === 0) bar.update(done, total);
      return p.evolve(s, e);
    },
  };
};

const readError = (io: CliIo, log: OpenedLog, error: LogError): number => {
  const tampered =
    error.kind === 'hash-mismatch' ||
    error.kind === 'not-canonical' ||
    error.kind === 'prev-mismatch' ||
    error.kind === 'seq-gap';
  io.err(
    `arbiter replay: ${log.label}: ${log.named(formatLogError(error))}${tampered ? `; replay only reads intact logs: run arbiter audit ${log.again} to read it anyway and see what was changed` : ''}`,
  );
  return EXIT_PROBLEM;
};

const render = (io: CliIo, state: TroopersState, where: string): void => {
  io.out(`${state.title} — ${where}${state.edition === null ? '' : ` (${state.edition.toUpperCase()})`}`);
  for (const line of trooperTable(state)) io.out(line);
  for (const line of ordersLeftLines(state)) io.out(line);
  for (const line of missionLines(state)) io.out(line);
};

/** `arbiter replay`: trooper states folded from a log, at its end, after an event, or at the end of an Order. */
export const replayCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        at: { type: 'string' },
        json: { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        'no-cache': { type: 'boolean' },
        store: { type: 'string' },
        game: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    io.err(`arbiter replay: ${e instanceof Error ? e.message : String(e)}\n${REPLAY_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) {
    io.out(REPLAY_HELP);
    return EXIT_OK;
  }
  const input = logInputOf(parsed.positionals, parsed.values);
  if (E.isLeft(input)) {
    io.err(`arbiter replay: ${input.left}\n${REPLAY_HELP}`);
    return EXIT_USAGE;
  }
  const at = parsed.values.at;
  const seqAt = at !== undefined && /^[1-9]\d*$/.test(at) ? Number(at) : undefined;
  const orderMatch = at === undefined ? null : /^order:([1-9]\d*)$/.exec(at);
  const orderAt = orderMatch === null ? undefined : Number(orderMatch[1]);
  const hitMatch = at === undefined ? null : /^hit:([1-9]\d*)$/.exec(at);
  const hitAt = hitMatch === null ? undefined : Number(hitMatch[1]);
  if (at !== undefined && seqAt === undefined && orderAt === undefined && hitAt === undefined) {
    io.err(
      `arbiter replay: --at takes an event seq (1, 2, …), order:N (the end of Order N) or, for a Necromunda log, hit:N, not ${at}`,
    );
    return EXIT_USAGE;
  }
  // A Necromunda log (its first event names the ruleset) is folded by its own ruleset. (A shared
  // store holds Infinity games only: its catalogue is Infinity's.)
  if (input.right.kind === 'file' && (await rulesetOfLog(input.right.file)) === 'necromunda-2018') {
    if (orderAt !== undefined) {
      io.err(
        `arbiter replay: ${input.right.file} is a Necromunda log: it has hits, not Orders; --at takes an event seq or hit:N`,
      );
      return EXIT_USAGE;
    }
    return replayNecromunda(input.right.file, { seq: seqAt, hit: hitAt, json: parsed.values.json === true }, io);
  }
  if (hitAt !== undefined) {
    io.err('arbiter replay: --at hit:N is for a Necromunda log; an Infinity log is replayed to an Order (order:N)');
    return EXIT_USAGE;
  }
  const opened = await openLogInput(input.right);
  if (E.isLeft(opened)) {
    io.err(`arbiter replay: ${opened.left}`);
    return EXIT_PROBLEM;
  }
  try {
    return await replayOpened(opened.right, parsed.values, io);
  } finally {
    await opened.right.close();
  }
};

interface ReplayFlags {
  readonly at?: string | undefined;
  readonly json?: boolean | undefined;
  readonly quiet?: boolean | undefined;
  readonly 'no-cache'?: boolean | undefined;
}

/** Replays an opened log (a file, or a store's game named by its store and id in what it prints). */
const replayOpened = async (log: OpenedLog, values: ReplayFlags, io: CliIo): Promise<number> => {
  const { path, label: file, fromStore } = log;
  const at = values.at;
  const seqAt = at !== undefined && /^[1-9]\d*$/.test(at) ? Number(at) : undefined;
  const orderMatch = at === undefined ? null : /^order:([1-9]\d*)$/.exec(at);
  const orderAt = orderMatch === null ? undefined : Number(orderMatch[1]);
  const bar = values.quiet === true ? noProgress : progressBar(io, `replaying ${file}`);
  const total = bar === noProgress ? 0 : await countLines(path).catch(() => 0);
  const target: ReplayTarget =
    orderAt !== undefined
      ? { kind: 'order', order: orderAt }
      : seqAt !== undefined
        ? { kind: 'seq', seq: seqAt }
        : { kind: 'end' };
  // Through the ruleset: the kernel folds the log with Infinity's catalogue and its one evolve.
  const folded = await replayFold(path, target, {
    key: fromStore || values['no-cache'] === true ? null : await replayCacheKey(),
    projection: watched(infinityRuleset.projection, bar, seqAt ?? total),
  });
  bar.finish();
  if (E.isLeft(folded)) {
    const miss = folded.left;
    switch (miss.kind) {
      case 'no-order':
        io.err(
          `arbiter replay: ${file} has no Order ${orderAt}${miss.last === 0 ? ' (no Order was played)' : ` (its Orders run from 1 to ${miss.last})`}`,
        );
        return EXIT_PROBLEM;
      case 'log':
        return readError(io, log, miss.error);
    }
  }
  const result = folded.right;
  if (result.tornTail !== undefined) io.err(`warning: ${formatLogError(result.tornTail)}; it is not part of the log`);
  if (seqAt !== undefined && result.lastSeq < seqAt) {
    io.err(`arbiter replay: ${file} ends at event ${result.lastSeq}; there is no event ${seqAt}`);
    return EXIT_PROBLEM;
  }
  const troopers = troopersOf(result.state);
  if (values.json === true) {
    io.out(
      JSON.stringify(
        {
          log: file,
          seq: result.lastSeq,
          sealed: result.sealed,
          ...(orderAt === undefined ? {} : { order: orderAt }),
          ...troopers,
        },
        null,
        2,
      ),
    );
  } else {
    const end =
      target.kind !== 'end'
        ? ''
        : result.sealed
          ? ', the end of the sealed log'
          : ', the end of an open log (not sealed: the game may go on, or the log was cut short)';
    render(
      io,
      troopers,
      orderAt === undefined
        ? `after event ${result.lastSeq}${end}`
        : `at the end of Order ${orderAt} (event ${result.lastSeq})`,
    );
  }
  return EXIT_OK;
};
