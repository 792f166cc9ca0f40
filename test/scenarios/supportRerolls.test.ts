import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { orderCommands } from '../support/orderScript.ts';
import { downed, support } from '../support/supportTable.ts';
import { rerollGame } from '../support/rerollTable.ts';

// Rerolls of a failed Doctor or Engineer roll (docs/rulings.md "Rerolls of support rolls"): the
// dice after the first in the roller's `dice` are its rerolls, each judged in turn.
const refusalOf = (commands: readonly GameCommand[], edition: 'n4' | 'n5', tokens?: number): string => {
  const session = createGameSession(rerollGame(edition, tokens));
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) return formatRejection(r.left);
  }
  return 'accepted';
};

describe('rerolls: the Command Token (Operational Use) on a Doctor roll', () => {
  it('n4/command-tokens/reroll-doctor: the Trauma Doc fails on Fusilier Angus (Cube), rerolls with a token, fails again, spends her last token and passes: two tokens spent, Angus back (the wiki example)', () => {
    const { session, events } = given(rerollGame('n4', 2)).when([
      ...downed('angus', 'n4'),
      ...orderCommands(support('traumadoc', 'doctor', 'angus', [17, 16, 5])),
    ]);
    const rolls = ofType(events, 'NormalRollResolved').filter((e) => e.roller.trooper === 'traumadoc');
    expect(rolls.map((r) => r.dice.map((d) => d.die.face))).toEqual([[17], [16], [5]]);
    expect(rolls.map((r) => r.successes)).toEqual([0, 0, 1]);
    const spent = ofType(events, 'CommandTokenSpent');
    expect(spent).toMatchObject([
      { use: 'reroll', player: 'panoceania', commandTokensLeft: 1, citation: 'n4/command-tokens/reroll-doctor' },
      { use: 'reroll', player: 'panoceania', commandTokensLeft: 0, citation: 'n4/command-tokens/reroll-doctor' },
    ]);
    expect(session.state().tokens['panoceania']).toBe(0);
    expect(session.table().troopers['angus']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
    expect(ofType(events, 'StateLeft').at(-1)?.citations).toContain('n4/command-tokens/reroll-doctor');
  });

  it('n4/command-tokens/reroll-doctor: a third reroll with no token left is refused; failing after every reroll, Angus is Dead once', () => {
    const more = refusalOf(
      [...downed('angus', 'n4'), ...orderCommands(support('traumadoc', 'doctor', 'angus', [17, 16, 18, 5]))],
      'n4',
      2,
    );
    expect(more).toMatch(/no Command Token left/);
    expect(more).toMatch(/n4\/command-tokens\/reroll-doctor/);
    const { session, events } = given(rerollGame('n4', 2)).when([
      ...downed('angus', 'n4'),
      ...orderCommands(support('traumadoc', 'doctor', 'angus', [17, 16, 18])),
    ]);
    expect(ofType(events, 'StateEntered').filter((e) => e.trooper === 'angus' && e.state === 'dead')).toHaveLength(1);
    expect(session.table().troopers['angus']?.states).toContain('dead');
  });

  it('n4/command-tokens/reroll-doctor: no reroll on Bipandra (no Cube), none after a passed roll', () => {
    const noCube = refusalOf(
      [...downed('bipandra', 'n4'), ...orderCommands(support('traumadoc', 'doctor', 'bipandra', [17, 5]))],
      'n4',
    );
    expect(noCube).toMatch(/bipandra has no Cube/);
    const passed = refusalOf(
      [...downed('angus', 'n4'), ...orderCommands(support('traumadoc', 'doctor', 'angus', [5, 5]))],
      'n4',
    );
    expect(passed).toMatch(/passed with die 1: nothing to reroll/);
  });
});

describe('rerolls: Doctor (ReRoll -X) and Engineer (ReRoll -X)', () => {
  it('n5/skills/doctor-reroll: the Doctor (ReRoll -3) fails a 15 against WIP 13, rerolls at WIP 10 and passes with a 9; a second reroll without a Cube is refused (once per Order)', () => {
    const { session, events } = given(rerollGame('n5')).when([
      ...downed('bipandra', 'n5'),
      ...orderCommands(support('medic', 'doctor', 'bipandra', [15, 9])),
    ]);
    const rolls = ofType(events, 'NormalRollResolved').filter((e) => e.roller.trooper === 'medic');
    expect(rolls.map((r) => r.roller.sv.value)).toEqual([13, 10]);
    expect(rolls[1]?.citations).toEqual(['n5/skills/doctor-reroll']);
    expect(ofType(events, 'CommandTokenSpent')).toHaveLength(0);
    expect(session.table().troopers['bipandra']).toMatchObject({ woundsReceived: 0 });
    const twice = refusalOf(
      [...downed('bipandra', 'n5'), ...orderCommands(support('medic', 'doctor', 'bipandra', [15, 12, 3]))],
      'n5',
    );
    expect(twice).toMatch(/ReRoll -X is spent, once per Order/);
  });

  it('n5/command-tokens/reroll-doctor: after a failed (ReRoll -3), a token rerolls on Angus (Cube) at WIP 13 without the -3', () => {
    const { events } = given(rerollGame('n5')).when([
      ...downed('angus', 'n5'),
      ...orderCommands(support('medic', 'doctor', 'angus', [15, 12, 12])),
    ]);
    const rolls = ofType(events, 'NormalRollResolved').filter((e) => e.roller.trooper === 'medic');
    expect(rolls.map((r) => [r.roller.sv.value, r.successes])).toEqual([
      [13, 0],
      [10, 0],
      [13, 1],
    ]);
    expect(ofType(events, 'CommandTokenSpent')).toMatchObject([
      { commandTokensLeft: 3, citation: 'n5/command-tokens/reroll-doctor' },
    ]);
  });

  it('n5/skills/engineer-reroll: the Engineer (ReRoll -3) fails on the Remote, rerolls at WIP 10 and fails; n5/command-tokens/reroll-engineer: a token on the Remote Presence patient passes', () => {
    const { session, events } = given(rerollGame('n5')).when([
      ...downed('remote', 'n5'),
      ...orderCommands(support('engineer', 'engineer', 'remote', [18, 11, 4])),
    ]);
    const rolls = ofType(events, 'NormalRollResolved').filter((e) => e.roller.trooper === 'engineer');
    expect(rolls.map((r) => r.citations.at(-1))).toEqual([
      expect.any(String),
      'n5/skills/engineer-reroll',
      'n5/command-tokens/reroll-engineer',
    ]);
    expect(session.table().troopers['remote']?.woundsReceived).toBe(0);
  });

  it('n4/command-tokens/reroll-engineer: in N4 a token rerolls the Engineer on a Remote Presence patient (the ReRoll -X is N5 only here)', () => {
    const { session } = given(rerollGame('n4')).when([
      ...downed('remote', 'n4'),
      ...orderCommands(support('engineer', 'engineer', 'remote', [18, 4])),
    ]);
    expect(session.state().tokens['panoceania']).toBe(3);
    expect(session.table().troopers['remote']?.woundsReceived).toBe(0);
  });
});
