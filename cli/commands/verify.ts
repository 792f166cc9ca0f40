import { progressCounter } from '../render/progressBar.ts';
import { parseArgs } from 'node:util';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { formatLogError } from '../../events/log/logError.ts';
import { verifyLog } from '../../events/log/verifyLog.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';

export const VERIFY_HELP = `usage: arbiter verify LOG.jsonl [--json]

Checks a log end to end: every line is a canonical record whose event decodes (older schema
versions are upcast), each hash matches its record, seq runs 1, 2, 3… and each prev is the
hash of the record before. Streams the file, so any size verifies in bounded memory.
Prints OK with the count of records per event type, or the first bad line and why.
A last line without its newline (an append cut short) is reported; it is not part of the log.

options:
  --json       the result as JSON on stdout
  -h, --help   this text

exit codes: 0 verified, 1 a bad line or an unreadable file, 2 a usage error

example:
  arbiter verify game.jsonl
  arbiter verify game.jsonl --json`;


/** `arbiter verify`: hash chain, decoding and sequence check of a log file. */
export async function verifyCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    io.err(`arbiter verify: ${e instanceof Error ? e.message : String(e)}\n${VERIFY_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) {
    io.out(VERIFY_HELP);
    return EXIT_OK;
  }
  const file = parsed.positionals[0];
  if (file === undefined || parsed.positionals.length > 1) {
    io.err(`arbiter verify: give one LOG.jsonl\n${VERIFY_HELP}`);
    return EXIT_USAGE;
  }
  const json = parsed.values.json === true;
  const progress = progressCounter(json ? { ...io, isTTY: false, errIsTTY: false } : io, `verifying ${file}`, 'records');
  const result = await verifyLog(file, arbiterCatalogue, { onProgress: (records) => progress.update(records) });
  progress.finish();

  if (!result.ok) {
    const message = formatLogError(result.error);
    if (json) io.out(JSON.stringify({ ok: false, file, message, error: result.error, validRecords: result.records }, null, 2));
    else io.err(`arbiter verify: ${file}: ${message}`);
    return EXIT_PROBLEM;
  }
  if (json) {
    io.out(JSON.stringify({ file, ...result }, null, 2));
    return EXIT_OK;
  }
  const types = Object.entries(result.byType);
  const counts = types.map(([type, n]) => `${type} ${n}`).join(', ');
  io.out(`OK: ${result.records} records, ${types.length} event types${types.length > 0 ? ` (${counts})` : ''}`);
  if (result.tornTail !== undefined) {
    io.out(`warning: ${formatLogError(result.tornTail)}; the next writer to open the log truncates it`);
  }
  return EXIT_OK;
}
