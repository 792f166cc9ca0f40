import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { NecromundaCommand } from '../../../machines/necromunda/index.ts';
import { fighter, injure, ofType, play, table, vehicle } from './necromundaTable.ts';

// Given a tester (Cool 7+) near a friend taken Out of Action (a fighter) or Wrecked (a vehicle), and
// other friends of its kind at random distances, some Seriously Injured: the Nerve test it takes.

interface Friend {
  readonly inches: number;
  readonly seriouslyInjured: boolean;
}
type Kind = 'fighter' | 'vehicle';
const RANGE: Readonly<Record<Kind, number>> = { fighter: 3, vehicle: 6 };
const FAR = 12;

const helps = (kind: Kind, f: Friend): boolean =>
  f.inches <= RANGE[kind] && (kind === 'vehicle' || !f.seriouslyInjured);

/** What the tester's dice had to reach, played through a session: the Nerve test's `needed`. */
const needed = (kind: Kind, friends: readonly Friend[], roll: number): number => {
  const ids = friends.map((_, i) => `friend${i}`);
  const g = table({
    fighters: [
      fighter('enemy', 'Goliath'),
      ...(kind === 'fighter' ? ['tester', 'casualty', ...ids].map((id) => fighter(id, 'Escher')) : []),
    ],
    vehicles: kind === 'vehicle' ? ['tester', 'casualty', ...ids].map((id) => vehicle(id, 'Escher')) : [],
    campaign: false,
  });
  const standing = (not: readonly string[]) => ['tester', 'casualty', ...ids].filter((id) => !not.includes(id));
  const check = (casualty: string, near: string | null): NecromundaCommand => ({
    type: 'nerve-check',
    casualty,
    distances: standing([casualty]).map((id) => ({ id, inches: id === near ? 1 : FAR })),
  });
  friends.forEach((f, i) => {
    if (kind === 'fighter' && f.seriouslyInjured)
      play(g, [...injure('enemy', `friend${i}`, 'serious-injury'), check(`friend${i}`, null)]);
  });
  play(
    g,
    kind === 'fighter' ? injure('enemy', 'casualty', 'out-of-action') : [{ type: 'roll-over', vehicle: 'casualty' }],
  );
  play(g, [check('casualty', 'tester')]);
  const taken = ofType(
    play(g, [
      {
        type: 'nerve-test',
        tester: 'tester',
        roll,
        distances: friends.map((f, i) => ({ id: `friend${i}`, inches: f.inches })),
      },
    ]),
    'NerveTestTaken',
  )[0];
  if (taken === undefined) throw new Error('no Nerve test was taken');
  expect(taken.helpers).toBe(friends.filter((f) => helps(kind, f)).length);
  return taken.test.needed;
};

const friend = fc.record({
  inches: fc.integer({ min: 0, max: 40 }).map((q) => q / 4),
  seriouslyInjured: fc.boolean(),
});

describe('necromunda/nerve/tests: helpers', () => {
  test.prop(
    [
      fc.constantFrom<Kind>('fighter', 'vehicle'),
      fc.array(friend, { maxLength: 4 }),
      friend,
      fc.integer({ min: 2, max: 12 }),
    ],
    { numRuns: 60 },
  )(
    'necromunda/nerve/tests: helpers are monotone: one more friend of the same kind never raises what the Cool test needs, and lowers it by one exactly when it is in range (and, a fighter, not Seriously Injured)',
    (kind, friends, extra, roll) => {
      const without = needed(kind, friends, roll);
      const withExtra = needed(kind, [...friends, extra], roll);
      expect(without).toBe(7 - friends.filter((f) => helps(kind, f)).length);
      expect(withExtra).toBeLessThanOrEqual(without);
      expect(without - withExtra).toBe(helps(kind, extra) ? 1 : 0);
    },
  );
});
