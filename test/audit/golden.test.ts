import * as E from 'fp-ts/lib/Either.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLog, renderReadjudication, renderTrail } from '../../audit/index.ts';
import { recordedLog, ROOT } from './recordedLog.ts';

/**
 * The audit of each worked example of the Face to Face seed, checked by hand against the seed
 * (SVs, which die beat which, the winner, hits and saves) and kept as a golden file. After a
 * deliberate change, regenerate with UPDATE_GOLDEN=1 and read the diff before committing.
 */
const SEEDS = [
  'examples/f2f-1v1.game.yaml',
  'examples/f2f-and-normal-roll.game.yaml',
  'examples/two-f2f-rolls.game.yaml',
  // Markers: a passed Discover reveals a CAMO marker; a CAMO ambush with Surprise Attack (checked by hand).
  'examples/markers.game.yaml',
];

const auditText = async (game: string): Promise<string> => {
  const r = await auditLog(recordedLog(game));
  if (E.isLeft(r)) throw new Error(r.left);
  return (
    [
      ...renderTrail(r.right.trail),
      '',
      ...renderReadjudication(r.right.readjudication, { name: (id) => r.right.trail.names[id] ?? id }),
    ].join('\n') + '\n'
  );
};

describe('golden audits of the Face to Face seed examples', () => {
  for (const game of SEEDS) {
    it(game, async () => {
      const file = join(ROOT, 'test', 'golden', `${basename(game, '.game.yaml')}.audit.txt`);
      const text = await auditText(game);
      if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(file)) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }
});

/** Rule families' worked examples kept as golden audits too (checked by hand when written). */
const FAMILIES = [
  'examples/fireteams.game.yaml',
  'examples/fireteam-attack.game.yaml',
  'examples/martial-arts-n5-special-die.game.yaml',
  'examples/support-skills.game.yaml',
  'examples/structure-and-states.game.yaml',
  'examples/survival-skills.game.yaml',
  'examples/hacking-programs.game.yaml',
  'examples/hacking-programs-2.game.yaml',
  'examples/regeneration.game.yaml',
  'examples/orders-and-command.game.yaml',
  'examples/mission-scoring.game.yaml',
  // Issue 18's second full N5 game: every part-2 family in one game.
  'examples/n5-full-game-2.game.yaml',
  'examples/retreat.game.yaml',
  'examples/command-tokens.game.yaml',
  'examples/deployment.game.yaml',
  'examples/peripherals.game.yaml',
  'examples/supplies.game.yaml',
  'examples/supremacy.game.yaml',
  'examples/impetuous.game.yaml',
  'examples/command-tokens-executive.game.yaml',
  'examples/command-tokens-operational.game.yaml',
  'examples/frenzy.game.yaml',
  'examples/decline-at-wound.game.yaml',
  'examples/medikit-range.game.yaml',
  'examples/support-rerolls.game.yaml',
  'examples/stealth-cc.game.yaml',
];

describe('golden audits of rule-family examples', () => {
  for (const game of FAMILIES) {
    it(game, async () => {
      const file = join(ROOT, 'test', 'golden', `${basename(game, '.game.yaml')}.audit.txt`);
      const text = await auditText(game);
      if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(file)) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }
});
