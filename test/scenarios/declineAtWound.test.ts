import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { moratShoots } from '../support/supportTable.ts';
import { orderCommands, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, MORAT } from '../support/seedTroopers.ts';

// Declining Dogged or No Wound Incapacitation in the Order of the Wound (docs/rulings.md "Frenzy,
// Exrah and optional survival skills", rules/combat/declineAtWound.ts): the Morat's one hit (a 4
// against SV 15) on Angus (VITA 1); the save fails (N5 a 15 against 8, N4 a 5 against the Damage
// 12). The same hit is played with and without the decline given with Angus's saving roll.
const game = (edition: Edition, skills: readonly TrooperSkill[], w = 1) => ({
  edition,
  title: 'Declining a survival skill at the Wound',
  armies: [
    armyOf(edition, 'panoceania', 'bipandra', [
      { id: 'bipandra', name: 'Bipandra' },
      { id: 'angus', name: 'Angus', skills: [...skills], attributes: { W: w } },
    ]),
    armyOf(edition, 'combined', 'morat', [MORAT, { id: 'zerat', name: 'Zerat' }]),
  ],
});

const failed = (edition: Edition): number => (edition === 'n5' ? 15 : 5);
const passed = (edition: Edition): number => (edition === 'n5' ? 3 : 15);

/** The Morat's Order on Angus, its saving roll carrying `decline` (none: nothing declined). */
const shot = (_edition: Edition, save: number, decline?: readonly TrooperSkill[], extra: Partial<OrderScript> = {}) =>
  orderCommands({ ...moratShoots('angus', [4, 18, 19], [save]), ...extra }).map((c): GameCommand =>
    c.type === 'roll' && c.purpose === 'saving-roll' && decline !== undefined ? { ...c, decline } : c,
  );

/** Sends commands up to the last one, which is returned as the engine answered it. */
const lastAnswer = (edition: Edition, skills: readonly TrooperSkill[], commands: readonly GameCommand[]) => {
  const session = createGameSession(game(edition, skills));
  const all = [{ type: 'start-turn', player: 'combined' } as const, ...commands];
  for (const c of all.slice(0, -1)) {
    const r = session.send(c);
    if (E.isLeft(r)) throw new Error(r.left.reason);
  }
  const last = all[all.length - 1];
  if (last === undefined) throw new Error('no command');
  return { session, answer: session.send(last) };
};

describe('Declining Dogged or No Wound Incapacitation at the Wound', () => {
  it.each([
    ['n5', 'nwi'],
    ['n4', 'nwi'],
    ['n5', 'dogged'],
    ['n4', 'dogged'],
  ] as const)(
    '%s/skills/decline-at-wound: the same hit, %s declined with the save: Unconscious and Prone, citing the rule; kept: not Unconscious',
    (edition, skill) => {
      const declined = given(game(edition, [skill])).when([
        { type: 'start-turn', player: 'combined' },
        ...shot(edition, failed(edition), [skill]),
      ]);
      expect(declined.session.table().troopers['angus']?.states).toEqual(['prone', 'unconscious']);
      const rolled = ofType(declined.events, 'DiceRolled').find((e) => e.purpose === 'saving-roll');
      expect(rolled?.decline).toEqual([skill]);
      expect(rolled?.declineRules).toEqual([
        `${edition}/skills/decline-at-wound`,
        `${edition}/skills/${skill}-optional`,
      ]);
      const unconscious = ofType(declined.events, 'StateEntered').find((e) => e.state === 'unconscious');
      expect(unconscious?.citations).toContain(`${edition}/skills/${skill}-optional`);
      // The profile keeps the skill: the decline holds for this Order only.
      expect(declined.session.table().troopers['angus']?.profile.skills).toEqual([skill]);
      expect(declined.session.table().troopers['angus']?.profile.decline).toBeUndefined();

      const kept = given(game(edition, [skill])).when(
        turn('combined', { ...moratShoots('angus', [4, 18, 19], [failed(edition)]), guts: { angus: { roll: 5 } } }),
      );
      expect(kept.session.table().troopers['angus']?.states).toEqual(skill === 'dogged' ? ['dogged'] : []);
      expect(ofType(kept.events, 'StateEntered').some((e) => e.state === 'unconscious')).toBe(false);
    },
  );

  it('n5/skills/decline-at-wound: declined in one Order only: the next Wound on the same trooper keeps NWI', () => {
    // Angus has VITA 2 here: the first Wound (declined, below VITA) changes nothing; the second,
    // with no decline, reaches VITA and NWI keeps him up.
    const { session } = given(game('n5', ['nwi'], 2)).when([
      { type: 'start-turn', player: 'combined' },
      ...shot('n5', 15, ['nwi'], { guts: { angus: { roll: 5 } } }),
      ...orderCommands({ ...moratShoots('angus', [4, 18, 19], [15]), guts: { angus: { roll: 5 } } }),
    ]);
    const angus = session.table().troopers['angus'];
    expect(angus?.woundsReceived).toBe(2);
    expect(angus?.states).toEqual([]);
  });

  it.each([
    ['a skill Angus does not have', [], ['nwi'], /angus has no nwi to decline/, 'n5/skills/decline-at-wound'],
    ['Frenzy (Obligatory)', ['frenzy'], ['frenzy'], /Frenzy is Obligatory/, 'n5/skills/frenzy'],
    ['Exrah (Obligatory)', ['exrah'], ['exrah'], /Exrah is Obligatory/, 'n5/skills/exrah'],
    [
      'any other skill',
      ['courage'],
      ['courage'],
      /only Dogged and No Wound Incapacitation/,
      'n5/skills/decline-at-wound',
    ],
  ] as const)(
    'n5/skills/decline-at-wound: declining %s is refused at the saving roll, with its rule, and nothing is logged',
    (_what, skills, decline, reason, rule) => {
      const { session, answer } = lastAnswer('n5', skills, shot('n5', 15, decline));
      expect(E.isRight(answer)).toBe(false);
      if (E.isRight(answer)) return;
      expect(answer.left.reason).toMatch(reason);
      expect(answer.left.citation.id).toBe(rule);
      expect(answer.left.field).toEqual(['decline']);
      expect(answer.left.step).toBe('Order 1, Effects');
      expect(session.due()).toEqual([{ trooper: 'angus', purpose: 'saving-roll', count: 1 }]);
    },
  );

  it('n5/skills/decline-at-wound: a decline for a trooper that takes no Wound in the Order is refused, saying where', () => {
    const { answer } = lastAnswer('n5', ['nwi'], shot('n5', passed('n5'), ['nwi']));
    expect(E.isRight(answer)).toBe(false);
    if (E.isRight(answer)) return;
    expect(answer.left.reason).toBe(
      'Order 1: angus takes no Wound in this Order, so it has nothing to decline (decline.angus)',
    );
    expect(answer.left.citation.id).toBe('n5/skills/decline-at-wound');
  });

  it('n3/skills/nwi: declining in an Order is not ruled in N3, refused with the N3 rule', () => {
    const { answer } = lastAnswer('n3', ['nwi'], shot('n3', 5, ['nwi']));
    expect(E.isRight(answer)).toBe(false);
    if (E.isRight(answer)) return;
    expect(answer.left.reason).toMatch(/not ruled in N3/);
    expect(answer.left.citation.id).toBe('n3/skills/nwi');
  });

  it('n5/skills/decline-at-wound: a decline with a roll other than a saving roll is refused', () => {
    const commands = orderCommands(moratShoots('angus', [4, 18, 19], [15])).map((c): GameCommand =>
      c.type === 'roll' && c.purpose === 'attack' ? { ...c, decline: ['nwi'] } : c,
    );
    const attack = commands.findIndex((c) => c.type === 'roll');
    const { answer } = lastAnswer('n5', ['nwi'], commands.slice(0, attack + 1));
    expect(E.isRight(answer)).toBe(false);
    if (E.isRight(answer)) return;
    expect(answer.left.reason).toMatch(/declined with a saving roll, not with its attack roll/);
  });
});
