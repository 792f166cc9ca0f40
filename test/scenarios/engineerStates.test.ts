import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { given, ofType } from '../support/scenario.ts';
import { orderCommands, turn, type OrderScript } from '../support/orderScript.ts';
import { moratShoots, support } from '../support/supportTable.ts';
import { armyOf, MORAT } from '../support/seedTroopers.ts';

// The Engineer's other use and its Remote Presence repair (docs/rulings.md "Support skills"):
// PanOceania's Engineer (WIP 13) in Silhouette contact with Angus, who starts Immobilized-B (and,
// Immobilized-A), and with a Remote with Remote Presence (STR 1). Dice are ours.
const game = (edition: Edition, states: readonly ('imm-a' | 'imm-b')[] = ['imm-b']) => ({
  edition,
  title: 'Engineer',
  armies: [
    armyOf(edition, 'panoceania', 'angus', [
      { id: 'angus', name: 'Fusilier Angus' },
      { id: 'engineer', name: 'Fusilier Engineer', attributes: { WIP: 13 }, skills: ['engineer'] },
      {
        id: 'remote',
        name: 'Remote with Remote Presence',
        type: 'REM',
        attributes: { W: 1, structure: true, PH: 8, ARM: 1, BTS: 3 },
        skills: ['remote-presence'],
      },
    ]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
  startingStates: [{ trooper: 'angus', states }],
});

const cancelStates = (dice: readonly number[], target = 'angus'): OrderScript => ({
  ...support('engineer', 'engineer', target, dice),
  second: { skill: 'engineer', target, use: 'states' },
});

describe("Engineer's other use: cancelling States", () => {
  it("n5/skills/engineer-states: a passed WIP Roll (a 7 against 13) cancels both of Angus's Immobilized States", () => {
    const { session, events } = given(game('n5', ['imm-a', 'imm-b'])).when(turn('panoceania', cancelStates([7])));
    const left = ofType(events, 'StateLeft').map((e) => e.state);
    expect(left).toEqual(['imm-a', 'imm-b']);
    expect(ofType(events, 'StateLeft')[0]?.citations).toEqual(['n5/skills/engineer-states']);
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(session.table().troopers['angus']?.states).toEqual([]);
  });

  it.each(['n5', 'n4'] as const)(
    '%s/skills/engineer-states: a failed roll (a 17) costs nothing: Angus stays Immobilized-A',
    (edition) => {
      const { session, events } = given(game(edition, ['imm-a'])).when(turn('panoceania', cancelStates([17])));
      expect(ofType(events, 'StateLeft')).toEqual([]);
      expect(ofType(events, 'StateEntered')).toEqual([]);
      expect(session.table().troopers['angus']).toMatchObject({ states: ['imm-a'], woundsReceived: 0 });
    },
  );

  it('n4/skills/engineer-states: passed, Immobilized-B is cancelled in N4 too', () => {
    const { session } = given(game('n4', ['imm-b'])).when(turn('panoceania', cancelStates([3])));
    expect(session.table().troopers['angus']?.states).toEqual([]);
  });

  it('n5/skills/engineer-states: declared on a trooper with none of those States, it is refused with the rule', () => {
    const session = createGameSession(game('n5', []));
    const commands: GameCommand[] = turn('panoceania', cancelStates([7]));
    const refused = commands.map((c) => session.send(c)).find((r) => E.isLeft(r));
    expect(refused !== undefined && E.isLeft(refused)).toBe(true);
    if (refused !== undefined && E.isLeft(refused)) {
      expect(refused.left.reason).toMatch(/angus has no State Engineer cancels/);
      expect(refused.left.citation.id).toBe('n5/skills/engineer-states');
    }
  });

  it("n3/skills/support-unsourced: the Engineer's other use is not adjudicated in N3", () => {
    const session = createGameSession(game('n3', ['imm-b']));
    const refused = turn('panoceania', cancelStates([7]))
      .map((c) => session.send(c))
      .find((r) => E.isLeft(r));
    expect(refused !== undefined && E.isLeft(refused) && refused.left.citation.id).toBe('n3/skills/support-unsourced');
  });
});

/** Two Combined Army turns of Morat hits on the Remote: Unconscious at STR 1, then the second level. */
const twoLevels = (edition: Edition): GameCommand[] => {
  const save = edition === 'n5' ? 15 : 5;
  return [
    ...turn('combined', moratShoots('remote', [4, 18, 19], [save])),
    { type: 'end-turn' },
    { type: 'start-turn', player: 'panoceania' },
    { type: 'end-turn' },
    ...turn('combined', moratShoots('remote', [4, 18, 19], [save])),
    { type: 'end-turn' },
    { type: 'start-turn', player: 'panoceania' },
  ];
};

describe('Engineer on a Remote Presence trooper', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/engineer-remote-presence: from the second level of Unconscious (2 Wounds against STR 1), one passed roll removes both: no longer Unconscious',
    (edition) => {
      const { session, events } = given(game(edition)).when([
        ...twoLevels(edition),
        ...orderCommands(support('engineer', 'engineer', 'remote', [7])),
      ]);
      const repaired = ofType(events, 'WoundsInflicted').at(-1);
      expect(repaired).toMatchObject({
        trooper: 'remote',
        total: 0,
        citations: [`${edition}/skills/engineer`, `${edition}/skills/engineer-remote-presence`],
      });
      expect(session.table().troopers['remote']?.states).not.toContain('unconscious');
    },
  );
});
