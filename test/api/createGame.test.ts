import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGame, foldGame, troopersOf, type ListSource } from '../../api/index.ts';

const list = (name: string): ListSource => ({
  file: name,
  text: readFileSync(`examples/lists/${name}`, 'utf8'),
});
const LISTS = [list('panoceania-fennec.yaml'), list('yu-jing-senku.yaml')];

describe('createGame (the library root, docs/api.md)', () => {
  it('starts a game of the edition from two army lists, and the session answers commands', () => {
    const game = createGame({ edition: 'n4', lists: LISTS });
    if (E.isLeft(game)) throw new Error(game.left.message);
    expect(game.right.events[0]).toMatchObject({ type: 'GameStarted', edition: 'n4' });
    const answer = game.right.send({ type: 'start-turn', player: 'panoceania' });
    expect(E.isRight(answer)).toBe(true);
    const state = troopersOf(foldGame(game.right.events));
    expect(state.title).toBe('PanOceania against Yu Jing');
    expect(Object.keys(state.troopers)).toEqual(['fennec', 'senku']);
  });

  it('N5 by default; a title of its own', () => {
    const game = createGame({ lists: LISTS, title: 'league round 1' });
    if (E.isLeft(game)) throw new Error(game.left.message);
    expect(troopersOf(foldGame(game.right.events))).toMatchObject({ edition: 'n5', title: 'league round 1' });
  });

  it('a problem in a list is located in it (file, line, field, rule), and no game starts', () => {
    const broken = { file: 'broken.yaml', text: 'format: arbiter/army-list@1\nplayer: x\nfaction: X\nlieutnant: a\n' };
    const game = createGame({ lists: [LISTS[0] ?? broken, broken] });
    expect(E.isRight(game)).toBe(false);
    if (E.isRight(game)) return;
    expect(game.left).toMatchObject({ file: 'broken.yaml', line: expect.any(Number) as number });
    expect(game.left.rule).toMatch(/^recorded-game\//);
  });

  it('a game is played by two armies', () => {
    const game = createGame({ lists: LISTS.slice(0, 1) });
    expect(E.isRight(game) ? null : game.left.message).toMatch(/two armies/);
  });
});
