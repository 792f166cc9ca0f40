import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { eventWriter } from '../kernel/log/eventWriter.ts';
import {
  canonicalJson,
  createLogFile,
  GENESIS_PREV,
  LineBuffer,
  SealCounter,
  sealRecords,
  sealRecordsInto,
  type ChainEnd,
} from '../kernel/log/index.ts';
import { compileCatalogue } from '../kernel/log/logCatalogue.ts';
import type { BenchReport } from './benchReport.ts';
import { generatedEvents } from './generatedGame.ts';

const ORDERS = 3_000;
const ROUNDS = 5;
const CHUNK = 4096;

/** The events of the generated game (bench/generatedGame.ts) of `orders` Orders, as `arbiter record` makes them. */
const gameEvents = (orders: number): readonly ArbiterEvent[] => {
  return generatedEvents(orders / 10);
};

const cpuMs = (f: () => unknown): number => {
  const t0 = process.cpuUsage();
  f();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
};

/**
 * Issue 19, the log-writing half of `arbiter record`: on the events of the generated game, each
 * stage's CPU time against `JSON.stringify` of the same events, measured in the same run
 * (best of {@link ROUNDS}, stages alternated): the generic canonical JSON (a walk, a key-sorted
 * copy, `JSON.stringify`) and the generated writer `sealRecords` uses; `sealRecords` whole (check,
 * canonical JSON, hash chain, lines); `sealRecordsInto`, the same straight into bytes, as the file
 * writer makes them; and `createLogFile` (all that, written through the store to a
 * temporary file: lock, O_EXCL temporary, checked writes, fsync, rename).
 */
export const run = async (): Promise<BenchReport> => {
  const events = gameEvents(ORDERS);
  const schema = compileCatalogue(arbiterCatalogue).schemas.get(arbiterCatalogue.version);
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-log-write-'));
  try {
    const stages: Record<string, number[]> = { stringify: [], generic: [], writer: [], seal: [], bytes: [], file: [] };
    for (let round = 0; round < ROUNDS; round++) {
      stages['stringify']?.push(cpuMs(() => events.forEach((e) => JSON.stringify(e))));
      stages['generic']?.push(cpuMs(() => events.forEach((e) => canonicalJson(e))));
      stages['writer']?.push(cpuMs(() => events.forEach((e) => eventWriter(schema, e.type).write(e))));
      stages['seal']?.push(
        cpuMs(() => {
          let after = { seq: 0, hash: GENESIS_PREV };
          for (let from = 0; from < events.length; from += CHUNK) {
            const r = sealRecords(events.slice(from, from + CHUNK), after, arbiterCatalogue);
            if (E.isLeft(r)) throw new Error('refused');
            const last = r.right.records[r.right.records.length - 1];
            if (last !== undefined) after = { seq: last.seq, hash: last.hash };
          }
        }),
      );
      stages['bytes']?.push(
        cpuMs(() => {
          // As the file writer gathers them: one buffer, emptied once 256 KiB are in it.
          const out = new LineBuffer();
          const counter = new SealCounter(arbiterCatalogue.seal);
          let after: ChainEnd = { seq: 0, hash: GENESIS_PREV };
          for (let from = 0; from < events.length; from += CHUNK) {
            const r = sealRecordsInto(events.slice(from, from + CHUNK), after, arbiterCatalogue, out, counter);
            if (E.isLeft(r)) throw new Error('refused');
            after = r.right;
            if (out.length >= 256 * 1024) out.clear();
          }
        }),
      );
      const t0 = process.cpuUsage();
      const made = await createLogFile(join(dir, 'game.jsonl'), arbiterCatalogue, events, {
        now: Date.now,
        seal: true,
        force: true,
      });
      if (E.isLeft(made)) throw new Error('log not written');
      const t = process.cpuUsage(t0);
      stages['file']?.push((t.user + t.system) / 1000);
    }
    const best = (name: string): number => Math.min(...(stages[name] ?? [0]));
    const base = best('stringify');
    const line = (label: string, name: string): string =>
      `${label.padEnd(58)} ${best(name).toFixed(0).padStart(6)} ms CPU  ${(best(name) / base).toFixed(2)}× JSON.stringify`;
    return {
      name: 'log writing (issue 19: the log-writing half of record)',
      lines: [
        `generated game of ${ORDERS.toLocaleString('en-US')} Orders, ${events.length.toLocaleString('en-US')} events; best of ${ROUNDS} rounds, stages alternated`,
        line('JSON.stringify of each event (baseline)', 'stringify'),
        line('canonicalJson of each event (generic: walk, sorted copy)', 'generic'),
        line('generated canonical writer of each event (as sealed)', 'writer'),
        line('sealRecords (check, canonical JSON, hash chain, lines)', 'seal'),
        line('sealRecordsInto (the same, the lines as UTF-8 bytes)', 'bytes'),
        line('createLogFile (sealed, written through the store, fsync)', 'file'),
        `generated writer / generic canonicalJson = ${(best('writer') / best('generic')).toFixed(2)}×`,
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
