import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { duo, input, moveOrder, start } from '../support/fireteamTable.ts';

// Fireteams (N5): formation, the Fireteam Order and Coherency; Integrity and AROs in fireteamIntegrity.test.ts.
describe('n5/fireteams/creation: Fireteams formed at deployment and with a Command Token', () => {
  it('n5/fireteams/creation: the army list’s Core is on the table from the start; a Duo formed in the Tactical Phase spends a Command Token', () => {
    const { session, events } = given(input()).when([start, duo]);
    expect(session.state().fireteams.map((f) => [f.id, f.leader, f.members])).toEqual([
      ['alpha', 'f1', ['f1', 'f2', 'f3']],
      ['bravo', 'ob', ['ob', 'kirk']],
    ]);
    expect(only(events, 'FireteamChanged')).toMatchObject({
      change: 'formed',
      level: 1,
      commandTokensLeft: 3,
      citations: ['n5/fireteams/creation', 'n5/orders/command-tokens', 'n5/fireteams/level'],
    });
    expect(session.state().tokens['pano']).toBe(3);
  });

  it('n5/fireteams/creation: after the first Order the Tactical Phase is over, and a Fireteam can no longer be formed', () => {
    const session = createGameSession(input());
    for (const c of [start, ...moveOrder('f1')]) expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send(duo);
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe('n5/fireteams/creation');
  });

  it('n5/fireteams/creation: with no Command Token left it is refused, with the Command Token rule', () => {
    const session = createGameSession(input({ commandTokens: 0 }));
    session.send(start);
    const r = session.send(duo);
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe('n5/orders/command-tokens');
  });

  it('n5/fireteams/creation: an army list whose Fireteam breaks the requirements does not start', () => {
    expect(() =>
      createGameSession(input({}, [{ id: 'alpha', kind: 'core', leader: 'f1', members: ['f1', 'lone', 'f2'] }])),
    ).toThrow(/may not form a Fireteam core.*n5\/fireteams\/requirements/);
  });
});

describe('n5/fireteams/order: one Regular Order activates the Fireteam', () => {
  it('n5/fireteams/order: the trooper the Order is spent on leads; every member Moves; one Regular Order is spent; the level is 3', () => {
    const { session, events } = given(input()).when([start, ...moveOrder('f2')]);
    expect(only(events, 'FireteamChanged')).toMatchObject({
      change: 'order',
      fireteam: { id: 'alpha', leader: 'f2', members: ['f2', 'f1', 'f3'] },
      level: 3,
      bonuses: ['single-order', 'bs-attack-extra-die', 'discover-3', 'dodge-1'],
    });
    expect(ofType(events, 'OrderSpent')).toEqual([expect.objectContaining({ trooper: 'f2', pool: 'regular' })]);
    expect(session.state().fireteams[0]?.leader).toBe('f2');
    expect(session.state().pools?.regular['g1']).toBe(5);
  });

  it('n5/fireteams/order: an ARO may target any member activated by the Fireteam Order', () => {
    const session = createGameSession(input());
    for (const c of [
      start,
      { type: 'activate', trooper: 'f1', fireteam: true },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'y1', to: 'f3', value: true } },
    ] satisfies GameCommand[])
      expect(E.isRight(session.send(c))).toBe(true);
    expect(
      E.isRight(
        session.send({
          type: 'aro',
          trooper: 'y1',
          declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'f3', burst: 1 }] },
        }),
      ),
    ).toBe(true);
  });

  it('n5/fireteams/order: an ordinary Order on a member, a Fireteam Order on a trooper in no team, and a member in a Coordinated Order are refused', () => {
    const session = createGameSession(input());
    session.send(start);
    const refused = (c: GameCommand): string => {
      const r = session.send(c);
      return E.isRight(r) ? 'accepted' : r.left.citation.id;
    };
    expect(refused({ type: 'activate', trooper: 'f1' })).toBe('n5/fireteams/order');
    expect(refused({ type: 'activate', trooper: 'lone', fireteam: true })).toBe('n5/fireteams/order');
    expect(refused({ type: 'activate', trooper: 'lone', coordinated: ['f3'] })).toBe('n5/fireteams/requirements');
    expect(refused({ type: 'activate', trooper: 'f1', fireteam: true, order: 'lieutenant' })).toBe(
      'n5/fireteams/order',
    );
  });
});

describe('n5/fireteams/coherency: a member out of the Leader’s Zone of Control leaves', () => {
  it('n5/fireteams/coherency: a member out of Coherency is not activated and leaves; the team goes on at a lower level', () => {
    const { session, events } = given(input()).when([start, ...moveOrder('f1', { outOfCoherency: ['f3'] })]);
    expect(only(events, 'FireteamChanged')).toMatchObject({
      change: 'order',
      fireteam: { members: ['f1', 'f2'] },
      left: ['f3'],
      level: 2,
      citations: ['n5/fireteams/order', 'n5/fireteams/coherency', 'n5/fireteams/level'],
    });
    expect(session.state().fireteams[0]?.members).toEqual(['f1', 'f2']);
  });

  it('n5/fireteams/coherency: a Duo whose other member is out of Coherency is cancelled, and the Order is the Leader’s alone', () => {
    const { session, events } = given(input()).when([start, duo, ...moveOrder('ob', { outOfCoherency: ['kirk'] })]);
    expect(ofType(events, 'FireteamChanged').map((e) => e.change)).toEqual(['formed', 'order', 'cancelled']);
    expect(session.state().fireteams.map((f) => f.id)).toEqual(['alpha']);
  });

  it('n5/fireteams/coherency: the Leader cannot be out of Coherency, nor a trooper of another team', () => {
    const session = createGameSession(input());
    session.send(start);
    const r1 = session.send({ type: 'activate', trooper: 'f1', fireteam: true, outOfCoherency: ['f1'] });
    const r2 = session.send({ type: 'activate', trooper: 'f1', fireteam: true, outOfCoherency: ['ob'] });
    expect([E.isRight(r1), E.isRight(r2)]).toEqual([false, false]);
  });
});
