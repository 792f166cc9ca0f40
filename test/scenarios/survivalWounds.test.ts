import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { Ammo, TrooperProfile, TrooperSkill } from '../../rules/profiles/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { weapon } from '../support/seedTroopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

/*
 * Dogged, No Wound Incapacitation and Immunity (Total) through whole Orders (docs/rulings.md
 * "Survival skills"): a Fusilier shoots a Morat (VITA/W 1 unless told) with a Combi Rifle, the
 * Morat fails saves; what its skill makes of the Wounds, and (Dogged) what the end of the Turn does.
 */
const FAIL = (edition: Edition): number => (edition === 'n5' ? 20 : 1);
const PASS = (edition: Edition): number => (edition === 'n5' ? 1 : 20);

interface Shot {
  readonly skills: readonly TrooperSkill[];
  readonly w?: number;
  readonly ammo?: Ammo;
  /** Failed saves out of the three hits. */
  readonly failed: number;
  readonly endTurn?: boolean;
  readonly bts?: number;
}

const play = (edition: Edition, shot: Shot) => {
  const rifle = { ...weapon(edition, 'combi-rifle'), ammo: shot.ammo ?? 'N' };
  const fusilier = { ...lineTrooper(edition, 'fusilier', 'Fusilier', 12), weapons: [rifle] };
  const plain = lineTrooper(edition, 'morat', 'Morat', 11, shot.w ?? 1);
  const morat: TrooperProfile = {
    ...plain,
    attributes: { ...plain.attributes, BTS: shot.bts ?? plain.attributes.BTS },
    skills: [...plain.skills, ...shot.skills],
  };
  const shoot: GameCommand = {
    type: 'declare',
    trooper: 'fusilier',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
  };
  const saves = [0, 1, 2].map((i) => (i < shot.failed ? FAIL(edition) : PASS(edition)));
  const w = shot.w ?? 1;
  // Alive and not Null after its saves (the skills at hand), it owes its Guts Roll.
  const standing = shot.failed < w || (shot.failed === w && shot.ammo !== 'Shock' && shot.skills.length > 0);
  return given({ edition, title: 'survival', armies: [army('pano', [fusilier]), army('ca', [morat])] }).when([
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
    ...(standing ? [{ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [1] } as const] : []),
    ...(shot.endTurn === true ? [{ type: 'end-turn' } as const] : []),
  ]);
};

describe.each(['n3', 'n4', 'n5'] as const)('Dogged (%s)', (edition) => {
  it(`${edition}/skills/dogged: a trooper that would fall Unconscious is Dogged instead (not Null, not Prone), and Dead at the end of the Turn`, () => {
    const g = play(edition, { skills: ['dogged'], failed: 1, endTurn: true });
    const entered = ofType(g.events, 'StateEntered');
    expect(entered[0]).toMatchObject({ trooper: 'morat', state: 'dogged' });
    expect(entered[0]?.citations).toContain(`${edition}/skills/dogged`);
    expect(entered.some((e) => e.state === 'unconscious' || e.state === 'prone')).toBe(false);
    // The States Phase: Dogged left, Dead entered, before the Turn ends.
    const types = g.events.map((e) => e.type);
    const left = only(g.events, 'StateLeft');
    expect(left).toMatchObject({ trooper: 'morat', state: 'dogged', citations: [`${edition}/skills/dogged`] });
    expect(types.lastIndexOf('StateEntered')).toBeLessThan(types.indexOf('TurnEnded'));
    expect(entered.at(-1)).toMatchObject({ trooper: 'morat', state: 'dead' });
    expect(g.session.table().troopers['morat']?.states).toEqual(['dead']);
    expect(foldTroopers(g.events).troopers['morat']?.states).toEqual(['dead']);
  });

  it(`${edition}/skills/dogged: while Dogged, the trooper still acts (its Guts Roll is owed), and one more Wound is Dead`, () => {
    const g = play(edition, { skills: ['dogged'], failed: 2 });
    expect(ofType(g.events, 'StateEntered').map((e) => e.state)).toEqual(['dead']);
    const once = play(edition, { skills: ['dogged'], failed: 1 });
    expect(once.session.table().troopers['morat']?.states).toEqual(['dogged']);
  });
});

describe.each(['n3', 'n4', 'n5'] as const)('No Wound Incapacitation (%s)', (edition) => {
  it(`${edition}/skills/nwi: Wounds equal to VITA leave the trooper acting as Normal (no Unconscious), one more is Dead`, () => {
    const g = play(edition, { skills: ['nwi'], w: 2, failed: 2 });
    expect(ofType(g.events, 'StateEntered')).toEqual([]);
    const wounds = only(g.events, 'WoundsInflicted');
    expect(wounds).toMatchObject({ trooper: 'morat', wounds: 2, total: 2 });
    expect(wounds.citations).toContain(`${edition}/skills/nwi`);
    expect(g.session.table().troopers['morat']?.states).toEqual([]);
    const dead = play(edition, { skills: ['nwi'], w: 2, failed: 3 });
    expect(dead.session.table().troopers['morat']?.states).toEqual(['dead']);
  });
});

describe.each(['n4', 'n5'] as const)('Shock against Dogged and NWI (%s)', (edition) => {
  it(`${edition}/skills/nwi: Shock Wounds reaching VITA put an NWI trooper straight in Dead (VITA 2)`, () => {
    const g = play(edition, { skills: ['nwi'], w: 2, failed: 2, ammo: 'Shock' });
    expect(g.session.table().troopers['morat']?.states).toEqual(['dead']);
    // N4's own Shock rule already kills at VITA; N5's only at VITA 1, so NWI's reminder decides.
    const cited = only(g.events, 'WoundsInflicted').citations;
    expect(cited).toContain(edition === 'n5' ? 'n5/skills/nwi' : 'n4/wounds/shock');
  });
  it(`${edition}/skills/dogged: Shock Wounds reaching VITA put a Dogged trooper straight in Dead (VITA 2)`, () => {
    const g = play(edition, { skills: ['dogged'], w: 2, failed: 2, ammo: 'Shock' });
    expect(g.session.table().troopers['morat']?.states).toEqual(['dead']);
  });
});

describe.each(['n3', 'n4', 'n5'] as const)('Immunity (Total) (%s)', (edition) => {
  it(`${edition}/skills/total-immunity: an EXP hit is saved as Normal ammunition (one roll per hit)`, () => {
    const g = play(edition, { skills: ['total-immunity'], w: 2, failed: 1, ammo: 'EXP' });
    const save = only(g.events, 'SavingRollResolved');
    expect(save).toMatchObject({ ammo: 'N', trooper: 'morat', wounds: 1 });
    expect(save.rolls).toHaveLength(3);
    expect(save.citations).toContain(`${edition}/skills/total-immunity`);
  });
});

describe('Bioimmunity (n4)', () => {
  it('n4/skills/bioimmunity: an ARM save uses the better BTS value (6 instead of ARM 1)', () => {
    const bio = only(play('n4', { skills: ['bioimmunity'], bts: 6, w: 2, failed: 1 }).events, 'SavingRollResolved');
    const plain = only(play('n4', { skills: [], bts: 6, w: 2, failed: 1 }).events, 'SavingRollResolved');
    expect(bio).toMatchObject({ attribute: 'ARM', ammo: 'N' });
    expect(bio.citations).toContain('n4/skills/bioimmunity');
    expect(bio.threshold).not.toEqual(plain.threshold);
  });
});
