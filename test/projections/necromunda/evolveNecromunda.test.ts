import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { foldEvents } from '../../../kernel/index.ts';
import type { NecromundaEvent } from '../../../events/necromunda/index.ts';
import { applyInjury, freshFighter, type InjuredFighter, type InjuryResult } from '../../../rules/necromunda/index.ts';
import { evolveNecromunda, foldNecromunda, necromundaRuleset } from '../../../projections/necromunda/index.ts';
import { ONE_OF_EACH, started } from '../../events/necromunda/necromundaSamples.ts';

describe("Necromunda's one evolve", () => {
  it('folds a game start into fighters at full Wounds and Toughness, standing, with no hit in progress', () => {
    const s = foldNecromunda([started]);
    expect(s?.order).toEqual(['krug', 'vex', 'grax']);
    expect(s?.fighters['grax']).toMatchObject({ woundsLeft: 2, toughness: 4, fleshWounds: 0, status: 'active' });
    expect(s?.hit).toBeNull();
    expect(necromundaRuleset.id).toBe('necromunda-2018');
  });

  it('follows a hit step by step: wound roll, save roll, damage, injury dice, resolved', () => {
    const steps = ONE_OF_EACH.map((_, i) => foldNecromunda(ONE_OF_EACH.slice(0, i + 1)));
    expect(steps.map((s) => s?.hit?.step ?? null)).toEqual([
      null,
      'wound-roll',
      'save-roll',
      'damage',
      'injury-dice',
      'injury-dice',
      'injury-dice',
      'injury-dice',
      null,
    ]);
    const end = steps[steps.length - 1];
    expect(end?.fighters['krug']).toMatchObject({ woundsLeft: 0, status: 'out-of-action' });
    expect(end?.lastHit).toEqual({ hit: 1, fighter: 'krug', outcome: 'out-of-action', saveDenied: null });
    expect(end?.hitsResolved).toBe(1);
  });

  it('refuses to fold what is not a game: a hit before the start, a second start, a die of no hit, two hits at once', () => {
    expect(() => foldNecromunda(ONE_OF_EACH.slice(1, 2))).toThrow(/before NecromundaGameStarted/);
    expect(() => foldNecromunda([started, started])).toThrow(/second NecromundaGameStarted/);
    expect(() => foldNecromunda([started, ...ONE_OF_EACH.slice(2, 3)])).toThrow(
      'evolve: WoundRolled of hit 1 with no hit in progress',
    );
    expect(() => foldNecromunda([...ONE_OF_EACH.slice(0, 2), ...ONE_OF_EACH.slice(1, 2)])).toThrow(
      'evolve: hit 1 declared while hit 1 is in progress',
    );
  });

  it('the ruleset folds with the kernel exactly as foldNecromunda does', () => {
    const p = necromundaRuleset.projection;
    expect(foldEvents(p.evolve.bind(p), p.initial, ONE_OF_EACH)).toEqual(foldNecromunda(ONE_OF_EACH));
  });

  const injured = (hit: number, before: InjuredFighter, result: InjuryResult): NecromundaEvent => {
    const o = applyInjury(before, result, false);
    return {
      type: 'FighterInjured',
      hit,
      fighter: 'grax',
      result,
      fleshWounds: o.fighter.fleshWounds,
      toughness: Math.max(0, o.fighter.baseToughness - o.fighter.fleshWounds),
      baseToughness: o.fighter.baseToughness,
      status: o.fighter.status,
      coupDeGraceOpen: o.coupDeGraceOpen,
      rules: o.rules,
    };
  };

  test.prop([
    fc.array(fc.constantFrom<InjuryResult>('flesh-wound', 'serious-injury', 'out-of-action'), { maxLength: 8 }),
  ])(
    'necromunda/injuries/flesh-wound: injuries stack through evolve as applyInjury stacks them (Toughness one lower per Flesh Wound, Out of Action at 0, never back)',
    (results) => {
      let rules = freshFighter(4);
      const declared = ONE_OF_EACH[1];
      if (declared?.type !== 'HitDeclared') throw new Error('the second sample event is a HitDeclared');
      // The injuries of one hit on Grax (many Injury dice: a Damage of many points).
      const events: NecromundaEvent[] = [started, { ...declared, target: 'grax' }];
      for (const r of results) {
        events.push(injured(1, rules, r));
        rules = applyInjury(rules, r, false).fighter;
      }
      const s = foldNecromunda(events);
      const grax = s?.fighters['grax'];
      expect(grax?.fleshWounds).toBe(rules.fleshWounds);
      expect(grax?.status).toBe(rules.status);
      expect(grax?.toughness).toBe(Math.max(0, 4 - rules.fleshWounds));
      const flesh = results.filter((r) => r === 'flesh-wound').length;
      if (results.includes('out-of-action') || flesh >= 4) expect(grax?.status).toBe('out-of-action');
      // Each prefix folds on from the state of the one before (evolve is a fold, nothing else).
      expect(events.reduce(evolveNecromunda, null)).toEqual(s);
    },
  );
});
