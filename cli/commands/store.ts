import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { formatLogError, readLogLines, verifyLog, writeFileAtomically } from '../../kernel/log/index.ts';
import { plural } from '../../audit/plural.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { newFileMode } from '../logOutput.ts';
import { logInputProblem } from '../readInput.ts';
import { loadPostgres, openStore, STORE_ENV, storeUrlOf } from '../storeConnection.ts';
import { STORE_QUESTIONS } from '../storeQuestions.ts';
import { questionList, storeQuery } from './storeQuery.ts';

export const STORE_HELP = `usage: arbiter store init [URL]
       arbiter store push GAME.jsonl [--store URL] [--game ID] [--tournament T] [--round R] [--table N]
       arbiter store pull ID -o GAME.jsonl [--store URL] [--force]
       arbiter store query QUESTION [--store URL] [--round R] [--tournament T] [--json]

A shared store on a PostgreSQL server, for leagues and tournaments: one stream per game, every
record hashed and chained exactly as in a log file, so a game keeps its fingerprint wherever it is
(docs/store.md). URL is a connection string, postgres://USER:PASSWORD@HOST:PORT/DATABASE (TLS
options such as ?sslmode=require pass through); without --store, $${STORE_ENV} names it. The
password is never printed.

  init   creates the schema (versioned migrations), or brings it up to date; run it again freely
  push   copies a log file into the store as game ID (default: the file's name without .jsonl),
         every record verified and kept byte for byte; a game already in the store is refused
  pull   writes game ID of the store to a log file (verified first; an existing file is replaced
         only with --force), with the same fingerprint
  query  answers an organiser's question from the events of every game (of round R, of
         tournament T), as a table or --json; the questions:
${questionList()}

options:
  --store URL           the store (else $${STORE_ENV})
  --game ID             push: the game's id in the store
  --tournament, --round, --table   push: where the game was played (filed with it);
                        query: only the games of that round, of that tournament
  -o, --out FILE        pull: the log file to write
  --force               pull: replace an existing file
  --json                the result as JSON on stdout
  -h, --help            this text

exit codes: 0 done, 1 a problem with the log, the store or the server, 2 a usage error

example:
  arbiter store init postgres://arbiter:secret@127.0.0.1:5432/league
  arbiter store push round1/table3.jsonl --game r1-t3 --round 1 --table 3
  arbiter store pull r1-t3 -o table3.jsonl
  arbiter store query failed-guts --round 1`;

interface Parsed {
  readonly positionals: readonly string[];
  readonly values: {
    readonly store?: string;
    readonly game?: string;
    readonly tournament?: string;
    readonly round?: string;
    readonly table?: string;
    readonly out?: string;
    readonly force?: boolean;
    readonly json?: boolean;
    readonly help?: boolean;
  };
}

const parse = (args: readonly string[]): Parsed =>
  parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      store: { type: 'string' },
      game: { type: 'string' },
      tournament: { type: 'string' },
      round: { type: 'string' },
      table: { type: 'string' },
      out: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });

/** `arbiter store`: init, push, pull and query. */
export async function storeCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(args);
  } catch (e) {
    io.err(`arbiter store: ${e instanceof Error ? e.message : String(e)}\n${STORE_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) {
    io.out(STORE_HELP);
    return EXIT_OK;
  }
  const [action, ...rest] = parsed.positionals;
  const usage = (why: string): number => {
    io.err(`arbiter store: ${why}\n${STORE_HELP}`);
    return EXIT_USAGE;
  };
  switch (action) {
    case 'init': {
      if (rest.length > 1) return usage('init takes one URL');
      const url = storeUrlOf(rest[0] ?? parsed.values.store);
      return url === undefined ? usage(`init needs the store's URL (or $${STORE_ENV})`) : init(url, parsed, io);
    }
    case 'push': {
      const file = rest[0];
      if (file === undefined || file === '' || rest.length > 1) return usage('push takes one GAME.jsonl');
      const url = storeUrlOf(parsed.values.store);
      return url === undefined ? usage(`push needs --store URL (or $${STORE_ENV})`) : push(url, file, parsed, io);
    }
    case 'pull': {
      const id = rest[0];
      if (id === undefined || id === '' || rest.length > 1) return usage('pull takes one game ID');
      const out = parsed.values.out;
      if (out === undefined || out === '') return usage('pull needs -o GAME.jsonl');
      const url = storeUrlOf(parsed.values.store);
      return url === undefined ? usage(`pull needs --store URL (or $${STORE_ENV})`) : pull(url, id, out, parsed, io);
    }
    case 'query': {
      const name = rest[0];
      const question = name === undefined || !Object.hasOwn(STORE_QUESTIONS, name) ? undefined : STORE_QUESTIONS[name];
      if (name === undefined || question === undefined || rest.length > 1)
        return usage(
          `${name === undefined ? 'query takes a question' : `unknown question ${JSON.stringify(name)}`}; the questions:\n${questionList()}`,
        );
      const { game, out, force, table } = parsed.values;
      if (game !== undefined || out !== undefined || force !== undefined || table !== undefined)
        return usage('query takes --round R and --tournament T (not --game, --table, -o or --force)');
      const url = storeUrlOf(parsed.values.store);
      if (url === undefined) return usage(`query needs --store URL (or $${STORE_ENV})`);
      const { round, tournament } = parsed.values;
      return storeQuery(url, name, question, { round, tournament }, parsed.values.json === true, io);
    }
    case undefined:
      return usage('give init, push, pull or query');
    default:
      return usage(`unknown action ${JSON.stringify(action)}`);
  }
}

const fail = (io: CliIo, json: boolean, message: string, extra: Readonly<Record<string, unknown>> = {}): number => {
  if (json) io.out(JSON.stringify({ ok: false, message, ...extra }, null, 2));
  else io.err(`arbiter store: ${message}`);
  return EXIT_PROBLEM;
};

const init = async (url: string, parsed: Parsed, io: CliIo): Promise<number> => {
  const json = parsed.values.json === true;
  const pg = await loadPostgres();
  if (E.isLeft(pg)) return fail(io, json, pg.left);
  const store = pg.right.redactUrl(url);
  const applied = await pg.right.PgStreamStore.init(url);
  if (E.isLeft(applied)) return fail(io, json, formatLogError(applied.left), { store });
  const version = pg.right.SCHEMA_VERSION;
  if (json) io.out(JSON.stringify({ ok: true, store, applied: applied.right, schemaVersion: version }, null, 2));
  else
    io.out(
      applied.right.length === 0
        ? `${store}: the schema is up to date (v${version}); nothing to do`
        : `${store}: schema v${version} ready (applied ${applied.right.map((v) => `v${v}`).join(', ')})`,
    );
  return EXIT_OK;
};

/** The lines of a log file, without their newlines, up to `end` (where a torn last line starts). */
async function* fileLines(file: string, end: number | undefined): AsyncGenerator<string> {
  for await (const batch of readLogLines(file, end === undefined ? {} : { end }))
    for (const line of batch) yield line.text;
}

const push = async (url: string, file: string, parsed: Parsed, io: CliIo): Promise<number> => {
  const json = parsed.values.json === true;
  const unreadable = await logInputProblem(file);
  if (unreadable !== null) return fail(io, json, unreadable, { file });
  const verified = await verifyLog(file, arbiterCatalogue);
  if (E.isLeft(verified))
    return fail(io, json, `${file}: ${formatLogError(verified.left.error)}; nothing was copied`, { file });
  const id = parsed.values.game ?? basename(file).replace(/\.jsonl$/, '');
  if (id === '') return fail(io, json, 'the game id is empty: give --game ID', { file });
  const opened = await openStore(url);
  if (E.isLeft(opened)) return fail(io, json, opened.left, { file });
  const store = opened.right;
  try {
    const { tournament, round, table } = parsed.values;
    const meta = {
      ...(tournament === undefined ? {} : { tournament }),
      ...(round === undefined ? {} : { round }),
      ...(table === undefined ? {} : { table }),
    };
    const imported = await store.import(id, fileLines(file, verified.right.tornTail?.offset), meta);
    if (E.isLeft(imported)) {
      const e = imported.left;
      const why =
        e.kind === 'conflict'
          ? `game ${JSON.stringify(id)} is already in the store (its log ends at record ${e.actualSeq}); nothing was copied: push it under another --game, or pull it to compare`
          : `${file}: ${formatLogError(e)}; nothing was copied`;
      return fail(io, json, why, { file, game: id });
    }
    const r = imported.right;
    const torn = verified.right.tornTail;
    if (torn !== undefined)
      io.err(`arbiter store: ${file}: ${formatLogError(torn)}; that line is not part of the log and was not copied`);
    if (json)
      io.out(JSON.stringify({ ok: true, file, store: store.label, game: id, ...r, fingerprint: r.lastHash }, null, 2));
    else {
      io.out(
        `pushed ${file} to ${store.label} as game ${JSON.stringify(id)}: ${plural(r.records, 'record')}, ${r.sealed ? 'sealed' : 'open (not sealed)'}`,
      );
      io.out(`fingerprint ${r.lastHash.slice(0, 12)} (${r.lastHash})`);
    }
    return EXIT_OK;
  } finally {
    await store.close();
  }
};

const pull = async (url: string, id: string, out: string, parsed: Parsed, io: CliIo): Promise<number> => {
  const json = parsed.values.json === true;
  const opened = await openStore(url);
  if (E.isLeft(opened)) return fail(io, json, opened.left, { game: id });
  const store = opened.right;
  try {
    const positions = new Map<number, number>();
    const verified = await verifyLog(
      store.lines(id, (position, seq) => positions.set(seq, position)),
      arbiterCatalogue,
    );
    if (E.isLeft(verified)) {
      const error = verified.left.error;
      const line = 'line' in error ? error.line : undefined;
      const at = line === undefined ? undefined : positions.get(line);
      const where = at === undefined ? '' : ` (the row at position ${at})`;
      return fail(
        io,
        json,
        `${store.label} game ${JSON.stringify(id)}: ${formatLogError(error)}${where}; nothing was written`,
        { game: id },
      );
    }
    const v = verified.right;
    if (v.lastSeq === 0) return fail(io, json, `${store.label} holds no game ${JSON.stringify(id)}`, { game: id });
    const written = await writeFileAtomically(
      out,
      async (write) => {
        for await (const line of store.lines(id, undefined, v.lastSeq)) await write(Buffer.from(`${line}\n`, 'utf8'));
        return E.right(undefined);
      },
      { force: parsed.values.force === true, mode: newFileMode() },
    );
    if (E.isLeft(written)) {
      const e = written.left;
      const hint = e.kind === 'exists' ? ': give --force to replace it' : '';
      return fail(io, json, `${formatLogError(e)}${hint}`, { game: id, out });
    }
    const sealed = v.seal !== undefined;
    if (json)
      io.out(
        JSON.stringify(
          {
            ok: true,
            store: store.label,
            game: id,
            out,
            records: v.records,
            lastSeq: v.lastSeq,
            sealed,
            fingerprint: v.lastHash,
          },
          null,
          2,
        ),
      );
    else {
      io.out(
        `pulled game ${JSON.stringify(id)} from ${store.label} into ${out}: ${plural(v.records, 'record')}, ${sealed ? 'sealed' : 'open (not sealed)'}`,
      );
      io.out(`fingerprint ${v.lastHash.slice(0, 12)} (${v.lastHash})`);
    }
    return EXIT_OK;
  } finally {
    await store.close();
  }
};
