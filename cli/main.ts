import { processIo, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo.ts';
import { VERSION } from './version.ts';

export { heapGrowthPercent, logBytes } from './heapGrowth.ts';

/** The worker threads of `arbiter audit DIR --jobs N` run this (dist/auditWorker.mjs); loaded when called, like a verb. */
export const serveAuditJobs = async (): Promise<void> => (await import('./auditWorker.ts')).serveAuditJobs();

type Verb = (args: readonly string[], io: CliIo) => Promise<number>;

/**
 * Each verb's module is loaded when it runs, so a command runs only what its verb needs: `arbiter
 * odds` sets up neither the engine, the log nor the viewer (in dist/arbiter.cjs each module is set
 * up when first imported, and each verb has its own code cache: bin/bundle.mjs).
 */
const VERBS: Readonly<Record<string, { readonly run: () => Promise<Verb>; readonly what: string }>> = {
  play: {
    run: async () => (await import('./commands/play.ts')).playCommand,
    what: 'record a game at the table, step by step (menus of what the rules allow)',
  },
  record: {
    run: async () => (await import('./commands/record.ts')).recordCommand,
    what: 'adjudicate a recorded game into a hash-chained log',
  },
  replay: {
    run: async () => (await import('./commands/replay.ts')).replayCommand,
    what: 'trooper states rebuilt from a log, at any event or Order',
  },
  audit: {
    run: async () => (await import('./commands/audit.ts')).auditCommand,
    what: 'the ruling trail with rules, dice fates and odds; re-adjudication; what-if forks',
  },
  verify: {
    run: async () => (await import('./commands/verify.ts')).verifyCommand,
    what: 'hash chain, decoding and sequence check of a log',
  },
  odds: {
    run: async () => (await import('./commands/odds.ts')).oddsCommand,
    what: 'exact Normal / Face to Face odds for a matchup',
  },
  machines: {
    run: async () => (await import('./commands/machines.ts')).machinesCommand,
    what: 'every statechart definition (--json for tools)',
  },
  view: {
    run: async () => (await import('./commands/view.ts')).viewCommand,
    what: 'step through a log in a local web page (statecharts, dice, rulings)',
  },
  store: {
    run: async () => (await import('./commands/store.ts')).storeCommand,
    what: 'a shared store on PostgreSQL for leagues: init, push a log, pull a game, query a round',
  },
  lists: {
    run: async () => (await import('./commands/lists.ts')).runLists,
    what: 'check army lists, or import one from an Army builder code',
  },
  demo: {
    run: async () => (await import('./commands/demo.ts')).demoCommand,
    what: 'record, replay and audit the demo game (npm start)',
  },
};

export const USAGE = `usage: arbiter VERB [options]   (arbiter VERB --help for each)

${Object.entries(VERBS)
  .map(([v, d]) => `  ${v.padEnd(8)} ${d.what}`)
  .join('\n')}

  --version  the version of arbiter

exit codes: 0 ok, 1 a rules or data problem you can fix, 2 a usage error`;

/** The `arbiter` command: parses the verb and hands over. */
export const main = async (argv: readonly string[], io: CliIo = processIo()): Promise<number> => {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    io.out(USAGE);
    return verb === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (verb === '--version' || verb === '-V') {
    io.out(VERSION);
    return EXIT_OK;
  }
  const entry = VERBS[verb];
  if (entry === undefined) {
    io.err(`arbiter: unknown verb ${verb}\n${USAGE}`);
    return EXIT_USAGE;
  }
  return (await entry.run())(rest, io);
};
