import { describe, expect, it } from 'vitest';
import type { GameCommand, GameInput } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

// The N5 page's Example 1: a trooper with Protheion (VITA 1) closes with an enemy who answers
// with a CC Attack in ARO; it wins, the enemy fails its save and falls Unconscious, and the
// Protheion user's VITA is 2 at the end of the Order (a Power-Up 1 Token).
const CHARYBDIS = (skills: readonly TrooperSkill[]): TrooperSpec => ({
  id: 'charybdis',
  name: 'Charybdis',
  attributes: { CC: 21, PH: 14 },
  weapons: ['cc-weapon'],
  skills,
});
const target = (structure = false): TrooperSpec => ({
  id: 'fusilier',
  name: structure ? 'Remote' : 'Fusilier',
  attributes: { CC: 13, structure },
  weapons: ['cc-weapon'],
});

const game = (edition: Edition, skills: readonly TrooperSkill[] = ['protheion'], structure = false): GameInput => ({
  edition,
  title: 'protheion',
  armies: [armyOf(edition, 'a', null, [CHARYBDIS(skills)]), armyOf(edition, 'b', null, [target(structure)])],
});

const closeCombat = (
  declaration: GameCommand & { type: 'declare' } = {
    type: 'declare',
    trooper: 'charybdis',
    declaration: { skill: 'cc-attack', weapon: 'cc-weapon', target: 'fusilier' },
  },
): GameCommand[] => [
  { type: 'start-turn', player: 'a' },
  { type: 'activate', trooper: 'charybdis' },
  { type: 'declare', trooper: 'charybdis', declaration: { skill: 'move', route: [{ point: 'contact', inches: 3 }] } },
  { type: 'measure', fact: { fact: 'lof', from: 'fusilier', to: 'charybdis', value: true } },
  { type: 'measure', fact: { fact: 'base-contact', a: 'charybdis', b: 'fusilier', value: true } },
  { type: 'aro', trooper: 'fusilier', declaration: { skill: 'cc-attack', weapon: 'cc-weapon', target: 'charybdis' } },
  { type: 'end-aros' },
  declaration,
  { type: 'end-aros' },
];

describe.each(['n4', 'n5'] as const)('Protheion (%s)', (edition) => {
  const rule = `${edition}/skills/protheion`;
  // A failed saving roll: N5 fails high (above ARM + PS), N4 low (the roll plus ARM must beat the DAM).
  const fails = edition === 'n5' ? 20 : 1;

  it(`${rule}: the page's Example 1 — the enemy falls Unconscious and the user's VITA goes from 1 to 2`, () => {
    const { events, session } = given(game(edition)).when([
      ...closeCombat(),
      { type: 'roll', trooper: 'charybdis', purpose: 'attack', faces: [12] },
      { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [9] },
      { type: 'roll', trooper: 'fusilier', purpose: 'saving-roll', faces: [fails] },
    ]);
    expect(only(events, 'ProtheionRecovered')).toMatchObject({
      trooper: 'charybdis',
      inflicted: 1,
      woundsRemoved: 0,
      vitaRaised: 1,
      vitaGained: 1,
      citations: [rule],
    });
    expect(session.table().troopers['fusilier']?.states).toContain('unconscious');
    expect(session.table().troopers['charybdis']).toMatchObject({ woundsReceived: 0, vitaGained: 1 });
  });

  it(`${rule}: the gain comes before the user's own Wounds of the Order — hit back by a Berserk's Normal Roll, it survives on its new VITA`, () => {
    const { events, session } = given(game(edition, ['protheion', 'berserk'])).when([
      { type: 'start-turn', player: 'a' },
      { type: 'activate', trooper: 'charybdis' },
      {
        type: 'declare',
        trooper: 'charybdis',
        declaration: {
          skill: 'berserk',
          weapon: 'cc-weapon',
          target: 'fusilier',
          route: [{ point: 'contact', inches: 5 }],
        },
      },
      { type: 'measure', fact: { fact: 'lof', from: 'charybdis', to: 'fusilier', value: true } },
      { type: 'measure', fact: { fact: 'lof', from: 'fusilier', to: 'charybdis', value: true } },
      { type: 'measure', fact: { fact: 'base-contact', a: 'charybdis', b: 'fusilier', value: true } },
      {
        type: 'aro',
        trooper: 'fusilier',
        declaration: { skill: 'cc-attack', weapon: 'cc-weapon', target: 'charybdis' },
      },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'charybdis', purpose: 'attack', faces: [12] },
      { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [9] },
      { type: 'roll', trooper: 'fusilier', purpose: 'saving-roll', faces: [fails] },
      { type: 'roll', trooper: 'charybdis', purpose: 'saving-roll', faces: [fails] },
      { type: 'roll', trooper: 'charybdis', purpose: 'guts', faces: [1] },
    ]);
    const types = events.map((e) => e.type);
    expect(types.indexOf('ProtheionRecovered')).toBeLessThan(types.indexOf('WoundsInflicted'));
    expect(ofType(events, 'WoundsInflicted').find((w) => w.trooper === 'charybdis')).toMatchObject({ total: 1 });
    // VITA 1 + 1 gained, 1 Wound received: still standing.
    expect(session.table().troopers['charybdis']?.states).not.toContain('unconscious');
  });

  it(`${rule}: a target with STR (not Wounds/VITA) gives nothing`, () => {
    const { events } = given(game(edition, ['protheion'], true)).when([
      ...closeCombat(),
      { type: 'roll', trooper: 'charybdis', purpose: 'attack', faces: [12] },
      { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [9] },
      { type: 'roll', trooper: 'fusilier', purpose: 'saving-roll', faces: [fails] },
    ]);
    expect(ofType(events, 'WoundsInflicted').map((w) => w.trooper)).toEqual(['fusilier']);
    expect(ofType(events, 'ProtheionRecovered')).toEqual([]);
  });

  it(`${rule}: a trooper without the skill gains nothing from the same fight`, () => {
    const { events } = given(game(edition, [])).when([
      ...closeCombat(),
      { type: 'roll', trooper: 'charybdis', purpose: 'attack', faces: [12] },
      { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [9] },
      { type: 'roll', trooper: 'fusilier', purpose: 'saving-roll', faces: [fails] },
    ]);
    expect(ofType(events, 'ProtheionRecovered')).toEqual([]);
  });
});

describe('Protheion (n3)', () => {
  it('n3/skills/cc-special-skills-unsourced: N3 Protheion (Levels, PH against BTS) is refused, not guessed', () => {
    const { session } = given(game('n3')).when([
      { type: 'start-turn', player: 'a' },
      { type: 'activate', trooper: 'charybdis' },
    ]);
    const r = session.send({
      type: 'declare',
      trooper: 'charybdis',
      declaration: { skill: 'cc-attack', weapon: 'cc-weapon', target: 'fusilier' },
    });
    expect(r).toMatchObject({ _tag: 'Left', left: { citation: { id: 'n3/skills/cc-special-skills-unsourced' } } });
  });
});
