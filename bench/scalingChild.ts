import { hash } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { auditLogParts, orderTrail, plainStyle, streamTrail, writeTrail } from '../audit/index.ts';
import { printAuditJson } from '../cli/commands/auditJson.ts';
import { readLogLines } from '../kernel/log/lineReader.ts';
import { printAuditText } from '../cli/commands/auditText.ts';
import { heapWhileReadingLog } from '../cli/heapWhileReading.ts';
import { processIo } from '../cli/cliIo.ts';
import { narrator } from '../audit/narrate.ts';
import { streamRecording } from '../cli/streamRecording.ts';
import { account } from '../cli/account.ts';
import { replayFold } from '../cli/commands/replayFold.ts';
import { troopersOf } from '../projections/index.ts';
import { frameIndex } from '../viewer/frameIndex.ts';
import { readViewedLog } from '../viewer/readViewedLog.ts';
import { TIMELINE_PAGE, timelinePage } from '../viewer/timeline.ts';
import { parseRecordedGame, playRecordedGame, type ParsedGame } from '../recording/index.ts';
import { useEngineV8Flags } from '../bin/v8Flags.mjs';

// As the command runs (bin/v8Flags.mjs): before any of the engine's code is optimized.
useEngineV8Flags();

/**
 * One stage of `bench/scaling.bench.ts` in a fresh process, so that its peak RSS is its own:
 * `record GAME.json LOG` does what `arbiter record` does (read and check the file, adjudicate through the
 * compiled runtime, its default, writing the sealed log Order by Order, the troopers, the account); `play GAME.json` all of it but the log and the account (the engine's share); `audit LOG` does what `arbiter audit` does (read, ruling trail, re-adjudicate, the report printed as the command prints it, into /dev/null); `json LOG` what `arbiter audit LOG --json` does (printed alike); `order LOG` what `arbiter audit LOG --order N` does for the middle Order; `replay LOG` what `arbiter replay --no-cache` does; `view LOG` what `arbiter view` does to serve the whole log, then its first page and a frame (the first page of a long log, served earlier from its first stage, is timed by `npm run bench viewer`); `floor LOG` only parses and hashes each line (the least any reading of the log costs). Prints its time and peak RSS as JSON.
 */
const [stage, first, second] = process.argv.slice(2);
/** A game file read as the command reads it: bytes, UTF-8 and YAML/JSON checks, the shape walk, the source map. */
const readGame = (path: string): ParsedGame => {
  const parsed = parseRecordedGame(path, readFileSync(path));
  if (E.isLeft(parsed)) throw new Error(`game refused: ${parsed.left.message}`);
  return parsed.right;
};
// The audit's output as the command prints it (made printable, encoded, written), into /dev/null.
const toNull = processIo(openSync('/dev/null', 'w'));
/** The heap of `audit` and `view` as the command sizes it: read with a looser growth, the launcher's put back after (cli/heapWhileReading.ts). */
const heapOnRead = (log: string): { readonly onRead: () => void } => ({ onRead: heapWhileReadingLog(log) });
const startRssMb = process.memoryUsage().rss / 2 ** 20;
const t0 = performance.now();
if (stage === 'record' && first !== undefined && second !== undefined) {
  const { game, map } = readGame(first);
  // The account the command prints once the log is written, made batch by batch as it is written,
  // printed as the command prints it, into /dev/null.
  const told = account(toNull);
  let lines: string[] = [];
  let narrated = 0;
  const tell = narrator((line) => lines.push(line));
  const s = await streamRecording(second, first, game, map, {
    force: true,
    seal: true,
    partial: false,
    runtime: 'compiled',
    onEvents: (events) => {
      for (const e of events) tell(e);
      told.add(lines);
      narrated += lines.length;
      lines = [];
    },
  });
  if (s.played === null || E.isLeft(s.played)) throw new Error('record refused');
  if (narrated === 0) throw new Error('nothing narrated');
  if (E.isLeft(s.written) || s.written.right === null) throw new Error('log not written');
  troopersOf(s.played.right.state());
  told.print();
} else if (stage === 'play' && first !== undefined) {
  // What `record` does but write: the file read and checked alike, the game played through the
  // compiled runtime as `record` plays it, each Order's events let go as they come. This is what
  // the engine costs; `record` less this, what the log and the account cost.
  const { game, map } = readGame(first);
  const play = playRecordedGame(first, game, map, { retain: false, runtime: 'compiled' });
  let events = 0;
  let step = play.next();
  for (; step.done !== true; step = play.next()) events += step.value.length;
  if (E.isLeft(step.value) || events === 0) throw new Error('play refused');
} else if (stage === 'audit' && first !== undefined) {
  // As `arbiter audit LOG` prints it: the re-adjudication, then the trail written Turn by Turn.
  const a = await auditLogParts(first, heapOnRead(first));
  if (E.isLeft(a) || !a.right.report.readjudication.agrees) throw new Error('audit failed');
  printAuditText(a.right.report, (out) => streamTrail(a.right.records, out, { style: plainStyle }), toNull, {
    style: plainStyle,
    all: false,
  });
} else if (stage === 'whatif' && first !== undefined) {
  // As `arbiter audit LOG --edition n4` prints it: the audit, then the whole game re-run on a fork and compared as it runs.
  const a = await auditLogParts(first, { whatIf: [{ kind: 'edition', edition: 'n4' }], ...heapOnRead(first) });
  if (E.isLeft(a) || a.right.report.whatIf === null) throw new Error('what-if failed');
  printAuditText(a.right.report, (out) => streamTrail(a.right.records, out, { style: plainStyle }), toNull, {
    style: plainStyle,
    all: false,
  });
} else if (stage === 'json' && first !== undefined) {
  // As `arbiter audit LOG --json` writes it: the report streamed, the trail Turn by Turn, bytes counted.
  const a = await auditLogParts(first, heapOnRead(first));
  if (E.isLeft(a) || !a.right.report.readjudication.agrees) throw new Error('audit failed');
  printAuditJson(a.right, first, toNull);
} else if (stage === 'order' && first !== undefined) {
  // As `arbiter audit LOG --order N` for the Order in the middle of the game: the whole game
  // re-adjudicated, the trail of that Order's Turn alone kept, the Order written.
  const a = await auditLogParts(first, heapOnRead(first));
  if (E.isLeft(a) || !a.right.report.readjudication.agrees) throw new Error('audit failed');
  const last = orderTrail(a.right.records, 0).orders?.last ?? 0;
  const order = Math.ceil(last / 2);
  const { trail } = orderTrail(a.right.records, order);
  const lines: string[] = [];
  writeTrail(trail, lines, { order });
  if (lines.length === 0) throw new Error(`Order ${order} not written`);
} else if (stage === 'replay' && first !== undefined) {
  // What `arbiter replay LOG --no-cache` does: read and verify every line, fold to the end.
  const r = await replayFold(first, { kind: 'end' }, { key: null });
  if (E.isLeft(r)) throw new Error('replay failed');
} else if (stage === 'view' && first !== undefined) {
  // What `arbiter view LOG` does to serve the whole log: read the log, index its frames; then the
  // first timeline page and the frame in the middle of the game.
  const { onRead } = heapOnRead(first);
  const read = await readViewedLog(first);
  if (E.isLeft(read)) throw new Error('view failed');
  const index = frameIndex(read.right);
  onRead();
  timelinePage(index.log, 1, TIMELINE_PAGE);
  if (index.frame(Math.ceil(read.right.events.length / 2)) === null) throw new Error('no frame');
} else if (stage === 'floor' && first !== undefined) {
  // What no reading of the log can go under: each line parsed by JSON.parse and hashed once (SHA-256),
  // with no check, no decode and no fold. `replay` and `audit` read every line at least this way.
  // Read by the log's own reader (kernel/log/lineReader.ts): chunks of bytes, each line decoded on
  // its own. (Decoding a whole chunk, then splitting it, cost 2.5 times as much: one character
  // beyond Latin-1 in a chunk makes all its lines two-byte strings, slower to parse and to hash.)
  let parsed = 0;
  for await (const batch of readLogLines(first))
    for (const { text } of batch) {
      if (text === '') continue;
      JSON.parse(text);
      hash('sha256', text, 'hex');
      parsed += 1;
    }
  if (parsed === 0) throw new Error('empty log');
} else
  throw new Error(
    'usage: scalingChild.ts record GAME.json LOG | play GAME.json | audit LOG | whatif LOG | json LOG | order LOG | replay LOG | view LOG | floor LOG',
  );
const ms = performance.now() - t0;
// ru_maxrss: the process's peak resident set, in KiB (Linux).
const maxRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ms, startRssMb, maxRssMb }));
