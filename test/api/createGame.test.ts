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
    if (!game.ok) throw new Error(game.error.message);
    expect(game.session.events[0]).toMatchObject({ type: 'GameStarted', edition: 'n4' });
    const answer = game.session.send({ type: 'start-turn', player: 'panoceania' });
    expect(answer.ok).toBe(true);
    const state = troopersOf(foldGame(game.session.events));
    expect(state.title).toBe('PanOceania against Yu Jing');
    expect(Object.keys(state.troopers)).toEqual(['fennec', 'senku']);
  });

  it('N5 by default; a title of its own', () => {
    const game = createGame({ lists: LISTS, title: 'league round 1' });
    if (!game.ok) throw new Error(game.error.message);
    expect(troopersOf(foldGame(game.session.events))).toMatchObject({ edition: 'n5', title: 'league round 1' });
  });

  it('a problem in a list is located in it (file, line, field, rule), and no game starts', () => {
    const broken = { file: 'broken.yaml', text: 'format: arbiter/army-list@1\nplayer: x\nfaction: X\nlieutnant: a\n' };
    const game = createGame({ lists: [LISTS[0] ?? broken, broken] });
    expect(game.ok).toBe(false);
    if (game.ok) return;
    expect(game.error).toMatchObject({ file: 'broken.yaml', line: expect.any(Number) as number });
    expect(game.error.rule).toMatch(/^recorded-game\//);
  });

  it('a game is played by two armies', () => {
    const game = createGame({ lists: LISTS.slice(0, 1) });
    expect(game.ok ? null : game.error.message).toMatch(/two armies/);
  });
});
