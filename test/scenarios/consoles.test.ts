import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { orderCommands } from '../support/orderScript.ts';
import { upToSecond } from '../support/suppliesTable.ts';
import { hack, supremacyGame } from '../support/consolesTable.ts';

// Consoles and the Supremacy mission (docs/rulings.md "Consoles and Supremacy"): four Quadrants,
// a Console in each (console-1..4). The numbers are ours (the stored text gives none).
const refusedAt = (commands: readonly GameCommand[], game = supremacyGame()) => {
  const session = createGameSession(game);
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) return r.left;
  }
  throw new Error('every command was accepted');
};
const START: GameCommand[] = [{ type: 'start-turn', player: 'panoceania' }];

describe('Consoles: hacking a Console', () => {
  it('n5/supremacy/hack-console: the Engineer (a Specialist, WIP 13) in Silhouette contact with console-1 rolls a 7: the Console is PanOceania’s', () => {
    const { session, events } = given(supremacyGame()).when([
      ...START,
      ...orderCommands(hack('engineer', 'console-1', [7])),
    ]);
    expect(only(events, 'NormalRollResolved').roller).toMatchObject({
      trooper: 'engineer',
      skill: 'hack-console',
      sv: { attribute: 'WIP', value: 13 },
    });
    expect(only(events, 'ObjectiveChanged')).toMatchObject({
      item: 'console-1',
      holder: 'engineer',
      citations: ['n5/supremacy/hack-console'],
    });
    expect(session.table().consoles?.hacked).toEqual({ 'console-1': { player: 'panoceania', by: 'engineer' } });
  });

  it('n5/supremacy/hack-console: a failed roll (a 16 against 13) hacks nothing; repeated with the next Order, a 2 passes', () => {
    const { session, events } = given(supremacyGame()).when([
      ...START,
      ...orderCommands(hack('engineer', 'console-2', [16])),
      ...orderCommands(hack('engineer', 'console-2', [2])),
    ]);
    expect(ofType(events, 'NormalRollResolved')).toHaveLength(2);
    expect(only(events, 'ObjectiveChanged')).toMatchObject({ item: 'console-2', holder: 'engineer' });
    expect(session.table().consoles?.hacked['console-2']?.player).toBe('panoceania');
  });

  it('n5/supremacy/hacker-bonus: the Hacker (WIP 12) hacks with +3: SV 15, a 15 passes', () => {
    const { events } = given(supremacyGame()).when([...START, ...orderCommands(hack('hacker', 'console-3', [15]))]);
    expect(only(events, 'NormalRollResolved').roller.sv).toMatchObject({ value: 15, modTotal: 3 });
    expect(only(events, 'ObjectiveChanged')).toMatchObject({ item: 'console-3', holder: 'hacker' });
  });

  it('n5/supremacy/hack-console: not in Silhouette contact (measured false), the skill is void: no roll, no Console', () => {
    const { events } = given(supremacyGame()).when([
      ...START,
      ...orderCommands(hack('engineer', 'console-1', [], false)),
    ]);
    expect(only(events, 'SkillVoided')).toMatchObject({ trooper: 'engineer', skill: 'hack-console' });
    expect(ofType(events, 'ObjectiveChanged')).toEqual([]);
  });

  it('n5/supremacy/hack-console: the adversary’s Hacker hacks console-1 back in its own Turn: it counts for the Combined Army now', () => {
    const { session } = given(supremacyGame()).when([
      ...START,
      ...orderCommands(hack('engineer', 'console-1', [7])),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
      ...orderCommands(hack('zerat', 'console-1', [9])),
    ]);
    expect(session.table().consoles?.hacked).toEqual({ 'console-1': { player: 'combined', by: 'zerat' } });
  });
});

describe('Consoles: refusals, never silently accepted', () => {
  it('n5/supremacy/hack-console: refused at its declaration for a trooper who is not a Specialist, and for a Console already hacked by its own side', () => {
    const angus = refusedAt([...START, ...upToSecond(hack('angus', 'console-1', [7]))]);
    expect([angus.reason, angus.citation.id]).toEqual([
      'angus is not a Specialist Troop: only a Specialist hacks a Console',
      'n5/supremacy/hack-console',
    ]);
    const again = refusedAt([
      ...START,
      ...orderCommands(hack('engineer', 'console-1', [7])),
      ...upToSecond(hack('hacker', 'console-1', [3])),
    ]);
    expect([again.reason, again.citation.id]).toEqual([
      'console-1 is already hacked for panoceania (by engineer)',
      'n5/supremacy/hack-console',
    ]);
  });

  it('n5/missions/supremacy: an id that is no Console of the mission, and a hack in a game with no Consoles, are refused at the declaration', () => {
    const unknown = refusedAt([...START, ...upToSecond(hack('engineer', 'console-9', [7]))]);
    expect([unknown.reason, unknown.citation.id]).toEqual([
      'console-9 is not a Console of the mission (console-1, console-2, console-3, console-4)',
      'n5/missions/supremacy',
    ]);
    const { mission: _none, ...noMission } = supremacyGame();
    const none = refusedAt([...START, ...upToSecond(hack('engineer', 'console-1', [7]))], noMission);
    expect([none.reason, none.citation.id]).toEqual([
      'no Consoles: the game plays no mission with Consoles',
      'n5/missions/supremacy',
    ]);
  });

  it('n5/supremacy/hack-console: as a first skill it is refused by the Order structure, as an ARO by the ARO rules', () => {
    const first = refusedAt([
      ...START,
      { type: 'activate', trooper: 'engineer' },
      { type: 'declare', trooper: 'engineer', declaration: { skill: 'hack-console', objective: 'console-1' } },
    ]);
    expect(first.citation.id).toBe('n5/orders/structure');
    const aro = refusedAt([
      ...START,
      { type: 'activate', trooper: 'angus' },
      { type: 'declare', trooper: 'angus', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'zerat', to: 'angus', value: true } },
      { type: 'aro', trooper: 'zerat', declaration: { skill: 'hack-console', objective: 'console-1' } },
    ]);
    expect(aro.citation.id).toBe('n5/aro/usable-in-aro');
  });
});

describe('Supremacy: the score', () => {
  const round = (session: GameSession, dominate: Record<string, string | null>, first: readonly GameCommand[] = []) => {
    for (const c of [
      { type: 'start-turn', player: 'panoceania' } as const,
      ...first,
      { type: 'end-turn' } as const,
      { type: 'start-turn', player: 'combined' } as const,
      { type: 'end-turn' } as const,
      { type: 'score-round', dominate } as const,
    ]) {
      const r = session.send(c);
      if (E.isLeft(r)) throw new Error(`refused: ${r.left.reason}`);
    }
  };
  const Q = (q1: string | null, q2: string | null, q3: string | null, q4: string | null) => ({
    'quadrant-1': q1,
    'quadrant-2': q2,
    'quadrant-3': q3,
    'quadrant-4': q4,
  });

  it('n5/supremacy/quadrants, n5/supremacy/score-consoles: Quadrants scored every round (1 OP as many, 2 OP more), 1 OP per Console hacked at the end', () => {
    const session = createGameSession(supremacyGame());
    round(session, Q('panoceania', 'combined', null, null), orderCommands(hack('engineer', 'console-1', [7])));
    round(session, Q('panoceania', 'panoceania', 'combined', null));
    round(session, Q(null, null, null, null));
    const r = session.send({ type: 'end-game' });
    if (E.isLeft(r)) throw new Error(r.left.reason);
    const ended = only(r.right, 'GameEnded');
    const pano = ended.scores.find((s) => s.player === 'panoceania');
    expect(pano?.lines.map((l) => [l.points, l.citation])).toEqual([
      [1, 'n5/supremacy/quadrants'],
      [2, 'n5/supremacy/quadrants'],
      [1, 'n5/supremacy/score-consoles'],
    ]);
    expect(pano?.objectivePoints).toBe(4);
    expect(ended.scores.find((s) => s.player === 'combined')?.objectivePoints).toBe(1);
    expect(ended.winner).toBe('panoceania');
  });
});
