import { createHash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import { canonicalJson } from '../../kernel/log/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { exportGameYaml, parseRecordedGame, recordGame } from '../../recording/index.ts';

/** The bench's generated game (30 Orders, every one ending in a Guts Roll) played command by command. */
const played = () => {
  const { input, commands } = generatedGame(3);
  const session = createGameSession(input);
  for (const command of commands(() => session.due())) {
    const r = session.send(command);
    if (E.isLeft(r)) throw new Error(`refused: ${r.left.reason}`);
  }
  return session.events;
};

/** The events as the log's lines would hold them (canonical JSON), hashed. */
const digest = (events: readonly unknown[]): string => {
  const hash = createHash('sha256');
  for (const event of events) {
    const line = canonicalJson(event);
    if (E.isLeft(line)) throw new Error(`not JSON at ${line.left.path}`);
    hash.update(`${line.right}\n`);
  }
  return hash.digest('hex');
};

describe('recording a long generated game (issue 19: record in linear time)', () => {
  it('gives the events of the game played command by command, the same log as before the linear record', () => {
    const events = played();
    const yaml = exportGameYaml(events);
    if (E.isLeft(yaml)) throw new Error(yaml.left);
    const parsed = parseRecordedGame('generated.game.yaml', yaml.right);
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    const recorded = recordGame('generated.game.yaml', parsed.right.game, parsed.right.map);
    if (E.isLeft(recorded)) throw new Error(recorded.left.error.message);
    expect(recorded.right.events.filter((e) => e.type === 'GutsRollResolved')).not.toHaveLength(0);
    expect(recorded.right.events).toEqual(events);
    // Recorded with the copy-and-reverse Guts step (before this change), on the same game.
    expect(digest(recorded.right.events)).toBe('c274c057f54f1dff6dfefb52924e3502279a68c6ad386fda613359efe9b4568b');
  });
});
