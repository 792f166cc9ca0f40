import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatScriptError, parseRecordedGame, recordGame, refusalJson, type ScriptError } from '../../recording/index.ts';
import { fold, trooperProjection } from '../../projections/index.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { writeLogFile } from '../logWriter.ts';
import { narrate } from '../render/narrate.ts';
import { trooperTable } from '../render/trooperTable.ts';

export const RECORD_HELP = `usage: arbiter record GAME-FILE -o LOG.jsonl [--json] [--quiet]

Adjudicates a recorded game (YAML or JSON, see docs/recorded-game.md) Order by Order and
writes the hash-chained event log. An illegal declaration, a missing or extra die, or a
malformed file stops with the file, line, field, the reason and the rule; nothing is written.

example:
  arbiter record examples/f2f-1v1.game.yaml -o f2f.jsonl`;

export const recordCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: { out: { type: 'string', short: 'o' }, json: { type: 'boolean' }, quiet: { type: 'boolean', short: 'q' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    io.err(`arbiter record: ${e instanceof Error ? e.message : String(e)}\n${RECORD_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) { io.out(RECORD_HELP); return EXIT_OK; }
  const file = parsed.positionals[0];
  const out = parsed.values.out;
  if (file === undefined || out === undefined || parsed.positionals.length > 1) {
    io.err(`arbiter record: give one GAME-FILE and -o LOG.jsonl\n${RECORD_HELP}`);
    return EXIT_USAGE;
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    io.err(`arbiter record: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT_PROBLEM;
  }
  // A refusal: the located error on stderr, and with --json one object on stdout for tools.
  const refuse = (error: ScriptError): number => {
    io.err(formatScriptError(error));
    io.err(`nothing was written to ${out}`);
    if (parsed.values.json === true) io.out(JSON.stringify(refusalJson(error)));
    return EXIT_PROBLEM;
  };
  const p = parseRecordedGame(file, bytes);
  if (!p.ok) return refuse(p.error);
  const r = recordGame(file, p.game, p.map);
  if (!r.ok) return refuse(r.error);
  writeLogFile(out, r.events);
  const state = fold(trooperProjection, r.events);
  if (parsed.values.json === true) {
    io.out(JSON.stringify({ log: out, events: r.events.length, troopers: state.troopers }, null, 2));
  } else if (parsed.values.quiet !== true) {
    for (const line of narrate(r.events)) io.out(line);
    io.out('');
    for (const line of trooperTable(state)) io.out(line);
    io.out(`\n${r.events.length} events written to ${out}`);
  }
  return EXIT_OK;
};
