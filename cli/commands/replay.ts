import { parseArgs } from 'node:util';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { foldLog } from '../../events/log/foldLog.ts';
import { formatLogError } from '../../events/log/logError.ts';
import { trooperProjection } from '../../projections/index.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { trooperTable } from '../render/trooperTable.ts';

export const REPLAY_HELP = `usage: arbiter replay LOG.jsonl [--at SEQ] [--json]

Rebuilds every trooper's state (wounds or VITA, states, Orders spent) from the log alone, by
folding its events; no machine runs. --at stops after that event seq.

example:
  arbiter replay f2f.jsonl
  arbiter replay f2f.jsonl --at 12 --json`;

export const replayCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: { at: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    io.err(`arbiter replay: ${e instanceof Error ? e.message : String(e)}\n${REPLAY_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) { io.out(REPLAY_HELP); return EXIT_OK; }
  const file = parsed.positionals[0];
  if (file === undefined || parsed.positionals.length > 1) { io.err(`arbiter replay: give one LOG.jsonl\n${REPLAY_HELP}`); return EXIT_USAGE; }
  const at = parsed.values.at;
  if (at !== undefined && !/^[1-9]\d*$/.test(at)) { io.err(`arbiter replay: --at takes an event seq (1, 2, …), not ${at}`); return EXIT_USAGE; }
  const result = await foldLog(file, arbiterCatalogue, trooperProjection, at === undefined ? {} : { toSeq: Number(at) });
  if (!result.ok) {
    io.err(`arbiter replay: ${file}: ${formatLogError(result.error)}`);
    return EXIT_PROBLEM;
  }
  if (result.tornTail !== undefined) io.err(`warning: ${formatLogError(result.tornTail)}`);
  if (parsed.values.json === true) {
    io.out(JSON.stringify({ log: file, seq: result.lastSeq, ...result.state }, null, 2));
  } else {
    io.out(`${result.state.title} — after event ${result.lastSeq}${result.state.edition === null ? '' : ` (${result.state.edition.toUpperCase()})`}`);
    for (const line of trooperTable(result.state)) io.out(line);
  }
  return EXIT_OK;
};
