import { processIo, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo.ts';
import { recordCommand } from './commands/record.ts';
import { replayCommand } from './commands/replay.ts';
import { demoCommand } from './commands/demo.ts';
import { oddsCommand } from './commands/odds.ts';
import { machinesCommand } from './commands/machines.ts';
import { viewCommand } from './commands/view.ts';
import { auditCommand } from './commands/audit.ts';
import { verifyCommand } from './commands/verify.ts';
import { playCommand } from './commands/play.ts';
import { runLists } from './commands/lists.ts';

type Verb = (args: readonly string[], io: CliIo) => Promise<number>;

const VERBS: Readonly<Record<string, { readonly run: Verb; readonly what: string }>> = {
  play: { run: playCommand, what: 'record a game at the table, step by step (menus of what the rules allow)' },
  record: { run: recordCommand, what: 'adjudicate a recorded game into a hash-chained log' },
  replay: { run: replayCommand, what: 'trooper states rebuilt from a log, at any event or Order' },
  audit: {
    run: auditCommand,
    what: 'the ruling trail with rules, dice fates and odds; re-adjudication; what-if forks',
  },
  verify: { run: verifyCommand, what: 'hash chain, decoding and sequence check of a log' },
  odds: { run: oddsCommand, what: 'exact Normal / Face to Face odds for a matchup' },
  machines: { run: machinesCommand, what: 'every statechart definition (--json for tools)' },
  view: { run: viewCommand, what: 'step through a log in a local web page (statecharts, dice, rulings)' },
  lists: { run: runLists, what: 'check army lists, or import one from an Army builder code' },
  demo: { run: demoCommand, what: 'record, replay and audit the demo game (npm start)' },
};

export const USAGE = `usage: arbiter VERB [options]   (arbiter VERB --help for each)

${Object.entries(VERBS)
  .map(([v, d]) => `  ${v.padEnd(8)} ${d.what}`)
  .join('\n')}

exit codes: 0 ok, 1 a rules or data problem you can fix, 2 a usage error`;

/** The `arbiter` command: parses the verb and hands over. */
export const main = async (argv: readonly string[], io: CliIo = processIo()): Promise<number> => {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    io.out(USAGE);
    return verb === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const entry = VERBS[verb];
  if (entry === undefined) {
    io.err(`arbiter: unknown verb ${verb}\n${USAGE}`);
    return EXIT_USAGE;
  }
  return entry.run(rest, io);
};
