import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  GUTS_OPTIONS,
  gutsFallback,
  gutsRequired,
  gutsRoll,
  validateGutsChoice,
  type AttackSuffered,
} from '../../../rules/combat/index.ts';
import { mod } from '../../../rules/dice/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const hitAndSaved: AttackSuffered = { causedSavingRolls: true, causedState: false, attackerNullNow: false };
const smoke: AttackSuffered = { causedSavingRolls: false, causedState: false, attackerNullNow: false };
const stateOnly: AttackSuffered = { causedSavingRolls: false, causedState: true, attackerNullNow: false };

describe('gutsRequired', () => {
  it.each(['n4', 'n5'] as const)('%s: not when Engaged, Null or IMM', (edition) => {
    for (const states of [['engaged'], ['unconscious'], ['dead'], ['imm-a'], ['imm-b']] as const) {
      expect(gutsRequired(edition, { states, attacksSuffered: [hitAndSaved] }).required).toBe(false);
    }
    expect(gutsRequired(edition, { states: ['prone'], attacksSuffered: [hitAndSaved] })).toMatchObject({
      required: true,
      citations: [`${edition}/guts/requirements`],
    });
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/guts/requirements: a trooper both Engaged and Unconscious is excused as Null, not as Engaged',
    (edition) => {
      const r = gutsRequired(edition, { states: ['engaged', 'unconscious'], attacksSuffered: [hitAndSaved] });
      expect(r.required).toBe(false);
      expect(r.why).toBe(
        edition === 'n3' ? 'the trooper did not survive the Attack' : 'a Null trooper makes no Guts Roll',
      );
    },
  );

  it.each(['n4', 'n5'] as const)(
    '%s 2.1: an Attack that made it save or enter a State; Smoke does not count',
    (edition) => {
      expect(gutsRequired(edition, { states: [], attacksSuffered: [stateOnly] }).required).toBe(true);
      expect(gutsRequired(edition, { states: [], attacksSuffered: [smoke] }).required).toBe(false);
      expect(gutsRequired(edition, { states: [], attacksSuffered: [] }).required).toBe(false);
    },
  );

  it('n4/guts/no-damage-no-state: N4 cites the Smoke FAQ; Guts is rolled even if every attacker is Null', () => {
    expect(gutsRequired('n4', { states: [], attacksSuffered: [smoke] }).citations).toContain(
      'n4/guts/no-damage-no-state',
    );
    const r = gutsRequired('n5', { states: [], attacksSuffered: [{ ...hitAndSaved, attackerNullNow: true }] });
    expect(r.required).toBe(true);
    expect(r.why).toContain('Null');
  });

  it('n3/guts/requirements: N3: after surviving an ARM/BTS Roll, not in Close Combat; IMM does not excuse', () => {
    expect(gutsRequired('n3', { states: [], attacksSuffered: [hitAndSaved] })).toMatchObject({
      required: true,
      citations: ['n3/guts/requirements'],
    });
    expect(gutsRequired('n3', { states: [], attacksSuffered: [stateOnly] }).required).toBe(false);
    expect(gutsRequired('n3', { states: ['engaged'], attacksSuffered: [hitAndSaved] }).why).toContain('Close Combat');
    expect(gutsRequired('n3', { states: ['imm-a'], attacksSuffered: [hitAndSaved] }).required).toBe(true);
    expect(gutsRequired('n3', { states: ['unconscious'], attacksSuffered: [hitAndSaved] }).required).toBe(false);
  });

  const attack = fc.record({
    causedSavingRolls: fc.boolean(),
    causedState: fc.boolean(),
    attackerNullNow: fc.boolean(),
  });
  test.prop([
    anEdition,
    fc.subarray(['prone', 'engaged', 'unconscious', 'dead', 'imm-a', 'imm-b', 'isolated'] as const),
    fc.array(attack, { maxLength: 4 }),
  ])(
    'never for Engaged or Null troopers; never without an Attack that forced a save (or, after N3, a State); attackers being Null never matters',
    (edition, states, attacks) => {
      const r = gutsRequired(edition, { states, attacksSuffered: attacks });
      if (states.includes('engaged') || states.includes('unconscious') || states.includes('dead'))
        expect(r.required).toBe(false);
      const counts = (a: AttackSuffered): boolean => a.causedSavingRolls || (edition !== 'n3' && a.causedState);
      if (!attacks.some(counts)) expect(r.required).toBe(false);
      const flipped = gutsRequired(edition, {
        states,
        attacksSuffered: attacks.map((a) => ({ ...a, attackerNullNow: !a.attackerNullNow })),
      });
      expect(flipped.required).toBe(r.required);
      expectEditionCitations(edition, r.citations);
    },
  );
});

describe('gutsFallback / validateGutsChoice', () => {
  it('n4/guts/fallback: the first possible of leave LoF, reach cover, go Prone', () => {
    expect(gutsFallback('n5', { leaveLoF: true, reachCover: true }).option).toBe('leave-lof');
    expect(gutsFallback('n5', { leaveLoF: false, reachCover: true }).option).toBe('reach-cover');
    expect(gutsFallback('n4', { leaveLoF: false, reachCover: false })).toEqual({
      option: 'go-prone',
      citation: 'n4/guts/fallback',
    });
  });

  it('n4/guts/fallback, n3/guts/fallback: a skipped possible option is refused, naming it', () => {
    const r = validateGutsChoice('n4', { leaveLoF: true, reachCover: true }, 'go-prone');
    expect(r).toMatchObject(E.left({ citation: 'n4/guts/fallback' }));
    expect(E.isLeft(r) && r.left.reason).toContain("out of the attackers' LoF");
    expect(validateGutsChoice('n4', { leaveLoF: false, reachCover: false }, 'reach-cover')).toMatchObject(E.left({}));
    expect(validateGutsChoice('n3', { leaveLoF: false, reachCover: true }, 'reach-cover')).toEqual(
      E.right({ option: 'reach-cover', citation: 'n3/guts/fallback' }),
    );
  });

  test.prop([anEdition, fc.boolean(), fc.boolean(), fc.constantFrom(...GUTS_OPTIONS)])(
    'a choice is accepted exactly when it is the first possible option',
    (edition, leaveLoF, reachCover, chosen) => {
      const possible = { leaveLoF, reachCover };
      expect(E.isRight(validateGutsChoice(edition, possible, chosen))).toBe(
        gutsFallback(edition, possible).option === chosen,
      );
    },
  );
});

describe('gutsRoll', () => {
  it('n5/guts/roll: one Normal WIP Roll; the owner may fail on purpose', () => {
    expect(gutsRoll('n5', { kind: 'fail-on-purpose' })).toEqual({
      passed: false,
      roll: null,
      citations: ['n5/guts/roll'],
    });
    expect(gutsRoll('n5', { kind: 'roll', roller: 'angus', wip: 13, mods: [], face: 13 }).passed).toBe(true);
    expect(gutsRoll('n5', { kind: 'roll', roller: 'angus', wip: 13, mods: [], face: 14 }).passed).toBe(false);
    expect(
      gutsRoll('n4', {
        kind: 'roll',
        roller: 'angus',
        wip: 13,
        mods: [mod(-3, 'test', 'n4/bs-attack/modifiers')],
        face: 11,
      }).passed,
    ).toBe(false);
  });

  it('n3/rolls/attribute-below-1: below SV 1 nothing is rolled and the roll fails; a missing die above it is an error', () => {
    expect(
      gutsRoll('n3', {
        kind: 'roll',
        roller: 'x',
        wip: 2,
        mods: [mod(-3, 'test', 'n3/bs-attack/modifiers')],
        face: null,
      }).passed,
    ).toBe(false);
    expect(() => gutsRoll('n3', { kind: 'roll', roller: 'x', wip: 13, mods: [], face: null })).toThrow(RangeError);
  });
});
