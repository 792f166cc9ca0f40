import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  lastingInjuryOwed,
  nerveTest,
  nerveTestsOwed,
  type ModelKind,
  type NerveCandidate,
  type NerveFriend,
} from '../../../rules/necromunda/index.ts';

const NERVE = 'necromunda/nerve/tests';
const fighter = (id: string, inches: number, more: Partial<NerveCandidate> = {}): NerveCandidate => ({
  id,
  kind: 'fighter',
  juve: false,
  immune: false,
  inches,
  ...more,
});
const vehicle = (id: string, inches: number): NerveCandidate => ({ ...fighter(id, inches), kind: 'vehicle' });
const friend = (kind: ModelKind, inches: number, more: Partial<NerveFriend> = {}): NerveFriend => ({
  kind,
  inches,
  broken: false,
  seriouslyInjured: false,
  ...more,
});

describe('necromunda/out-of-action/fighters', () => {
  it('necromunda/out-of-action/fighters: going Out of Action, for any reason, owes one Lasting Injury roll', () => {
    expect(lastingInjuryOwed('active', 'out-of-action')).toEqual({
      owed: true,
      rules: ['necromunda/out-of-action/fighters'],
    });
    expect(lastingInjuryOwed('seriously-injured', 'out-of-action').owed).toBe(true);
    expect(lastingInjuryOwed('active', 'seriously-injured').owed).toBe(false);
    expect(lastingInjuryOwed('out-of-action', 'out-of-action').owed).toBe(false);
  });
});

describe(NERVE, () => {
  it('necromunda/nerve/tests: the page\'s table — fighters test within 3" of a fighter, 6" of a vehicle; vehicles ignore fighters, test within 6" of a vehicle', () => {
    const near = [
      fighter('f3', 3),
      fighter('f4', 3.5),
      vehicle('v1', 1),
      fighter('f6', 6),
      vehicle('v6', 6),
      vehicle('v7', 7),
    ];
    expect(nerveTestsOwed({ kind: 'fighter', juve: false, result: 'seriously-injured' }, near)).toEqual({
      testers: ['f3'],
      excused: [
        { id: 'f4', why: 'out-of-range' },
        { id: 'v1', why: 'ignores-fighters' },
        { id: 'f6', why: 'out-of-range' },
        { id: 'v6', why: 'ignores-fighters' },
        { id: 'v7', why: 'ignores-fighters' },
      ],
      rules: [NERVE],
    });
    expect(nerveTestsOwed({ kind: 'vehicle', juve: false, result: 'out-of-action' }, near).testers).toEqual([
      'f3',
      'f4',
      'v1',
      'f6',
      'v6',
    ]);
  });

  it('necromunda/nerve/tests: reading — "within" includes the range itself (a fighter exactly 3" away tests)', () => {
    expect(
      nerveTestsOwed({ kind: 'fighter', juve: false, result: 'out-of-action' }, [fighter('a', 3)]).testers,
    ).toEqual(['a']);
  });

  it('necromunda/nerve/tests: a model immune to Nerve tests is excused; a vehicle only calls for tests when Out of Action', () => {
    expect(
      nerveTestsOwed({ kind: 'fighter', juve: false, result: 'out-of-action' }, [fighter('a', 1, { immune: true })])
        .excused,
    ).toEqual([{ id: 'a', why: 'immune' }]);
    expect(() => nerveTestsOwed({ kind: 'vehicle', juve: false, result: 'seriously-injured' }, [])).toThrow(
      /necromunda\/nerve\/tests: a vehicle calls for Nerve tests only when Out of Action/,
    );
    expect(() => nerveTestsOwed({ kind: 'fighter', juve: false, result: 'out-of-action' }, [fighter('a', -1)])).toThrow(
      /the distance from a to the casualty is a measured distance/,
    );
  });

  it('necromunda/nerve/tests: a Juve taken Out of Action makes only other Juves test; Seriously Injured, everyone', () => {
    const near = [fighter('ganger', 1), fighter('juve', 2, { juve: true })];
    expect(nerveTestsOwed({ kind: 'fighter', juve: true, result: 'out-of-action' }, near)).toMatchObject({
      testers: ['juve'],
      excused: [{ id: 'ganger', why: 'juve-casualty' }],
    });
    expect(nerveTestsOwed({ kind: 'fighter', juve: true, result: 'seriously-injured' }, near).testers).toEqual([
      'ganger',
      'juve',
    ]);
  });

  it('necromunda/nerve/tests: the Cool test gets +1 per friendly fighter within 3" that is not Broken or Seriously Injured', () => {
    const friends = [
      friend('fighter', 2),
      friend('fighter', 3),
      friend('fighter', 3.1),
      friend('fighter', 1, { broken: true }),
      friend('fighter', 1, { seriouslyInjured: true }),
      friend('vehicle', 1),
    ];
    expect(nerveTest({ tester: 'fighter', cool: { target: 7, roll: 5 }, friends })).toEqual({
      helpers: 2,
      test: { characteristic: 'cool', modifier: 2, needed: 5, passed: true, rules: [NERVE] },
      broken: false,
      rules: [NERVE],
    });
  });

  it('necromunda/nerve/tests: a vehicle gets +1 per friendly vehicle within 6", whatever its status; failed, it is Broken', () => {
    const friends = [friend('vehicle', 6, { broken: true }), friend('vehicle', 7), friend('fighter', 1)];
    expect(nerveTest({ tester: 'vehicle', cool: { target: 8, roll: 6 }, friends })).toMatchObject({
      helpers: 1,
      test: { needed: 7, passed: false },
      broken: true,
      rules: [NERVE, 'necromunda/nerve/broken'],
    });
  });

  const candidate = fc
    .record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      kind: fc.constantFrom<ModelKind>('fighter', 'vehicle'),
      juve: fc.boolean(),
      immune: fc.boolean(),
      inches: fc.double({ min: 0, max: 12, noNaN: true }),
    })
    .map((c) => (c.kind === 'vehicle' ? { ...c, juve: false } : c));
  const casualty = fc
    .record({ kind: fc.constantFrom<ModelKind>('fighter', 'vehicle'), juve: fc.boolean(), si: fc.boolean() })
    .map(({ kind, juve, si }) =>
      kind === 'vehicle'
        ? ({ kind, juve: false, result: 'out-of-action' } as const)
        : ({ kind, juve, result: si ? 'seriously-injured' : 'out-of-action' } as const),
    );

  test.prop([casualty, fc.array(candidate, { maxLength: 8 })])(
    'necromunda/nerve/tests: every candidate either tests or is excused with its reason (count, order kept)',
    (c, drawn) => {
      const candidates = drawn.map((x, i) => ({ ...x, id: `m${i}` }));
      const owed = nerveTestsOwed(c, candidates);
      const excused = new Set(owed.excused.map((e) => e.id));
      expect(owed.testers.length + owed.excused.length).toBe(candidates.length);
      expect(owed.testers).toEqual(candidates.map((x) => x.id).filter((id) => !excused.has(id)));
      expect(owed.excused.map((e) => e.id)).toEqual(candidates.map((x) => x.id).filter((id) => excused.has(id)));
    },
  );

  test.prop([casualty, candidate, fc.double({ min: 0, max: 1, noNaN: true })])(
    'necromunda/nerve/tests: coming nearer never excuses a model that had to test',
    (c, cand, f) => {
      if (nerveTestsOwed(c, [cand]).testers.length === 0) return true;
      return nerveTestsOwed(c, [{ ...cand, inches: cand.inches * f }]).testers.length === 1;
    },
  );

  test.prop([
    fc.constantFrom<ModelKind>('fighter', 'vehicle'),
    fc.integer({ min: 2, max: 12 }),
    fc.integer({ min: 2, max: 12 }),
    fc.array(
      fc.record({
        kind: fc.constantFrom<ModelKind>('fighter', 'vehicle'),
        inches: fc.double({ min: 0, max: 8, noNaN: true }),
        broken: fc.boolean(),
        seriouslyInjured: fc.boolean(),
      }),
      { maxLength: 6 },
    ),
  ])(
    'necromunda/nerve/tests: one more helping friend never makes the Nerve test harder (count)',
    (tester, target, roll, friends) => {
      const before = nerveTest({ tester, cool: { target, roll }, friends });
      const after = nerveTest({ tester, cool: { target, roll }, friends: [...friends, friend(tester, 0)] });
      expect(after.helpers).toBe(before.helpers + 1);
      expect(after.test.needed).toBe(before.test.needed - 1);
      if (before.test.passed) expect(after.test.passed).toBe(true);
    },
  );
});
