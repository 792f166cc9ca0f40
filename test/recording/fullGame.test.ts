import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameFigures } from '../../scripts/gameFigures.ts';
import { ROOT } from '../audit/recordedLog.ts';
import { expectAuditAgrees, expectEngineRuledGame } from '../support/fullGameChecks.ts';

// Issue 16's yardstick: a full N5 game of three rounds, at least 80 Orders, every rule family of
// the issue at least once, recorded end to end by the engine and re-adjudicated by the audit.
const GAME = 'examples/n5-full-game.game.yaml';

/** The rule families issue 16 asks to see in the game (names as scripts/gameFigures.ts counts them). */
const REQUIRED = [
  'Fireteams',
  'Markers (Camouflage, Hidden Deployment, Impersonation)',
  'Discover',
  'Surprise Attack',
  'Cautious Movement',
  'Jump, Climb, Super-Jump',
  'Prone and standing up',
  'Engaged (entering and leaving Close Combat)',
  'Suppressive Fire',
  'Intuitive Attack',
  'Speculative Attack',
  'Martial Arts, Natural Born Warrior, Berserk, Protheion',
  'Continuous Damage',
  'Shock and Shock immunity',
  'Weapon bonuses (+B, +Damage)',
  'MULTI weapons and ammunition',
  'Mimetism, Nanoscreen',
  'Multispectral Visor',
  'Visibility Zones',
  'Smoke and Eclipse',
];

describe(GAME, () => {
  it('n5/orders/expenditure-sequence: three rounds, at least 80 Orders, every one ruled by the engine', () => {
    expectEngineRuledGame(GAME, 80);
  });

  it('every rule family of issue 16 is ruled in at least one Order', async () => {
    const figures = await gameFigures(join(ROOT, GAME));
    const missing = REQUIRED.filter((f) => (figures.perFamily.find((r) => r.family === f)?.orders ?? 0) === 0);
    expect(missing).toEqual([]);
    expect(figures.ruledByPlayers).toBe(0);
  });

  it('the audit re-adjudicates every Order and every ruling agrees', async () => {
    await expectAuditAgrees(GAME, 80);
  });
});
