import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { Ammo, WeaponProfile } from '../../rules/profiles/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { weapon } from '../support/seedTroopers.ts';
import { given, only, ofType } from '../support/scenario.ts';

/*
 * Shock ammunition through a whole Order (facts.md §4/§5, docs/rulings.md "Shock"): a Fusilier
 * shoots a Morat at 8" with a Combi Rifle the game loads with Shock (the Morat has no LoF and
 * cannot react), and the Morat fails as many saves as the case says.
 * - N3: only a 1-W trooper (not STR) goes straight to Dead; otherwise Shock acts as N.
 * - N4: a failed save that would leave the trooper Unconscious kills it, STR included.
 * - N5: only VITA 1 (not STR); VITA 2 goes Unconscious as with N.
 * Each case is also played with N ammunition, which must leave the Morat Unconscious or standing:
 * the difference is the Shock rule, not the wounds.
 */
const loaded = (edition: Edition, ammo: Ammo): WeaponProfile => ({
  ...weapon(edition, 'combi-rifle'),
  name: `Combi Rifle (${ammo})`,
  ammo,
});

/** A failed and a passed save: N3 fails when face + ARM ≤ DAM, N4 when face ≤ DAM − ARM, N5 when face > ARM + PS. */
const FAIL = (edition: Edition): number => (edition === 'n5' ? 20 : 1);
const PASS = (edition: Edition): number => (edition === 'n5' ? 1 : 20);

interface Case {
  readonly w: number;
  readonly structure: boolean;
  /** Saves failed out of the three hits. */
  readonly failed: number;
  /** The Morat's states at the end, with Shock and with N ammunition. */
  readonly shock: readonly string[];
  readonly normal: readonly string[];
}

const CASES: Readonly<Record<Edition, readonly Case[]>> = {
  n3: [
    { w: 1, structure: false, failed: 1, shock: ['dead'], normal: ['unconscious'] },
    { w: 2, structure: false, failed: 1, shock: [], normal: [] },
    { w: 2, structure: false, failed: 2, shock: ['unconscious'], normal: ['unconscious'] },
    { w: 1, structure: true, failed: 1, shock: ['unconscious'], normal: ['unconscious'] },
  ],
  n4: [
    { w: 1, structure: false, failed: 1, shock: ['dead'], normal: ['prone', 'unconscious'] },
    { w: 2, structure: false, failed: 1, shock: [], normal: [] },
    { w: 2, structure: false, failed: 2, shock: ['dead'], normal: ['prone', 'unconscious'] },
    { w: 1, structure: true, failed: 1, shock: ['dead'], normal: ['prone', 'unconscious'] },
  ],
  n5: [
    { w: 1, structure: false, failed: 1, shock: ['dead'], normal: ['prone', 'unconscious'] },
    { w: 2, structure: false, failed: 1, shock: [], normal: [] },
    { w: 2, structure: false, failed: 2, shock: ['prone', 'unconscious'], normal: ['prone', 'unconscious'] },
    { w: 1, structure: true, failed: 1, shock: ['prone', 'unconscious'], normal: ['prone', 'unconscious'] },
  ],
};

const play = (edition: Edition, c: Case, ammo: Ammo) => {
  const fusilier = { ...lineTrooper(edition, 'fusilier', 'Fusilier', 12), weapons: [loaded(edition, ammo)] };
  const morat = lineTrooper(edition, 'morat', 'Morat', 11, c.w);
  const input = {
    edition,
    title: `shock ${edition}`,
    armies: [
      army('pano', [fusilier]),
      army('ca', [{ ...morat, attributes: { ...morat.attributes, structure: c.structure } }]),
    ],
  };
  const shoot: GameCommand = {
    type: 'declare',
    trooper: 'fusilier',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
  };
  const saves = [0, 1, 2].map((i) => (i < c.failed ? FAIL(edition) : PASS(edition)));
  const standing =
    (!c.shock.includes('dead') && !c.shock.includes('unconscious') && ammo === 'Shock') ||
    (!c.normal.includes('unconscious') && ammo === 'N');
  return given(input).when([
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier' },
    ...(edition === 'n5'
      ? [{ type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } } as const]
      : [shoot]),
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
    { type: 'measure', fact: { fact: 'range', from: 'fusilier', to: 'morat', inches: 8 } },
    { type: 'end-aros' },
    edition === 'n5' ? shoot : { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
    { type: 'end-aros' },
    { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [2, 3, 4] },
    { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: saves },
    // A Morat still standing after saving rolls its Guts (and passes).
    ...(standing ? [{ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [1] } as const] : []),
  ]);
};

describe.each(['n3', 'n4', 'n5'] as const)('%s/wounds/shock: Shock ammunition through an Order', (edition) => {
  it.each(
    CASES[edition].map(
      (c) =>
        [
          `${c.structure ? 'STR' : edition === 'n5' ? 'VITA' : 'W'} ${c.w}, ${c.failed} failed save(s): ${c.shock.join(', ') || 'standing'} (N: ${c.normal.join(', ') || 'standing'})`,
          c,
        ] as const,
    ),
  )('%s', (_, c) => {
    const shock = play(edition, c, 'Shock');
    const save = only(shock.events, 'SavingRollResolved');
    expect(save).toMatchObject({ ammo: 'Shock', attacker: 'fusilier', trooper: 'morat', wounds: c.failed });
    expect(save.rolls.map((r) => r.saved)).toEqual([0, 1, 2].map((i) => i >= c.failed));
    expect(only(shock.events, 'WoundsInflicted')).toMatchObject({ wounds: c.failed, total: c.failed });
    expect(shock.session.table().troopers['morat']?.states).toEqual(c.shock);
    expect(foldTroopers(shock.events).troopers['morat']?.states).toEqual(c.shock);
    const entered = ofType(shock.events, 'StateEntered').filter((e) => e.trooper === 'morat');
    if (c.shock.includes('dead')) {
      // Straight to Dead, under the edition's Shock rule (never Unconscious first).
      expect(entered.map((e) => e.state)).toEqual(['dead']);
      expect(entered[0]?.citations).toContain(`${edition}/wounds/shock`);
    } else {
      expect(entered.flatMap((e) => e.citations)).not.toContain(`${edition}/wounds/shock`);
    }

    const normal = play(edition, c, 'N');
    expect(only(normal.events, 'SavingRollResolved')).toMatchObject({ ammo: 'N', wounds: c.failed });
    expect(normal.session.table().troopers['morat']?.states).toEqual(c.normal);
  });
});
