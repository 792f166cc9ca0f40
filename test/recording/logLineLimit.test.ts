import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { example } from './badGames.ts';

describe('recorded-game/size: no accepted file writes a log line the log reader refuses', () => {
  it('weapons named by id (written out in full in GameStarted) that would make a line too long are refused, nothing recorded', () => {
    // 42,000 MULTI Rifles by id: some 550 KB of file, some 17 MiB of GameStarted.
    const text = example('f2f-1v1.game.yaml').replace(
      'weapons: [combi-rifle]',
      `weapons: [combi-rifle${', multi-rifle'.repeat(42_000)}]`,
    );
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_FILE_BYTES);
    const p = parseRecordedGame('game.yaml', text);
    if (E.isLeft(p)) throw new Error(p.left.message);
    const r = recordGame('game.yaml', p.right.game, p.right.map);
    expect(E.isRight(r) || r.left.error).toMatchObject({
      path: 'armies',
      rule: 'recorded-game/size',
      edition: 'n5',
      message: expect.stringMatching(
        /^the log would hold a GameStarted line of 17\.\d MiB \(each weapon named by id is written out in full there\); a log line is read back only up to 15\.9 MiB$/,
      ),
    });
    expect(E.isLeft(r) && r.left.events).toEqual([]);
  });
});
