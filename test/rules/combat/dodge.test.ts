import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  dodgeMods,
  dodgeMove,
  dodgeOutcome,
  type DodgeExchange,
  type DodgeSituation,
} from '../../../rules/combat/index.ts';
import { UNIT_TYPES } from '../../../rules/profiles/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const li: DodgeSituation = {
  unitType: 'LI',
  motorcycle: false,
  template: 'none',
  lofToAttacker: true,
  deployable: false,
  states: [],
};
const total = (r: ReturnType<typeof dodgeMods>): number | 'refused' =>
  E.isRight(r) ? r.right.mods.reduce((s, m) => s + m.value, 0) : 'refused';

describe('dodgeMods', () => {
  it('n3/dodge/unit-type: N3: Motorcycles and REMs -3, TAGs -6 (not stacked); nothing of the kind in N4/N5', () => {
    expect(total(dodgeMods('n3', li))).toBe(0);
    expect(total(dodgeMods('n3', { ...li, unitType: 'REM' }))).toBe(-3);
    expect(total(dodgeMods('n3', { ...li, motorcycle: true }))).toBe(-3);
    expect(total(dodgeMods('n3', { ...li, unitType: 'TAG', motorcycle: true }))).toBe(-6);
    expect(total(dodgeMods('n4', { ...li, unitType: 'TAG' }))).toBe(0);
    expect(total(dodgeMods('n5', { ...li, unitType: 'REM', motorcycle: true }))).toBe(0);
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/dodge/templates: templates: -3 without LoF or against a Deployable, once',
    (edition) => {
      expect(total(dodgeMods(edition, { ...li, template: 'impact' }))).toBe(0);
      expect(total(dodgeMods(edition, { ...li, template: 'impact', lofToAttacker: false }))).toBe(-3);
      expect(total(dodgeMods(edition, { ...li, template: 'direct', deployable: true }))).toBe(-3);
      const both = dodgeMods(edition, { ...li, template: 'direct', deployable: true, lofToAttacker: false });
      expect(total(both)).toBe(-3);
      expect(E.isRight(both) && both.right.citations).toEqual([`${edition}/dodge/templates`]);
    },
  );

  it('n3/dodge/requires-lof: N3 needs LoF to the attacker unless a template affects the trooper; N4/N5 do not refuse', () => {
    expect(dodgeMods('n3', { ...li, lofToAttacker: false })).toEqual(
      E.left({ reason: expect.any(String), citation: 'n3/dodge/requires-lof' }),
    );
    expect(total(dodgeMods('n4', { ...li, lofToAttacker: false }))).toBe(0);
  });

  it('n3/states/immobilized, n4/states/imm-b: IMM-A Dodges at -6 in N4/N5 (stacking with the template -3); N3 Immobilized cannot Dodge', () => {
    expect(total(dodgeMods('n5', { ...li, states: ['imm-a'], deployable: true }))).toBe(-9);
    expect(dodgeMods('n3', { ...li, states: ['imm-a'] })).toMatchObject(E.left({ citation: 'n3/states/immobilized' }));
    expect(dodgeMods('n4', { ...li, states: ['imm-b'] })).toMatchObject(E.left({ citation: 'n4/states/imm-b' }));
  });

  test.prop([
    anEdition,
    fc.constantFrom(...UNIT_TYPES),
    fc.boolean(),
    fc.constantFrom('none' as const, 'direct' as const, 'impact' as const),
    fc.boolean(),
    fc.boolean(),
  ])(
    'every Dodge MOD is a penalty of -3 or -6, at most two of them, cited under the edition',
    (edition, unitType, motorcycle, template, lofToAttacker, deployable) => {
      const r = dodgeMods(edition, { unitType, motorcycle, template, lofToAttacker, deployable, states: [] });
      if (E.isLeft(r)) {
        expect(edition).toBe('n3');
        expect(lofToAttacker || template !== 'none' || deployable).toBe(false);
        return;
      }
      for (const m of r.right.mods) expect([-3, -6]).toContain(m.value);
      expect(r.right.mods.length).toBeLessThanOrEqual(edition === 'n3' ? 2 : 1);
      expectEditionCitations(edition, r.right.citations);
    },
  );
});

describe('dodgeMove', () => {
  it('N3: 2" in the Reactive Turn only, never into base contact', () => {
    expect(dodgeMove('n3', 'reactive')).toMatchObject({
      inches: 2,
      mayEnterBaseContact: false,
      triggersDeployables: true,
    });
    expect(dodgeMove('n3', 'active').inches).toBe(0);
  });
  it.each(['n4', 'n5'] as const)('%s: 2" in either turn, may enter Engaged, sets off no Deployable', (edition) => {
    for (const turn of ['active', 'reactive'] as const) {
      expect(dodgeMove(edition, turn)).toMatchObject({
        inches: 2,
        mayEnterBaseContact: true,
        triggersDeployables: false,
      });
    }
  });
  it('n5/states/prone, n4/states/prone, n4/dodge/move, n4/dodge/no-deployable-trigger: N4 and N5 Prone halve the Dodge move; N3 is not changed', () => {
    expect(dodgeMove('n5', 'active', ['prone'])).toMatchObject({
      inches: 1,
      citations: expect.arrayContaining(['n5/states/prone']),
    });
    expect(dodgeMove('n4', 'reactive', ['prone'])).toMatchObject({
      inches: 1,
      citations: expect.arrayContaining(['n4/states/prone']),
    });
    expect(dodgeMove('n4', 'reactive', [])).toMatchObject({
      inches: 2,
      citations: ['n4/dodge/move', 'n4/dodge/no-deployable-trigger'],
    });
    expect(dodgeMove('n3', 'reactive', ['prone']).inches).toBe(2);
  });
});

describe('dodgeOutcome (the Mine FAQ)', () => {
  // Seed 004: Angus Dodges in his Reactive Turn against Ortega's B3 Combi Rifle and a Mine his ARO set off.
  const ortega = (won: boolean, hit: boolean): DodgeExchange => ({ source: 'ortega', dodgerWon: won, attackHit: hit });
  const mine = (won: boolean): DodgeExchange => ({
    source: 'mine',
    dodgerWon: won,
    attackHit: !won,
    mine: 'declaration',
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s seed: failing either exchange means no move, and what got through hits',
    (edition) => {
      expect(dodgeOutcome(edition, 'reactive', [ortega(true, false), mine(false)])).toMatchObject({
        moves: false,
        inches: 0,
        hitBy: ['mine'],
      });
      expect(dodgeOutcome(edition, 'reactive', [ortega(false, true), mine(true)])).toMatchObject({
        moves: false,
        hitBy: ['ortega'],
      });
      expect(dodgeOutcome(edition, 'reactive', [ortega(false, true), mine(false)])).toMatchObject({
        moves: false,
        hitBy: ['ortega', 'mine'],
      });
      const all = dodgeOutcome(edition, 'reactive', [ortega(true, false), mine(true)]);
      expect(all).toMatchObject({ moves: true, inches: 2, hitBy: [] });
      expect(all.citations).toContain(`${edition}/dodge/mine`);
    },
  );

  it('a Dodge that fails while the attacker misses too still does not move', () => {
    expect(dodgeOutcome('n4', 'active', [ortega(false, false)])).toMatchObject({ moves: false, hitBy: [] });
  });

  it('N3 FAQ 1.2: a Mine only the destination reaches never hits; failing its roll cancels the move', () => {
    const dest = (won: boolean): DodgeExchange => ({
      source: 'mine',
      dodgerWon: won,
      attackHit: !won,
      mine: 'destination',
    });
    expect(dodgeOutcome('n3', 'reactive', [ortega(true, false), dest(false)])).toMatchObject({
      succeeded: false,
      moves: false,
      hitBy: [],
      minesNotActivated: ['mine'],
    });
    expect(dodgeOutcome('n3', 'reactive', [ortega(true, false), dest(true)])).toMatchObject({
      moves: true,
      hitBy: [],
      minesNotActivated: [],
    });
    // N4/N5: Dodge movement sets off no Deployable, so that Mine plays no part.
    expect(dodgeOutcome('n5', 'reactive', [ortega(true, false), dest(false)])).toMatchObject({
      succeeded: true,
      moves: true,
      hitBy: [],
      minesNotActivated: ['mine'],
    });
    expect(dodgeOutcome('n4', 'active', [ortega(true, false), dest(false)])).toMatchObject({
      succeeded: true,
      moves: true,
    });
  });

  it('N3 Active Turn: a won Dodge avoids the hit but does not move', () => {
    expect(dodgeOutcome('n3', 'active', [ortega(true, false)])).toMatchObject({
      succeeded: true,
      moves: false,
      hitBy: [],
    });
    // It cannot move, so a Mine only its destination would reach plays no part.
    expect(
      dodgeOutcome('n3', 'active', [
        ortega(true, false),
        { source: 'mine', dodgerWon: false, attackHit: false, mine: 'destination' },
      ]),
    ).toMatchObject({ succeeded: true, moves: false });
  });

  it('an exchange both won and lost is an error', () => {
    expect(() => dodgeOutcome('n5', 'active', [ortega(true, true)])).toThrow(RangeError);
  });

  const exchange = fc.record({
    outcome: fc.constantFrom('won', 'lost', 'both-missed'),
    mine: fc.constantFrom(undefined, 'declaration' as const, 'destination' as const),
  });
  const exchanges = fc.array(exchange, { maxLength: 5 }).map((list) =>
    list.map(({ outcome, mine: m }, i): DodgeExchange => ({
      source: `s${i}`,
      dodgerWon: outcome === 'won',
      attackHit: outcome === 'lost',
      ...(m === undefined ? {} : { mine: m }),
    })),
  );

  test.prop([anEdition, fc.constantFrom('active' as const, 'reactive' as const), exchanges])(
    'a trooper that was hit did not move; a trooper that moved won every exchange it rolled',
    (edition, turn, list) => {
      const r = dodgeOutcome(edition, turn, list);
      if (r.hitBy.length > 0) expect(r.moves).toBe(false);
      if (r.moves) {
        const rolled = edition === 'n3' ? list : list.filter((e) => e.mine !== 'destination');
        expect(rolled.every((e) => e.dodgerWon)).toBe(true);
        expect(r.inches).toBeGreaterThan(0);
      }
      for (const e of list) {
        if (e.mine === 'destination') expect(r.hitBy).not.toContain(e.source);
        else expect(r.hitBy.includes(e.source)).toBe(e.attackHit);
      }
      expectEditionCitations(edition, r.citations);
    },
  );
});
