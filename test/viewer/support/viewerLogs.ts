import * as E from 'fp-ts/lib/Either.js';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLogFile } from '../../support/logFiles.ts';
import type { ArbiterEvent } from '../../../events/index.ts';
import { createGameSession, formatRejection, type GameCommand } from '../../../machines/index.ts';
import { parseRecordedGame, recordGame } from '../../../recording/index.ts';
import { army, lineTrooper } from '../../support/troopers.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The full demo game when it exists (examples/demo.game.yaml), else the Face to Face worked example. */
export const demoGameFile = (): string => {
  const demo = join(ROOT, 'examples', 'demo.game.yaml');
  return existsSync(demo) ? demo : join(ROOT, 'examples', 'f2f-1v1.game.yaml');
};

/** Records a game file through the engine into a log at `out`; its events. */
export const recordExample = (file: string, out: string): readonly ArbiterEvent[] => {
  const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
  if (E.isLeft(parsed)) throw new Error(`${file}: ${parsed.left.message}`);
  const recorded = recordGame(file, parsed.right.game, parsed.right.map);
  if (E.isLeft(recorded)) throw new Error(`${file}: ${recorded.left.error.message}`);
  writeLogFile(out, recorded.right.events);
  return recorded.right.events;
};

/** Markup a hostile log puts where names go: the page must show it as text. */
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
export const HOSTILE_NOTE = '<script>alert(2)</script>';
export const HOSTILE_PLAYER = '"><svg onload=alert(3)>';

/** A log, written by the engine, whose names, title, player and notes are markup. */
export const writeHostileLog = (out: string): readonly ArbiterEvent[] => {
  const session = createGameSession({
    edition: 'n5',
    title: `${HOSTILE_NAME} vs ${HOSTILE_PLAYER}`,
    armies: [
      army(HOSTILE_PLAYER, [lineTrooper('n5', 'fennec', HOSTILE_NAME, 12)]),
      army('yu-jing', [lineTrooper('n5', 'senku', 'Senku', 11)]),
    ],
  });
  const commands: readonly GameCommand[] = [
    { type: 'start-turn', player: HOSTILE_PLAYER },
    { type: 'activate', trooper: 'fennec' },
    { type: 'declare', trooper: 'fennec', declaration: { skill: 'move', note: HOSTILE_NOTE } },
    { type: 'end-aros' },
    { type: 'declare', trooper: 'fennec', declaration: { skill: 'move', note: HOSTILE_NAME } },
    { type: 'end-aros' },
    { type: 'end-turn' },
  ];
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) throw new Error(`hostile log: ${formatRejection(r.left)}`);
  }
  writeLogFile(out, session.events);
  return session.events;
};
