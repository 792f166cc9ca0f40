import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { moratShoots } from '../support/supportTable.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, MORAT } from '../support/seedTroopers.ts';

// Declining Dogged or No Wound Incapacitation (docs/rulings.md "Frenzy, Exrah and optional
// survival skills"): Angus (VITA 1) has the skill but his player records `decline`; the Morat's
// hit (a 4 against SV 15) and a failed save (N5 a 15, N4 a 5) leave him Unconscious as usual.
const game = (edition: Edition, skills: readonly TrooperSkill[], decline: readonly TrooperSkill[]) => ({
  edition,
  title: 'Declining a survival skill',
  armies: [
    withDecline(
      armyOf(edition, 'panoceania', 'bipandra', [
        { id: 'bipandra', name: 'Bipandra' },
        { id: 'angus', name: 'Angus', skills: [...skills] },
      ]),
      decline,
    ),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});

const withDecline = (a: ReturnType<typeof armyOf>, decline: readonly TrooperSkill[]): ReturnType<typeof armyOf> => ({
  ...a,
  groups: a.groups.map((g) => ({
    ...g,
    troopers: g.troopers.map((t) => (t.id === 'angus' && decline.length > 0 ? { ...t, decline } : t)),
  })),
});

describe('Declining Dogged or No Wound Incapacitation', () => {
  it.each([
    ['n5', 'dogged'],
    ['n4', 'dogged'],
    ['n5', 'nwi'],
    ['n4', 'nwi'],
  ] as const)(
    '%s/skills/%s-optional: declined, Angus is Unconscious (and Prone), citing the rule',
    (edition, skill) => {
      const { session, events } = given(game(edition, [skill], [skill])).when(
        turn('combined', moratShoots('angus', [4, 18, 19], [edition === 'n5' ? 15 : 5])),
      );
      expect(session.table().troopers['angus']?.states).toEqual(expect.arrayContaining(['unconscious']));
      const unconscious = ofType(events, 'StateEntered').find((e) => e.state === 'unconscious');
      expect(unconscious?.citations).toContain(`${edition}/skills/${skill}-optional`);
    },
  );

  it('n5/skills/dogged-optional: not declined, Angus is Dogged as before', () => {
    const { session } = given(game('n5', ['dogged'], [])).when(
      turn('combined', { ...moratShoots('angus', [4, 18, 19], [15]), guts: { angus: { roll: 5 } } }),
    );
    expect(session.table().troopers['angus']?.states).toEqual(['dogged']);
  });

  it.each([
    ['frenzy', /frenzy is Obligatory.*n5\/skills\/frenzy/],
    ['exrah', /exrah is Obligatory.*n5\/skills\/exrah/],
    ['courage', /only Dogged and No Wound Incapacitation may be declined/],
  ] as const)('n5/skills/dogged-optional: declining %s is refused when the game is set up', (skill, reason) => {
    expect(() => createGameSession(game('n5', [skill], [skill]))).toThrow(reason);
  });
});
