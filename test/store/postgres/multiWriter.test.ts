import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { PgStreamStore } from '../../../store/postgres/index.ts';
import { postgresDatabase } from '../../support/postgresDatabase.ts';
import { right } from '../../kernel/log/logFixtures.ts';
import { testCatalogue } from '../../kernel/log/testCatalogue.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);
const EACH = 25;

interface Told {
  readonly writer: string;
  readonly acknowledged: readonly number[];
  readonly conflicts: readonly { readonly expectedSeq: number; readonly actualSeq: number }[];
  readonly failures: readonly string[];
}

let url: string;
beforeAll(async () => {
  url = await postgresDatabase('multi_writer');
  right(await PgStreamStore.init(url));
});

/** Four writer processes at once, writer k on game `games[k]`. */
const writers = async (games: readonly string[]): Promise<readonly Told[]> =>
  Promise.all(
    games.map(async (game, k) => {
      const { stdout } = await run(process.execPath, [
        join(ROOT, 'bin', 'run-ts.mjs'),
        join(ROOT, 'test', 'store', 'postgres', 'appendWorker.ts'),
        url,
        game,
        `w${k}`,
        String(EACH),
      ]);
      return JSON.parse(stdout) as Told;
    }),
  );

/** Every record of a game, read back and verified, as (writer, i) of each event. */
const readBack = async (game: string): Promise<readonly (readonly [number, string, number])[]> => {
  const store = right(await PgStreamStore.open(url, testCatalogue));
  const records = right(await store.stream(game).read());
  await store.close();
  return records.map((r) => {
    if (r.event.type !== 'NoteTaken') throw new Error(`unexpected ${r.event.type}`);
    const payload = r.event.payload as { readonly writer: string; readonly i: number };
    return [r.seq, payload.writer, payload.i] as const;
  });
};

describe('many writer processes on one store', () => {
  test('4 processes append to one game at once: no acknowledged event lost, none twice, every conflict told to its writer', async () => {
    const told = await writers(['same', 'same', 'same', 'same']);
    const records = await readBack('same');
    expect(records.map(([seq]) => seq)).toEqual(Array.from({ length: 4 * EACH }, (_, i) => i + 1));
    for (const t of told) {
      expect(t.failures).toEqual([]);
      expect(t.acknowledged).toHaveLength(EACH);
      // Each acknowledged seq holds this writer's event, its appends in order.
      expect(t.acknowledged.map((seq) => records[seq - 1])).toEqual(t.acknowledged.map((seq, i) => [seq, t.writer, i]));
      for (const c of t.conflicts) expect(c.actualSeq).toBeGreaterThan(c.expectedSeq);
    }
    // Nothing in the game that no writer was told it wrote.
    expect(told.flatMap((t) => t.acknowledged).sort((a, b) => a - b)).toEqual(records.map(([seq]) => seq));
  });

  test("4 processes append to 4 games at once: each game holds exactly its writer's events, in order", async () => {
    const games = ['g0', 'g1', 'g2', 'g3'];
    const told = await writers(games);
    for (const [k, game] of games.entries()) {
      const t = told[k];
      expect(t?.conflicts).toEqual([]);
      expect(t?.acknowledged).toEqual(Array.from({ length: EACH }, (_, i) => i + 1));
      expect(await readBack(game)).toEqual(Array.from({ length: EACH }, (_, i) => [i + 1, `w${k}`, i]));
    }
  });
});
