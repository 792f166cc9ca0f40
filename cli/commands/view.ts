import * as E from 'fp-ts/lib/Either.js';
import { parseArgs } from 'node:util';
import type { Subscription } from '../../kernel/log/index.ts';
import {
  frameIndex,
  openBrowser,
  orderReports,
  portInUse,
  readViewedLog,
  startViewer,
  type RunningViewer,
  type ViewedLog,
} from '../../viewer/index.ts';
import { followStoreGame } from '../followStoreGame.ts';
import { noProgress, progressBar, progressCounter } from '../render/progressBar.ts';
import { heapWhileReadingLog } from '../heapWhileReading.ts';
import { logInputOf, openLogInput, type OpenedLog } from '../logInput.ts';
import { STORE_ENV } from '../storeConnection.ts';
import { rulesetOfLog } from '../rulesetOfLog.ts';
import { viewNecromunda } from '../necromunda/viewNecromunda.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { VERSION } from '../version.ts';

export const VIEW_HELP = `usage: arbiter view LOG.jsonl [--port N] [--no-open] [--quiet]
       arbiter view --game ID [--store URL] [--port N] [--no-open] [--quiet]

Serves a local page (on 127.0.0.1 only) to step through a recorded game: the game and order
statecharts with the active state highlighted at each event, the timeline, the troopers, each
die with its fate, and the ruling text with its citations; the current Order can be saved as the
report \`arbiter audit LOG --order N --html FILE\` writes. On top, the current Order as a judge
reads it (docs/dispute-view.md): its step, declarations, measurements, dice with their fates, odds
and rules; PgUp/PgDn by Order, g goes to Order N, / finds a trooper, #order=N in the address; "What
if…" runs one change as --what-if does; /?order=N shows the Order without JavaScript. Everything is
served from this machine; no internet is needed. Ctrl-C stops it. A long log is served as soon
as its first few thousand events are read and checked; the page grows as the rest is read (a bad
line later still stops the viewer, with the line). A Necromunda log
(docs/necromunda.md) shows its hit statechart with the state at each event, the fighters, the
timeline and each hit's ruling. A game of a shared store
(arbiter store, docs/store.md) is followed live: as a table records it (arbiter play --game), the
new events reach the page within a few seconds.

  --game ID   view game ID of the store instead of a file
  --store URL the store (else $${STORE_ENV}); the password is never printed
  --port N    port to listen on (default 4848; 0 picks any free port); a port in use is
              said before the log is read
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
        store: { type: 'string' },
        game: { type: 'string' },
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
  const input = logInputOf(parsed.positionals, parsed.values);
  if (E.isLeft(input)) {
    io.err(`arbiter view: ${input.left}\n${VIEW_HELP}`);
    return EXIT_USAGE;
  }
  const portText = parsed.values.port ?? String(DEFAULT_PORT);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    io.err(`arbiter view: --port takes 0 … 65535, not ${portText}`);
    return EXIT_USAGE;
  }
  // A taken port is said before anything is read (a long log takes seconds to read).
  const busy = await portInUse(port);
  if (busy !== null) {
    io.err(listenFailure(busy, port));
    return EXIT_PROBLEM;
  }
  if (input.right.kind === 'file' && (await rulesetOfLog(input.right.file)) === 'necromunda-2018')
    return viewNecromunda(input.right.file, port, parsed.values['no-open'] === true, io, stopSignal);
  const opened = await openLogInput(input.right);
  if (E.isLeft(opened)) {
    io.err(`arbiter view: ${opened.left}`);
    return EXIT_PROBLEM;
  }
  try {
    return await serve(opened.right, port, parsed.values, io);
  } finally {
    await opened.right.close();
  }
};

/**
 * A store's game followed as tables append to it: each time it grows, copied again, read and
 * indexed, and served in place of what was (one update at a time; wake-ups meanwhile make one more).
 * A copy that cannot be read leaves the viewer as it was and says why on stderr.
 */
const follow = (
  opened: OpenedLog,
  shown: number,
  viewer: RunningViewer,
  io: CliIo,
): Promise<E.Either<string, Subscription>> => {
  const store = opened.store;
  if (store === undefined) return Promise.resolve(E.left('not a store game'));
  let events = shown;
  let running: Promise<void> = Promise.resolve();
  let pending = false;
  const update = async (): Promise<void> => {
    const copied = await store.recopy();
    if (E.isLeft(copied)) return io.err(`arbiter view: ${copied.left}`);
    if (copied.right <= events) return;
    const read = await readViewedLog(opened.path);
    if (E.isLeft(read)) return io.err(`arbiter view: ${opened.label}: ${opened.named(read.left)}`);
    events = read.right.events.length;
    viewer.update(frameIndex(read.right), orderReports(opened.path, VERSION, opened.label));
  };
  const grown = (): void => {
    if (pending) return;
    pending = true;
    running = running.then(() => {
      pending = false;
      return update().catch((e: unknown) => io.err(`arbiter view: ${e instanceof Error ? e.message : String(e)}`));
    });
  };
  return followStoreGame(store.url, store.game, grown, (m) => io.err(`arbiter view: ${m}`));
};

/** Why the viewer could not listen on the port asked for. */
const listenFailure = (e: unknown, port: number): string => {
  const code = (e as { code?: unknown }).code;
  return `arbiter view: cannot listen on 127.0.0.1:${port}: ${code === 'EADDRINUSE' ? 'the port is in use (try --port 0)' : e instanceof Error ? e.message : String(e)}`;
};

/**
 * A file log of at least this many events (about 150 Orders) is served once they are read, and
 * grows on the page as the rest is read (each stage {@link STAGE_GROWTH} times the last); a
 * shorter one is read whole first. A 30k-Order game (831,463 events) took 9.2 s to read before its
 * first page; its first stage is read in a fraction of a second.
 */
const FIRST_STAGE = 4_096;
const STAGE_GROWTH = 4;

/** Serves an opened log (a file, or a store's game, named by its store and id) until stopped. */
const serve = async (
  opened: OpenedLog,
  port: number,
  values: { readonly quiet?: boolean | undefined; readonly 'no-open'?: boolean | undefined },
  io: CliIo,
): Promise<number> => {
  const file = opened.label;
  const reports = orderReports(opened.path, VERSION, file);
  const open = (url: string): void => {
    if (values['no-open'] !== true) openBrowser(url, (m) => io.err(`${m}; open ${url} yourself`));
  };

  // A long file log is served from its first stage on; each later stage replaces the one shown.
  let viewer: RunningViewer | null = null;
  let failure: string | null = null;
  let shown: Promise<void> = Promise.resolve();
  const onStage = (soFar: ViewedLog): void => {
    if (failure !== null) return;
    const index = frameIndex(soFar);
    shown = shown.then(async () => {
      if (failure !== null) return;
      if (viewer !== null) return viewer.update(index, reports, true);
      try {
        viewer = await startViewer(index, port, { reports, loading: true });
      } catch (e) {
        failure = listenFailure(e, port);
        return;
      }
      io.out(
        `arbiter view: ${opened.fromStore ? file : soFar.file} (reading: ${soFar.events.length} events so far, the page grows as the rest is read) at ${viewer.url}  (Ctrl-C to stop)`,
      );
      open(viewer.url);
    });
  };

  // Loading a long log takes a while: a count of the events read, then a bar while the frame index is built.
  const quiet = values.quiet === true;
  const reading = progressCounter(quiet ? { ...io, isTTY: false, errIsTTY: false } : io, `reading ${file}`, 'events');
  // A long log is read and indexed with a looser heap growth, the launcher's put back once it is (as `audit` does).
  const readWhole = heapWhileReadingLog(opened.path);
  const read = await readViewedLog(
    opened.path,
    (events) => reading.update(events),
    opened.store === undefined ? { first: FIRST_STAGE, growth: STAGE_GROWTH, onStage } : undefined,
  );
  reading.finish();
  await shown;
  const early = viewer as RunningViewer | null;
  if (failure !== null || E.isLeft(read)) {
    await early?.close();
    if (failure !== null) io.err(failure);
    if (E.isLeft(read))
      io.err(
        `arbiter view: ${file}: ${opened.named(read.left)}${early === null ? '' : ' (the viewer showed the events before it, and stops)'}`,
      );
    return EXIT_PROBLEM;
  }
  // A store's game is named by its id (its copy's file name): in the page, and the reports' file names.
  const loaded = { log: read.right };
  if (loaded.log.warning !== null) io.err(`warning: ${opened.named(loaded.log.warning)}`);
  const indexing = quiet ? noProgress : progressBar(io, `indexing ${file}`);
  const index = frameIndex(loaded.log, { onEvent: (done, total) => indexing.update(done, total) });
  indexing.finish();
  readWhole();
  if (early !== null) {
    early.update(index, reports, false);
    io.out(`arbiter view: ${loaded.log.file}: all ${loaded.log.events.length} events read, all on the page`);
    return untilStopped(early, null, io);
  }
  let started: RunningViewer;
  try {
    started = await startViewer(index, port, { reports, live: opened.store !== undefined });
  } catch (e) {
    io.err(listenFailure(e, port));
    return EXIT_PROBLEM;
  }
  const following = opened.store === undefined ? null : await follow(opened, loaded.log.events.length, started, io);
  if (following !== null && E.isLeft(following)) {
    await started.close();
    io.err(`arbiter view: ${following.left}`);
    return EXIT_PROBLEM;
  }
  io.out(
    `arbiter view: ${opened.fromStore ? file : loaded.log.file} (${loaded.log.events.length} events${following === null ? '' : ', followed live'}) at ${started.url}  (Ctrl-C to stop)`,
  );
  open(started.url);
  return untilStopped(started, following?.right ?? null, io);
};

/** Serves until Ctrl-C (or SIGTERM), then stops following the store's game, if it was, and the viewer. */
const untilStopped = async (viewer: RunningViewer, following: Subscription | null, io: CliIo): Promise<number> => {
  await stopSignal();
  await following?.close();
  await viewer.close();
  io.err('arbiter view: stopped');
  return EXIT_OK;
};
