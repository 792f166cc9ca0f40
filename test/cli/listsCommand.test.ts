import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { runLists } from '../../cli/commands/lists.ts';
import { ROOT } from '../recording/badGames.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'army-builder');
const LISTS = join(ROOT, 'examples', 'lists');
const CODE = readFileSync(join(FIXTURE, 'army-code.txt'), 'utf8').trim();

describe('arbiter lists check', () => {
  it('prints the troopers of each list, and that two lists can start a game', async () => {
    const io = fakeIo();
    const code = await main(
      ['lists', 'check', join(LISTS, 'panoceania-fennec.yaml'), join(LISTS, 'yu-jing-senku.yaml')],
      io,
    );
    expect(io.errs).toEqual([]);
    expect(code).toBe(0);
    const out = io.outs.join('\n');
    expect(out).toMatch(/panoceania \(PanOceania\), Lieutenant fennec/);
    expect(out).toMatch(/fennec +Fennec Fusilier \[LI\] Combi Rifle/);
    expect(out).toContain('the two lists can start a game of n5');
  });

  it('a bad list: file:line:column, field, reason and rule, exit 1', async () => {
    const dir = tempDir('lists');
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      'format: arbiter/army-list@1\nplayer: p\nfaction: F\nlieutenant: a\ngroups:\n  - id: g\n    troopers:\n      - { profile: fusillier, id: a }\n',
    );
    const io = fakeIo();
    expect(await runLists(['check', file], io)).toBe(1);
    expect(io.errs.join('\n')).toMatch(
      /bad\.yaml:8:\d+: groups\[0\]\.troopers\[0\]\.profile: there is no profile fusillier \(did you mean fusilier\?\).*\[recorded-game\/unknown-id/,
    );
  });

  it('a user library (--library) adds its profiles', async () => {
    const dir = tempDir('lists');
    const lib = join(dir, 'mine.yaml');
    writeFileSync(
      lib,
      'format: arbiter/unit-library@1\nprofiles:\n  - { id: mine, name: Mine, type: LI, attributes: { MOV: [4, 2], CC: 13, BS: 11, PH: 10, WIP: 13, ARM: 1, BTS: 0, W: 1, structure: false, S: 2 } }\n',
    );
    const list = join(dir, 'list.yaml');
    writeFileSync(
      list,
      'format: arbiter/army-list@1\nplayer: p\nfaction: F\nlieutenant: a\ngroups:\n  - id: g\n    troopers:\n      - { profile: mine, id: a }\n',
    );
    const io = fakeIo();
    expect(await runLists(['check', list, '--library', lib], io)).toBe(0);
    expect(io.outs.join('\n')).toMatch(/a +Mine \[LI\] no weapons/);
  });
});

describe('arbiter lists import', () => {
  const args = (out: string): string[] => [
    'import',
    CODE,
    '--units',
    join(FIXTURE, 'units.json'),
    '--metadata',
    join(FIXTURE, 'metadata.json'),
    '-o',
    out,
  ];

  it('writes a list that check accepts, says what was not carried over, and never replaces a file without --force', async () => {
    const dir = tempDir('lists');
    const out = join(dir, 'imported.yaml');
    const io = fakeIo();
    expect(await runLists(args(out), io)).toBe(0);
    expect(io.outs.join('\n')).toContain(`wrote ${out}: 4 troopers of Invented Faction`);
    expect(io.errs.join('\n')).toContain('not carried over: group 1 member 3 (Invented Rifleman, Spark Thrower)');
    const checked = fakeIo();
    expect(await runLists(['check', out], checked)).toBe(0);

    writeFileSync(out, 'mine\n');
    const again = fakeIo();
    expect(await runLists(args(out), again)).toBe(1);
    expect(again.errs.join('\n')).toMatch(/already exists.*give --force to replace it/);
    expect(readFileSync(out, 'utf8')).toBe('mine\n');
    expect(await runLists([...args(out), '--force'], fakeIo())).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^# Imported from an Army builder code/);
  });

  it('usage errors: no unit data, no output, no subcommand', async () => {
    const io = fakeIo();
    expect(await runLists(['import', CODE, '-o', 'x.yaml'], io)).toBe(2);
    expect(io.errs.join('\n')).toMatch(/--units/);
    expect(await runLists(['import', CODE, '--units', 'u.json'], fakeIo())).toBe(2);
    expect(await runLists([], fakeIo())).toBe(2);
    expect(await runLists(['chek'], fakeIo())).toBe(2);
  });
});
