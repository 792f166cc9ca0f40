import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { commandsOf } from '../../recording/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { moratShoots } from '../support/supportTable.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, MORAT } from '../support/seedTroopers.ts';

// Regeneration (docs/rulings.md "Regeneration"): the Morat's Combi Rifle wounds a trooper with
// Regeneration in the Combined Army's Turn; its player rolls PH in that Turn's States Phase.
// Angus: PH 10, VITA 1; Brutus: PH 10, VITA 2; Dog: VITA 2 with Dogged; Plain: no Regeneration.
const game = (edition: Edition) => ({
  edition,
  title: 'Regeneration',
  armies: [
    armyOf(edition, 'panoceania', 'plain', [
      { id: 'angus', name: 'Angus (Regeneration)', skills: ['regeneration'] },
      { id: 'brutus', name: 'Brutus (Regeneration)', attributes: { W: 2 }, skills: ['regeneration'] },
      { id: 'dog', name: 'Dog (Regeneration, Dogged)', attributes: { W: 2 }, skills: ['regeneration', 'dogged'] },
      { id: 'plain', name: 'Plain Fusilier' },
    ]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});

/** The Morat hits `patient` once and its save fails (N5 a 15 against ARM 1 + PS 7; N3/N4 a 5 against Damage). */
const wound = (patient: string, edition: Edition, guts?: number): GameCommand[] =>
  turn('combined', {
    ...moratShoots(patient, [4, 18, 19], [edition === 'n5' ? 15 : 5]),
    ...(guts === undefined ? {} : { guts: { [patient]: { roll: guts } } }),
  });

describe('Regeneration in the States Phase', () => {
  it.each(['n5', 'n4', 'n3'] as const)(
    '%s/skills/regeneration: Angus, Unconscious (a Null state), rolls a 7 against PH 10: his Wound removed, no longer Unconscious',
    (edition) => {
      const { session, events } = given(game(edition)).when([
        ...wound('angus', edition),
        { type: 'end-turn', regeneration: { angus: 7 } },
      ]);
      const roll = ofType(events, 'NormalRollResolved').at(-1)!;
      expect(roll).toMatchObject({
        exchange: 'regeneration:angus',
        roller: { trooper: 'angus', skill: 'regeneration' },
      });
      expect(roll.roller.sv.value).toBe(10);
      expect(roll.citations).toContain(`${edition}/skills/regeneration`);
      expect(ofType(events, 'WoundsInflicted').at(-1)).toMatchObject({ trooper: 'angus', wounds: 0, total: 0 });
      expect(ofType(events, 'StateLeft').at(-1)).toMatchObject({ trooper: 'angus', state: 'unconscious' });
      expect(events.at(-1)?.type).toBe('TurnEnded');
      const angus = session.table().troopers['angus'];
      expect(angus?.woundsReceived).toBe(0);
      expect(angus?.states).not.toContain('unconscious');
    },
  );

  it.each(['n5', 'n4', 'n3'] as const)(
    '%s/skills/regeneration: a failed roll (a 15 against PH 10) is one Wound more: Angus is Dead',
    (edition) => {
      const { session } = given(game(edition)).when([
        ...wound('angus', edition),
        { type: 'end-turn', regeneration: { angus: 15 } },
      ]);
      expect(session.table().troopers['angus']?.states).toEqual(['dead']);
      expect(session.table().troopers['angus']?.woundsReceived).toBe(2);
    },
  );

  it('n5/skills/regeneration: Brutus (VITA 2) fails with one Wound (Unconscious at 2), then passes in the next States Phase (back to 1)', () => {
    const { session } = given(game('n5')).when([
      ...wound('brutus', 'n5', 3),
      { type: 'end-turn', regeneration: { brutus: 20 } },
    ]);
    expect(session.table().troopers['brutus']).toMatchObject({ woundsReceived: 2 });
    expect(session.table().troopers['brutus']?.states).toContain('unconscious');
    const next = session.send({ type: 'start-turn', player: 'panoceania' });
    expect(E.isRight(next)).toBe(true);
    expect(E.isRight(session.send({ type: 'end-turn', regeneration: { brutus: 10 } }))).toBe(true);
    expect(session.table().troopers['brutus']?.woundsReceived).toBe(1);
    expect(session.table().troopers['brutus']?.states).not.toContain('unconscious');
  });

  it('n5/skills/regeneration: a failed roll that makes a Dogged trooper Dogged leaves it Dead in the same States Phase', () => {
    const { session, events } = given(game('n5')).when([
      ...wound('dog', 'n5', 3),
      { type: 'end-turn', regeneration: { dog: 19 } },
    ]);
    const entered = ofType(events, 'StateEntered').map((e) => `${e.trooper}:${e.state}`);
    expect(entered.slice(-2)).toEqual(['dog:dogged', 'dog:dead']);
    expect(ofType(events, 'StateEntered').at(-1)?.citations).toEqual(['n5/skills/dogged']);
    expect(session.table().troopers['dog']?.states).toEqual(['dead']);
  });

  it('n5/skills/regeneration: an optional roll: ending the Turn without one leaves the Wound', () => {
    const { session } = given(game('n5')).when([...wound('angus', 'n5'), { type: 'end-turn' }]);
    expect(session.table().troopers['angus']?.woundsReceived).toBe(1);
  });

  it.each([
    ['plain', 7, /plain has no Regeneration/],
    ['brutus', 7, /brutus has received no Wound/],
    ['angus', 0, /a die shows 1 to 20, not 0/],
    ['nobody', 7, /nobody is no trooper of this game/],
  ] as const)(
    'n5/skills/regeneration: a roll for %s (die %d) is refused, the Turn still running and the log unchanged',
    (trooper, die, reason) => {
      const session = createGameSession(game('n5'));
      for (const c of wound(trooper === 'plain' ? 'plain' : 'angus', 'n5'))
        expect(E.isRight(session.send(c))).toBe(true);
      const before = session.events.length;
      const r = session.send({ type: 'end-turn', regeneration: { [trooper]: die } });
      expect(E.isRight(r)).toBe(false);
      if (E.isLeft(r)) {
        expect(r.left.reason).toMatch(reason);
        expect(r.left.citation.id).toBe('n5/skills/regeneration');
      }
      expect(session.events.length).toBe(before);
      expect(session.state().activePlayer).toBe('combined');
    },
  );

  it('n5/skills/regeneration: a Dead trooper does not regenerate', () => {
    const session = createGameSession(game('n5'));
    for (const c of [...wound('angus', 'n5'), { type: 'end-turn', regeneration: { angus: 15 } } as const])
      expect(E.isRight(session.send(c))).toBe(true);
    session.send({ type: 'start-turn', player: 'panoceania' });
    const r = session.send({ type: 'end-turn', regeneration: { angus: 3 } });
    expect(E.isLeft(r) && r.left.reason).toMatch(/angus is Dead/);
  });

  it('n5/skills/regeneration: the rolls are read back from the log as the end of the Turn that made them', () => {
    const { events } = given(game('n5')).when([
      ...wound('angus', 'n5'),
      { type: 'end-turn', regeneration: { angus: 7 } },
    ]);
    const commands = commandsOf(events);
    if (commands._tag === 'Left') throw new Error(commands.left);
    expect(commands.right.at(-1)).toEqual({ type: 'end-turn', regeneration: { angus: 7 } });
  });
});
