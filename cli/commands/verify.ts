import * as E from 'fp-ts/lib/Either.js';
import { progressCounter } from '../render/progressBar.ts';
import { parseArgs } from 'node:util';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { necromundaCatalogue } from '../../events/necromunda/index.ts';
import { rulesetOfLog } from '../rulesetOfLog.ts';
import { formatLogError, verifyLog, type VerifiedLog } from '../../kernel/log/index.ts';
import { storeUrlOf, STORE_ENV } from '../storeConnection.ts';
import { openVerifySource, type VerifyTarget } from './verifySource.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { plural } from '../../audit/plural.ts';

export const VERIFY_HELP = `usage: arbiter verify LOG.jsonl [--sealed] [--expect FINGERPRINT] [--json] [--quiet]
       arbiter verify --game ID [--store URL] [--sealed] [--expect FINGERPRINT] [--json]

Checks a log end to end: every line is a canonical record whose event decodes (older schema
versions are upcast), each hash matches its record, seq runs 1, 2, 3… and each prev is the
hash of the record before. Streams the file, so any size verifies in bounded memory.

Then says whether the log is whole. A finished log ends with its seal, which counts the records
and the Orders before it: a log with no seal is "open (not sealed)" — still being recorded, or
cut short somewhere (a hash chain cannot tell a log cut at a line boundary from a shorter one).
A last line without its newline (an append cut short) is not part of the log: the log is then
"incomplete". It prints the fingerprint (the last record's hash, short and full): two copies
of a game are the same log exactly when their fingerprints are equal.

A game of a shared store (arbiter store, docs/store.md) verifies the same way, its rows read in
order as the lines of its log; a bad row is named by its record and its position in the store.

options:
  --game ID             verify game ID of the store instead of a file
  --store URL           the store (else $${STORE_ENV}); the password is never printed
  --sealed              exit 1 unless the log is sealed and complete
  --expect FINGERPRINT  exit 1 unless the fingerprint is this one (the full hash, or its
                        first 12 or more hex digits): compare your copy with another player's
  --json                the result as JSON on stdout
  -q, --quiet           no progress on stderr (none is drawn unless stderr is a terminal)
  -h, --help            this text

exit codes: 0 verified (sealed, or open without --sealed), 1 a bad line, an unreadable file,
an open or incomplete log with --sealed, or another fingerprint with --expect; 2 a usage error

example:
  arbiter verify game.jsonl
  arbiter verify game.jsonl --sealed --expect 3f2a9c1b0d4e
  arbiter verify game.jsonl --json`;

type Verified = VerifiedLog;

const title = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** `812 records, 41 Orders, 6 Turns`: the ruleset's counts, singular or plural. */
const held = (r: Verified): string =>
  [
    plural(r.records, 'record'),
    ...Object.entries(r.counts).map(([name, n]) => `${n} ${title(n === 1 ? name.replace(/s$/, '') : name)}`),
  ].join(', ');

/** The text report: whole or not, what it holds, the fingerprint. Never "OK" for a log that is not sealed. */
const report = (r: Verified): string[] => {
  const lines: string[] = [];
  if (r.tornTail !== undefined) {
    lines.push(
      `incomplete: ${formatLogError(r.tornTail)}; that line is not part of the log (the next writer to open the log cuts it away)`,
    );
  }
  lines.push(
    r.seal !== undefined
      ? `sealed: ${held(r)}; the seal closes the log, nothing is missing`
      : `open (not sealed): ${held(r)}; with no seal, the log is either still being recorded or was cut short`,
  );
  lines.push(`fingerprint ${r.lastHash.slice(0, 12)} (${r.lastHash})`);
  const types = Object.entries(r.byType);
  if (types.length > 0) lines.push(`event types: ${types.map(([type, n]) => `${type} ${n}`).join(', ')}`);
  return lines;
};

/** `arbiter verify`: hash chain, decoding, sequence and seal check of a log file, and its fingerprint. */
export async function verifyCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        sealed: { type: 'boolean' },
        expect: { type: 'string' },
        store: { type: 'string' },
        game: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    io.err(`arbiter verify: ${e instanceof Error ? e.message : String(e)}\n${VERIFY_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) {
    io.out(VERIFY_HELP);
    return EXIT_OK;
  }
  const file = parsed.positionals[0];
  const game = parsed.values.game;
  let target: VerifyTarget;
  if (game !== undefined) {
    const url = storeUrlOf(parsed.values.store);
    if (game === '' || parsed.positionals.length > 0 || url === undefined) {
      const why =
        parsed.positionals.length > 0
          ? 'give LOG.jsonl or --game ID, not both'
          : `--game needs a game id and --store URL (or $${STORE_ENV})`;
      io.err(`arbiter verify: ${why}\n${VERIFY_HELP}`);
      return EXIT_USAGE;
    }
    target = { kind: 'store', url, game };
  } else if (file === undefined || file === '' || parsed.positionals.length > 1) {
    io.err(`arbiter verify: give one LOG.jsonl\n${VERIFY_HELP}`);
    return EXIT_USAGE;
  } else target = { kind: 'file', file };
  const expected = parsed.values.expect?.toLowerCase();
  if (expected !== undefined && !/^[0-9a-f]{12,64}$/.test(expected)) {
    io.err(
      `arbiter verify: --expect takes a fingerprint: the full hash or its first 12 or more hex digits, not ${JSON.stringify(parsed.values.expect)}\n${VERIFY_HELP}`,
    );
    return EXIT_USAGE;
  }
  const json = parsed.values.json === true;
  const opened = await openVerifySource(target);
  if (E.isLeft(opened)) {
    const where = target.kind === 'file' ? { file: target.file } : { game: target.game };
    if (json) io.out(JSON.stringify({ ok: false, ...where, message: opened.left }, null, 2));
    else io.err(`arbiter verify: ${opened.left}`);
    return EXIT_PROBLEM;
  }
  const source = opened.right;
  const progress = progressCounter(
    json || parsed.values.quiet === true ? { ...io, isTTY: false, errIsTTY: false } : io,
    `verifying ${source.label}`,
    'records',
  );
  const onProgress = (records: number): void => progress.update(records);
  // The log's ruleset (its first event says; cli/rulesetOfLog.ts) gives the catalogue it is read with.
  const ruleset = target.kind === 'file' ? await rulesetOfLog(target.file) : 'infinity';
  const result =
    ruleset === 'infinity'
      ? await verifyLog(source.lines, arbiterCatalogue, { onProgress })
      : await verifyLog(source.lines, necromundaCatalogue, { onProgress });
  progress.finish();
  await source.close();

  if (E.isLeft(result)) {
    const error = result.left.error;
    const message = `${formatLogError(error)}${'line' in error ? source.whereIs(error.line) : ''}`;
    if (json)
      io.out(JSON.stringify({ ok: false, ...source.keys, message, error, validRecords: result.left.records }, null, 2));
    else io.err(`arbiter verify: ${source.label}: ${message}`);
    return EXIT_PROBLEM;
  }
  const verified = result.right;
  if (target.kind === 'store' && verified.lastSeq === 0) {
    const message = `${source.label}: no such game in the store (no record)`;
    if (json) io.out(JSON.stringify({ ok: false, ...source.keys, message }, null, 2));
    else io.err(`arbiter verify: ${message}`);
    return EXIT_PROBLEM;
  }
  const sealed = verified.seal !== undefined;
  const complete = sealed && verified.tornTail === undefined;
  const matches = expected === undefined ? undefined : verified.lastHash.startsWith(expected);
  const failed = (parsed.values.sealed === true && !complete) || matches === false;
  if (json) {
    io.out(
      JSON.stringify(
        {
          ...source.keys,
          ...(ruleset === 'infinity' ? {} : { ruleset }),
          ok: !failed,
          ...verified,
          sealed,
          complete,
          fingerprint: verified.lastHash,
          ...(expected === undefined ? {} : { expected, matches }),
        },
        null,
        2,
      ),
    );
    return failed ? EXIT_PROBLEM : EXIT_OK;
  }
  for (const line of report(verified)) io.out(line);
  if (matches === true) io.out(`the fingerprint is the one expected (${expected}): the copies are the same log`);
  if (matches === false)
    io.err(
      `arbiter verify: ${source.label}: the fingerprint is ${verified.lastHash.slice(0, 12)}, not the one expected (${expected}): the copies are not the same log`,
    );
  if (parsed.values.sealed === true && !complete) {
    const why =
      verified.tornTail === undefined ? 'it has no seal' : 'it has no seal: its last line is cut off (see above)';
    io.err(`arbiter verify: ${source.label}: not a whole log (${why}); --sealed asks for one`);
  }
  return failed ? EXIT_PROBLEM : EXIT_OK;
}
