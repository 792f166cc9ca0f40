import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { trooperCards } from '../../viewer/trooperCards.ts';
import { duo, input, start } from '../support/fireteamTable.ts';

// Fireteams (N5): Integrity (members leaving, teams cancelled), members' AROs, and what the viewer shows.
describe('n5/fireteams/integrity: Integrity at the end of an Order', () => {
  it('n5/fireteams/integrity: a member put Unconscious by an ARO leaves the team at the end of the Order; the level drops', () => {
    const { session, events } = given(input()).when([
      start,
      { type: 'activate', trooper: 'f1', fireteam: true },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'y1', to: 'f3', value: true } },
      { type: 'measure', fact: { fact: 'range', from: 'y1', to: 'f3', inches: 12 } },
      {
        type: 'aro',
        trooper: 'y1',
        declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'f3', burst: 1 }] },
      },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'y1', purpose: 'attack', faces: [5] },
      { type: 'roll', trooper: 'f3', purpose: 'saving-roll', faces: [20] },
    ]);
    const left = ofType(events, 'FireteamChanged').find((e) => e.change === 'left');
    expect(left).toMatchObject({
      left: ['f3'],
      fireteam: { members: ['f1', 'f2'] },
      level: 2,
      citations: ['n5/fireteams/integrity', 'n5/fireteams/level'],
    });
    expect(session.state().fireteams[0]?.members).toEqual(['f1', 'f2']);
  });
});

describe('n5/fireteams/level: the viewer and replay show each trooper’s Fireteam', () => {
  it('n5/fireteams/level: trooper cards name the Fireteam, its level and its Leader', () => {
    const { events } = given(input()).when([start, duo]);
    const cards = trooperCards(events, events.length);
    expect(cards.find((c) => c.id === 'f1')?.fireteam).toBe('Fireteam core alpha, level 3 (Leader)');
    expect(cards.find((c) => c.id === 'kirk')?.fireteam).toBe('Fireteam duo bravo, level 1');
    expect(cards.find((c) => c.id === 'lone')?.fireteam).toBeUndefined();
  });
});

describe('n5/fireteams/integrity: a player cancels its Fireteam before an Order', () => {
  it('n5/fireteams/integrity: cancelling spends nothing; its former members then take ordinary Orders', () => {
    const { session, events } = given(input()).when([
      start,
      { type: 'cancel-fireteam', fireteam: 'alpha' },
      { type: 'activate', trooper: 'f1', order: 'regular' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ]);
    expect(only(events, 'FireteamChanged')).toMatchObject({
      change: 'cancelled',
      why: 'pano cancels Fireteam alpha before the next Order',
    });
    expect(session.state().fireteams).toEqual([]);
    expect(session.state().tokens['pano']).toBe(4);
  });

  it('n5/fireteams/integrity: a Fireteam not on the table cannot be cancelled, nor one during an Order', () => {
    const session = createGameSession(input());
    session.send(start);
    expect(E.isRight(session.send({ type: 'cancel-fireteam', fireteam: 'zulu' }))).toBe(false);
    session.send({ type: 'activate', trooper: 'f1', fireteam: true });
    expect(E.isRight(session.send({ type: 'cancel-fireteam', fireteam: 'alpha' }))).toBe(false);
  });
});

describe('n5/fireteams/integrity: a member that takes an Order of its own leaves', () => {
  it('n5/fireteams/integrity: the Lieutenant spending the Lieutenant Order leaves its Fireteam; it was the Leader, so the team is cancelled', () => {
    const { session, events } = given(input()).when([
      start,
      { type: 'activate', trooper: 'f1', order: 'lieutenant' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ]);
    expect(only(events, 'FireteamChanged')).toMatchObject({ change: 'cancelled', left: ['f1'], order: 1 });
    expect(session.state().fireteams).toEqual([]);
  });

  it('n5/fireteams/integrity: a member who is not the Leader leaves and the team goes on', () => {
    const { session, events } = given(
      input({}, [{ id: 'alpha', kind: 'core', leader: 'f2', members: ['f1', 'f2', 'f3'] }]),
    ).when([
      start,
      { type: 'activate', trooper: 'f1', order: 'lieutenant' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ]);
    expect(only(events, 'FireteamChanged')).toMatchObject({
      change: 'left',
      left: ['f1'],
      fireteam: { members: ['f2', 'f3'] },
      level: 2,
    });
    expect(session.state().fireteams[0]?.members).toEqual(['f2', 'f3']);
  });
});

describe('n5/fireteams/integrity: a member already Isolated or Null is out of the team when its next Order is declared', () => {
  it('n5/fireteams/integrity: after an Order ruled by the players leaves a member Isolated, the Fireteam Order does not activate it', () => {
    const { session, events } = given(input()).when([
      start,
      {
        type: 'rule-by-players',
        trooper: 'lone',
        declared: 'a hacking attack we rule ourselves',
        outcome: { enter: { f3: ['isolated'] } },
      },
      { type: 'activate', trooper: 'f1', fireteam: true },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ]);
    expect(ofType(events, 'FireteamChanged')[0]).toMatchObject({
      change: 'order',
      fireteam: { members: ['f1', 'f2'] },
      why: 'Fireteam Order: f1 leads Fireteam alpha, activating f1, f2; f3 is Isolated and left the team',
      citations: ['n5/fireteams/order', 'n5/fireteams/integrity', 'n5/fireteams/level'],
    });
    expect(session.state().fireteams[0]?.members).toEqual(['f1', 'f2']);
  });
});
