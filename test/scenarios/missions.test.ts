import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameInput, type GameSession } from '../../machines/index.ts';
import type { TrooperProfile } from '../../rules/profiles/index.ts';
import { only } from '../support/scenario.ts';
import { gameEndReason } from '../../rules/missions/index.ts';
import { ANGUS, BIPANDRA, MORAT, armyOf } from '../support/seedTroopers.ts';

// The mission and its score (docs/missions.md): round-end facts the players record, the game's
// end after round 3, the final score, and nothing accepted after it. Costs and points are ours.
const costed = (army: ReturnType<typeof armyOf>, costs: Record<string, number>, points = 300) => ({
  ...army,
  points,
  groups: army.groups.map((g) => ({
    ...g,
    troopers: g.troopers.map((t): TrooperProfile => ({ ...t, cost: costs[t.id] ?? 0 })),
  })),
});

/** Alice's troopers' Costs: 45 of 300 by default (Retreat! from her first Turn); more to keep her out of it. */
const setup = (
  mission: 'n5/missions/frontline' | 'n5/missions/annihilation',
  alice: Record<string, number> = { angus: 20, bipandra: 25 },
): GameInput => ({
  edition: 'n5',
  title: 'Mission',
  armies: [
    costed(armyOf('n5', 'alice', 'angus', [ANGUS, { ...BIPANDRA, skills: ['engineer'] }]), alice),
    costed(armyOf('n5', 'bob', 'morat', [MORAT, { id: 'sniper', name: 'Sniper' }]), { morat: 30, sniper: 160 }),
  ],
  mission: {
    id: mission,
    classified: [
      { player: 'alice', objectives: mission === 'n5/missions/frontline' ? ['data-scan', 'test-run'] : ['data-scan'] },
      { player: 'bob', objectives: ['hvt-designation'] },
    ],
  },
});

const send = (session: GameSession, c: GameCommand) => {
  const r = session.send(c);
  if (E.isLeft(r)) throw new Error(`refused: ${r.left.reason}`);
  return r.right;
};
const refused = (session: GameSession, c: GameCommand) => {
  const r = session.send(c);
  if (E.isRight(r)) throw new Error(`accepted: ${c.type}`);
  return r.left;
};
const round = (session: GameSession): void => {
  for (const player of ['alice', 'bob']) {
    send(session, { type: 'start-turn', player });
    send(session, { type: 'end-turn' });
  }
};
const HELD = { 'sector-1': 'alice', 'sector-2': null, 'sector-3': 'bob' } as const;

describe('Frontline, scored round by round and at the end', () => {
  it('n5/frontline/dominate: a round is scored after both Active Turns, naming who dominates each zone', () => {
    const session = createGameSession(setup('n5/missions/frontline', { angus: 60, bipandra: 45 }));
    send(session, { type: 'start-turn', player: 'alice' });
    expect(refused(session, { type: 'score-round', dominate: HELD }).reason).toMatch(/turn is running/);
    send(session, { type: 'end-turn' });
    expect(refused(session, { type: 'score-round', dominate: HELD }).citation.id).toBe('n5/missions/objective-points');
    send(session, { type: 'start-turn', player: 'bob' });
    send(session, { type: 'end-turn' });
    const missing = refused(session, { type: 'score-round', dominate: { 'sector-1': 'alice' } });
    expect([missing.reason, missing.citation.id]).toEqual([
      'record who dominates sector-2 (null: nobody)',
      'n5/frontline/dominate',
    ]);
    expect(refused(session, { type: 'score-round', dominate: { ...HELD, bridge: 'bob' } }).reason).toMatch(
      /has no zone bridge/,
    );
    const scored = only(send(session, { type: 'score-round', dominate: HELD }), 'RoundScored');
    expect(scored.standing.map((s) => [s.player, s.objectivePoints, s.victoryPoints])).toEqual([
      ['alice', 1, 105],
      ['bob', 1, 190],
    ]);
    expect(refused(session, { type: 'score-round', dominate: HELD }).reason).toBe('round 1 is already scored');
  });

  it('n5/specialist/troops: a Classified Objective is accomplished by a Specialist; anyone else is refused with the rule', () => {
    const session = createGameSession(setup('n5/missions/frontline'));
    round(session);
    const notSpecialist = refused(session, {
      type: 'score-round',
      dominate: HELD,
      classified: [{ player: 'alice', objective: 'data-scan', by: 'angus' }],
    });
    expect(notSpecialist.citation.id).toBe('n5/specialist/troops');
    expect(notSpecialist.reason).toMatch(/angus is not a Specialist Troop/);
    expect(
      refused(session, {
        type: 'score-round',
        dominate: HELD,
        classified: [{ player: 'alice', objective: 'sabotage', by: 'bipandra' }],
      }).reason,
    ).toBe('alice did not draw the Classified Objective sabotage');
    const scored = only(
      send(session, {
        type: 'score-round',
        dominate: HELD,
        classified: [{ player: 'alice', objective: 'data-scan', by: 'bipandra' }],
      }),
      'RoundScored',
    );
    expect(scored.standing[0]?.objectivePoints).toBe(1 + 2);
    expect(scored.citations).toContain('n5/specialist/troops');
  });

  it('n5/missions/game-end: after round 3 no Turn starts; the game ends with the final score, then nothing is accepted', () => {
    const session = createGameSession(setup('n5/missions/frontline'));
    round(session);
    const early = refused(session, { type: 'end-game' });
    expect([early.citation.id, early.reason]).toEqual([
      'n5/missions/game-end',
      'the game ends after round 3 (or a Retreat!): it is round 1',
    ]);
    send(session, {
      type: 'score-round',
      dominate: HELD,
      classified: [{ player: 'alice', objective: 'data-scan', by: 'bipandra' }],
    });
    round(session);
    round(session);
    expect(refused(session, { type: 'start-turn', player: 'alice' }).citation.id).toBe('n5/missions/game-end');
    expect(refused(session, { type: 'end-game' }).reason).toBe(
      'record the end of round 3 (who dominates each zone) before ending the game',
    );
    send(session, { type: 'score-round', dominate: { 'sector-1': 'alice', 'sector-2': 'alice', 'sector-3': 'bob' } });
    const ended = only(send(session, { type: 'end-game' }), 'GameEnded');
    // alice: sector-1 1 + sector-2 2 + data-scan 2 = 5; bob: sector-3 (his nearest) 1.
    expect(ended.scores.map((s) => [s.player, s.objectivePoints])).toEqual([
      ['alice', 5],
      ['bob', 1],
    ]);
    expect([ended.winner, ended.reason, ended.round]).toEqual(['alice', 'round-limit', 3]);
    expect(session.state().ended).toEqual({ reason: 'round-limit', winner: 'alice' });
    for (const c of [{ type: 'start-turn', player: 'bob' }, { type: 'end-game' }] as const)
      expect(refused(session, c).reason).toMatch(/^the game has ended \(alice won\)/);
  });
});

describe('Annihilation, scored from the table', () => {
  it('n5/annihilation/kill, n5/annihilation/survive, n5/missions/victory-points: the enemy Army Points killed (in a Null State or out of play) and the Costs of the troopers left score at the end', () => {
    const session = createGameSession(setup('n5/missions/annihilation'));
    send(session, { type: 'start-turn', player: 'alice' });
    // The Sniper (160 points) is taken out of play by an Order the players ruled.
    send(session, {
      type: 'rule-by-players',
      trooper: 'angus',
      declared: 'a shot the engine does not rule',
      outcome: { outOfPlay: ['sniper'] },
    });
    send(session, { type: 'end-turn' });
    send(session, { type: 'start-turn', player: 'bob' });
    send(session, { type: 'end-turn' });
    round(session);
    round(session);
    // No zones in Annihilation: the game ends without a round's facts.
    const ended = only(send(session, { type: 'end-game' }), 'GameEnded');
    const [alice, bob] = ended.scores;
    // alice killed 160 (151-250: 3 OP) and keeps 45 VP (below 75: 0); bob killed nothing and keeps 30 VP.
    expect([alice?.objectivePoints, alice?.victoryPoints]).toEqual([3, 45]);
    expect([bob?.objectivePoints, bob?.victoryPoints]).toEqual([0, 30]);
    expect(ended.winner).toBe('alice');
    expect(ended.citations).toEqual(
      expect.arrayContaining(['n5/annihilation/kill', 'n5/annihilation/survive', 'n5/missions/victory-points']),
    );
  });

  it('n5/missions/objective-points: a mission of the catalogue is N5; an N4 game with it does not start', () => {
    const n4 = {
      ...setup('n5/missions/annihilation'),
      edition: 'n4' as const,
      armies: [armyOf('n4', 'alice', 'angus', [ANGUS])],
    };
    expect(() => createGameSession(n4)).toThrow(/Annihilation is an N5 mission; this game is N4/);
  });
});

describe('the Retreat! hook of the game end', () => {
  it('n5/missions/game-end: a player in Retreat! at the end of its Turn ends the game early (the hook); Annihilation plays on', () => {
    const inRetreat = (_: unknown, player: string): boolean => player === 'bob';
    const frontline = createGameSession(setup('n5/missions/frontline'));
    send(frontline, { type: 'start-turn', player: 'alice' });
    send(frontline, { type: 'end-turn' });
    expect(gameEndReason(frontline.state(), inRetreat)).toBeNull();
    send(frontline, { type: 'start-turn', player: 'bob' });
    expect(gameEndReason(frontline.state(), inRetreat)).toBeNull();
    send(frontline, { type: 'end-turn' });
    expect(gameEndReason(frontline.state(), inRetreat)).toBe('retreat');
    // With no hook (NO_RETREAT) the round limit alone ends the game: it goes on.
    expect(gameEndReason(frontline.state())).toBeNull();
    const annihilation = createGameSession(setup('n5/missions/annihilation'));
    round(annihilation);
    expect(gameEndReason(annihilation.state(), inRetreat)).toBeNull();
  });
});

describe('Retreat! ends a mission game (rules/state/inRetreat.ts wired in as the hook)', () => {
  it('n5/retreat/situation: Alice (45 of 300 points) is in Retreat! from her first Turn; after it, Frontline may end at once, with the reason and the score', () => {
    const session = createGameSession(setup('n5/missions/frontline'));
    send(session, { type: 'start-turn', player: 'alice' });
    expect(session.state().retreat).toContain('alice');
    send(session, { type: 'end-turn' });
    // The zones are scored when the Retreat! ends the game, though Bob has not played the round.
    send(session, { type: 'score-round', dominate: HELD });
    const ended = only(send(session, { type: 'end-game' }), 'GameEnded');
    expect(ended.reason).toBe('retreat');
    expect(refused(session, { type: 'start-turn', player: 'bob' }).citation.id).toBe('n5/missions/game-end');
  });

  it("n5/missions/game-end: Annihilation plays on through a Retreat! (No Quarter): ending after Alice's first Turn is refused", () => {
    const session = createGameSession(setup('n5/missions/annihilation'));
    send(session, { type: 'start-turn', player: 'alice' });
    send(session, { type: 'end-turn' });
    expect(refused(session, { type: 'end-game' }).citation.id).toBe('n5/missions/game-end');
  });
});
