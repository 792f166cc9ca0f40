import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { WeaponProfile } from '../../rules/profiles/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { ANGUS, BIPANDRA, MORAT, armyOf } from '../support/seedTroopers.ts';

// Suppressive Fire (https://infinitythewiki.com/Suppressive_Fire_State; N4 revision 1717; the N3
// page of the old official wiki). The wiki's worked example (Fusilier Angus, HMG B4 -> B3 in SF
// Mode, -3 to the enemy's BS) was not in the pages available here: its facts are the ones the
// task gave (B4 becomes B3; the enemy takes -3); the distance (20"), the dice and the HMG's other
// figures are ours. Angus: BS 12, WIP 12; the Morat: BS 12, WIP 11, Combi Rifle. The N5 Order is
// also recorded as examples/suppressive-fire.game.yaml.
const HMG = (edition: Edition): WeaponProfile => ({
  id: 'hmg',
  name: 'HMG',
  burst: 4,
  ammo: 'N',
  save: 'ARM',
  ...(edition === 'n5' ? { ps: 5 } : { damage: 15 }),
  ranges: [
    { upTo: 8, mod: -3 },
    { upTo: 16, mod: 0 },
    { upTo: 24, mod: 3 },
    { upTo: 32, mod: 3 },
    { upTo: 40, mod: 0 },
    { upTo: 48, mod: -3 },
  ],
  template: 'none',
  traits: ['suppressive-fire'],
});
const input = (edition: Edition) => ({
  edition,
  title: 'Suppressive Fire',
  armies: [
    armyOf(edition, 'panoceania', 'angus', [{ ...ANGUS, weapons: [HMG(edition), 'cc-weapon'] }]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});
const SKILL = {
  n3: 'n3/skills/suppressive-fire',
  n4: 'n4/skills/suppressive-fire',
  n5: 'n5/skills/suppressive-fire',
} as const;
const STATE = {
  n3: 'n3/states/suppressive-fire',
  n4: 'n4/states/suppressive-fire',
  n5: 'n5/states/suppressive-fire',
} as const;
const CANCEL = {
  n3: 'n3/states/suppressive-fire-cancellation',
  n4: 'n4/states/suppressive-fire-cancellation',
  n5: 'n5/states/suppressive-fire-cancellation',
} as const;
const sf: SkillDeclaration = { skill: 'suppressive-fire', weapon: 'hmg' };

/** Angus declares Suppressive Fire, the Morat out of LoF (no ARO). */
const angusSuppresses: OrderScript = {
  trooper: 'angus',
  first: sf,
  second: null,
  table: [{ fact: 'lof', from: 'morat', to: 'angus', value: false }],
};
const inLof: readonly TableFact[] = [
  { fact: 'lof', from: 'morat', to: 'angus', value: true },
  { fact: 'lof', from: 'angus', to: 'morat', value: true },
  { fact: 'range', from: 'morat', to: 'angus', inches: 20 },
];
const combiAtAngus: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'angus', burst: 3 }],
};
/** The Morat shoots Angus (N5: after an Idle). */
const moratShoots = (edition: Edition, rest: Omit<OrderScript, 'trooper' | 'first'>): OrderScript =>
  edition === 'n5'
    ? { trooper: 'morat', first: { skill: 'idle' }, second: combiAtAngus, table2: inLof, ...rest }
    : { trooper: 'morat', first: combiAtAngus, table: inLof, second: { skill: 'idle' }, ...rest };
const arosOf = (edition: Edition, aro: SkillDeclaration) =>
  edition === 'n5' ? { aros2: { angus: aro } } : { aros: { angus: aro } };
const hmgAro = (burst: number): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'hmg',
  targets: [{ target: 'morat', burst }],
});

describe.each(['n3', 'n4', 'n5'] as const)('Suppressive Fire (%s)', (edition) => {
  it(`${edition}/skills/suppressive-fire: declared with a weapon with the Trait, it fills the Order and enters the State, logged with the rule`, () => {
    const { events, session } = given(input(edition)).when(turn('panoceania', angusSuppresses));
    expect(only(events, 'SkillDeclared').declaration).toEqual(sf);
    expect(only(events, 'StateEntered')).toMatchObject({
      trooper: 'angus',
      state: 'suppressive-fire',
      citations: [SKILL[edition], STATE[edition]],
    });
    expect(ofType(events, 'DiceRolled')).toEqual([]);
    expect(session.table().troopers['angus']?.states).toEqual(['suppressive-fire']);
  });

  it(`${edition}/skills/suppressive-fire: a weapon without the Suppressive Fire Trait is refused, and nothing is logged`, () => {
    const session = createGameSession(input(edition));
    for (const c of [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'angus' },
    ] as const)
      expect(E.isRight(session.send(c))).toBe(true);
    const before = session.events.length;
    const r = session.send({
      type: 'declare',
      trooper: 'angus',
      declaration: { skill: 'suppressive-fire', weapon: 'cc-weapon' },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isRight(r)) return;
    expect(r.left.reason).toContain('does not have the Suppressive Fire Trait');
    expect(r.left.citation.id).toBe(SKILL[edition]);
    expect(session.events.length).toBe(before);
  });

  it(`${edition}/skills/suppressive-fire: it fills the whole Order, so a second skill after it is refused`, () => {
    const session = createGameSession(input(edition));
    const cmds: GameCommand[] = [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'angus' },
      { type: 'declare', trooper: 'angus', declaration: sf },
      { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'angus', value: false } },
    ];
    for (const c of cmds) expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send({ type: 'declare', trooper: 'angus', declaration: { skill: 'move' } });
    expect(E.isRight(r)).toBe(false);
    if (E.isRight(r)) return;
    expect(r.left.reason).toContain('fills the whole Order');
    expect(r.left.citation.id).toBe(SKILL[edition]);
  });

  it(`${edition}/states/suppressive-fire: the worked example — Angus's HMG (B4) answers in SF Mode with B3 at 16-24" (-3), and the Morat takes -3 in the Face to Face Roll`, () => {
    const { events, session } = given(input(edition)).when([
      ...turn('panoceania', angusSuppresses),
      { type: 'end-turn' },
      ...turn(
        'combined',
        moratShoots(edition, {
          ...arosOf(edition, hmgAro(3)),
          dice: { morat: [3, 5, 14], angus: [8, 2, 15] },
          saves: { morat: [edition === 'n5' ? 1 : 20] },
          guts: { morat: { roll: 5 } },
        }),
      ),
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    const side = (t: string) => (f2f.a.rollers[0]?.trooper === t ? f2f.a : f2f.b);
    const angus = side('angus').rollers[0];
    const morat = side('morat').rollers[0];
    // Angus: BS 12, SF Mode at 20" -3 → 9, three dice.
    expect(angus?.sv.value).toBe(9);
    expect(angus?.sv.mods).toEqual([{ value: -3, reason: 'range 16-24" (HMG (SF Mode))', citation: STATE[edition] }]);
    expect(side('angus').dice).toHaveLength(3);
    // The Morat: BS 12, Combi Rifle at 20" -3, Suppressive Fire -3 → 6.
    expect(morat?.sv.value).toBe(6);
    expect(morat?.sv.mods.at(-1)).toEqual({
      value: -3,
      reason: 'angus is in Suppressive Fire',
      citation: STATE[edition],
    });
    expect(f2f.citations).toContain(STATE[edition]);
    // Angus's 8 beats the Morat's 3 and 5: one hit on the Morat, none on Angus.
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([['angus', 'morat', 1]]);
    // An ARO BS Attack in SF Mode keeps the State.
    expect(session.table().troopers['angus']?.states).toEqual(['suppressive-fire']);
  });

  it(`${edition}/states/suppressive-fire: in ARO the SF Mode's Burst is 3, so a fourth shot is refused`, () => {
    const session = createGameSession(input(edition));
    const attack: GameCommand[] = [
      { type: 'declare', trooper: 'morat', declaration: combiAtAngus },
      ...inLof.map((fact): GameCommand => ({ type: 'measure', fact })),
    ];
    const cmds: GameCommand[] = [
      ...turn('panoceania', angusSuppresses),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'morat' },
      ...(edition === 'n5'
        ? [
            { type: 'declare', trooper: 'morat', declaration: { skill: 'idle' } } as const,
            { type: 'end-aros' } as const,
          ]
        : []),
      ...attack,
    ];
    for (const c of cmds) expect(E.isRight(session.send(c)), JSON.stringify(c)).toBe(true);
    const r = session.send({ type: 'aro', trooper: 'angus', declaration: hmgAro(4) });
    expect(E.isRight(r)).toBe(false);
    if (E.isRight(r)) return;
    expect(r.left.citation.id).toBe(STATE[edition]);
    expect(E.isRight(session.send({ type: 'aro', trooper: 'angus', declaration: hmgAro(3) }))).toBe(true);
  });
});

describe.each(['n3', 'n4', 'n5'] as const)('Suppressive Fire cancellation (%s)', (edition) => {
  const suppressed = [...turn('panoceania', angusSuppresses), { type: 'end-turn' } as const];

  it(`${edition}/states/suppressive-fire-cancellation: declaring an Order (being activated) ends the State`, () => {
    const { events, session } = given(input(edition)).when([
      ...suppressed,
      { type: 'start-turn', player: 'combined' },
      { type: 'end-turn' },
      ...turn('panoceania', { trooper: 'angus', first: { skill: 'idle' }, second: { skill: 'idle' }, table: [] }),
    ]);
    const left = ofType(events, 'StateLeft');
    expect(left).toEqual([
      { type: 'StateLeft', order: 2, trooper: 'angus', state: 'suppressive-fire', citations: [CANCEL[edition]] },
    ]);
    const activated = events.findIndex((e) => e.type === 'TrooperActivated' && e.order === 2);
    expect(events.indexOf(left[0] as (typeof events)[number])).toBeGreaterThan(activated);
    expect(session.table().troopers['angus']?.states).toEqual([]);
  });

  it(`${edition}/states/suppressive-fire-cancellation: an ARO other than a BS Attack in SF Mode (a Dodge) ends it, and the attacker takes no -3`, () => {
    const { events, session } = given(input(edition)).when([
      ...suppressed,
      ...turn(
        'combined',
        moratShoots(edition, {
          ...arosOf(edition, { skill: 'dodge' }),
          dice: { morat: [3, 5, 14], angus: [8] },
        }),
      ),
    ]);
    expect(only(events, 'StateLeft')).toMatchObject({
      trooper: 'angus',
      state: 'suppressive-fire',
      citations: [CANCEL[edition]],
    });
    const f2f = only(events, 'FaceToFaceResolved');
    const morat = [...f2f.a.rollers, ...f2f.b.rollers].find((r) => r.trooper === 'morat');
    expect(morat?.sv.mods.map((m) => m.citation)).not.toContain(STATE[edition]);
    expect(session.table().troopers['angus']?.states).toEqual([]);
  });

  it(`${edition}/states/suppressive-fire-cancellation: entering a Null State (Unconscious from a failed save) ends it`, () => {
    const { events, session } = given(input(edition)).when([
      ...suppressed,
      ...turn(
        'combined',
        moratShoots(edition, { dice: { morat: [3, 14, 15] }, saves: { angus: edition === 'n5' ? [20] : [1] } }),
      ),
    ]);
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toContain('unconscious');
    expect(only(events, 'StateLeft')).toMatchObject({
      trooper: 'angus',
      state: 'suppressive-fire',
      citations: [CANCEL[edition]],
    });
    expect(session.table().troopers['angus']?.states).not.toContain('suppressive-fire');
  });

  it(`${edition}/states/suppressive-fire-cancellation: a failed Guts Roll ends it (N3 FAQ 1.2)`, () => {
    const { events, session } = given(input(edition)).when([
      ...suppressed,
      ...turn(
        'combined',
        moratShoots(edition, {
          dice: { morat: [3, 14, 15] },
          saves: { angus: edition === 'n5' ? [1] : [20] },
          guts: { angus: { roll: 19, options: { leaveLof: true, reachCover: false }, move: 'leave-lof' } },
        }),
      ),
    ]);
    expect(only(events, 'GutsRollResolved')).toMatchObject({ trooper: 'angus', passed: false });
    expect(only(events, 'StateLeft')).toMatchObject({
      trooper: 'angus',
      state: 'suppressive-fire',
      citations: [CANCEL[edition]],
    });
    expect(session.table().troopers['angus']?.states).toEqual([]);
  });
});

describe.each(['n3', 'n4', 'n5'] as const)('Suppressive Fire and Loss of Lieutenant (%s)', (edition) => {
  // Bipandra is the Lieutenant; the Morat puts him down while Angus holds Suppressive Fire.
  const withLieutenant = {
    ...input(edition),
    armies: [
      armyOf(edition, 'panoceania', 'bipandra', [{ ...ANGUS, weapons: [HMG(edition), 'cc-weapon'] }, BIPANDRA]),
      armyOf(edition, 'combined', 'morat', [MORAT]),
    ],
  };
  const fails = edition === 'n5' ? 20 : 1;
  const moratDownsBipandra: GameCommand[] = [
    ...turn('combined', {
      trooper: 'morat',
      first: { skill: 'idle' },
      second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'bipandra', burst: 3 }] },
      table: [
        { fact: 'lof', from: 'angus', to: 'morat', value: false },
        { fact: 'lof', from: 'bipandra', to: 'morat', value: false },
        { fact: 'range', from: 'morat', to: 'bipandra', inches: 10 },
      ],
      dice: { morat: [2, 19, 19] },
      saves: { bipandra: [fails] },
    }),
    { type: 'end-turn' },
  ];

  it(`${edition}/states/suppressive-fire-cancellation: Loss of Lieutenant in the Tactical Phase ends it, logged outside any Order with both rules`, () => {
    const { events, session } = given(withLieutenant).when([
      ...turn('panoceania', angusSuppresses),
      { type: 'end-turn' },
      ...moratDownsBipandra,
      { type: 'start-turn', player: 'panoceania' },
    ]);
    const pools = events.findIndex((e) => e.type === 'OrderPoolsFormed' && e.player === 'panoceania' && e.round === 2);
    expect(events[pools]).toMatchObject({ lossOfLieutenant: true });
    expect(events[pools + 1]).toEqual({
      type: 'StateLeft',
      trooper: 'angus',
      state: 'suppressive-fire',
      citations: [CANCEL[edition], `${edition}/lieutenant/loss`],
    });
    expect(session.table().troopers['angus']?.states).toEqual([]);
  });

  it(`${edition}/states/suppressive-fire-cancellation: with its Lieutenant standing, the State lasts into the next Tactical Phase`, () => {
    const { events, session } = given(withLieutenant).when([
      ...turn('panoceania', angusSuppresses),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
      { type: 'end-turn' },
      { type: 'start-turn', player: 'panoceania' },
    ]);
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(session.table().troopers['angus']?.states).toEqual(['suppressive-fire']);
  });
});
