import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { GameCommand, GameInput } from '../../machines/index.ts';
import { createGameSession } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperProfile } from '../../rules/profiles/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, only, ofType } from '../support/scenario.ts';

/*
 * Structure troopers, Remote Presence, a further hit on an Unconscious trooper, and the Stunned
 * State, through whole Orders (docs/rulings.md "Structure and states"). A Fusilier (BS 12) shoots
 * at 8" with its Combi Rifle; the target has no LoF and cannot react unless told otherwise.
 */
const FAIL = (edition: Edition): number => (edition === 'n5' ? 20 : 1);
const PASS = (edition: Edition): number => (edition === 'n5' ? 1 : 20);

const structureTrooper = (
  edition: Edition,
  id: string,
  unitType: 'REM' | 'TAG',
  str: number,
  skills: TrooperProfile['skills'],
): TrooperProfile => {
  const base = lineTrooper(edition, id, id, 11, str);
  return { ...base, unitType, attributes: { ...base.attributes, structure: true }, skills };
};

/** The Fusilier's army (a second Fusilier adds an Order to its pool when `orders` is 2). */
const input = (edition: Edition, target: TrooperProfile, orders = 1): GameInput => ({
  edition,
  title: `structure ${edition}`,
  armies: [
    army('pano', [
      lineTrooper(edition, 'fusilier', 'Fusilier', 12),
      ...(orders > 1 ? [lineTrooper(edition, 'fusilier-2', 'Fusilier', 12)] : []),
    ]),
    army('ca', [target]),
  ],
});

/** One Order of the Fusilier shooting `target` (Burst 3, three hits), with these saving roll faces. */
const shot = (edition: Edition, target: string, saves: readonly number[], guts: boolean): GameCommand[] => {
  const shoot: GameCommand = {
    type: 'declare',
    trooper: 'fusilier',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target, burst: 3 }] },
  };
  return [
    { type: 'activate', trooper: 'fusilier' },
    ...(edition === 'n5'
      ? [{ type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } } as const]
      : [shoot]),
    { type: 'measure', fact: { fact: 'lof', from: target, to: 'fusilier', value: false } },
    { type: 'measure', fact: { fact: 'range', from: 'fusilier', to: target, inches: 8 } },
    { type: 'end-aros' },
    edition === 'n5' ? shoot : { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
    { type: 'end-aros' },
    { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [2, 3, 4] },
    { type: 'roll', trooper: target, purpose: 'saving-roll', faces: saves },
    ...(guts ? [{ type: 'roll', trooper: target, purpose: 'guts', faces: [1] } as const] : []),
  ];
};

describe.each(['n4', 'n5'] as const)('Remote Presence through an Order (%s)', (edition) => {
  const saves = (failed: number): number[] => [0, 1, 2].map((i) => (i < failed ? FAIL(edition) : PASS(edition)));

  it(`${edition}/skills/remote-presence: a STR 1 REM with Remote Presence failing two saves is at its second level of Unconscious, not Dead`, () => {
    const rem = structureTrooper(edition, 'rem', 'REM', 1, ['remote-presence']);
    const { events, session } = given(input(edition, rem)).when([
      { type: 'start-turn', player: 'pano' },
      ...shot(edition, 'rem', saves(2), false),
    ]);
    const wounds = only(events, 'WoundsInflicted');
    expect(wounds).toMatchObject({ trooper: 'rem', wounds: 2, total: 2 });
    expect(wounds.citations).toContain(`${edition}/skills/remote-presence`);
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['unconscious', 'prone']);
    expect(session.table().troopers['rem']).toMatchObject({ woundsReceived: 2, states: ['prone', 'unconscious'] });
    expect(foldTroopers(events).troopers['rem']?.states).toEqual(['prone', 'unconscious']);
  });

  it(`${edition}/skills/remote-presence: three failed saves are past the second level: Dead`, () => {
    const rem = structureTrooper(edition, 'rem', 'REM', 1, ['remote-presence']);
    const { events, session } = given(input(edition, rem)).when([
      { type: 'start-turn', player: 'pano' },
      ...shot(edition, 'rem', saves(3), false),
    ]);
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['dead']);
    expect(session.table().troopers['rem']?.states).toEqual(['dead']);
  });

  it(
    `${edition}/wounds/unconscious-dead: without Remote Presence the same two failed saves kill the REM`.replace(
      'n5/wounds/unconscious-dead',
      'n5/wounds/vita',
    ),
    () => {
      const rem = structureTrooper(edition, 'rem', 'REM', 1, []);
      const { session } = given(input(edition, rem)).when([
        { type: 'start-turn', player: 'pano' },
        ...shot(edition, 'rem', saves(2), false),
      ]);
      expect(session.table().troopers['rem']?.states).toEqual(['dead']);
    },
  );

  it(`${edition}/states/unconscious: a TAG going Unconscious does not go Prone (its type cannot)`, () => {
    const tag = structureTrooper(edition, 'tag', 'TAG', 2, []);
    const { events, session } = given(input(edition, tag)).when([
      { type: 'start-turn', player: 'pano' },
      ...shot(edition, 'tag', saves(2), false),
    ]);
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['unconscious']);
    expect(session.table().troopers['tag']?.states).toEqual(['unconscious']);
  });
});

describe('Shasvastii through an Order (N5)', () => {
  it('n5/skills/shasvastii: a Shasvastii trooper failing one save becomes Unconscious as a Shasvastii-Embryo: the Wounds cite the skill', () => {
    const shasvastii = { ...lineTrooper('n5', 'speculo', 'Speculo Killer', 11, 1), skills: ['shasvastii' as const] };
    const { events, session } = given(input('n5', shasvastii)).when([
      { type: 'start-turn', player: 'pano' },
      ...shot('n5', 'speculo', [20, 1, 1], false),
    ]);
    expect(only(events, 'WoundsInflicted').citations).toContain('n5/skills/shasvastii');
    expect(session.table().troopers['speculo']?.states).toEqual(['prone', 'unconscious']);
  });
});

describe('A further hit on an Unconscious trooper (N5)', () => {
  it('n5/wounds/vita: a VITA 1 Morat, Unconscious after the first Order, is Dead after a Wound in the second', () => {
    const morat = lineTrooper('n5', 'morat', 'Morat', 11, 1);
    const { events, session } = given(input('n5', morat, 2)).when([
      { type: 'start-turn', player: 'pano' },
      ...shot('n5', 'morat', [20, 1, 1], false),
      ...shot('n5', 'morat', [20, 1, 1], false),
    ]);
    expect(ofType(events, 'WoundsInflicted').map((e) => e.total)).toEqual([1, 2]);
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['unconscious', 'prone', 'dead']);
    expect(session.table().troopers['morat']).toMatchObject({ woundsReceived: 2, states: ['dead'] });
  });
});

describe.each(['n3', 'n4', 'n5'] as const)('Stunned (%s)', (edition) => {
  const stunnedInput = (): GameInput => ({
    ...input(edition, lineTrooper(edition, 'morat', 'Morat', 11, 1)),
    startingStates: [{ trooper: 'morat', states: ['stunned'] }],
  });
  const opening: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier' },
    {
      type: 'declare',
      trooper: 'fusilier',
      declaration:
        edition === 'n5'
          ? { skill: 'idle' }
          : { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
    },
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: true } },
    { type: 'measure', fact: { fact: 'range', from: 'fusilier', to: 'morat', inches: 8 } },
  ];

  it(`${edition}/states/stunned: a Stunned trooper's BS Attack ARO is refused with the reason and the rule`, () => {
    const session = createGameSession(stunnedInput());
    for (const c of opening) expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send({
      type: 'aro',
      trooper: 'morat',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier', burst: 1 }] },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.reason).toContain('Stunned');
      expect(r.left.citation.id).toBe(`${edition}/states/stunned`);
    }
  });

  it(`${edition}/states/stunned, ${edition}/states/stunned-cancellation: its Dodge takes -3 (PH 10: 7), and the State ends with the Player Turn`, () => {
    const { events, session } = given(stunnedInput()).when([
      ...opening,
      { type: 'aro', trooper: 'morat', declaration: { skill: 'dodge' } },
      { type: 'end-aros' },
      ...(edition === 'n5'
        ? [
            {
              type: 'declare',
              trooper: 'fusilier',
              declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
            } as const,
          ]
        : [{ type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } } as const]),
      { type: 'end-aros' },
      { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [18, 19, 17] },
      { type: 'roll', trooper: 'morat', purpose: 'dodge', faces: [5] },
      { type: 'end-turn' },
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    const dodger = [f2f.a, f2f.b].find((s) => s.rollers[0]?.trooper === 'morat');
    expect(dodger?.rollers[0]?.sv.value).toBe(7);
    expect(dodger?.rollers[0]?.sv.mods).toEqual([
      expect.objectContaining({ value: -3, citation: `${edition}/states/stunned` }),
    ]);
    const left = ofType(events, 'StateLeft').filter((e) => e.state === 'stunned');
    expect(left).toEqual([
      { type: 'StateLeft', trooper: 'morat', state: 'stunned', citations: [`${edition}/states/stunned-cancellation`] },
    ]);
    const ended = events.findIndex((e) => e.type === 'TurnEnded');
    expect(events.indexOf(left[0] as (typeof events)[number])).toBe(ended - 1);
    expect(session.table().troopers['morat']?.states).toEqual([]);
    expect(foldTroopers(events).troopers['morat']?.states).toEqual([]);
  });
});

describe('A Stunned member of a Coordinated Order (N5)', () => {
  it('n5/states/stunned: the Coordinated BS Attack is refused, naming the Stunned member', () => {
    const pano = army(
      'pano',
      ['f1', 'f2'].map((id) => lineTrooper('n5', id, id.toUpperCase(), 12)),
    );
    const session = createGameSession({
      edition: 'n5',
      title: 'stunned coordinated',
      armies: [pano, army('ca', [lineTrooper('n5', 'morat', 'Morat', 11)])],
      startingStates: [{ trooper: 'f2', states: ['stunned'] }],
    });
    for (const c of [
      { type: 'start-turn', player: 'pano' },
      { type: 'activate', trooper: 'f1', coordinated: ['f2'] },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
    ] as const)
      expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send({
      type: 'declare',
      trooper: 'f1',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 1 }] },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.reason).toMatch(/^f2: a Stunned trooper cannot declare Attacks/);
      expect(r.left.citation.id).toBe('n5/states/stunned');
    }
  });
});
