import { copyFile, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as t from 'io-ts';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  decodeRecordLine,
  defineCatalogue,
  defineUpcaster,
  foldLog,
  formatLogError,
  JsonlFileStore,
  verifyLog,
  type Projection,
} from '../../../kernel/log/index.ts';
import { left, right, tempDir } from './logFixtures.ts';
import {
  FaceToFaceResolved,
  NoteTaken,
  testCatalogue,
  V0_CODECS,
  WoundsInflicted,
  type TestEvent,
} from './testCatalogue.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/log-v0.jsonl', import.meta.url));

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

describe('upcasting old schema versions on read', () => {
  test('a log written at schema v0 verifies and reads as v1 events', async () => {
    const lines = (await readFile(FIXTURE, 'utf8')).trimEnd().split('\n');
    expect(lines.every((l) => l.endsWith('"v":0}'))).toBe(true);
    const records = lines.map((l, i) => right(decodeRecordLine(l, i + 1, testCatalogue)));
    expect(records.map((r) => r.v)).toEqual([0, 0, 0, 0, 0]);
    expect(records.map((r) => r.event)).toEqual([
      { type: 'GameStarted', title: 'Sunday league, round 3', edition: 'n4' },
      { type: 'FaceToFaceResolved', order: 0, dice: [3, 15, 20], winner: 'a' },
      { type: 'WoundsInflicted', trooper: 'hacker-2', wounds: 1 },
      { type: 'FaceToFaceResolved', order: 0, dice: [11], winner: 'neither' },
      { type: 'WoundsInflicted', trooper: 'fusilier-1', wounds: 2 },
    ]);
    expect(await verifyLog(FIXTURE, testCatalogue)).toEqual({
      _tag: 'Right',
      right: {
        records: 5,
        lastSeq: 5,
        lastHash: records[4]?.hash,
        byType: { GameStarted: 1, FaceToFaceResolved: 2, WoundsInflicted: 2 },
        counts: {},
      },
    });
  });

  test('new records append after old ones; the mixed log verifies and folds', async () => {
    const path = tmp.file('mixed.jsonl');
    await copyFile(FIXTURE, path);
    const { store } = right(await JsonlFileStore.open(path, testCatalogue, Date.now));
    right(
      await store.append([{ type: 'WoundsInflicted', trooper: 'hacker-2', wounds: 1, note: 'after the upgrade' }], 5),
    );
    await store.close();
    expect(
      (await readFile(path, 'utf8'))
        .trimEnd()
        .split('\n')
        .map((l) => l.slice(-6)),
    ).toEqual(['"v":0}', '"v":0}', '"v":0}', '"v":0}', '"v":0}', '"v":1}']);
    const wounds: Projection<Readonly<Record<string, number>>, TestEvent> = {
      initial: {},
      evolve: (s, e) => (e.type === 'WoundsInflicted' ? { ...s, [e.trooper]: (s[e.trooper] ?? 0) + e.wounds } : s),
    };
    expect(await foldLog(path, testCatalogue, wounds)).toEqual({
      _tag: 'Right',
      right: { state: { 'hacker-2': 2, 'fusilier-1': 2 }, records: 6, lastSeq: 6, sealed: false },
    });
  });

  test('old records are checked against their own (frozen) codecs', async () => {
    const line = (await readFile(FIXTURE, 'utf8')).split('\n')[1] ?? '';
    const bad = line.replace('"dice":[3,15,20]', '"dice":[3,15,0]');
    expect(formatLogError(left(decodeRecordLine(bad, 2, testCatalogue)))).toBe(
      'line 2: event FaceToFaceRolled: field dice[2] expected a d20 face (1..20), found 0',
    );
    // A v1 name in a v0 record is unknown there:
    expect(
      left(decodeRecordLine(line.replace('FaceToFaceRolled', 'FaceToFaceResolved'), 2, testCatalogue)),
    ).toMatchObject({
      kind: 'unknown-event-type',
      version: 0,
      nearest: ['FaceToFaceRolled'],
    });
  });

  test('without the upcaster, old records are unsupported; a broken upcaster is a typed error', async () => {
    const line = (await readFile(FIXTURE, 'utf8')).split('\n')[0] ?? '';
    const noUpcasters = defineCatalogue<TestEvent>({ ...testCatalogue, upcasters: [] });
    expect(formatLogError(left(decodeRecordLine(line, 1, noUpcasters)))).toBe(
      'line 1: schema v0 is older than any upcaster (this Arbiter reads v1 to v1)',
    );
    const throwing = defineCatalogue<TestEvent>({
      ...testCatalogue,
      upcasters: [
        defineUpcaster({
          from: 0,
          codecs: V0_CODECS,
          upcast: () => {
            throw new Error('no idea');
          },
        }),
      ],
    });
    expect(left(decodeRecordLine(line, 1, throwing))).toEqual({
      kind: 'upcast-failed',
      line: 1,
      eventType: 'GameStarted',
      from: 0,
      reason: 'no idea',
    });
    const sloppy = defineCatalogue<TestEvent>({
      ...testCatalogue,
      upcasters: [defineUpcaster({ from: 0, codecs: V0_CODECS, upcast: (e) => ({ ...e, edition: 'n6' }) })],
    });
    expect(formatLogError(left(decodeRecordLine(line, 1, sloppy)))).toMatch(
      /^line 1: event GameStarted \(upcast from schema v0 to v1\): field (title|edition) expected/,
    );
  });

  test('adding schema v2 is one more upcaster: v0 → v1 → v2 in a chain', async () => {
    const GameStartedV2 = t.readonly(
      t.type({ type: t.literal('GameStarted'), title: t.string, edition: t.string, players: t.number }),
    );
    const V2Codec = t.union([GameStartedV2, FaceToFaceResolved, WoundsInflicted, NoteTaken]);
    type V2Event = t.TypeOf<typeof V2Codec>;
    const v2Codecs = { GameStarted: GameStartedV2, FaceToFaceResolved, WoundsInflicted, NoteTaken };
    const v1ToV2 = defineUpcaster({
      from: 1,
      codecs: testCatalogue.codecs,
      upcast: (e) => (e.type === 'GameStarted' ? { ...e, players: 2 } : e),
    });
    const upcasters = [v1ToV2, ...testCatalogue.upcasters];
    const v2 = defineCatalogue<V2Event>({ version: 2, codecs: v2Codecs, codec: V2Codec, upcasters });
    const line = (await readFile(FIXTURE, 'utf8')).split('\n')[0] ?? '';
    expect(right(decodeRecordLine(line, 1, v2)).event).toEqual({
      type: 'GameStarted',
      title: 'Sunday league, round 3',
      edition: 'n4',
      players: 2,
    });
    expect(() =>
      defineCatalogue<V2Event>({ version: 2, codecs: v2Codecs, codec: V2Codec, upcasters: [v1ToV2, v1ToV2] }),
    ).toThrow(/no gaps/);
  });
});
