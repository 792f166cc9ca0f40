import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { formatScriptError } from '../../../recording/index.ts';
import {
  gameSetupFromLists,
  loadLibrary,
  readArmyList,
  readUnitLibrary,
  type ListError,
  type ListRead,
  type UnitLibrary,
} from '../../../recording/lists/index.ts';

const lib = ((): UnitLibrary => {
  const l = loadLibrary();
  if (E.isLeft(l)) throw new Error(l.left.message);
  return l.right;
})();

const HEAD = `format: arbiter/army-list@1
player: pano
faction: PanOceania
lieutenant: fennec
groups:
  - id: g1
    troopers:
`;
const fusilier = (id: string): string => `      - { profile: fusilier, id: ${id}, loadout: combi-rifle_cc-weapon }\n`;

const refused = (text: string, library: UnitLibrary = lib): ListError => {
  const r = readArmyList(text, 'a.yaml', library, 'n5');
  if (E.isRight(r)) throw new Error('the list was accepted');
  return r.left;
};
const ok = (text: string, file = 'a.yaml'): ListRead => {
  const r = readArmyList(text, file, lib, 'n5');
  if (E.isLeft(r)) throw new Error(formatScriptError(r.left));
  return r.right;
};

describe('readArmyList refuses a bad list with its line, field, reason and rule', () => {
  it('an unknown profile, with the closest one', () => {
    const e = refused(HEAD + '      - { profile: fusillier, id: fennec }\n');
    expect(e).toMatchObject({ line: 8, path: 'groups[0].troopers[0].profile', rule: 'recorded-game/unknown-id' });
    expect(e.message).toMatch(/^there is no profile fusillier \(did you mean fusilier\?\)/);
  });

  it('an unknown loadout, with the closest one; a profile with loadouts needs one chosen', () => {
    const e = refused(HEAD + '      - { profile: fusilier, id: fennec, loadout: combi-rifle_cc-weapn }\n');
    expect(e).toMatchObject({ line: 8, path: 'groups[0].troopers[0].loadout', rule: 'recorded-game/unknown-id' });
    expect(e.message).toContain('(did you mean combi-rifle_cc-weapon?)');
    const none = refused(HEAD + '      - { profile: fusilier, id: fennec }\n');
    expect(none.message).toMatch(/offers loadouts .*choose one with loadout/);
  });

  it('an unknown weapon of an inline trooper, with the closest one', () => {
    const e = refused(
      HEAD +
        `      - id: fennec
        name: Fennec
        type: LI
        attributes: { MOV: [4, 2], CC: 13, BS: 12, PH: 10, WIP: 12, ARM: 1, BTS: 0, W: 1, structure: false, S: 2 }
        weapons: [combi-rifel]
`,
    );
    expect(e).toMatchObject({ line: 12, path: 'groups[0].troopers[0].weapons[0]', rule: 'recorded-game/unknown-id' });
    expect(e.message).toContain('(did you mean combi-rifle?)');
  });

  it('a trooper id used twice', () => {
    const e = refused(HEAD + fusilier('fennec') + fusilier('fennec'));
    expect(e).toMatchObject({ line: 9, path: 'groups[0].troopers[1].id', rule: 'recorded-game/duplicate-id' });
  });

  it('an unknown key, with the field it was meant to be', () => {
    const e = refused(HEAD + '      - { profile: fusilier, id: fennec, lodout: combi-rifle_cc-weapon }\n');
    expect(e).toMatchObject({ line: 8, path: 'groups[0].troopers[0].lodout', rule: 'recorded-game/unknown-key' });
    expect(e.message).toContain('loadout');
  });

  it('recorded-game/group-size: eleven troopers in a Combat Group', () => {
    const e = refused(HEAD + Array.from({ length: 11 }, (_, i) => fusilier(i === 0 ? 'fennec' : `f${i}`)).join(''));
    expect(e).toMatchObject({ line: 18, path: 'groups[0].troopers[10]', rule: 'recorded-game/group-size' });
    expect(
      ok(HEAD + Array.from({ length: 10 }, (_, i) => fusilier(i === 0 ? 'fennec' : `f${i}`)).join('')).army.groups[0]
        ?.troopers,
    ).toHaveLength(10);
  });

  it('recorded-game/lieutenant: no Lieutenant, or one who is not in the list', () => {
    const missing = refused(HEAD.replace('lieutenant: fennec\n', '') + fusilier('fennec'));
    expect(missing).toMatchObject({ line: 1, rule: 'recorded-game/missing-field' });
    expect(missing.message).toContain('lieutenant');
    const stranger = refused(HEAD.replace('lieutenant: fennec', 'lieutenant: fenec') + fusilier('fennec'));
    expect(stranger).toMatchObject({ line: 4, path: 'lieutenant', rule: 'recorded-game/lieutenant' });
    expect(stranger.message).toContain('(did you mean fennec?)');
  });

  it('a profile of a user library (--library) is named like a built-in one', () => {
    const user = readUnitLibrary(
      `format: arbiter/unit-library@1
profiles:
  - id: invented-trooper
    name: Invented Trooper
    type: LI
    attributes: { MOV: [4, 2], CC: 13, BS: 11, PH: 10, WIP: 13, ARM: 1, BTS: 0, W: 1, structure: false, S: 2 }
    weapons: [combi-rifle]
`,
      'mine.yaml',
      lib,
    );
    if (E.isLeft(user)) throw new Error(user.left.message);
    const r = readArmyList(HEAD + '      - { profile: invented-trooper, id: fennec }\n', 'a.yaml', user.right, 'n5');
    expect(E.isRight(r) && r.right.army.groups[0]?.troopers[0]?.name).toBe('Invented Trooper');
    const twice = readUnitLibrary(
      `format: arbiter/unit-library@1\nprofiles:\n  - { id: fusilier, name: F, type: LI, attributes: { MOV: [4, 2], CC: 13, BS: 11, PH: 10, WIP: 13, ARM: 1, BTS: 0, W: 1, structure: false, S: 2 } }\n`,
      'mine.yaml',
      lib,
    );
    expect(E.isLeft(twice) && twice.left).toMatchObject({
      line: 3,
      path: 'profiles[0].id',
      rule: 'recorded-game/duplicate-id',
    });
  });
});

describe('a library profile read for another edition', () => {
  it("a profile's weapon without the game edition's damage figure is refused at the trooper, naming the profile and its library", () => {
    const e = refused(
      HEAD.replace('lieutenant: fennec', 'lieutenant: caliban') + '      - { profile: caliban, id: caliban }\n',
    );
    expect(e).toMatchObject({ line: 8, path: 'groups[0].troopers[0].weapons[0]', rule: 'recorded-game/weapon-damage' });
    expect(e.message).toMatch(/^profile caliban \(.*haqqislam\.yaml\): CC Weapon fires N ammunition/);
  });
});

describe('gameSetupFromLists checks the two lists together', () => {
  const other = (ids: string, player = 'yj'): string =>
    HEAD.replace('player: pano', `player: ${player}`)
      .replace('lieutenant: fennec', `lieutenant: ${ids}`)
      .replace('id: g1', 'id: g2') + fusilier(ids);

  it('starts a game from two lists', () => {
    const setup = gameSetupFromLists('n5', [ok(HEAD + fusilier('fennec')), ok(other('senku'), 'b.yaml')], 'A game');
    expect(E.isRight(setup) && setup.right.armies.map((a) => a.player)).toEqual(['pano', 'yj']);
  });

  it('a trooper id in both lists is refused in the second, at its line', () => {
    const setup = gameSetupFromLists('n5', [ok(HEAD + fusilier('fennec')), ok(other('fennec'), 'b.yaml')], 'A game');
    expect(E.isLeft(setup) && setup.left).toMatchObject({
      file: 'b.yaml',
      line: 8,
      path: 'groups[0].troopers[0].id',
      rule: 'recorded-game/duplicate-id',
    });
  });

  it('two lists of one player, or not two lists', () => {
    const same = gameSetupFromLists('n5', [ok(HEAD + fusilier('fennec')), ok(other('senku', 'pano'), 'b.yaml')], 'A');
    expect(E.isLeft(same) && same.left).toMatchObject({
      file: 'b.yaml',
      path: 'player',
      rule: 'recorded-game/duplicate-id',
    });
    const one = gameSetupFromLists('n5', [ok(HEAD + fusilier('fennec'))], 'A');
    expect(E.isLeft(one) && one.left.message).toMatch(/two lists/);
  });

  it('lists read for another edition than the game', () => {
    const setup = gameSetupFromLists('n4', [ok(HEAD + fusilier('fennec')), ok(other('senku'), 'b.yaml')], 'A');
    expect(E.isLeft(setup) && setup.left).toMatchObject({
      message: 'a.yaml was read for n5, the game is n4',
      rule: 'recorded-game/reading-edition',
    });
  });
});
