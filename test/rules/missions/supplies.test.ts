import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  boxesHeld,
  extractMod,
  extractRefusal,
  holderOf,
  initialSupplies,
  pickUpRefusal,
} from '../../../rules/missions/supplies.ts';
import { missionById, scoreMission } from '../../../rules/missions/index.ts';
import type { TrooperState } from '../../../rules/combat/index.ts';
import type { TrooperView } from '../../../rules/table/index.ts';
import type { TrooperSkill } from '../../../rules/profiles/index.ts';

const SUPPLIES = missionById('n5/missions/supplies');
const view = (player: string, skills: readonly TrooperSkill[] = [], states: readonly TrooperState[] = []) =>
  ({ player, group: player, woundsReceived: 0, states, spentUses: {}, profile: { skills } }) as unknown as TrooperView;
const VIEWS: Record<string, TrooperView> = {
  engineer: view('alice', ['engineer']),
  angus: view('alice'),
  fallen: view('alice', ['engineer'], ['unconscious']),
  morat: view('bob', ['hacker']),
};
const views = (id: string): TrooperView | undefined => VIEWS[id];

const score = (alice: number, bob: number) =>
  scoreMission({
    mission: SUPPLIES,
    players: ['alice', 'bob'],
    facts: { dominate: {}, classified: [] },
    classified: [],
    killed: {},
    victoryPoints: { alice: 100, bob: 100 },
    level: 300,
    boxes: { alice, bob },
  });

describe('the Supplies mission and its objective skills', () => {
  it('n5/missions/supplies: 3 Game Rounds, no zones, three Tech-Coffins each with its Supply Box, at most 10 Objective Points', () => {
    expect(SUPPLIES).toMatchObject({
      rounds: 3,
      zones: [],
      maxPoints: 10,
      scoring: { kind: 'supplies', perBox: 1, more: 3 },
    });
    expect(initialSupplies().coffins).toEqual({ 'coffin-1': 'box-1', 'coffin-2': 'box-2', 'coffin-3': 'box-3' });
  });

  it('n5/supplies/extract: only a Specialist extracts, from a coffin not yet opened', () => {
    const s = { ...initialSupplies(), opened: ['coffin-1'], boxes: { 'box-1': 'morat' } };
    const angus = { id: 'angus', view: views('angus')! };
    const engineer = { id: 'engineer', view: views('engineer')! };
    expect(extractRefusal(s, angus, 'coffin-2', views)?.citation).toBe('n5/supplies/extract');
    expect(extractRefusal(s, engineer, 'coffin-1', views)?.reason).toMatch(/already opened/);
    expect(extractRefusal(s, engineer, 'coffin-2', views)).toBeNull();
    expect(extractRefusal(undefined, engineer, 'coffin-2', views)?.citation).toBe('n5/missions/supplies');
  });

  it('n5/supplies/doctor-bonus: +3 WIP for a Doctor or Paramedic, none for an Engineer', () => {
    expect(extractMod(view('alice', ['doctor']))).toBe(3);
    expect(extractMod(view('alice', ['paramedic']))).toBe(3);
    expect(extractMod(view('alice', ['engineer']))).toBe(0);
  });

  it('n5/supplies/carrier-falls: a box whose carrier is Unconscious is held by nobody, and an ally picks it up from him', () => {
    const s = { ...initialSupplies(), opened: ['coffin-1'], boxes: { 'box-1': 'fallen' } };
    expect(holderOf(s, 'box-1', views)).toBeNull();
    expect(boxesHeld(s, ['alice', 'bob'], views)).toEqual({ alice: 0, bob: 0 });
    expect(pickUpRefusal(s, { id: 'morat', view: views('morat')! }, 'box-1', 'fallen', views)).toBeNull();
  });

  it('n5/supplies/pick-up: an enemy carrier standing keeps its box; n5/supplies/carry-limit: one box per trooper', () => {
    const s = { ...initialSupplies(), opened: ['coffin-1', 'coffin-2'], boxes: { 'box-1': 'morat', 'box-2': null } };
    const angus = { id: 'angus', view: views('angus')! };
    expect(pickUpRefusal(s, angus, 'box-1', 'morat', views)?.reason).toMatch(/an enemy not Unconscious/);
    expect(pickUpRefusal(s, { id: 'morat', view: views('morat')! }, 'box-2', undefined, views)?.citation).toBe(
      'n5/supplies/carry-limit',
    );
  });

  it("n5/supplies/score-boxes, n5/supplies/score-more: the page's chart: one box against none is 1+3, two against one 5 to 1, a tie no bonus", () => {
    expect(score(1, 0).map((p) => p.objectivePoints)).toEqual([4, 0]);
    expect(score(2, 1).map((p) => p.objectivePoints)).toEqual([5, 1]);
    expect(score(1, 1).map((p) => p.objectivePoints)).toEqual([1, 1]);
  });

  test.prop([fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })])(
    'n5/supplies/score-boxes: a box is worth 1 OP, the bonus goes to at most one player and only with more boxes, the score never exceeds 10',
    (a, b) => {
      fc.pre(a + b <= 3);
      const [alice, bob] = score(a, b);
      expect(alice!.objectivePoints).toBe(a + (a > b ? 3 : 0));
      expect(bob!.objectivePoints).toBe(b + (b > a ? 3 : 0));
      const bonuses = [alice!, bob!].filter((p) => p.lines.some((l) => l.citation === 'n5/supplies/score-more'));
      expect(bonuses.length).toBeLessThanOrEqual(1);
      expect(Math.max(alice!.objectivePoints, bob!.objectivePoints)).toBeLessThanOrEqual(SUPPLIES.maxPoints);
    },
  );
});
