import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperProfile, WeaponProfile } from '../../rules/profiles/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { weapon } from '../support/seedTroopers.ts';
import { given, only, ofType } from '../support/scenario.ts';

/*
 * Immunity (Shock) through a whole Order (docs/rulings.md "Weapon traits and bonuses"): a
 * Fusilier shoots a 1-W/VITA Morat with a Combi Rifle loaded with Shock, and the Morat fails one
 * save. Without the skill Shock sends it straight to Dead (every edition, W/VITA 1); with it the
 * hit is Normal ammunition, so the Morat is Unconscious (N4/N5: and Prone) instead.
 */
const shockRifle = (edition: Edition): WeaponProfile => ({
  ...weapon(edition, 'combi-rifle'),
  name: 'Combi Rifle (Shock)',
  ammo: 'Shock',
});
const FAIL = (edition: Edition): number => (edition === 'n5' ? 20 : 1);
const PASS = (edition: Edition): number => (edition === 'n5' ? 1 : 20);

const play = (edition: Edition, immune: boolean) => {
  const fusilier = { ...lineTrooper(edition, 'fusilier', 'Fusilier', 12), weapons: [shockRifle(edition)] };
  const plain = lineTrooper(edition, 'morat', 'Morat', 11, 1);
  const morat: TrooperProfile = immune ? { ...plain, skills: [...plain.skills, 'shock-immunity'] } : plain;
  const shoot: GameCommand = {
    type: 'declare',
    trooper: 'fusilier',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
  };
  return given({ edition, title: 'shock immunity', armies: [army('pano', [fusilier]), army('ca', [morat])] }).when([
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
    { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [FAIL(edition), PASS(edition), PASS(edition)] },
  ]);
};

describe.each(['n3', 'n4', 'n5'] as const)('Immunity (Shock) (%s)', (edition) => {
  it(`${edition}/skills/shock-immunity: a Shock hit on a trooper immune to it is Normal ammunition: Unconscious, not Dead`, () => {
    const immune = play(edition, true);
    const save = only(immune.events, 'SavingRollResolved');
    expect(save).toMatchObject({ ammo: 'N', trooper: 'morat', wounds: 1 });
    expect(save.citations).toContain(`${edition}/skills/shock-immunity`);
    const states = edition === 'n3' ? ['unconscious'] : ['prone', 'unconscious'];
    expect(immune.session.table().troopers['morat']?.states).toEqual(states);
    expect(foldTroopers(immune.events).troopers['morat']?.states).toEqual(states);
    const cited = ofType(immune.events, 'StateEntered').flatMap((e) => e.citations);
    expect(cited).not.toContain(`${edition}/wounds/shock`);

    const plain = play(edition, false);
    expect(only(plain.events, 'SavingRollResolved')).toMatchObject({ ammo: 'Shock', wounds: 1 });
    expect(plain.session.table().troopers['morat']?.states).toEqual(['dead']);
  });
});
