import * as E from 'fp-ts/lib/Either.js';
import type { PoolClient } from 'pg';
import {
  GENESIS_PREV,
  recordRow,
  scanRecords,
  type LogError,
  type LogRecord,
  type StreamMeta,
  type TaggedEvent,
} from '../../kernel/index.ts';
import { pgError } from './pgError.ts';
import type { Imported } from './imported.ts';
import { CHANNEL, type PgContext } from './pgStream.ts';

const BATCH = 1000;

const insertRows = async (
  client: PoolClient,
  stream: string,
  rows: readonly ReturnType<typeof recordRow>[],
): Promise<void> => {
  await client.query(
    `INSERT INTO arbiter_events (stream_id, seq, v, type, body, hash, prev)
     SELECT $1, * FROM unnest($2::bigint[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[])`,
    [
      stream,
      rows.map((r) => r.seq),
      rows.map((r) => r.v),
      rows.map((r) => r.type),
      rows.map((r) => r.body),
      rows.map((r) => r.hash),
      rows.map((r) => r.prev),
    ],
  );
};

/**
 * Copies a whole log (its lines, without newlines) into a new stream, record for record: each line is verified as any read
 * verifies it (decoding, canonical form, hash, chain, seal), and its canonical event text and
 * fields are stored as they are, so the game keeps its hashes and its fingerprint, old schema
 * versions included. One transaction, rows inserted a thousand at a time; a stream that already
 * holds records is a 'conflict' and nothing is written, nor is anything when the log does not verify.
 */
export const importLog = async <E extends TaggedEvent>(
  ctx: PgContext<E>,
  id: string,
  meta: StreamMeta,
  source: Iterable<string> | AsyncIterable<string>,
): Promise<E.Either<LogError, Imported>> => {
  const where = `${ctx.label} game ${JSON.stringify(id)}`;
  let client: PoolClient;
  try {
    client = await ctx.pool.connect();
  } catch (e) {
    return E.left(pgError(e, ctx.url, where, 'connect to'));
  }
  // A connection lost while checked out emits 'error': heard here, the query in flight fails with it.
  const lost = (): void => undefined;
  client.on('error', lost);
  let healthy = true;
  try {
    await client.query('BEGIN');
    await client.query(
      'INSERT INTO arbiter_streams (id, tournament, round, table_name, last_hash) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
      [id, meta.tournament ?? null, meta.round ?? null, meta.table ?? null, GENESIS_PREV],
    );
    const held = await client.query<{ last_seq: string }>(
      'SELECT last_seq FROM arbiter_streams WHERE id = $1 FOR UPDATE',
      [id],
    );
    const actualSeq = Number(held.rows[0]?.last_seq ?? 0);
    if (actualSeq !== 0) {
      await client.query('ROLLBACK');
      return E.left({ kind: 'conflict', expectedSeq: 0, actualSeq, stream: id });
    }
    const lines: string[] = [];
    const records: LogRecord<{ readonly type: string }>[] = [];
    const flush = async (): Promise<void> => {
      if (records.length === 0) return;
      await insertRows(
        client,
        id,
        records.map((r, i) => recordRow(r, lines[i] ?? '')),
      );
      lines.length = 0;
      records.length = 0;
    };
    // The scan verifies; the lines it read are kept beside it to store each record's own text.
    const seen: string[] = [];
    const tee = async function* (): AsyncGenerator<string> {
      for await (const line of source) {
        seen.push(line);
        yield line;
      }
    };
    const scan = scanRecords(tee(), ctx.catalogue);
    let step = await scan.next();
    let taken = 0;
    while (step.done !== true) {
      for (const record of step.value) {
        records.push(record);
        lines.push(seen[record.seq - 1 - taken] ?? '');
      }
      if (records.length >= BATCH) {
        const drop = records[records.length - 1]?.seq ?? taken;
        await flush();
        seen.splice(0, drop - taken);
        taken = drop;
      }
      step = await scan.next();
    }
    const end = step.value;
    if (E.isLeft(end)) {
      await client.query('ROLLBACK');
      return E.left(end.left.error);
    }
    const done = end.right;
    if (done.seal !== undefined) {
      records.push(done.seal);
      lines.push(seen[done.seal.seq - 1 - taken] ?? '');
    }
    await flush();
    await client.query(
      'UPDATE arbiter_streams SET last_seq = $2, last_hash = $3, counts = $4, sealed = $5 WHERE id = $1',
      [id, done.lastSeq, done.lastHash, JSON.stringify(done.counts), done.seal !== undefined],
    );
    await client.query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
    await client.query('COMMIT');
    return E.right({
      records: done.records,
      lastSeq: done.lastSeq,
      lastHash: done.lastHash,
      sealed: done.seal !== undefined,
    });
  } catch (e) {
    healthy = await client.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    return E.left(pgError(e, ctx.url, where, 'copy a log into'));
  } finally {
    client.off('error', lost);
    client.release(!healthy);
  }
};
