import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  FLEE_PRIORITIES,
  breakForAirMove,
  brokenActivation,
  brokenReactionModifier,
  burnOut,
  burnOutRestartModifier,
  fleeChoice,
  retreatFromCombat,
  retreatMove,
  runningForCoverMove,
  type FleeAction,
  type FleeSpot,
} from '../../../rules/necromunda/index.ts';

const spot = (id: string, more: Partial<FleeSpot> = {}): FleeSpot => ({
  id,
  nearestEnemyModelInches: 2,
  nearestEnemyFighterInches: 2,
  outOfEnemyLineOfSight: false,
  inCover: false,
  ...more,
});

describe('necromunda/nerve/broken', () => {
  it('necromunda/nerve/broken: a Broken fighter loses Ready, activates at once and Runs for Cover', () => {
    expect(brokenActivation({ kind: 'fighter', engaged: false })).toEqual({
      action: 'running-for-cover',
      loseReady: true,
      activatesNow: true,
      retreatsFirst: false,
      rules: ['necromunda/nerve/broken', 'necromunda/nerve/running-for-cover'],
    });
    expect(brokenActivation({ kind: 'fighter', engaged: true }).retreatsFirst).toBe(true);
  });

  it('necromunda/nerve/broken: a Mobile vehicle Breaks for Air, a Stationary one Burns Out', () => {
    expect(brokenActivation({ kind: 'vehicle', mobility: 'mobile' })).toMatchObject({
      action: 'break-for-air',
      rules: ['necromunda/nerve/broken', 'necromunda/nerve/break-for-air'],
    });
    expect(brokenActivation({ kind: 'vehicle', mobility: 'stationary' })).toMatchObject({
      action: 'burn-out',
      rules: ['necromunda/nerve/broken', 'necromunda/nerve/burn-out'],
    });
  });

  it('necromunda/nerve/broken: -2 to Reaction attacks for a Broken fighter while Engaged, nothing otherwise', () => {
    expect(brokenReactionModifier(true, true)).toEqual({ modifier: -2, rules: ['necromunda/nerve/broken'] });
    expect(brokenReactionModifier(true, false).modifier).toBe(0);
    expect(brokenReactionModifier(false, true).modifier).toBe(0);
  });
});

describe('necromunda/nerve/running-for-cover', () => {
  it('necromunda/nerve/running-for-cover: an Active fighter moves 2D6", a Prone one half its Move (not rounded)', () => {
    expect(runningForCoverMove(false, 5, [3, 4])).toEqual({
      inches: 7,
      from: 'dice',
      rules: ['necromunda/nerve/running-for-cover'],
    });
    expect(runningForCoverMove(true, 5, [])).toMatchObject({ inches: 2.5, from: 'half-move' });
    expect(() => runningForCoverMove(false, 5, [3])).toThrow(/2D6 owed for the move, got 1/);
    expect(() => runningForCoverMove(true, 5, [3])).toThrow(/half Move rolls no dice/);
    expect(() => runningForCoverMove(false, 5, [3, 7])).toThrow(/a D6 reads a whole number from 1 to 6, got 7/);
  });

  it('necromunda/nerve/running-for-cover: the priorities in order — beyond 3" of enemies beats out of sight beats cover beats distance', () => {
    const far = spot('far', { nearestEnemyModelInches: 3.5, nearestEnemyFighterInches: 3.5 });
    const hidden = spot('hidden', { outOfEnemyLineOfSight: true, inCover: true, nearestEnemyFighterInches: 3 });
    expect(fleeChoice('running-for-cover', [hidden, far])).toEqual({
      best: ['far'],
      decidedBy: 'beyond-3-of-enemies',
      rules: ['necromunda/nerve/running-for-cover'],
    });
    const covered = spot('covered', { inCover: true });
    expect(fleeChoice('running-for-cover', [covered, hidden])).toMatchObject({
      best: ['hidden'],
      decidedBy: 'out-of-sight',
    });
    expect(fleeChoice('running-for-cover', [spot('open'), covered])).toMatchObject({
      best: ['covered'],
      decidedBy: 'in-cover',
    });
  });

  it('necromunda/nerve/running-for-cover: the last priority is distance from enemy fighters; Break for Air measures from enemy models', () => {
    const a = spot('a', { nearestEnemyModelInches: 1, nearestEnemyFighterInches: 2.5 });
    const b = spot('b', { nearestEnemyModelInches: 2, nearestEnemyFighterInches: 2 });
    expect(fleeChoice('running-for-cover', [a, b])).toMatchObject({ best: ['a'], decidedBy: 'furthest-away' });
    expect(fleeChoice('break-for-air', [a, b])).toMatchObject({
      best: ['b'],
      decidedBy: 'furthest-away',
      rules: ['necromunda/nerve/break-for-air'],
    });
  });

  it("necromunda/nerve/running-for-cover: spots the priorities cannot tell apart are the players' choice", () => {
    expect(fleeChoice('running-for-cover', [spot('x'), spot('y')])).toMatchObject({
      best: ['x', 'y'],
      decidedBy: 'none',
    });
    expect(() => fleeChoice('running-for-cover', [])).toThrow(/at least one spot/);
  });

  it('necromunda/nerve/running-for-cover: Engaged, an Initiative test; failed, the action ends', () => {
    expect(
      retreatFromCombat({ initiative: { target: 4, roll: 3 }, enemies: [{ id: 'e1' }], seriouslyInjured: false }),
    ).toMatchObject({
      kind: 'held',
      test: { characteristic: 'initiative', passed: false },
    });
    expect(() =>
      retreatFromCombat({
        initiative: { target: 4, roll: 3 },
        enemies: [{ id: 'e1', initiative: { target: 4, roll: 5 } }],
        seriouslyInjured: false,
      }),
    ).toThrow(/no enemy tests to strike it \(got e1\)/);
  });

  it('necromunda/nerve/running-for-cover: passed, each Engaged enemy passing Initiative strikes; then 2D6" or half Move if Seriously Injured', () => {
    const r = retreatFromCombat({
      initiative: { target: 4, roll: 5 },
      enemies: [
        { id: 'e1', initiative: { target: 3, roll: 3 } },
        { id: 'e2', initiative: { target: 4, roll: 2 } },
        { id: 'e3' },
      ],
      seriouslyInjured: true,
    });
    expect(r).toMatchObject({ kind: 'breaks-away', reactionAttackers: ['e1'], thenMoves: 'half-move' });
    expect(retreatMove(true, 4, [])).toMatchObject({ inches: 2 });
    expect(retreatMove(false, 4, [6, 6])).toMatchObject({ inches: 12 });
  });

  const fleeSpot = fc.record({
    nearestEnemyModelInches: fc.integer({ min: 0, max: 8 }),
    nearestEnemyFighterInches: fc.integer({ min: 0, max: 8 }),
    outOfEnemyLineOfSight: fc.boolean(),
    inCover: fc.boolean(),
  });
  const key = (action: FleeAction, s: FleeSpot): readonly number[] => [
    s.nearestEnemyModelInches > 3 ? 1 : 0,
    s.outOfEnemyLineOfSight ? 1 : 0,
    s.inCover ? 1 : 0,
    action === 'running-for-cover' ? s.nearestEnemyFighterInches : s.nearestEnemyModelInches,
  ];
  const beats = (a: readonly number[], b: readonly number[]): boolean => {
    const i = a.findIndex((v, k) => v !== b[k]);
    return i !== -1 && (a[i] ?? 0) > (b[i] ?? 0);
  };

  test.prop([
    fc.constantFrom<FleeAction>('running-for-cover', 'break-for-air'),
    fc.array(fleeSpot, { minLength: 1, maxLength: 7 }),
    fc.nat(),
  ])(
    'necromunda/nerve/running-for-cover: the priorities are an order — no spot beats a best one, and the best do not depend on the listing order',
    (action, drawn, shift) => {
      const spots = drawn.map((s, i) => ({ ...s, id: `s${i}` }));
      const choice = fleeChoice(action, spots);
      for (const b of choice.best) {
        const best = spots.find((s) => s.id === b);
        if (best === undefined) throw new Error('unknown best');
        expect(spots.some((s) => beats(key(action, s), key(action, best)))).toBe(false);
      }
      const k = shift % spots.length;
      const rotated = [...spots.slice(k), ...spots.slice(0, k)];
      expect([...fleeChoice(action, rotated).best].sort()).toEqual([...choice.best].sort());
      expect(FLEE_PRIORITIES).toHaveLength(4);
    },
  );
});

describe('necromunda/nerve/break-for-air', () => {
  it('necromunda/nerve/break-for-air: a Mobile vehicle moves 3D6" with any number of pivots', () => {
    expect(breakForAirMove([1, 2, 6])).toEqual({
      inches: 9,
      from: 'dice',
      pivots: 'any',
      rules: ['necromunda/nerve/break-for-air'],
    });
    expect(() => breakForAirMove([1, 2])).toThrow(/necromunda\/nerve\/break-for-air: 3D6 owed for the move, got 2/);
  });
});

describe('necromunda/nerve/burn-out', () => {
  it('necromunda/nerve/burn-out: D3 Smoke blasts placed within 1"; -1 to the Restart test per Smoke marker', () => {
    expect(burnOut(2, [0.5, 1])).toEqual({ smokeBlasts: 2, rules: ['necromunda/nerve/burn-out'] });
    expect(burnOutRestartModifier(2)).toEqual({ modifier: -2, rules: ['necromunda/nerve/burn-out'] });
    expect(burnOutRestartModifier(0).modifier).toBe(0);
  });

  it('necromunda/nerve/burn-out: a blast placed beyond 1", a missing one or a D3 outside 1–3 is refused', () => {
    expect(() => burnOut(1, [1.5])).toThrow(/Smoke blast 1 is placed within 1", got 1.5"/);
    expect(() => burnOut(3, [0, 0])).toThrow(/3 Smoke blast\(s\) to place, got 2/);
    expect(() => burnOut(4, [])).toThrow(/a D3 reads a whole number from 1 to 3, got 4/);
  });
});
