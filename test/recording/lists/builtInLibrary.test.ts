import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, type ScriptTrooper } from '../../../recording/index.ts';
import { EDITIONS } from '../../../rules/edition.ts';
import { loadLibrary, readArmyList, type UnitLibrary } from '../../../recording/lists/index.ts';
import { resolveTrooper } from '../../../recording/lists/scriptArmy.ts';
import { ROOT } from '../badGames.ts';
import { isInfinityExample } from '../../support/infinityExample.ts';

const library = ((): UnitLibrary => {
  const l = loadLibrary();
  if (E.isLeft(l)) throw new Error(l.left.message);
  return l.right;
})();

/** The trooper as the library gives it back, when some profile and loadout of the library give exactly it. */
const fromLibrary = (t: ScriptTrooper): ScriptTrooper | undefined => {
  for (const p of library.profiles.values())
    for (const loadout of [undefined, ...(p.loadouts ?? []).map((l) => l.id)]) {
      const r = resolveTrooper(
        {
          profile: p.id,
          id: t.id,
          name: t.name,
          ...(loadout === undefined ? {} : { loadout }),
          ...(t.states === undefined ? {} : { states: t.states }),
          ...(t.cost === undefined ? {} : { cost: t.cost }),
        },
        p,
      );
      if (isDeepStrictEqual(r, t)) return r;
    }
  return undefined;
};

describe('the built-in unit library (recording/lists/library/)', () => {
  const games = readdirSync(join(ROOT, 'examples'))
    .filter((f) => f.endsWith('.game.yaml'))
    .filter(isInfinityExample);
  it.each(games)('every trooper of examples/%s is a profile of the library (with one of its loadouts)', (game) => {
    const parsed = parseRecordedGame(game, readFileSync(join(ROOT, 'examples', game)));
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    for (const army of parsed.right.game.armies)
      for (const group of army.groups)
        for (const t of group.troopers) expect(fromLibrary(t), `${game}: ${t.id}`).toEqual(t);
  });

  it('every profile and loadout of the library reads in a list of some edition', () => {
    for (const p of library.profiles.values())
      for (const loadout of [
        ...(p.loadouts ?? []).map((l) => l.id),
        ...(p.loadouts === undefined ? [undefined] : []),
      ]) {
        const list = `format: arbiter/army-list@1\nplayer: p\nfaction: F\nlieutenant: a\ngroups:\n  - id: g\n    troopers:\n      - { profile: ${p.id}, id: a${loadout === undefined ? '' : `, loadout: ${loadout}`} }\n`;
        const editions = EDITIONS.filter((e) => E.isRight(readArmyList(list, 'l.yaml', library, e)));
        expect(editions, `${p.id} ${loadout ?? ''}`).not.toEqual([]);
      }
  });
});
