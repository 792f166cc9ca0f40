import * as E from 'fp-ts/lib/Either.js';
import { parseArgs } from 'node:util';
import { frameIndex, openBrowser, orderReports, readViewedLog, startViewer } from '../../viewer/index.ts';
import { noProgress, progressBar, progressCounter } from '../render/progressBar.ts';
import { logInputProblem } from '../readInput.ts';
import { rulesetOfLog } from '../rulesetOfLog.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { VERSION } from '../version.ts';

export const VIEW_HELP = `usage: arbiter view LOG.jsonl [--port N] [--no-open] [--quiet]

Serves a local page (on 127.0.0.1 only) to step through a recorded game: the game and order
statecharts with the active state highlighted at each event, the timeline, the troopers, each
die with its fate, and the ruling text with its citations; the current Order can be saved as the
report \`arbiter audit LOG --order N --html FILE\` writes. On top, the current Order as a judge
reads it (docs/dispute-view.md): its step, declarations, measurements, dice with their fates, odds
and rules; PgUp/PgDn by Order, g goes to Order N, / finds a trooper, #order=N in the address; "What
if…" runs one change as --what-if does; /?order=N shows the Order without JavaScript. Everything is
served from this machine; no internet is needed. Ctrl-C stops it.

  --port N    port to listen on (default 4848; 0 picks any free port)
  --no-open   print the URL but do not open a browser
  -q, --quiet no progress on stderr while the log loads (none unless stderr is a terminal)

example:
  arbiter view out/f2f-1v1.jsonl --port 0`;

const DEFAULT_PORT = 4848;

/** Resolves when the process is asked to stop (Ctrl-C or SIGTERM). */
const stopSignal = (): Promise<void> =>
  new Promise((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });

export const viewCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        'no-open': { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    io.err(`arbiter view: ${e instanceof Error ? e.message : String(e)}\n${VIEW_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) {
    io.out(VIEW_HELP);
    return EXIT_OK;
  }
  const file = parsed.positionals[0];
  if (file === undefined || file === '' || parsed.positionals.length > 1) {
    io.err(`arbiter view: give one LOG.jsonl\n${VIEW_HELP}`);
    return EXIT_USAGE;
  }
  const portText = parsed.values.port ?? String(DEFAULT_PORT);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    io.err(`arbiter view: --port takes 0 … 65535, not ${portText}`);
    return EXIT_USAGE;
  }
  const unreadable = await logInputProblem(file);
  if (unreadable !== null) {
    io.err(`arbiter view: ${unreadable}`);
    return EXIT_PROBLEM;
  }
  if ((await rulesetOfLog(file)) === 'necromunda-2018') {
    io.err(
      `arbiter view: ${file} is a Necromunda log (necromunda-2018): the viewer does not show Necromunda games yet; arbiter replay and arbiter audit read it`,
    );
    return EXIT_PROBLEM;
  }

  // Loading a long log takes a while: a count of the events read, then a bar while the frame index is built.
  const quiet = parsed.values.quiet === true;
  const reading = progressCounter(quiet ? { ...io, isTTY: false, errIsTTY: false } : io, `reading ${file}`, 'events');
  const read = await readViewedLog(file, (events) => reading.update(events));
  reading.finish();
  if (E.isLeft(read)) {
    io.err(`arbiter view: ${file}: ${read.left}`);
    return EXIT_PROBLEM;
  }
  const loaded = { log: read.right };
  if (loaded.log.warning !== null) io.err(`warning: ${loaded.log.warning}`);
  const indexing = quiet ? noProgress : progressBar(io, `indexing ${file}`);
  const index = frameIndex(loaded.log, { onEvent: (done, total) => indexing.update(done, total) });
  indexing.finish();
  let viewer;
  try {
    viewer = await startViewer(index, port, { reports: orderReports(file, VERSION) });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    io.err(
      `arbiter view: cannot listen on 127.0.0.1:${port}: ${code === 'EADDRINUSE' ? 'the port is in use (try --port 0)' : e instanceof Error ? e.message : String(e)}`,
    );
    return EXIT_PROBLEM;
  }
  io.out(`arbiter view: ${loaded.log.file} (${loaded.log.events.length} events) at ${viewer.url}  (Ctrl-C to stop)`);
  if (parsed.values['no-open'] !== true) openBrowser(viewer.url, (m) => io.err(`${m}; open ${viewer.url} yourself`));
  await stopSignal();
  await viewer.close();
  io.err('arbiter view: stopped');
  return EXIT_OK;
};
