import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  SUPREMACY_CONSOLES,
  consolesHeld,
  hackConsoleMod,
  hackConsoleRefusal,
  initialConsoles,
} from '../../../rules/missions/consoles.ts';
import { missionById, scoreMission, type RoundFacts } from '../../../rules/missions/index.ts';
import type { TrooperView } from '../../../rules/table/index.ts';
import type { TrooperSkill } from '../../../rules/profiles/index.ts';

const SUPREMACY = missionById('n5/missions/supremacy');
const view = (player: string, skills: readonly TrooperSkill[] = []) =>
  ({
    player,
    group: player,
    woundsReceived: 0,
    states: [],
    spentUses: {},
    profile: { skills },
  }) as unknown as TrooperView;
const Q = ['quadrant-1', 'quadrant-2', 'quadrant-3', 'quadrant-4'];
const round = (owners: readonly (string | null)[]): RoundFacts => ({
  dominate: Object.fromEntries(Q.map((q, i) => [q, owners[i] ?? null])),
  classified: [],
});
const score = (rounds: readonly RoundFacts[], consoles: Record<string, number>) =>
  scoreMission({
    mission: SUPREMACY,
    players: ['alice', 'bob'],
    facts: rounds.at(-1) ?? round([]),
    rounds,
    classified: [],
    killed: {},
    victoryPoints: { alice: 100, bob: 100 },
    level: 300,
    consoles,
  });

describe('the Supremacy mission and its Consoles', () => {
  it('n5/missions/supremacy: 3 Game Rounds, four Quadrants, a Console in each, one Classified Objective worth 1 OP, at most 10 OP', () => {
    expect(SUPREMACY).toMatchObject({ rounds: 3, zones: Q, consoles: SUPREMACY_CONSOLES, maxPoints: 10 });
    expect(SUPREMACY.classified).toEqual({ count: 1, points: 1 });
  });

  it('n5/supremacy/hacker-bonus: +3 WIP for a Hacker, none for an Engineer', () => {
    expect(hackConsoleMod(view('alice', ['hacker']))).toBe(3);
    expect(hackConsoleMod(view('alice', ['engineer']))).toBe(0);
  });

  it('n5/supremacy/hack-console: only a Specialist; a Console hacked by its own side is refused, one hacked by the adversary may be hacked back', () => {
    const s = { ...initialConsoles(SUPREMACY_CONSOLES), hacked: { 'console-1': { player: 'bob', by: 'zerat' } } };
    expect(hackConsoleRefusal(s, { id: 'angus', view: view('alice') }, 'console-2')?.citation).toBe(
      'n5/supremacy/hack-console',
    );
    expect(hackConsoleRefusal(s, { id: 'eng', view: view('alice', ['engineer']) }, 'console-1')).toBeNull();
    expect(hackConsoleRefusal(s, { id: 'h', view: view('bob', ['hacker']) }, 'console-1')?.reason).toBe(
      'console-1 is already hacked for bob (by zerat)',
    );
    expect(hackConsoleRefusal(undefined, { id: 'eng', view: view('alice', ['engineer']) }, 'console-1')?.citation).toBe(
      'n5/missions/supremacy',
    );
  });

  it('n5/supremacy/score-consoles: the Consoles each player holds hacked', () => {
    const s = {
      ...initialConsoles(SUPREMACY_CONSOLES),
      hacked: { 'console-1': { player: 'bob', by: 'z' }, 'console-3': { player: 'bob', by: 'z' } },
    };
    expect(consolesHeld(s, ['alice', 'bob'])).toEqual({ alice: 0, bob: 2 });
  });

  it('n5/supremacy/quadrants: each round, 1 OP for as many Quadrants as the adversary (at least one), 2 OP for more, nothing with none', () => {
    const [alice, bob] = score(
      [round(['alice', 'bob']), round(['alice', 'alice', 'bob']), round([null, null, null, null])],
      { alice: 1, bob: 0 },
    );
    expect(alice?.lines.map((l) => [l.points, l.citation])).toEqual([
      [1, 'n5/supremacy/quadrants'],
      [2, 'n5/supremacy/quadrants'],
      [1, 'n5/supremacy/score-consoles'],
    ]);
    expect(alice?.objectivePoints).toBe(4);
    expect(bob?.objectivePoints).toBe(1);
  });

  test.prop([
    fc.array(fc.array(fc.constantFrom('alice', 'bob', null), { minLength: 4, maxLength: 4 }), {
      minLength: 3,
      maxLength: 3,
    }),
    fc.nat(4),
  ])(
    'n5/supremacy/quadrants: both players never score 2 OP in the same round, and OP stay within 0..10',
    (rounds, c) => {
      const scores = score(rounds.map(round), { alice: c, bob: 4 - c });
      for (const s of scores) expect(s.objectivePoints).toBeGreaterThanOrEqual(0);
      for (const s of scores) expect(s.objectivePoints).toBeLessThanOrEqual(10);
      rounds.forEach((_, i) => {
        const twos = scores.filter((s) =>
          s.lines.some((l) => l.objective.startsWith(`round ${i + 1}:`) && l.points === 2),
        );
        expect(twos.length).toBeLessThanOrEqual(1);
      });
    },
  );
});
