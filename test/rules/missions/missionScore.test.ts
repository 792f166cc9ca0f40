import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  bandFor,
  bandPoints,
  isSpecialist,
  missionById,
  scoreMission,
  specialistCitation,
  winnerOf,
  type PlayerScore,
  type RoundFacts,
} from '../../../rules/missions/index.ts';

const ANNIHILATION = missionById('n5/missions/annihilation');
const FRONTLINE = missionById('n5/missions/frontline');
const NO_FACTS: RoundFacts = { dominate: {}, classified: [] };
const PLAYERS = ['alice', 'bob'];

const annihilation = (killed: number, alive: number, level = 300): PlayerScore | undefined =>
  scoreMission({
    mission: ANNIHILATION,
    players: PLAYERS,
    facts: NO_FACTS,
    classified: [],
    killed: { alice: killed, bob: 0 },
    victoryPoints: { alice: alive, bob: 0 },
    level,
  })[0];

describe('the catalogue', () => {
  it('n5/missions/annihilation: 3 Game Rounds, no zones, one Classified Objective worth 2, at most 10 Objective Points; Retreat! does not end it', () => {
    expect(ANNIHILATION).toMatchObject({
      rounds: 3,
      zones: [],
      classified: { count: 1, points: 2 },
      maxPoints: 10,
      retreatEndsGame: false,
    });
  });
  it('n5/missions/frontline: 3 Game Rounds, three sectors, two Classified Objectives worth 2 each, at most 10 Objective Points', () => {
    expect(FRONTLINE).toMatchObject({
      rounds: 3,
      zones: ['sector-1', 'sector-2', 'sector-3'],
      classified: { count: 2, points: 2 },
      maxPoints: 10,
    });
    expect(FRONTLINE.citations[0]).toBe(FRONTLINE.id);
  });
});

describe('Annihilation (the N5 wiki page, a 300-point game)', () => {
  it.each([
    [74, 0],
    [75, 1],
    [150, 1],
    [151, 3],
    [250, 3],
    [251, 4],
  ])('n5/annihilation/kill: killing %i enemy Army Points scores %i Objective Points', (killed, op) => {
    expect(annihilation(killed, 0)?.objectivePoints).toBe(op);
  });

  it.each([
    [60, 0],
    [75, 1],
    [200, 3],
    [300, 4],
  ])('n5/annihilation/survive: %i surviving Victory Points score %i Objective Points', (alive, op) => {
    expect(annihilation(0, alive)?.objectivePoints).toBe(op);
  });

  it('n5/annihilation/kill: the bands follow the game size (200 points: 50-100, 101-150, more than 150)', () => {
    const band = bandFor(
      (ANNIHILATION.scoring.kind === 'annihilation' ? ANNIHILATION.scoring : null)?.bands ?? {},
      200,
    );
    expect(band).toEqual({ low: 50, mid: 100, high: 150 });
    expect([49, 50, 101, 151].map((v) => bandPoints(band, v))).toEqual([0, 1, 3, 4]);
    // A size between the columns reads the column below it.
    expect(annihilation(160, 0, 220)?.objectivePoints).toBe(4);
  });

  it('n5/missions/classified-objectives: one Classified Objective drawn, 2 Objective Points; a second one does not count', () => {
    const [alice] = scoreMission({
      mission: ANNIHILATION,
      players: PLAYERS,
      facts: NO_FACTS,
      classified: [
        { player: 'alice', objective: 'data-scan', by: 'hacker' },
        { player: 'alice', objective: 'test-run', by: 'engineer' },
      ],
      killed: {},
      victoryPoints: {},
      level: 300,
    });
    expect(alice?.objectivePoints).toBe(2);
    expect(alice?.lines.filter((l) => l.citation === 'n5/missions/classified-objectives')).toHaveLength(1);
  });

  it('n5/annihilation/kill: the Objective Points are capped at 10', () => {
    expect(
      scoreMission({
        mission: { ...ANNIHILATION, classified: { count: 3, points: 2 } },
        players: PLAYERS,
        facts: NO_FACTS,
        classified: ['a', 'b', 'c'].map((objective) => ({ player: 'alice', objective })),
        killed: { alice: 300 },
        victoryPoints: { alice: 300 },
        level: 300,
      })[0]?.objectivePoints,
    ).toBe(10);
  });
});

describe('Frontline', () => {
  const frontline = (dominate: Record<string, string | null>): readonly PlayerScore[] =>
    scoreMission({
      mission: FRONTLINE,
      players: PLAYERS,
      facts: { dominate, classified: [] },
      classified: [],
      killed: {},
      victoryPoints: { alice: 100, bob: 120 },
      level: 300,
    });

  it('n5/frontline/sectors: the nearest sector 1 OP, the central 2, the farthest 3, counted from each side', () => {
    const [alice, bob] = frontline({ 'sector-1': 'alice', 'sector-2': 'bob', 'sector-3': 'alice' });
    expect(alice?.objectivePoints).toBe(1 + 3);
    expect(bob?.objectivePoints).toBe(2);
    const [a2, b2] = frontline({ 'sector-1': 'bob', 'sector-2': null, 'sector-3': 'bob' });
    expect(a2?.objectivePoints).toBe(0);
    expect(b2?.objectivePoints).toBe(3 + 1);
  });

  it('n5/frontline/dominate: a zone nobody dominates scores nothing', () => {
    expect(frontline({ 'sector-1': null, 'sector-2': null, 'sector-3': null }).map((s) => s.objectivePoints)).toEqual([
      0, 0,
    ]);
  });

  test.prop([fc.array(fc.constantFrom('alice', 'bob', null), { minLength: 3, maxLength: 3 })])(
    'n5/frontline/sectors: the score is a pure function of who dominates; mirrored sides mirror the points',
    (owners) => {
      const dominate = Object.fromEntries(FRONTLINE.zones.map((z, i) => [z, owners[i] ?? null]));
      const once = frontline(dominate);
      expect(frontline(dominate)).toEqual(once);
      const swap = (p: string | null): string | null => (p === 'alice' ? 'bob' : p === 'bob' ? 'alice' : null);
      const mirrored = Object.fromEntries(FRONTLINE.zones.map((z, i) => [z, swap(owners[2 - i] ?? null)]));
      const [ma, mb] = frontline(mirrored);
      expect([mb?.objectivePoints, ma?.objectivePoints]).toEqual(once.map((s) => s.objectivePoints));
      for (const s of once) expect(s.objectivePoints).toBeLessThanOrEqual(6);
    },
  );
});

describe('the winner', () => {
  const score = (player: string, op: number, vp: number): PlayerScore => ({
    player,
    objectivePoints: op,
    victoryPoints: vp,
    lines: [],
  });
  it('n5/missions/objective-points: more Objective Points win; on a tie, more Victory Points; else a draw', () => {
    expect(winnerOf([score('alice', 5, 100), score('bob', 4, 300)])).toBe('alice');
    expect(winnerOf([score('alice', 5, 100), score('bob', 5, 300)])).toBe('bob');
    expect(winnerOf([score('alice', 5, 300), score('bob', 5, 300)])).toBeNull();
  });

  test.prop([fc.nat(10), fc.nat(300), fc.nat(10), fc.nat(300)])(
    'n5/missions/objective-points: the winner does not depend on the order the scores are listed in',
    (a, av, b, bv) => {
      const scores = [score('alice', a, av), score('bob', b, bv)];
      expect(winnerOf(scores)).toBe(winnerOf([...scores].reverse()));
    },
  );
});

describe('Specialist Troops', () => {
  it('n5/specialist/troops: Doctor, Engineer, Hacker, Forward Observer, Paramedic and Chain of Command make a Specialist', () => {
    for (const skill of ['doctor', 'engineer', 'hacker', 'forward-observer', 'paramedic', 'chain-of-command'] as const)
      expect(isSpecialist({ skills: [skill] }), skill).toBe(true);
    expect(isSpecialist({ skills: ['courage', 'mimetism-3'] })).toBe(false);
    expect(specialistCitation({ skills: ['hacker'] })).toBe('n5/specialist/troops');
  });

  it('n5/skills/specialist-operative: its user is a Specialist though it has none of their skills', () => {
    expect(isSpecialist({ skills: ['specialist-operative'] })).toBe(true);
    expect(specialistCitation({ skills: ['specialist-operative'] })).toBe('n5/skills/specialist-operative');
  });
});
