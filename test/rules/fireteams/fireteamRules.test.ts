import { describe, expect, it } from 'vitest';
import {
  fireteamBonuses,
  fireteamCreationRefusal,
  fireteamDeclarationRefusal,
  fireteamEditionRefusal,
  fireteamIntegrity,
  fireteamLevel,
  hasFireteamBonus,
  type Fireteam,
  type FireteamSpec,
} from '../../../rules/fireteams/index.ts';
import type { ArmyList, TrooperProfile, TrooperSkill } from '../../../rules/profiles/index.ts';
import { enterState, initialTable, withTrooper, type TableView } from '../../../rules/table/index.ts';
import { lineTrooper } from '../../support/troopers.ts';

const fusilier = (id: string, more: Partial<TrooperProfile> = {}): TrooperProfile => ({
  ...lineTrooper('n5', id, `Fusilier ${id}`, 12),
  unit: 'Fusilier',
  fireteams: ['core', 'haris'],
  ...more,
});
const pano: ArmyList = {
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    { id: 'g1', troopers: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((id) => fusilier(id)) },
    {
      id: 'g2',
      troopers: [
        fusilier('g2a'),
        fusilier('kirk', { unit: 'Kirk', fireteams: [], wildcard: true }),
        fusilier('ob', { unit: 'Order Sergeant', fireteams: ['duo'] }),
        ...(['peripheral', 'infiltration', 'airborne-deployment'] as const satisfies readonly TrooperSkill[]).map((s) =>
          fusilier(s, { skills: [s] }),
        ),
      ],
    },
  ],
};
const yj: ArmyList = {
  player: 'yj',
  faction: 'Yu Jing',
  lieutenant: 'y1',
  groups: [{ id: 'y', troopers: [fusilier('y1')] }],
};
const table = (edition: 'n3' | 'n4' | 'n5' = 'n5'): TableView => initialTable(edition, [pano, yj]);
const core = (members: readonly string[], leader = members[0] ?? ''): FireteamSpec => ({
  id: 'alpha',
  kind: 'core',
  leader,
  members,
});
const refusal = (spec: FireteamSpec, teams: readonly Fireteam[] = [], t = table()) =>
  fireteamCreationRefusal(t, 'pano', undefined, teams, spec);

describe('n5/fireteams/level: the level is how many members share one Unit', () => {
  it('n5/fireteams/level: all of different Units is level 1; two, three, four, five of one Unit are levels 2 to 5', () => {
    expect(fireteamLevel(['a', 'b'])).toBe(1);
    expect(fireteamLevel(['Fusilier', 'Fusilier', 'Kirk'])).toBe(2);
    expect(fireteamLevel(['Fusilier', 'Fusilier', 'Fusilier'])).toBe(3);
    expect(fireteamLevel(['F', 'F', 'F', 'F', 'K'])).toBe(4);
    expect(fireteamLevel(['F', 'F', 'F', 'F', 'F'])).toBe(5);
  });

  it('n5/fireteams/level: the bonuses of a level are every lower level’s too (the Fireteam Bonuses Chart)', () => {
    expect(fireteamBonuses(1).map((b) => b.bonus)).toEqual(['single-order']);
    expect(fireteamBonuses(5).map((b) => b.citation)).toEqual([
      'n5/fireteams/order',
      'n5/fireteams/bonus-bs-attack-sd',
      'n5/fireteams/bonus-discover-dodge',
      'n5/fireteams/bonus-discover-dodge',
      'n5/fireteams/bonus-bs',
      'n5/fireteams/bonus-sixth-sense',
    ]);
  });

  it('n5/fireteams/bonus-bs-attack-sd: level 2 gives the BS Attack (+1 SD), level 1 does not', () => {
    expect(hasFireteamBonus(1, 'bs-attack-extra-die')).toBe(false);
    expect(hasFireteamBonus(2, 'bs-attack-extra-die')).toBe(true);
  });
  it('n5/fireteams/bonus-discover-dodge: level 3 gives +3 Discover and +1 Dodge', () => {
    expect(hasFireteamBonus(2, 'dodge-1')).toBe(false);
    expect(hasFireteamBonus(3, 'dodge-1') && hasFireteamBonus(3, 'discover-3')).toBe(true);
  });
  it('n5/fireteams/bonus-bs: level 4 gives +1 BS', () => {
    expect([hasFireteamBonus(3, 'bs-1'), hasFireteamBonus(4, 'bs-1')]).toEqual([false, true]);
  });
  it('n5/fireteams/bonus-sixth-sense: level 5 gives Sixth Sense', () => {
    expect([hasFireteamBonus(4, 'sixth-sense'), hasFireteamBonus(5, 'sixth-sense')]).toEqual([false, true]);
  });
});

describe('n5/fireteams/requirements: who may form a Fireteam', () => {
  it('n5/fireteams/requirements: three Fusiliers of one Combat Group listed for Core form one', () => {
    expect(refusal(core(['f1', 'f2', 'f3']))).toBeNull();
  });

  it('n5/fireteams/requirements: the Leader is a member, a trooper is named once, members are the player’s and of one Combat Group', () => {
    expect(refusal(core(['f1', 'f2', 'f3'], 'f4'))?.reason).toMatch(/not among its members/);
    expect(refusal(core(['f1', 'f2', 'f2']))?.reason).toMatch(/named twice/);
    expect(refusal(core(['f1', 'f2', 'y1']))?.reason).toMatch(/not pano's/);
    expect(refusal(core(['f1', 'f2', 'g2a']))).toMatchObject({
      reason: expect.stringMatching(/Combat Group g2, not g1/),
      citation: 'n5/fireteams/requirements',
    });
  });

  it('n5/fireteams/requirements: a trooper is in one Fireteam at most', () => {
    const alpha: Fireteam = { id: 'alpha', player: 'pano', kind: 'haris', leader: 'f1', members: ['f1', 'f2', 'f3'] };
    expect(refusal({ ...core(['f3', 'f4', 'f5']), id: 'beta' }, [alpha])?.reason).toMatch(/already in Fireteam alpha/);
  });

  it('n5/fireteams/requirements: Peripherals, Infiltration, Airborne Deployment, markers, Isolated, Null and Suppressive Fire troopers cannot join', () => {
    for (const s of ['peripheral', 'infiltration', 'airborne-deployment'])
      expect(
        fireteamCreationRefusal(table(), 'pano', undefined, [], {
          id: 'd',
          kind: 'duo',
          leader: 'ob',
          members: ['ob', s],
        })?.reason,
      ).toMatch(/cannot be part of a Fireteam/);
    for (const state of [
      'isolated',
      'unconscious',
      'suppressive-fire',
      'camouflaged',
      'imp-1',
      'imp-2',
      'hidden-deployment',
    ] as const) {
      const t = withTrooper(table(), 'f3', (v) => enterState(v, state));
      expect(refusal(core(['f1', 'f2', 'f3']), [], t)?.reason).toMatch(/f3 .* cannot be part of a Fireteam/);
    }
  });

  it('n5/fireteams/requirements: a trooper joins only the types its chart entry lists, or any as a Wildcard', () => {
    expect(
      fireteamCreationRefusal(table(), 'pano', undefined, [], {
        id: 'd',
        kind: 'duo',
        leader: 'f1',
        members: ['f1', 'f2'],
      })?.reason,
    ).toMatch(/may not form a Fireteam duo/);
    expect(
      fireteamCreationRefusal(table(), 'pano', undefined, [], {
        id: 'd',
        kind: 'duo',
        leader: 'ob',
        members: ['ob', 'kirk'],
      }),
    ).toBeNull();
  });
});

describe('n5/fireteams/types: sizes of each type (reading)', () => {
  it('n5/fireteams/types: Core has 3 to 5 members, Haris 3, Duo 2', () => {
    expect(refusal(core(['f1', 'f2']))).toMatchObject({
      reason: 'a Fireteam core has 3 to 5 members, not 2',
      citation: 'n5/fireteams/types',
    });
    expect(refusal(core(['f1', 'f2', 'f3', 'f4', 'f5', 'f6']))?.citation).toBe('n5/fireteams/types');
    expect(refusal({ ...core(['f1', 'f2', 'f3', 'f4']), kind: 'haris' })?.reason).toBe(
      'a Fireteam haris has 3 members, not 4',
    );
  });
  it('n5/fireteams/types: a team of Wildcards only is refused', () => {
    expect(
      fireteamCreationRefusal(
        initialTable('n5', [
          {
            ...pano,
            groups: [
              {
                id: 'g',
                troopers: [
                  fusilier('w1', { fireteams: [], wildcard: true }),
                  fusilier('w2', { fireteams: [], wildcard: true }),
                ],
              },
            ],
          },
        ]),
        'pano',
        undefined,
        [],
        {
          id: 'd',
          kind: 'duo',
          leader: 'w1',
          members: ['w1', 'w2'],
        },
      )?.citation,
    ).toBe('n5/fireteams/types');
  });
});

describe('n5/fireteams/chart: the Army’s Fireteams Chart caps each type on the table', () => {
  it('n5/fireteams/chart: a second Core is refused by the default chart; a chart of two allows it', () => {
    const alpha: Fireteam = { id: 'alpha', player: 'pano', kind: 'core', leader: 'f1', members: ['f1', 'f2', 'f3'] };
    const beta: FireteamSpec = { id: 'beta', kind: 'core', leader: 'f4', members: ['f4', 'f5', 'f6'] };
    expect(fireteamCreationRefusal(table(), 'pano', undefined, [alpha], beta)?.citation).toBe('n5/fireteams/chart');
    expect(fireteamCreationRefusal(table(), 'pano', { core: 2 }, [alpha], beta)).toBeNull();
  });
});

describe('N3 and N4 Fireteams are refused with their own rule', () => {
  it('n4/fireteams/basic-rules: an N4 game refuses Fireteams', () => {
    expect(fireteamEditionRefusal('n4')?.citation).toBe('n4/fireteams/basic-rules');
    expect(refusal(core(['f1', 'f2', 'f3']), [], table('n4'))?.citation).toBe('n4/fireteams/basic-rules');
  });
  it('n3/fireteams/basic-rules: an N3 game refuses Fireteams', () => {
    expect(fireteamEditionRefusal('n3')?.citation).toBe('n3/fireteams/basic-rules');
    expect(fireteamEditionRefusal('n5')).toBeNull();
  });
});

describe('n5/fireteams/order: what a Fireteam Order may declare', () => {
  it('n5/fireteams/order: Move (every member), Idle and a skill only the Leader performs are ruled; Reset and the other Movement skills (every member) are refused as not ruled yet', () => {
    expect(fireteamDeclarationRefusal({ skill: 'move' })).toBeNull();
    expect(fireteamDeclarationRefusal({ skill: 'idle' })).toBeNull();
    expect(fireteamDeclarationRefusal({ skill: 'dodge' })).toBeNull();
    expect(fireteamDeclarationRefusal({ skill: 'discover', target: 'y1' })).toBeNull();
    expect(fireteamDeclarationRefusal({ skill: 'reset' })).toMatchObject({
      reason: expect.stringMatching(/every member performs reset, each with its own roll/),
      citation: 'n5/fireteams/order',
    });
    expect(fireteamDeclarationRefusal({ skill: 'jump' })).toMatchObject({ citation: 'n5/fireteams/order' });
  });
});

describe('n5/fireteams/integrity: members leave, teams are cancelled', () => {
  const alpha: Fireteam = { id: 'alpha', player: 'pano', kind: 'core', leader: 'f1', members: ['f1', 'f2', 'f3'] };
  it('n5/fireteams/integrity: an Unconscious member leaves; the rest go on', () => {
    const t = withTrooper(table(), 'f3', (v) => enterState(v, 'unconscious'));
    expect(fireteamIntegrity(t, [alpha])).toEqual([
      expect.objectContaining({
        after: { ...alpha, members: ['f1', 'f2'] },
        left: [{ trooper: 'f3', why: 'is unconscious' }],
        cancelled: null,
      }),
    ]);
  });
  it('n5/fireteams/integrity: the Leader Isolated cancels the team; a team down to one member is cancelled', () => {
    const isolated = withTrooper(table(), 'f1', (v) => enterState(v, 'isolated'));
    expect(fireteamIntegrity(isolated, [alpha])[0]?.cancelled).toBe('its Leader f1 is Isolated');
    const two = withTrooper(
      withTrooper(table(), 'f2', (v) => enterState(v, 'dead')),
      'f3',
      (v) => enterState(v, 'dead'),
    );
    expect(fireteamIntegrity(two, [alpha])[0]?.cancelled).toBe('it is down to one member');
    expect(fireteamIntegrity(table(), [alpha])).toEqual([]);
  });
});
