import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { gameFigures } from '../../scripts/gameFigures.ts';
import { recordedEvents, ROOT } from '../audit/recordedLog.ts';
import { expectAuditAgrees, expectEngineRuledGame } from '../support/fullGameChecks.ts';

// Issue 18's yardstick: a second full N5 game of three rounds, at least 40 Orders, every family of
// part 2 on main at least once, recorded end to end by the engine and re-adjudicated by the audit.
const GAME = 'examples/n5-full-game-2.game.yaml';

/** The part-2 families ruled inside an Order (names as scripts/gameFigures.ts counts them). */
const IN_AN_ORDER = [
  'Courage',
  'Dogged',
  'No Wound Incapacitation',
  'Immunity and Total Immunity',
  'Remote Presence',
  'Shasvastii',
  'Unconscious and Dead',
  'Stun ammunition and Stunned',
  'Doctor (and Doctor 2W)',
  'MediKit',
  'Engineer',
  'GizmoKit',
  'Tactical Awareness',
  'NCO',
  'Spotlight and Targeted',
  'Carbonite',
  'Regeneration',
  "Engineer's other use (cancelling States)",
  'Firewall',
  'Airborne Deployment (Combat Jump, Parachutist)',
  'Objective skills (extract, pick up, drop)',
  'Impetuous',
];

/**
 * Ids cited somewhere in the game: the Tactical Phase (Chain of Command) and the game's title
 * (the +1 Command Token Lieutenant) are outside the Orders; the rest as inside.
 */
const CITED = [
  'n5/skills/chain-of-command',
  'n5/skills/lieutenant-plus-one-token',
  'n5/skills/immunity',
  'n5/skills/total-immunity',
  'n5/skills/doctor-2w',
  'n5/states/targeted',
  'n5/states/stunned-cancellation',
  'n5/skills/engineer-remote-presence',
  'n5/deployment/phase',
  'n5/skills/infiltration',
  'n5/skills/peripheral',
  'n5/command-tokens/strategic',
  'n5/missions/supplies',
  'n5/supplies/extract',
  'n5/supplies/drop',
  'n5/supplies/pick-up',
  'n5/supplies/score-boxes',
  'n5/supplies/score-more',
  'n5/missions/classified-objectives',
  'n5/specialist/troops',
  'n5/missions/game-end',
  'n5/skills/frenzy',
  'n5/command-tokens/change-group',
  'n5/equipment/medikit-remote',
  'n5/skills/doctor-reroll',
  'n5/command-tokens/reroll-doctor',
  'n5/skills/stealth-cc',
];

describe(GAME, () => {
  it('n5/orders/expenditure-sequence: three rounds, at least 40 Orders, every one ruled by the engine', () => {
    expectEngineRuledGame(GAME, 40);
  });

  it('every part-2 family of issue 18 is ruled (in an Order, or in a Tactical Phase)', async () => {
    const figures = await gameFigures(join(ROOT, GAME));
    const missing = IN_AN_ORDER.filter((f) => (figures.perFamily.find((r) => r.family === f)?.orders ?? 0) === 0);
    expect(missing).toEqual([]);
    expect(CITED.filter((id) => !figures.citedAnywhere.includes(id))).toEqual([]);
    expect(figures.ruledByPlayers).toBe(0);
  });

  it('n5/skills/stealth: the Intruder moving in the Morat’s ZoC out of its LoF gets no ARO (declaring one stops the recording)', () => {
    const text = readFileSync(join(ROOT, GAME), 'utf8');
    const zoc = '          - { fact: zoc, trooper: morat, of: intruder, value: true }\n';
    expect(text).toContain(zoc);
    const withAro = text.replace(zoc, `${zoc}        aros:\n          morat: { skill: dodge }\n`);
    const parsed = parseRecordedGame(GAME, withAro);
    if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
    const r = recordGame(GAME, parsed.right.game, parsed.right.map);
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(formatScriptError(r.left.error)).toContain('n5/skills/stealth');
  });

  it('n5/states/unconscious: the Iguana (a TAG) goes Unconscious without going Prone; the Dogged Morat dies in the States Phase', () => {
    const events = recordedEvents(GAME);
    const entered = events.flatMap((e) => (e.type === 'StateEntered' ? [e] : []));
    expect(entered.some((e) => e.trooper === 'iguana' && e.state === 'unconscious')).toBe(true);
    expect(entered.some((e) => e.trooper === 'iguana' && e.state === 'prone')).toBe(false);
    const moratDead = events.findIndex((e) => e.type === 'StateEntered' && e.trooper === 'morat' && e.state === 'dead');
    const firstTurnEnd = events.findIndex((e) => e.type === 'TurnEnded');
    expect(moratDead).toBeGreaterThan(-1);
    expect(moratDead).toBeLessThan(firstTurnEnd);
    expect(events.slice(0, moratDead).some((e) => e.type === 'StateEntered' && e.state === 'dogged')).toBe(true);
  });

  it('n5/missions/supplies: it ends with a scored mission: a Supply Box extracted, dropped and picked up, three rounds scored, then the final score (Nomads 5 OP, Combined Army 1)', () => {
    const events = recordedEvents(GAME);
    expect(events.filter((e) => e.type === 'ObjectiveChanged').length).toBeGreaterThanOrEqual(3);
    expect(events.filter((e) => e.type === 'RoundScored')).toHaveLength(3);
    const ended = events.filter((e) => e.type === 'GameEnded');
    expect(ended).toHaveLength(1);
    expect(events.at(-1)?.type).toBe('GameEnded');
    expect(ended[0]).toMatchObject({ winner: 'nomads' });
    expect(ended[0]?.type === 'GameEnded' && ended[0].scores.map((x) => [x.player, x.objectivePoints])).toEqual([
      ['nomads', 5],
      ['combined', 1],
    ]);
  });

  it('the audit re-adjudicates every Order and every ruling agrees', async () => {
    await expectAuditAgrees(GAME, 40);
  });
});
