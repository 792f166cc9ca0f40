import * as E from 'fp-ts/lib/Either.js';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sampleGame } from '../../../bench/sampleGame.ts';
import { verifyCommand } from '../../../cli/commands/verify.ts';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { JsonlFileStore, verifyLog } from '../../../kernel/log/index.ts';
import { right, tempDir } from './logFixtures.ts';
import { fakeIo } from '../../cli/fakeIo.ts';

const run = async (args: readonly string[]) => {
  const io = fakeIo();
  const code = await verifyCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

let tmp: Awaited<ReturnType<typeof tempDir>>;
let game: string;
let text: string;
beforeAll(async () => {
  tmp = await tempDir();
  game = tmp.file('game.jsonl');
  const { store } = right(await JsonlFileStore.open(game, arbiterCatalogue, Date.now));
  right(await store.append([...sampleGame(26)], 0)); // two Orders of the real catalogue's events
  await store.close();
  text = await readFile(game, 'utf8');
});
afterAll(async () => {
  await tmp.cleanup();
});

describe('arbiter verify', () => {
  test('an open log is "open (not sealed)", never OK: its counts, fingerprint and records per event type', async () => {
    const { code, out, err } = await run([game]);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const last = JSON.parse(text.trimEnd().split('\n').at(-1) ?? '{}') as { hash: string };
    expect(out).toBe(
      [
        'open (not sealed): 26 records, 2 Orders, 0 Turns; with no seal, the log is either still being recorded or was cut short',
        `fingerprint ${last.hash.slice(0, 12)} (${last.hash})`,
        'event types: TrooperActivated 2, OrderSpent 2, OrderStepEntered 2, SkillDeclared 2, AroDeclared 2, ' +
          'MeasurementRecorded 2, DiceRolled 4, FaceToFaceResolved 2, SavingRollResolved 2, WoundsInflicted 2, StateEntered 2, OrderConcluded 2',
      ].join('\n'),
    );
    expect(out).not.toMatch(/\bOK\b/);
  });

  test('--json', async () => {
    const { code, out } = await run([game, '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      ok: true,
      file: game,
      records: 26,
      lastSeq: 26,
      byType: { DiceRolled: 4 },
      sealed: false,
      complete: false,
      counts: { orders: 2, turns: 0 },
    });
  });

  test('the first bad line and why, exit 1', async () => {
    const bad = tmp.file('bad.jsonl');
    const lines = text.split('\n');
    lines[6] = (lines[6] ?? '').replace(/"faces":\[(\d+),/, '"faces":[23,');
    await writeFile(bad, lines.join('\n'));
    const { code, out, err } = await run([bad]);
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toBe(
      `arbiter verify: ${bad}: line 7: event DiceRolled: field faces[0] expected DieFace (1..20), found 23`,
    );
    const json = await run([bad, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({
      ok: false,
      validRecords: 6,
      error: { kind: 'invalid-event', line: 7, path: 'event.faces[0]' },
    });
  });

  test('a torn tail is reported as incomplete, not fatal', async () => {
    const torn = tmp.file('torn.jsonl');
    await writeFile(torn, text);
    await appendFile(torn, '{"event":{"type":"Tro');
    const { code, out } = await run([torn]);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^incomplete: line 27: torn write: the last line has no newline \(21 bytes from byte \d+\); that line is not part of the log/,
    );
    expect(out).toMatch(/\nopen \(not sealed\): 26 records/);
  });

  test('a missing file is a problem (1); usage errors are 2; --help has an example', async () => {
    const missing = await run([tmp.file('absent.jsonl')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read .*absent\.jsonl: no such file or directory \(ENOENT\)/);
    for (const args of [[], [game, game], [game, '--nope']]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^arbiter verify: /);
    }
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: arbiter verify LOG\.jsonl/);
    expect(help.out).toMatch(/example:\n {2}arbiter verify game\.jsonl/);
  });

  test('the real catalogue: every event of a sample game round-trips through the log', async () => {
    const events = [...sampleGame(26)];
    expect(E.isRight(await verifyLog(game, arbiterCatalogue))).toBe(true);
    const { store } = right(await JsonlFileStore.open(game, arbiterCatalogue, Date.now));
    const records = right(await store.read());
    await store.close();
    expect(records.map((x) => x.event)).toEqual(events);
  });

  test('the real catalogue decodes these events to themselves, so decodeIsIdentity would be safe for them', () => {
    for (const e of sampleGame(26)) {
      const codec = arbiterCatalogue.codecs[e.type];
      const decoded = codec?.decode(e);
      expect(decoded?._tag).toBe('Right');
      if (decoded?._tag === 'Right') expect(decoded.right).toBe(e);
    }
  });
});
