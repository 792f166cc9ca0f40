import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/index.ts';
import { gameFigures } from '../../scripts/gameFigures.ts';
import { recordedEvents, recordedLog, ROOT } from '../audit/recordedLog.ts';

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
    const events = recordedEvents(GAME);
    expect(events.filter((e) => e.type === 'TurnStarted')).toHaveLength(6);
    expect(events.filter((e) => e.type === 'TrooperActivated').length).toBeGreaterThanOrEqual(80);
    expect(events.filter((e) => e.type === 'OrderRuledByPlayers')).toEqual([]);
  });

  it('every rule family of issue 16 is ruled in at least one Order', async () => {
    const figures = await gameFigures(join(ROOT, GAME));
    const missing = REQUIRED.filter((f) => (figures.perFamily.find((r) => r.family === f)?.orders ?? 0) === 0);
    expect(missing).toEqual([]);
    expect(figures.ruledByPlayers).toBe(0);
  });

  it('the audit re-adjudicates every Order and every ruling agrees', async () => {
    const r = await auditLog(recordedLog(GAME));
    if (!r.ok) throw new Error(r.message);
    const re = r.report.readjudication;
    expect(re).toMatchObject({ agrees: true, differences: [], refused: null, ordersRuledByPlayers: 0 });
    expect(re.ordersChecked).toBe(re.orders);
    const orders = r.report.trail.turns.flatMap((t) => t.orders);
    expect(orders.length).toBeGreaterThanOrEqual(80);
    expect(orders.every((o) => o.ruledBy === 'engine')).toBe(true);
  });
});
