import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { foldLog } from '../../kernel/log/foldLog.ts';
import { formatLogError } from '../../kernel/log/logError.ts';
import { writeFileAtomically } from '../../kernel/log/index.ts';
import { exportGameYaml } from '../../recording/index.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { explainLogError } from '../logOutput.ts';
import { LOG_RULES } from '../logRules.ts';
import { logInputProblem } from '../readInput.ts';

export const PLAY_EXPORT_HELP = `usage: arbiter play export LOG.jsonl -o GAME.game.yaml [--force]

Writes a played game's log as a recorded game (docs/recorded-game.md, "Exporting a played
game"): its armies, then every Turn with its Orders, an Order ruled by the players in its
ruledByPlayers form. Recording that file (arbiter record) gives the same events, event for
event (steps taken back while playing left out: the game as it stands); the export checks it
before it writes. The log is read whole and verified (hash chain,
seal); a game stopped inside a Turn or an Order is not exported (a recorded game holds whole
Turns): finish the Turn first.

options:
  -o, --out FILE   the recorded game to write (an existing file is kept unless --force)
  --force          replace FILE if it exists (never a directory, link, FIFO or device, nor the log)
  -h, --help       this text

exit codes: 0 ok, 1 the log cannot be read or exported, or FILE cannot be written, 2 a usage error

example:
  arbiter play export game.jsonl -o game.game.yaml`;

/** `arbiter play export`: a played game's log written as a recorded game (YAML), never over a file without --force. */
export const runPlayExport = async (args: readonly string[], io: CliIo): Promise<number> => {
  const usage = (message: string): number => {
    io.err(`arbiter play export: ${message}\n${PLAY_EXPORT_HELP}`);
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
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return usage(e instanceof Error ? e.message : String(e));
  }
  if (parsed.values.help === true) {
    io.out(PLAY_EXPORT_HELP);
    return EXIT_OK;
  }
  const file = parsed.positionals[0];
  const out = parsed.values.out;
  if (file === undefined || file === '' || out === undefined || out === '' || parsed.positionals.length > 1)
    return usage('give one LOG.jsonl and -o GAME.game.yaml');
  const problem = (message: string): number => {
    io.err(`arbiter play export: ${message}`);
    return EXIT_PROBLEM;
  };
  const unreadable = await logInputProblem(file);
  if (unreadable !== null) return problem(unreadable);
  // The whole log, verified as replay reads it (decoding, sequence, hash chain, seal).
  const read = await foldLog<ArbiterEvent[], ArbiterEvent>(file, arbiterCatalogue, {
    initial: [],
    evolve: (events, e) => {
      events.push(e);
      return events;
    },
  });
  if (E.isLeft(read)) return problem(`${file}: ${formatLogError(read.left.error)}`);
  if (read.right.tornTail !== undefined)
    io.err(`warning: ${formatLogError(read.right.tornTail)}; it is not part of the log`);
  const yaml = exportGameYaml(read.right.state);
  if (E.isLeft(yaml)) return problem(`${file} cannot be exported: ${yaml.left}`);
  const written = await writeFileAtomically(out, new TextEncoder().encode(yaml.right), {
    force: parsed.values.force === true,
    protect: [file],
  });
  if (E.isLeft(written)) {
    if (written.left.kind === 'exists') return problem(`${formatLogError(written.left)}: give --force to replace it`);
    const r = explainLogError(written.left);
    return problem(`${r.message} [${r.rule}: ${LOG_RULES[r.rule].title}]`);
  }
  const undone = read.right.state.filter((e) => e.type === 'StepRetracted').length;
  io.out(
    undone === 0
      ? `exported ${file} (${read.right.state.length} events) to ${out}: arbiter record ${out} gives the same events`
      : `exported ${file} (${read.right.state.length} events, ${undone} ${undone === 1 ? 'step' : 'steps'} taken back while playing) to ${out}: arbiter record ${out} gives the events in force`,
  );
  return EXIT_OK;
};
