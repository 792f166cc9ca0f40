import * as E from 'fp-ts/lib/Either.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordCommand } from '../../cli/commands/record.ts';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { tempDir } from '../support/tempDir.ts';

const seed = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'f2f-1v1.game.yaml'), 'utf8');
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** Records a variant of the seed example through the CLI; returns the exit code, stderr and whether a log appeared. */
const record = async (text: string) => {
  const dir = tempDir('bad');
  const game = join(dir, 'game.yaml');
  const log = join(dir, 'game.jsonl');
  writeFileSync(game, text);
  const err: string[] = [];
  const code = await recordCommand([game, '-o', log], {
    out: () => undefined,
    err: (s) => void err.push(s),
    isTTY: false,
  });
  return { code, err: err.join('\n'), written: existsSync(log) };
};

describe('bad recorded games: a clear error, exit 1, nothing written', () => {
  it('malformed YAML names its line and column', async () => {
    const text = seed.replace('edition: n5', 'edition: [n5');
    const r = await record(text);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/game\.yaml:\d+:\d+: not valid YAML\/JSON/);
    expect(r.written).toBe(false);
  });

  it('a die that is not a d20 face names the field path and its line', () => {
    const text = seed.replace('senku: [7]', 'senku: [23]');
    const p = parseRecordedGame('game.yaml', text);
    expect(E.isRight(p)).toBe(false);
    if (E.isLeft(p)) {
      expect(p.left).toMatchObject({ path: 'turns[0].orders[0].dice.senku[0]', line: lineOf(text, 'senku: [23]') });
      expect(formatScriptError(p.left)).toMatch(/must be a d20 face \(a whole number from 1 to 20\), not 23/);
    }
  });

  it('recorded-game/weapon-damage: a full weapon profile without the N5 PS is refused where it is given, not when its first hit is saved', async () => {
    const noPs = '{ id: knife, name: Knife, burst: 1, ammo: N, save: ARM, ranges: [], template: none, traits: [] }';
    const text = seed.replace(
      'weapons: [combi-rifle]\n  - player: yu-jing',
      `weapons: [combi-rifle, ${noPs}]\n  - player: yu-jing`,
    );
    expect(text).not.toBe(seed);
    const r = await record(text);
    expect(r.code).toBe(1);
    expect(r.written).toBe(false);
    expect(r.err).toContain('armies[0].groups[0].troopers[0].weapons[1]');
    expect(r.err).toContain("Knife fires N ammunition, whose saving roll needs the weapon's PS");
    expect(r.err).toContain('recorded-game/weapon-damage');
    // Smoke calls for no saving roll, so it needs no PS.
    const smoke =
      '{ id: smoke, name: Smoke, burst: 1, ammo: Smoke, save: ARM, ranges: [], template: impact-circular, traits: [] }';
    expect(
      (
        await record(
          seed.replace(
            'weapons: [combi-rifle]\n  - player: yu-jing',
            `weapons: [combi-rifle, ${smoke}]\n  - player: yu-jing`,
          ),
        )
      ).code,
    ).toBe(0);
  });

  it('an unknown field value (edition n6) is refused with what was expected', () => {
    const p = parseRecordedGame('game.yaml', seed.replace('edition: n5', 'edition: n6'));
    expect(E.isRight(p) || p.left).toMatchObject({
      path: 'edition',
      message: 'edition must be one of n3, n4, n5, not "n6"',
      rule: 'recorded-game/choice',
    });
  });

  it('n5/aro/reactive-only: an illegal declaration stops at its line with the reason and the rule, and the CLI writes no log', async () => {
    // The Fusilier belongs to the Active Player: he cannot declare an ARO.
    const text = seed.replace(
      '          senku: { skill: bs-attack',
      '          fennec: { skill: dodge }\n          senku: { skill: bs-attack',
    );
    const p = parseRecordedGame('game.yaml', text);
    if (E.isLeft(p)) throw new Error(formatScriptError(p.left));
    const r = recordGame('game.yaml', p.right.game, p.right.map);
    expect(E.isRight(r) || r.left.error).toMatchObject({
      path: 'turns[0].orders[0].aros.fennec',
      line: lineOf(text, 'fennec: { skill: dodge }'),
    });
    expect(E.isRight(r) || r.left.error).toMatchObject({
      message: expect.stringMatching(/only the Reactive Player declares AROs/),
      rule: 'n5/aro/reactive-only',
    });
    const cli = await record(text);
    expect(cli.code).toBe(1);
    expect(cli.written).toBe(false);
  });

  it('a weapon whose modes name the same ammunition twice is refused at its modes (an attack names its mode by ammunition)', () => {
    const text = seed.replace(
      'weapons: [combi-rifle]',
      'weapons: [{ id: multi, name: Multi, burst: 3, ammo: AP, save: ARM, ps: 7, ranges: [{ upTo: 16, mod: 3 }], template: none, traits: [], modes: [{ ammo: AP }, { ammo: DA, burst: 1 }, { ammo: AP, burst: 1 }] }]',
    );
    const p = parseRecordedGame('game.yaml', text);
    if (E.isLeft(p)) throw new Error(formatScriptError(p.left));
    const r = recordGame('game.yaml', p.right.game, p.right.map);
    expect(E.isRight(r) || r.left.error).toMatchObject({
      path: 'armies[0].groups[0].troopers[0].weapons[0].modes',
      message: expect.stringMatching(/AP ammunition in two modes/),
    });
  });

  it('n5/weapons/ammo-choice: an attack with a MULTI weapon that declares no ammunition stops at its line with the rule', () => {
    const text = seed
      .replace('weapons: [combi-rifle]', 'weapons: [combi-rifle, multi-rifle]')
      .replace('second: { skill: bs-attack, weapon: combi-rifle', 'second: { skill: bs-attack, weapon: multi-rifle');
    const p = parseRecordedGame('game.yaml', text);
    if (E.isLeft(p)) throw new Error(formatScriptError(p.left));
    const r = recordGame('game.yaml', p.right.game, p.right.map);
    expect(E.isRight(r) || r.left.error).toMatchObject({
      message: expect.stringMatching(/MULTI Rifle fires AP or Shock or DA: the BS Attack must declare which \(ammo\)/),
      rule: 'n5/weapons/ammo-choice',
    });
  });

  it('a roll the Order needs and the file lacks is named, with what to add', () => {
    const text = seed.replace('          senku: [7]\n', '');
    const p = parseRecordedGame('game.yaml', text);
    if (E.isLeft(p)) throw new Error(formatScriptError(p.left));
    const r = recordGame('game.yaml', p.right.game, p.right.map);
    expect(E.isRight(r) || r.left.error.message).toMatch(/senku must roll 1 attack die; add dice\.senku/);
  });
});
