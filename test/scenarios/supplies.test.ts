import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { orderCommands, turn } from '../support/orderScript.ts';
import { moratShoots } from '../support/supportTable.ts';
import { drop, extract, pickUp, suppliesGame, upToSecond } from '../support/suppliesTable.ts';

// Objective skills and the Supplies mission (docs/rulings.md "Objective skills and Supplies"):
// three Tech-Coffins (coffin-1..3) each with its Supply Box (box-1..3). The numbers are ours.
const refusedAt = (commands: readonly GameCommand[]) => {
  const session = createGameSession(suppliesGame());
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) return r.left;
  }
  throw new Error('every command was accepted');
};
const START: GameCommand[] = [{ type: 'start-turn', player: 'panoceania' }];

describe('Supplies: extracting a Supply Box', () => {
  it('n5/supplies/extract: the Engineer (a Specialist, WIP 13) in Silhouette contact with coffin-1 rolls a 7: box-1 is his, the coffin spent', () => {
    const { session, events } = given(suppliesGame()).when([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [7])),
    ]);
    const roll = only(events, 'NormalRollResolved');
    expect(roll.roller).toMatchObject({ trooper: 'engineer', skill: 'extract', sv: { attribute: 'WIP', value: 13 } });
    expect(only(events, 'ObjectiveChanged')).toMatchObject({
      item: 'box-1',
      holder: 'engineer',
      opened: 'coffin-1',
      citations: ['n5/supplies/extract'],
    });
    expect(session.table().supplies).toMatchObject({ opened: ['coffin-1'], boxes: { 'box-1': 'engineer' } });
  });

  it('n5/supplies/extract: a failed roll (a 16 against 13) leaves the coffin shut; the roll is repeated with the next Order and passes', () => {
    const failed = given(suppliesGame()).when([...START, ...orderCommands(extract('engineer', 'coffin-2', [16]))]);
    expect(ofType(failed.events, 'ObjectiveChanged')).toEqual([]);
    const again = given(suppliesGame()).when([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-2', [16])),
      ...orderCommands(extract('engineer', 'coffin-2', [2])),
    ]);
    expect(only(again.events, 'ObjectiveChanged')).toMatchObject({
      item: 'box-2',
      holder: 'engineer',
      opened: 'coffin-2',
    });
  });

  it('n5/supplies/doctor-bonus: a Doctor (WIP 11) extracts with +3: SV 14, a 14 passes', () => {
    const { events } = given(suppliesGame()).when([...START, ...orderCommands(extract('doctor', 'coffin-3', [14]))]);
    expect(only(events, 'NormalRollResolved').roller.sv).toMatchObject({ value: 14, modTotal: 3 });
    expect(only(events, 'ObjectiveChanged')).toMatchObject({ item: 'box-3', holder: 'doctor' });
  });

  it('n5/supplies/extract: not in Silhouette contact (measured false), the skill is void: no roll, no box', () => {
    const { events } = given(suppliesGame()).when([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [], false)),
    ]);
    expect(only(events, 'SkillVoided')).toMatchObject({ trooper: 'engineer', skill: 'extract' });
    expect(ofType(events, 'NormalRollResolved')).toEqual([]);
    expect(ofType(events, 'ObjectiveChanged')).toEqual([]);
  });

  it('n5/supplies/extract: refused at its declaration for a trooper who is not a Specialist, and for a coffin already opened', () => {
    const angus = refusedAt([...START, ...upToSecond(extract('angus', 'coffin-1', [7]))]);
    expect([angus.reason, angus.citation.id]).toEqual([
      'angus is not a Specialist Troop: only a Specialist extracts a Supply Box',
      'n5/supplies/extract',
    ]);
    const opened = refusedAt([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [7])),
      ...upToSecond(extract('doctor', 'coffin-1', [3])),
    ]);
    expect([opened.reason, opened.citation.id]).toEqual([
      'coffin-1 was already opened: its Supply Box is out',
      'n5/supplies/extract',
    ]);
  });

  it('n5/missions/supplies: an id that is no Tech-Coffin of the mission is refused', () => {
    const r = refusedAt([...START, ...upToSecond(extract('engineer', 'coffin-9', [7]))]);
    expect([r.reason, r.citation.id]).toEqual([
      'coffin-9 is not a Tech-Coffin of the mission (coffin-1, coffin-2, coffin-3)',
      'n5/missions/supplies',
    ]);
  });

  it('n5/supplies/carry-limit: a trooper carrying a Supply Box may not extract a second one', () => {
    const r = refusedAt([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [7])),
      ...upToSecond(extract('engineer', 'coffin-2', [7])),
    ]);
    expect([r.reason, r.citation.id]).toEqual(['engineer already carries 1 Supply Box', 'n5/supplies/carry-limit']);
  });
});

describe('Supplies: objective skills never silently accepted', () => {
  it('n5/missions/supplies: an extraction in a game with no Supplies mission is refused at its declaration; as a first skill or an ARO, by the Order structure', () => {
    const { mission: _none, ...noMission } = suppliesGame();
    const session = createGameSession(noMission);
    const cmds: GameCommand[] = [...START, ...upToSecond(extract('engineer', 'coffin-1', [7]))];
    const last = cmds.map((c) => session.send(c)).at(-1);
    expect(last !== undefined && E.isLeft(last) ? [last.left.reason, last.left.citation.id] : last).toEqual([
      'no Tech-Coffins: the game plays no Supplies mission',
      'n5/missions/supplies',
    ]);
    const first = refusedAt([
      ...START,
      { type: 'activate', trooper: 'engineer' },
      { type: 'declare', trooper: 'engineer', declaration: { skill: 'extract', objective: 'coffin-1' } },
    ]);
    expect(first.citation.id).toBe('n5/orders/structure');
    const aro = refusedAt([
      ...START,
      { type: 'activate', trooper: 'angus' },
      { type: 'declare', trooper: 'angus', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'angus', value: true } },
      { type: 'aro', trooper: 'morat', declaration: { skill: 'pick-up', item: 'box-1' } },
    ]);
    expect(aro.citation.id).toBe('n5/aro/usable-in-aro');
  });
});

describe('Supplies: dropping and picking up a Supply Box', () => {
  it('n5/supplies/drop: the Engineer drops box-1 (no roll), then n5/supplies/pick-up: Angus picks it up from the ground', () => {
    const { session, events } = given(suppliesGame()).when([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [7])),
      ...orderCommands(drop('engineer', 'box-1')),
      ...orderCommands(pickUp('angus', 'box-1')),
    ]);
    expect(ofType(events, 'ObjectiveChanged').map((e) => [e.item, e.holder, e.citations[0]])).toEqual([
      ['box-1', 'engineer', 'n5/supplies/extract'],
      ['box-1', null, 'n5/supplies/drop'],
      ['box-1', 'angus', 'n5/supplies/pick-up'],
    ]);
    expect(session.table().supplies?.boxes).toEqual({ 'box-1': 'angus' });
  });

  it('n5/supplies/pick-up: Angus takes box-1 from the allied Engineer carrying it, in Silhouette contact', () => {
    const { session } = given(suppliesGame()).when([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [7])),
      ...orderCommands(pickUp('angus', 'box-1', 'engineer')),
    ]);
    expect(session.table().supplies?.boxes).toEqual({ 'box-1': 'angus' });
  });

  it('n5/supplies/pick-up: refused for a box still in its coffin, a box named with the wrong carrier; n5/supplies/drop: refused for a box not carried', () => {
    const inCoffin = refusedAt([...START, ...upToSecond(pickUp('angus', 'box-1'))]);
    expect([inCoffin.reason, inCoffin.citation.id]).toEqual([
      'box-1 is not out of its Tech-Coffin',
      'n5/supplies/pick-up',
    ]);
    const ground = refusedAt([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [7])),
      ...upToSecond(pickUp('angus', 'box-1')),
    ]);
    expect([ground.reason, ground.citation.id]).toEqual([
      'box-1 is with engineer: name it as `from`',
      'n5/supplies/pick-up',
    ]);
    const notCarried = refusedAt([...START, ...upToSecond(drop('angus', 'box-1'))]);
    expect([notCarried.reason, notCarried.citation.id]).toEqual(['angus does not carry box-1', 'n5/supplies/drop']);
  });

  it('n5/supplies/carrier-falls: the Engineer carrying box-1 falls Unconscious to the Morat: the box is left on the ground, and Angus picks it up', () => {
    const { session, events } = given(suppliesGame()).when([
      ...START,
      ...orderCommands(extract('engineer', 'coffin-1', [7])),
      { type: 'end-turn' },
      ...turn('combined', moratShoots('engineer', [4, 18, 19], [15])),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'panoceania' },
      ...orderCommands(pickUp('angus', 'box-1')),
    ]);
    expect(ofType(events, 'StateEntered').some((e) => e.trooper === 'engineer' && e.state === 'unconscious')).toBe(
      true,
    );
    expect(ofType(events, 'ObjectiveChanged').at(-2)).toMatchObject({
      item: 'box-1',
      holder: null,
      citations: ['n5/supplies/carrier-falls'],
    });
    expect(ofType(events, 'ObjectiveChanged').at(-1)).toMatchObject({ item: 'box-1', holder: 'angus' });
    expect(session.table().supplies?.boxes).toEqual({ 'box-1': 'angus' });
  });
});

describe('Supplies: the score at the end of the game', () => {
  const round = (session: GameSession, first: readonly GameCommand[] = []): void => {
    for (const c of [
      { type: 'start-turn', player: 'panoceania' } as const,
      ...first,
      { type: 'end-turn' } as const,
      { type: 'start-turn', player: 'combined' } as const,
      { type: 'end-turn' } as const,
      { type: 'score-round', dominate: {} } as const,
    ]) {
      const r = session.send(c);
      if (E.isLeft(r)) throw new Error(`refused: ${r.left.reason}`);
    }
  };

  it('n5/supplies/score-boxes, n5/supplies/score-more: PanOceania ends holding one box, the Combined Army none: 1 OP + 3 OP, and wins', () => {
    const session = createGameSession(suppliesGame());
    round(session, orderCommands(extract('engineer', 'coffin-1', [7])));
    round(session);
    round(session);
    const r = session.send({ type: 'end-game' });
    if (E.isLeft(r)) throw new Error(r.left.reason);
    const ended = only(r.right, 'GameEnded');
    const pano = ended.scores.find((s) => s.player === 'panoceania');
    expect(pano?.lines.map((l) => [l.points, l.citation])).toEqual([
      [1, 'n5/supplies/score-boxes'],
      [3, 'n5/supplies/score-more'],
    ]);
    expect(pano?.objectivePoints).toBe(4);
    expect(ended.winner).toBe('panoceania');
  });
});
