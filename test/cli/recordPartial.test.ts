import * as E from 'fp-ts/lib/Either.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { recordCommand } from '../../cli/commands/record.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { verifyLog } from '../../kernel/log/index.ts';
import { tempDir } from '../kernel/log/logFixtures.ts';
import { fakeIo } from './fakeIo.ts';

const EXAMPLE = readFileSync('examples/ruled-by-players.game.yaml', 'utf8');
const PLAYERS_ORDER = EXAMPLE.slice(
  EXAMPLE.indexOf('      - trooper: engineer\n        ruledByPlayers:'),
  EXAMPLE.indexOf('      # Order 3, ruled by the engine again'),
);
/** The same game with the Engineer's repair written as a skill the engine refuses to rule. */
const UNRULABLE = EXAMPLE.replace(
  PLAYERS_ORDER,
  '      - trooper: engineer\n        first: { skill: discover, target: remote }\n',
);

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

const record = async (...args: string[]) => {
  const io = fakeIo();
  const code = await recordCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

describe('arbiter record --partial: one Order the engine cannot rule no longer loses the game', () => {
  test('without --partial nothing is written', async () => {
    const game = tmp.file('game.yaml');
    writeFileSync(game, UNRULABLE);
    const r = await record(game, '-o', tmp.file('game.jsonl'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/turns\[1\]\.orders\[0\]\.first: remote is not a marker .*\[n5\/skills\/discover-once: /);
    expect(r.err).toMatch(/nothing was written to /);
    expect(existsSync(tmp.file('game.jsonl'))).toBe(false);
  });

  test('writes the Orders before the refused one (open), says which stopped it and how to mark it; marked ruled by the players, --append completes the very log a whole recording writes', async () => {
    const game = tmp.file('game.yaml');
    const log = tmp.file('game.jsonl');
    writeFileSync(game, UNRULABLE);
    const partial = await record(game, '-o', log, '-q', '--partial');
    expect(partial.code).toBe(1);
    expect(partial.err).toMatch(
      /game\.yaml:\d+:\d+: turns\[1\]\.orders\[0\]\.first: remote is not a marker .*\[n5\/skills\/discover-once: /,
    );
    expect(partial.err).toMatch(
      /wrote \d+ records \(1 Order\) to .*game\.jsonl; open \(not sealed: --append may continue it\)/,
    );
    expect(partial.err).toMatch(
      /with --partial: the 1 Order before Order 1 of Turn 2 \(turns\[1\]\.orders\[0\]\), where the recording stopped; if the engine cannot rule that Order, record it as ruled by the players \(ruledByPlayers: see "Orders ruled by the players" in docs\/recorded-game\.md\), or fix it, then continue the log with: arbiter record .*game\.yaml -o .*game\.jsonl --append$/,
    );
    const open = await verifyLog(log, arbiterCatalogue);
    expect(open).toMatchObject({ _tag: 'Right', right: { counts: { orders: 1 } } });
    expect(E.isRight(open) && open.right.seal).toBeUndefined();

    writeFileSync(game, EXAMPLE);
    const rest = await record(game, '-o', log, '-q', '--append');
    expect(rest.code).toBe(0);
    expect(rest.out).toMatch(/, which now holds \d+ records \(3 Orders\); sealed; /);
    const whole = tmp.file('whole.jsonl');
    expect((await record(game, '-o', whole, '-q')).code).toBe(0);
    expect(readFileSync(log)).toEqual(readFileSync(whole));
  });

  test('a refusal before the first Order writes nothing, even with --partial', async () => {
    const game = tmp.file('game.yaml');
    writeFileSync(game, EXAMPLE.replace('  - player: yu-jing\n    orders:', '  - player: nobody\n    orders:'));
    const r = await record(game, '-o', tmp.file('game.jsonl'), '--partial');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/nothing was written to .*: the recording stopped before its first Order$/);
    expect(existsSync(tmp.file('game.jsonl'))).toBe(false);
  });
});
