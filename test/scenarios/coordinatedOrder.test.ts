import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

// Coordinated Orders (N4/N5 wiki; N3 reading documented): a Command Token and one Regular Order
// move up to four troopers of one Combat Group with the same skills against one target.
type Edition = 'n3' | 'n4' | 'n5';
const pano = (edition: Edition): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    { id: 'g1', troopers: ['f1', 'f2', 'f3', 'f4', 'f5'].map((id) => lineTrooper(edition, id, id.toUpperCase(), 12)) },
    { id: 'g2', troopers: [lineTrooper(edition, 'g2a', 'G2A', 12)] },
  ],
});
const input = (edition: Edition, commandTokens?: number) => ({
  edition,
  title: 'coordinated',
  armies: [pano(edition), army('yj', [lineTrooper(edition, 'y1', 'Y1', 11), lineTrooper(edition, 'y2', 'Y2', 11)])],
  ...(commandTokens === undefined ? {} : { commandTokens }),
});
const members = ['f1', 'f2', 'f3'];
const facts: GameCommand[] = members.flatMap((m): GameCommand[] => [
  { type: 'measure', fact: { fact: 'lof', from: 'y1', to: m, value: true } },
  { type: 'measure', fact: { fact: 'range', from: m, to: 'y1', inches: 12 } },
]);
const order = (edition: Edition, aro: GameCommand, dice: readonly GameCommand[]): GameCommand[] => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'f1', coordinated: ['f2', 'f3'] },
  { type: 'declare', trooper: 'f1', declaration: edition === 'n5' ? { skill: 'idle' } : { skill: 'move' } },
  ...facts,
  aro,
  { type: 'end-aros' },
  {
    type: 'declare',
    trooper: 'f1',
    declaration: {
      skill: 'bs-attack',
      weapon: 'combi-rifle',
      targets: [{ target: 'y1', burst: edition === 'n3' ? 1 : 2 }],
    },
  },
  { type: 'end-aros' },
  ...dice,
];

describe.each(['n4', 'n5'] as const)('%s/orders/coordinated: Coordinated Order', (edition) => {
  it('spends one Command Token and one Regular Order; the spearhead rolls half its Burst, the others 1; one Dodge die meets every member', () => {
    const session = createGameSession(input(edition));
    for (const c of order(edition, { type: 'aro', trooper: 'y1', declaration: { skill: 'dodge' } }, [
      { type: 'roll', trooper: 'f1', purpose: 'attack', faces: [3, 4] },
      { type: 'roll', trooper: 'f2', purpose: 'attack', faces: [14] },
      { type: 'roll', trooper: 'f3', purpose: 'attack', faces: [20] },
      { type: 'roll', trooper: 'y1', purpose: 'dodge', faces: [8] },
    ]))
      expect(E.isRight(session.send(c)), c.type).toBe(true);
    // the save (and the Guts Roll, where the edition's save leaves y1 standing) as owed
    for (let due = session.due()[0]; due !== undefined; due = session.due()[0]) {
      expect(
        E.isRight(
          session.send({
            type: 'roll',
            trooper: due.trooper,
            purpose: due.purpose,
            faces: Array.from({ length: due.count }, () => (due.purpose === 'guts' ? 1 : 19)),
          }),
        ),
      ).toBe(true);
    }
    expect(session.where().order).toBeNull();
    const events = session.events;
    expect(only(events, 'CoordinatedOrderGiven')).toMatchObject({
      spearhead: 'f1',
      troopers: ['f1', 'f2', 'f3'],
      commandTokensLeft: 3,
    });
    expect(ofType(events, 'OrderSpent')).toHaveLength(1);
    const exchanges = ofType(events, 'FaceToFaceResolved');
    expect(exchanges.map((x) => x.exchange)).toEqual(['f1>y1', 'f2>y1', 'f3>y1']);
    for (const x of exchanges) expect(x.b.dice.map((d) => d.die.face)).toEqual([8]);
    // the 8 cancels the spearhead's 3 and 4; f2's 14 (SV 15) beats it; f3's 20 fails
    expect(exchanges[0]?.winner).toBe('b');
    expect(exchanges[1]?.winner).toBe('a');
    expect(exchanges[2]?.winner).toBe('b');
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'f2', target: 'y1', hits: 1 });
  });
});

describe('n3/orders/coordinated: Coordinated Order (n3)', () => {
  it('every member attacks with Burst 1; a target shooting back meets only the member it shot at', () => {
    const { events } = given(input('n3')).when(
      order(
        'n3',
        {
          type: 'aro',
          trooper: 'y1',
          declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'f2', burst: 1 }] },
        },
        [
          { type: 'roll', trooper: 'f1', purpose: 'attack', faces: [18] },
          { type: 'roll', trooper: 'f2', purpose: 'attack', faces: [17] },
          { type: 'roll', trooper: 'f3', purpose: 'attack', faces: [19] },
          { type: 'roll', trooper: 'y1', purpose: 'attack', faces: [16] },
        ],
      ),
    );
    expect(
      ofType(events, 'DiceRolled')
        .filter((e) => e.trooper.startsWith('f'))
        .map((e) => e.faces.length),
    ).toEqual([1, 1, 1]);
    expect(ofType(events, 'FaceToFaceResolved').map((x) => x.exchange)).toEqual(['f2>y1']);
    expect(ofType(events, 'NormalRollResolved').map((x) => x.exchange)).toEqual(['f1>y1', 'f3>y1']);
  });
});

describe('Coordinated Order refusals', () => {
  const attempt = (c: GameCommand, tokens?: number) => {
    const s = createGameSession(input('n5', tokens));
    s.send({ type: 'start-turn', player: 'pano' });
    const before = s.events.length;
    const r = s.send(c);
    expect(s.events.length).toBe(before);
    return E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`;
  };
  it('at most four troopers', () =>
    expect(attempt({ type: 'activate', trooper: 'f1', coordinated: ['f2', 'f3', 'f4', 'f5'] })).toMatch(
      /at most 4 troopers/,
    ));
  it('one Combat Group', () =>
    expect(attempt({ type: 'activate', trooper: 'f1', coordinated: ['g2a'] })).toMatch(
      /stays within one Combat Group/,
    ));
  it('a Command Token is needed', () =>
    expect(attempt({ type: 'activate', trooper: 'f1', coordinated: ['f2'] }, 0)).toMatch(
      /n5\/orders\/command-tokens: pano has no Command Token left/,
    ));
  it("only the Active Player's troopers", () =>
    expect(attempt({ type: 'activate', trooper: 'f1', coordinated: ['y1'] })).toMatch(/not pano's/));
  it('a single target', () => {
    const s = createGameSession(input('n5'));
    for (const c of order('n5', { type: 'end-aros' }, []).slice(0, 4 + facts.length)) s.send(c);
    s.send({ type: 'end-aros' });
    const r = s.send({
      type: 'declare',
      trooper: 'f1',
      declaration: {
        skill: 'bs-attack',
        weapon: 'combi-rifle',
        targets: [
          { target: 'y1', burst: 1 },
          { target: 'y2', burst: 1 },
        ],
      },
    });
    expect(E.isRight(r) ? 'accepted' : r.left.reason).toMatch(/same single target/);
  });
});

describe('Coordinated Order and a Mine', () => {
  it('n5/weapons/mines: a Mine set off during a Coordinated Order is refused at the dice, with the reason and the rule, never ignored', () => {
    const session = createGameSession(input('n5'));
    const commands = order('n5', { type: 'aro', trooper: 'y1', declaration: { skill: 'dodge' } }, []);
    const beforeDice = commands.length - 1; // the last end-aros
    for (const c of commands.slice(0, beforeDice)) expect(E.isRight(session.send(c)), c.type).toBe(true);
    expect(
      E.isRight(
        session.send({
          type: 'measure',
          fact: { fact: 'mine', mine: 'm1', weapon: 'antipersonnel-mine', trigger: 'declaration', affects: ['f2'] },
        }),
      ),
    ).toBe(true);
    expect(E.isRight(session.send(commands[beforeDice] ?? { type: 'end-aros' }))).toBe(true);
    const n = session.events.length;
    const r = session.send({ type: 'roll', trooper: 'f1', purpose: 'attack', faces: [3, 4] });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/Mine \(m1\) set off during a Coordinated Order is not adjudicated/),
        citation: { id: 'n5/weapons/mines' },
      });
    expect(session.events.length).toBe(n);
  });
});
