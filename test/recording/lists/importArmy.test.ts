import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  MetadataC,
  readBuilderJson,
  UnitDataC,
  type Metadata,
  type UnitData,
} from '../../../recording/lists/armyBuilderData.ts';
import { importArmy } from '../../../recording/lists/importArmy.ts';
import { EMPTY_LIBRARY, readArmyList } from '../../../recording/lists/index.ts';
import { ROOT } from '../badGames.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'army-builder');
const text = (name: string): string => readFileSync(join(FIXTURE, name), 'utf8');
const right = <A>(e: E.Either<string, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left);
  return e.right;
};
const units: UnitData = right(readBuilderJson(text('units.json'), 'unit data file', UnitDataC));
const metadata: Metadata = right(readBuilderJson(text('metadata.json'), 'metadata file', MetadataC));
const code = text('army-code.txt');

describe("importArmy: an Army builder code and the user's unit data into an army list", () => {
  const imported = right(importArmy(code, units, 'n5', { metadata }));

  it('maps profiles, options, weapons, skills and the Lieutenant, and the list reads back', () => {
    const read = readArmyList(imported.yaml, 'imported.yaml', EMPTY_LIBRARY, 'n5');
    if (E.isLeft(read)) throw new Error(`${read.left.path}: ${read.left.message}\n${imported.yaml}`);
    const army = read.right.army;
    expect(army).toMatchObject({
      player: 'invented-faction',
      faction: 'Invented Faction',
      lieutenant: 'invented-rifleman',
    });
    const troopers = army.groups[0]?.troopers ?? [];
    expect(troopers.map((t) => t.id)).toEqual([
      'invented-rifleman',
      'invented-rifleman-2',
      'invented-rifleman-3',
      'invented-stalker',
    ]);
    expect(troopers.map((t) => t.weapons.map((w) => w.id))).toEqual([
      ['combi-rifle'],
      ['combi-rifle', 'cc-weapon'],
      ['panzerfaust'],
      ['combi-rifle', 'cc-weapon'],
    ]);
    expect(troopers[3]).toMatchObject({
      unitType: 'MI',
      training: 'irregular',
      attributes: { MOV: [4, 4], CC: 15, BS: 11, PH: 11, WIP: 13, ARM: 2, BTS: 3, W: 2, structure: false, S: 2 },
      skills: ['mimetism-3', 'msv-1'],
    });
    expect(troopers[0]?.attributes.MOV).toEqual([4, 2]);
  });

  it('reports what it cannot carry over: a weapon not in the catalogue, a skill the engine does not read', () => {
    expect(imported.report).toEqual([
      'group 1 member 3 (Invented Rifleman, Spark Thrower): weapon Spark Thrower is not in the n5 weapon catalogue: add it inline or leave it out',
      'group 1 member 4 (Invented Stalker, Rifle): Dodge Expert is not read by the engine: not carried over',
    ]);
    expect(imported.yaml).toContain('# Not carried over:');
  });

  it('an unknown weapon name is reported with the closest one of the catalogue', () => {
    const misspelt: Metadata = {
      ...metadata,
      weapons: [{ id: 1, name: 'Combi Rifel' }, ...(metadata.weapons ?? []).slice(1)],
    };
    const r = right(importArmy(code, units, 'n5', { metadata: misspelt }));
    expect(r.report).toContain(
      'group 1 member 1 (Invented Rifleman, Rifle, Lieutenant): weapon Combi Rifel is not in the n5 weapon catalogue (did you mean Combi Rifle?): add it inline or leave it out',
    );
  });

  it('the troopers an option brings along (includes) are reported, not imported', () => {
    const [rifleman, ...others] = units.units;
    if (rifleman === undefined) throw new Error('no unit');
    const group = rifleman.profileGroups[0];
    if (group === undefined) throw new Error('no group');
    const withPeripheral: UnitData = {
      ...units,
      units: [
        {
          ...rifleman,
          profileGroups: [
            {
              ...group,
              options: group.options.map((o) => (o.id === 1 ? { ...o, includes: [{ group: 2, option: 1, q: 2 }] } : o)),
            },
          ],
        },
        ...others,
      ],
    };
    const r = right(importArmy(code, withPeripheral, 'n5', { metadata }));
    expect(r.report).toContain(
      'group 1 member 2 (Invented Rifleman, Rifle): the 2 trooper(s) the option brings along (a peripheral, a pilot…) are not imported',
    );
  });

  it('a member the unit data does not hold is reported and left out; a bad code is refused', () => {
    const fewer: UnitData = { ...units, units: units.units.filter((u) => u.id !== 9002) };
    const r = right(importArmy(code, fewer, 'n5', { metadata }));
    expect(r.report).toContain(
      'group 1 member 4: unit 9002, profile group 1, option 1 is not in the unit data: left out',
    );
    expect(r.list.groups[0]?.troopers).toHaveLength(3);
    expect(importArmy('!!', units, 'n5')).toEqual(
      E.left('the army code cannot be read: an army code is base64 text (letters, digits, + / = only)'),
    );
  });

  it('a data file in another shape is refused with the field', () => {
    expect(readBuilderJson('{"units": [{"id": "x"}]}', 'unit data file', UnitDataC)).toEqual(
      E.left(expect.stringMatching(/^the unit data file is not in the Army builder's shape: units\[0\]/) as string),
    );
  });
});
