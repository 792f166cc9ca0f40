import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '../../cli/commands/replay.ts';
import { editEvent, recordedLog } from '../audit/recordedLog.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const logFile = (lines: readonly string[]): string => {
  const file = join(tempDir('replay'), 'game.jsonl');
  writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
  return file;
};

const run = async (args: readonly string[]) => {
  const io = fakeIo();
  const code = await replayCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

describe('arbiter replay', () => {
  const file = logFile(recordedLog('examples/two-f2f-rolls.game.yaml'));

  it('--at order:N gives the state at the end of Order N', async () => {
    const { code, out } = await run([file, '--at', 'order:1']);
    expect(code).toBe(0);
    expect(out).toMatch(/at the end of Order 1 \(event \d+\)/);
    expect(out).toMatch(/^Fennec Fusilier \(fennec\) +panoceania +1 +1 +prone, unconscious +1$/m);
    expect(out).toMatch(/^trooper .* VITA +wounds +state +orders spent$/m);
  });

  it('shows the Orders left to the Active Player while the Turn runs', async () => {
    const { out } = await run([file, '--at', 'order:1']);
    expect(out).toMatch(/^Orders left to panoceania this Turn: panoceania-1 0 Regular; Fennec Fusilier 1 Lieutenant$/m);
  });

  it('--json names the Order', async () => {
    const { out } = await run([file, '--at', 'order:1', '--json']);
    expect(JSON.parse(out)).toMatchObject({ order: 1, troopers: { fennec: { woundsReceived: 1 } } });
  });

  it('says what is wrong: no such Order or event, a bad --at, an edited log', async () => {
    expect(await run([file, '--at', 'order:3'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/has no Order 3 \(its Orders run from 1 to 1\)/),
    });
    expect(await run([file, '--at', '999'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/ends at event \d+; there is no event 999/),
    });
    expect(await run([file, '--at', 'order:x'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--at takes an event seq .*, order:N .* or, for a Necromunda log, hit:N/),
    });
    expect(await run([file, '--at', 'hit:1'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--at hit:N is for a Necromunda log; an Infinity log is replayed to an Order/),
    });
    const edited = logFile(
      editEvent(
        recordedLog('examples/two-f2f-rolls.game.yaml'),
        (e) => e['type'] === 'HitsScored',
        (e) => {
          e['hits'] = 3;
        },
      ),
    );
    expect(await run([edited])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/run arbiter audit .* to read it anyway/),
    });
  });
});
