import pg from 'pg';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatLogError } from '../../../kernel/log/index.ts';
import { PgStreamStore } from '../../../store/postgres/index.ts';
import { postgresDatabase } from '../../support/postgresDatabase.ts';
import { left, right } from '../../kernel/log/logFixtures.ts';
import { sampleEvent, testCatalogue } from '../../kernel/log/testCatalogue.ts';

let url: string;
beforeAll(async () => {
  url = await postgresDatabase('dropped');
  right(await PgStreamStore.init(url));
});

describe('a connection dropped in the middle of an append', () => {
  test('the writer is told (an io error, the password hidden), nothing of the append is written, and the next append works', async () => {
    const store = right(await PgStreamStore.open(url, testCatalogue, { poolSize: 1 }));
    const game = store.stream('dropped');
    right(await game.append([sampleEvent(0), sampleEvent(1)], 0));
    // Another session holds the game's row, so the append waits inside its transaction…
    const holder = new pg.Client({ connectionString: url });
    const watcher = new pg.Client({ connectionString: url });
    await Promise.all([holder.connect(), watcher.connect()]);
    await holder.query('BEGIN');
    await holder.query("SELECT 1 FROM arbiter_streams WHERE id = 'dropped' FOR UPDATE");
    const pending = game.append([sampleEvent(2)], 2);
    let waiting: readonly { pid: number }[] = [];
    await expect
      .poll(
        async () => {
          waiting = // Outside the holder's transaction, whose view of pg_stat_activity is taken once and kept.
            (
              await watcher.query<{ pid: number }>(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'",
              )
            ).rows;
          return waiting.length;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    // …and its connection is cut there, mid-transaction.
    await watcher.query('SELECT pg_terminate_backend($1)', [waiting[0]?.pid]);
    const error = left(await pending);
    expect(error.kind).toBe('io');
    const message = formatLogError(error);
    expect(message).toMatch(/cannot append to postgres:\/\/arbiter:\*\*\*@.* game "dropped": .*terminat/);
    expect(message).not.toContain(decodeURIComponent(new URL(url).password));
    await holder.query('ROLLBACK');
    await Promise.all([holder.end(), watcher.end()]);
    expect(await game.lastSeq()).toBe(2);
    // The broken connection was not put back in the pool: the next append gets a good one.
    right(await game.append([sampleEvent(2)], 2));
    expect(right(await game.read()).map((r) => r.seq)).toEqual([1, 2, 3]);
    await store.close();
  });
});
