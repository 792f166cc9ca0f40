import * as E from 'fp-ts/lib/Either.js';
import { narrate } from '../../audit/narrate.ts';
import { plural } from '../../audit/plural.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { formatLogError, SealCounter, type StreamMeta } from '../../kernel/log/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import {
  formatScriptError,
  MAX_FILE_BYTES,
  parseRecordedGame,
  recordGame,
  refusalJson,
  tooLargeProblem,
  type ScriptError,
} from '../../recording/index.ts';
import { chunkedOut } from '../chunkedOut.ts';
import { EXIT_OK, EXIT_PROBLEM, type CliIo } from '../cliIo.ts';
import { LOG_RULES } from '../logRules.ts';
import { readInput } from '../readInput.ts';
import { noProgress, progressBar } from '../render/progressBar.ts';
import { trooperTable } from '../render/trooperTable.ts';
import { openStore, STORE_ENV, storeUrlOf } from '../storeConnection.ts';

/** What `arbiter record GAME-FILE --store URL --game ID` was asked. */
export interface RecordToStore {
  readonly file: string;
  readonly url: string;
  readonly game: string;
  readonly meta: StreamMeta;
  readonly seal: boolean;
  readonly partial: boolean;
  readonly runtime: 'compiled' | 'xstate';
  readonly json: boolean;
  readonly quiet: boolean;
}

/**
 * `arbiter record GAME-FILE --store URL --game ID`: the game adjudicated as for a file, then
 * appended as a new stream in one transaction (expected at record 0): a game already in the store
 * is refused and nothing is written, so a game is never replaced nor half written. With --partial,
 * the whole Orders before a refused one are appended (open), as a file keeps them.
 */
export const recordToStore = async (a: RecordToStore, io: CliIo): Promise<number> => {
  const fail = (message: string): number => {
    if (a.json) io.out(JSON.stringify({ ok: false, game: a.game, message }));
    io.err(`arbiter record: ${message}`);
    return EXIT_PROBLEM;
  };
  const refuse = (error: ScriptError, kept = false): number => {
    io.err(formatScriptError(error));
    if (!kept) io.err(`nothing was written to the store`);
    if (a.json) io.out(JSON.stringify(refusalJson(error)));
    return EXIT_PROBLEM;
  };
  const input = await readInput(a.file, MAX_FILE_BYTES);
  if (E.isLeft(input)) return fail(`${input.left} [log/input: ${LOG_RULES['log/input'].title}]`);
  if (input.right.kind === 'too-large')
    return refuse({ file: a.file, ...tooLargeProblem(input.right.bytes), edition: null });
  const p = parseRecordedGame(a.file, input.right.bytes);
  if (E.isLeft(p)) return refuse(p.left);
  const bar = a.quiet || a.json ? noProgress : progressBar(io, `recording ${a.file}`);
  const r = recordGame(a.file, p.right.game, p.right.map, {
    onTurn: (done, total) => bar.update(done, total),
    runtime: a.runtime,
  });
  bar.finish();
  if (E.isLeft(r) && (!a.partial || r.left.partial.orders === 0)) return refuse(r.left.error);
  const events: readonly ArbiterEvent[] = E.isLeft(r) ? r.left.partial.events : r.right.events;
  const seal = a.seal && E.isRight(r);
  const opened = await openStore(a.url);
  if (E.isLeft(opened)) {
    if (E.isLeft(r)) io.err(formatScriptError(r.left.error));
    return fail(`${opened.left}; nothing was written`);
  }
  const store = opened.right;
  const where = `${store.label} game ${JSON.stringify(a.game)}`;
  let appended;
  try {
    appended = await store.stream(a.game, a.meta).append(events, 0, { seal });
  } finally {
    await store.close();
  }
  if (E.isLeft(appended)) {
    if (E.isLeft(r)) io.err(formatScriptError(r.left.error));
    const e = appended.left;
    // Expected at record 0: a game already there is either open (a conflict) or sealed.
    const end = e.kind === 'conflict' ? e.actualSeq : e.kind === 'sealed' ? e.seq : null;
    return end !== null
      ? fail(
          `${where} is already in the store (its log ends at record ${end}); nothing was written: a game in the store is never replaced, record this one under another --game`,
        )
      : fail(`${formatLogError(e)}; nothing was written`);
  }
  const w = appended.right;
  const last = w.seal ?? w.records[w.records.length - 1];
  const fingerprint = last?.hash ?? '';
  const counter = new SealCounter(arbiterCatalogue.seal);
  for (const e of events) counter.add(e);
  const counts = counter.counts();
  const troopers = foldTroopers(events);
  const orders = counts['orders'];
  const held = `${plural(w.records.length, 'record')}${orders === undefined ? '' : ` (${plural(orders, 'Order')})`}`;
  const state = seal ? 'sealed' : 'open (not sealed)';
  const line = `wrote ${held} to ${where}; ${state}; fingerprint ${fingerprint.slice(0, 12)} (${fingerprint})`;
  if (E.isLeft(r)) {
    const code = refuse(r.left.error, true);
    io.err(`${line}\nwith --partial: the ${plural(r.left.partial.orders, 'Order')} before the refused one`);
    return code;
  }
  if (a.json) {
    io.out(
      JSON.stringify(
        {
          ok: true,
          store: store.label,
          game: a.game,
          ...a.meta,
          events: w.records.length,
          sealed: seal,
          fingerprint,
          counts,
          troopers: troopers.troopers,
        },
        null,
        2,
      ),
    );
    return EXIT_OK;
  }
  if (!a.quiet) {
    // A line or more per Order: written in chunks, not a write per line.
    const out = chunkedOut(io);
    for (const l of narrate(events)) out.push(l);
    out.flush();
    io.out('');
    for (const l of trooperTable(troopers)) io.out(l);
    io.out('');
  }
  io.out(line);
  return EXIT_OK;
};

/** The values of `arbiter record`'s options that matter with --game. */
interface RecordArgs {
  readonly positionals: readonly string[];
  readonly values: {
    readonly out?: string | undefined;
    readonly force?: boolean | undefined;
    readonly append?: boolean | undefined;
    readonly open?: boolean | undefined;
    readonly partial?: boolean | undefined;
    readonly runtime?: string | undefined;
    readonly json?: boolean | undefined;
    readonly quiet?: boolean | undefined;
    readonly store?: string | undefined;
    readonly game?: string | undefined;
    readonly tournament?: string | undefined;
    readonly round?: string | undefined;
    readonly table?: string | undefined;
  };
}

/** `arbiter record GAME-FILE --game ID …`: its usage checked (`usage` says what is wrong, exit 2), then {@link recordToStore}. */
export const recordToStoreArgs = (
  file: string | undefined,
  parsed: RecordArgs,
  usage: (message: string) => number,
  io: CliIo,
): Promise<number> | number => {
  const v = parsed.values;
  const url = storeUrlOf(v.store);
  if (file === undefined || file === '' || parsed.positionals.length > 1) return usage('give one GAME-FILE');
  if (v.game === undefined || v.game === '' || url === undefined)
    return usage(`--game needs a game id and --store URL (or $${STORE_ENV})`);
  if (v.out !== undefined) return usage('give -o LOG.jsonl or --game ID, not both');
  if (v.force === true)
    return usage('a game in the store is never replaced: --force replaces a file (-o LOG.jsonl) only');
  if (v.append === true) return usage('--append continues a log file; a game of the store is recorded whole');
  if (v.runtime !== undefined && v.runtime !== 'compiled' && v.runtime !== 'xstate')
    return usage(`--runtime is compiled or xstate, not ${v.runtime}`);
  const meta: StreamMeta = {
    ...(v.tournament === undefined ? {} : { tournament: v.tournament }),
    ...(v.round === undefined ? {} : { round: v.round }),
    ...(v.table === undefined ? {} : { table: v.table }),
  };
  return recordToStore(
    {
      file,
      url,
      game: v.game,
      meta,
      seal: v.open !== true,
      partial: v.partial === true,
      runtime: v.runtime ?? 'compiled',
      json: v.json === true,
      quiet: v.quiet === true,
    },
    io,
  );
};
