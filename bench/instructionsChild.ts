import { hash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import { foldLog, GENESIS_PREV, LineBuffer, readLogLines, SealCounter, sealRecordsInto } from '../kernel/log/index.ts';
import { createGameSession, type GameCommand } from '../machines/index.ts';
import { foldTroopers } from '../projections/index.ts';
import { generatedEvents, generatedGame } from './generatedGame.ts';
import { useEngineV8Flags } from '../bin/v8Flags.mjs';

// As the command runs (bin/v8Flags.mjs): before any of the engine's code is optimized.
useEngineV8Flags();

/**
 * The work `bench/instructions.bench.ts` counts the instructions of, bundled and run under
 * valgrind: `engine R` re-runs the generated game of 1,000 Orders R times through the compiled
 * runtime (what `arbiter record` and `arbiter audit` do per Order); `fold R` folds its events R
 * times without machines (the baseline). Both first play the game once to have its commands, so
 * that the difference of two runs of one mode is that mode's rounds alone. `verify R LOG` reads
 * the log R times as replay does (every line decoded, checked canonical, hashed and chained, its
 * events folded into a count); `parse R LOG` reads its lines R times with the same line reader and
 * only `JSON.parse`s each (the baseline of issue 19's replay target); `hash R LOG` does what
 * `parse` does and hashes each line's body as the verified read does (SHA-256 of the line without
 * its hash field), so that `hash` less `parse` is what the hashing counts. `write R` chains and
 * writes the game's events R times into log lines as `arbiter record` does (`sealRecordsInto`,
 * 4,096 events at a time, each line's bytes left in one reused buffer): the log's half of `record`.
 */
const [mode, roundsArg, log] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!Number.isInteger(rounds) || rounds < 0) throw new Error('usage: instructionsChild MODE ROUNDS [LOG]');

const count = { initial: 0, evolve: (n: number): number => n + 1 };

/** `,"hash":"` and 64 digits and `"`: what a line has that its body has not. */
const HASH_FIELD = ',"hash":"'.length + 65;

const readLog = async (path: string, how: 'verify' | 'parse' | 'hash'): Promise<void> => {
  for (let i = 0; i < rounds; i += 1) {
    if (how === 'verify') {
      const r = await foldLog(path, arbiterCatalogue, count);
      if (E.isLeft(r) || !r.right.sealed) throw new Error(`the log does not verify: ${JSON.stringify(r)}`);
    } else
      for await (const batch of readLogLines(path))
        for (const { text } of batch) {
          JSON.parse(text);
          if (how === 'hash') {
            const at = text.lastIndexOf(',"hash":"');
            hash('sha256', text.slice(0, at) + text.slice(at + HASH_FIELD), 'hex');
          }
        }
  }
};

const engineOrFold = (engine: boolean): void => {
  const { input, commands } = generatedGame(100);
  const live = createGameSession(input, { runtime: 'compiled' });
  const script: GameCommand[] = [];
  for (const c of commands(() => live.due())) {
    const r = live.send(c);
    if (E.isLeft(r)) throw new Error(`the generated game refused ${c.type}: ${r.left.reason}`);
    script.push(c);
  }
  const events = live.events;
  for (let i = 0; i < rounds; i += 1) {
    if (engine) {
      const s = createGameSession(input, { runtime: 'compiled' });
      for (const c of script)
        if (E.isLeft(s.send(c))) throw new Error('the re-run refused a command the game accepted');
      if (s.events.length !== events.length) throw new Error(`the re-run logged ${s.events.length} events`);
      s.stop();
    } else if (foldTroopers(events).orders === 0) throw new Error('the fold found no Order');
  }
};

/** The events chained and written as lines, as `record` writes them (streamLogFile's batches of 4,096), R times. */
const write = (): void => {
  const events = generatedEvents(100);
  const out = new LineBuffer(1 << 20);
  for (let i = 0; i < rounds; i += 1) {
    const counter = new SealCounter(arbiterCatalogue.seal);
    let end = { seq: 0, hash: GENESIS_PREV };
    for (let from = 0; from < events.length; from += 4096) {
      const r = sealRecordsInto(events.slice(from, from + 4096), end, arbiterCatalogue, out, counter);
      if (E.isLeft(r)) throw new Error(`the events were not written: ${JSON.stringify(r.left)}`);
      end = r.right;
      out.clear();
    }
  }
};

if (mode === 'engine' || mode === 'fold') engineOrFold(mode === 'engine');
else if (mode === 'write') write();
else if ((mode === 'verify' || mode === 'parse' || mode === 'hash') && log !== undefined) await readLog(log, mode);
else throw new Error('usage: instructionsChild (engine | fold | write) ROUNDS, or (verify | parse | hash) ROUNDS LOG');
