import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameInput } from '../../machines/index.ts';
import type { ArmyList, TrooperProfile } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { trooperCards } from '../../viewer/trooperCards.ts';

// Fireteams (N5 wiki: Fireteams: Basic Rules, Fireteams in the Active Turn, Fireteam Integrity,
// Fireteam Bonuses): a Core of three Fusiliers formed at deployment, a Duo formed with a Command
// Token, Fireteam Orders that move every member, Coherency and Integrity.
const fusilier = (id: string, more: Partial<TrooperProfile> = {}): TrooperProfile => ({
  ...lineTrooper('n5', id, `Fusilier ${id}`, 12),
  unit: 'Fusilier',
  fireteams: ['core', 'haris'],
  ...more,
});
const pano = (
  fireteams: ArmyList['fireteams'] = [{ id: 'alpha', kind: 'core', leader: 'f1', members: ['f1', 'f2', 'f3'] }],
): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    {
      id: 'g1',
      troopers: [
        fusilier('f1'),
        fusilier('f2'),
        fusilier('f3'),
        fusilier('ob', { unit: 'Order Sergeant', fireteams: ['duo'] }),
        fusilier('kirk', { unit: 'Kirk', fireteams: [], wildcard: true }),
        fusilier('lone', { fireteams: [] }),
      ],
    },
  ],
  ...(fireteams === undefined ? {} : { fireteams }),
});
const input = (more: Partial<GameInput> = {}, fireteams?: ArmyList['fireteams']): GameInput => ({
  edition: 'n5',
  title: 'fireteams',
  armies: [pano(fireteams), army('yj', [lineTrooper('n5', 'y1', 'Zhanshi', 11)])],
  ...more,
});
const start: GameCommand = { type: 'start-turn', player: 'pano' };
const duo: GameCommand = {
  type: 'form-fireteam',
  fireteam: { id: 'bravo', kind: 'duo', leader: 'ob', members: ['ob', 'kirk'] },
};
const moveOrder = (trooper: string, more: Partial<Extract<GameCommand, { type: 'activate' }>> = {}): GameCommand[] => [
  { type: 'activate', trooper, fireteam: true, ...more },
  { type: 'declare', trooper, declaration: { skill: 'move' } },
  { type: 'end-aros' },
  { type: 'declare', trooper, declaration: { skill: 'move' } },
  { type: 'end-aros' },
];

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
    for (const c of [start, ...moveOrder('f1')]) expect(session.send(c).ok).toBe(true);
    const r = session.send(duo);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.citation.id).toBe('n5/fireteams/creation');
  });

  it('n5/fireteams/creation: with no Command Token left it is refused, with the Command Token rule', () => {
    const session = createGameSession(input({ commandTokens: 0 }));
    session.send(start);
    const r = session.send(duo);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.citation.id).toBe('n5/orders/command-tokens');
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
      expect(session.send(c).ok).toBe(true);
    expect(
      session.send({
        type: 'aro',
        trooper: 'y1',
        declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'f3', burst: 1 }] },
      }).ok,
    ).toBe(true);
  });

  it('n5/fireteams/order: a skill only the Leader performs (a BS Attack) is refused as not ruled yet, at the declaration', () => {
    const session = createGameSession(input());
    session.send(start);
    expect(session.send({ type: 'activate', trooper: 'f1', fireteam: true }).ok).toBe(true);
    const r = session.send({
      type: 'declare',
      trooper: 'f1',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'y1', burst: 3 }] },
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        reason: expect.stringMatching(/only the Leader performs bs-attack/),
        citation: { id: 'n5/fireteams/order' },
      });
  });

  it('n5/fireteams/order: an ordinary Order on a member, a Fireteam Order on a trooper in no team, and a member in a Coordinated Order are refused', () => {
    const session = createGameSession(input());
    session.send(start);
    const refused = (c: GameCommand): string => {
      const r = session.send(c);
      return r.ok ? 'accepted' : r.rejection.citation.id;
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
    expect([r1.ok, r2.ok]).toEqual([false, false]);
  });
});

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

describe('Fireteam members in ARO: bonuses the engine does not apply yet are refused, not ruled without them', () => {
  const enemyMove = (aro: Extract<GameCommand, { type: 'aro' }>) => {
    const session = createGameSession(input());
    for (const c of [
      start,
      { type: 'end-turn' },
      { type: 'start-turn', player: 'yj' },
      { type: 'activate', trooper: 'y1' },
      { type: 'declare', trooper: 'y1', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'f2', to: 'y1', value: true } },
      { type: 'measure', fact: { fact: 'lof', from: 'lone', to: 'y1', value: true } },
    ] satisfies GameCommand[])
      expect(session.send(c).ok, c.type).toBe(true);
    return session.send(aro);
  };
  const shot = (trooper: string): Extract<GameCommand, { type: 'aro' }> => ({
    type: 'aro',
    trooper,
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'y1', burst: 1 }] },
  });

  it('n5/fireteams/bonus-bs-attack-sd: a member of a level-3 team shooting in ARO is refused (its +1 SD is not rolled yet); a trooper in no team shoots', () => {
    const r = enemyMove(shot('f2'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.citation.id).toBe('n5/fireteams/bonus-bs-attack-sd');
    expect(enemyMove(shot('lone')).ok).toBe(true);
  });

  it('n5/fireteams/bonus-discover-dodge: a member of a level-3 team Dodging in ARO is refused (its +1 Dodge is not applied yet)', () => {
    const r = enemyMove({ type: 'aro', trooper: 'f2', declaration: { skill: 'dodge' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.citation.id).toBe('n5/fireteams/bonus-discover-dodge');
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
    expect(session.send({ type: 'cancel-fireteam', fireteam: 'zulu' }).ok).toBe(false);
    session.send({ type: 'activate', trooper: 'f1', fireteam: true });
    expect(session.send({ type: 'cancel-fireteam', fireteam: 'alpha' }).ok).toBe(false);
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
