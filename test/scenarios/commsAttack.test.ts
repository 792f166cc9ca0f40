import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';

// Comms Attacks with Carbonite (rules/citations/hackingCitations.ts; docs/rulings.md "Comms
// Attacks"). Carbonite: WIP, B2 (1 in ARO), DA against BTS (N4 DAM 13, N5 PS 7), IMM-B on a
// failed save. Reset meets it Face to Face; Dodge does nothing against it but still evades the
// other Attacks of the Order; a BS Attack and a Carbonite ARO meet Face to Face. Dice are ours.
const AQUILA: TrooperSpec = { id: 'aquila', name: 'Aquila Guard', type: 'HI', attributes: { WIP: 13, BTS: 6, PH: 12 } };
const HACKER: TrooperSpec = { id: 'hacker', name: 'Hacker', attributes: { WIP: 13 }, skills: ['hacker'] };
const SHOOTER: TrooperSpec = { id: 'shooter', name: 'Shooter', attributes: { BS: 11 } };
const input = (edition: Edition) => ({
  edition,
  title: 'Comms Attacks',
  armies: [armyOf(edition, 'panoceania', 'aquila', [AQUILA]), armyOf(edition, 'combined', 'hacker', [HACKER, SHOOTER])],
});
const CITE = {
  n4: {
    dodge: 'n4/dodge/not-against-comms',
    f2f: 'n4/face-to-face/when',
    reset: 'n4/skills/reset-face-to-face',
    carbonite: 'n4/hacking/carbonite',
    idle: 'n4/orders/invalid-declaration',
    area: 'n4/hacking/hacking-area',
  },
  n5: {
    dodge: 'n5/dodge/not-against-comms',
    f2f: 'n5/face-to-face/when',
    reset: 'n5/skills/reset-face-to-face',
    carbonite: 'n5/hacking/carbonite',
    idle: 'n5/orders/idle',
    area: 'n5/hacking/hacking-area',
  },
} as const;
const carboniteAt = (target: string, burst: number): SkillDeclaration => ({
  skill: 'comms-attack',
  program: 'carbonite',
  targets: [{ target, burst }],
});
const area = (value: boolean, trooper = 'aquila'): TableFact => ({
  fact: 'hacking-area',
  hacker: 'hacker',
  trooper,
  value,
});
/** DA saves that all pass, then ones with a failure, in the edition's reading (N5 SV 13; N4 wounded on 7 or less). */
const SAVED = { n4: [15, 16], n5: [3, 4] } as const;

/** The hacker's Order (Move, then Carbonite on the Aquila Guard, which has no LoF or ZoC to it). */
const hackerOrder = (
  aro: SkillDeclaration | undefined,
  dice: NonNullable<OrderScript['dice']>,
  saves?: OrderScript['saves'],
  guts?: OrderScript['guts'],
): OrderScript => ({
  trooper: 'hacker',
  first: { skill: 'move' },
  table: [
    { fact: 'lof', from: 'aquila', to: 'hacker', value: false },
    { fact: 'zoc', trooper: 'aquila', of: 'hacker', value: false },
  ],
  second: carboniteAt('aquila', 2),
  table2: [area(true)],
  ...(aro === undefined ? {} : { aros2: { aquila: aro } }),
  dice,
  ...(saves === undefined ? {} : { saves }),
  ...(guts === undefined ? {} : { guts }),
});

describe.each(['n4', 'n5'] as const)('Comms Attacks with Carbonite (%s)', (edition) => {
  const cite = CITE[edition];

  it(`${edition}/dodge/not-against-comms, ${edition}/hacking/carbonite: a Dodge does nothing against Carbonite: a Normal WIP Roll hits the dodger, who saves; its Dodge still rolls on its own`, () => {
    const fail = edition === 'n5' ? [1, 2, 3, 14] : [15, 16, 17, 5];
    const { events, session } = given(input(edition)).when(
      turn('combined', hackerOrder({ skill: 'dodge' }, { hacker: [4, 9], aquila: [6] }, { aquila: fail })),
    );
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    const [hack, dodge, ...rest] = ofType(events, 'NormalRollResolved');
    expect(rest).toEqual([]);
    expect(hack).toMatchObject({
      exchange: 'hacker>aquila',
      roller: { trooper: 'hacker', skill: 'comms-attack', sv: { attribute: 'WIP', value: 13 } },
      successes: 2,
    });
    expect(hack?.citations).toEqual(expect.arrayContaining([cite.dodge, cite.carbonite]));
    expect(dodge).toMatchObject({
      exchange: 'aquila~dodge',
      roller: { trooper: 'aquila', skill: 'dodge' },
      successes: 1,
    });
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'hacker',
      target: 'aquila',
      weapon: 'carbonite',
      hits: 2,
    });
    const save = only(events, 'SavingRollResolved');
    expect(save.rolls).toHaveLength(4);
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'aquila', state: 'imm-b' });
    expect(session.table().troopers['aquila']?.states).toEqual(['imm-b']);
  });

  it('n5/critical/extra-saving-roll, n4/critical/extra-saving-roll: a Carbonite Critical adds one save to the two of DA: a 13 (SV 13) and a 2 hit, 5 saves', () => {
    const saves = edition === 'n5' ? [1, 2, 3, 4, 5] : [15, 16, 17, 18, 19];
    const { events } = given(input(edition)).when(
      turn('combined', hackerOrder(undefined, { hacker: [13, 2] }, { aquila: saves }, { aquila: { roll: 5 } })),
    );
    expect(only(events, 'HitsScored')).toMatchObject({ weapon: 'carbonite', hits: 1, criticals: 1 });
    const save = only(events, 'SavingRollResolved');
    expect(save.rolls).toHaveLength(5);
    expect(save.citations).toContain(
      edition === 'n5' ? 'n5/critical/extra-saving-roll' : 'n4/critical/extra-saving-roll',
    );
  });

  it(`${edition}/aro/comms-attack-target, ${edition}/skills/reset-face-to-face: the target of a Comms Attack may Reset without LoF: one WIP die Face to Face against the whole Burst; its 11 cancels both`, () => {
    const { events } = given(input(edition)).when(
      turn('combined', hackerOrder({ skill: 'reset' }, { hacker: [4, 9], aquila: [11] })),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f).toMatchObject({ exchange: 'hacker>aquila', winner: 'b' });
    expect(f2f.b.rollers).toMatchObject([{ trooper: 'aquila', skill: 'reset', sv: { attribute: 'WIP', value: 13 } }]);
    expect(fates([...f2f.a.dice, ...f2f.b.dice])).toEqual({
      'hacker#1': { kind: 'cancelled', by: ['aquila#1'] },
      'hacker#2': { kind: 'cancelled', by: ['aquila#1'] },
      'aquila#1': { kind: 'hit' },
    });
    expect(f2f.citations).toEqual(expect.arrayContaining([cite.f2f, cite.reset, cite.carbonite]));
    expect(ofType(events, 'NormalRollResolved')).toEqual([]);
    expect(ofType(events, 'HitsScored')).toEqual([]);
  });

  it('in the Reactive Turn the Dodge still evades a BS Attack ARO (Face to Face), while the Carbonite ARO stays a Normal Roll; the saves then call for Guts', () => {
    const { events } = given(input(edition)).when(
      turn('panoceania', {
        trooper: 'aquila',
        first: { skill: 'move' },
        table: [
          { fact: 'lof', from: 'hacker', to: 'aquila', value: false },
          area(true),
          { fact: 'lof', from: 'shooter', to: 'aquila', value: true },
          { fact: 'range', from: 'shooter', to: 'aquila', inches: 10 },
        ],
        aros: {
          hacker: carboniteAt('aquila', 1),
          shooter: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'aquila', burst: 1 }] },
        },
        second: { skill: 'dodge' },
        dice: { aquila: [10], shooter: [8], hacker: [7] },
        saves: { aquila: SAVED[edition] },
        guts: { aquila: { roll: 5 } },
      }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f).toMatchObject({ exchange: 'aquila~dodge', winner: 'a' });
    expect(f2f.b.rollers.map((r) => r.trooper)).toEqual(['shooter']);
    const hack = only(events, 'NormalRollResolved');
    expect(hack).toMatchObject({ exchange: 'hacker>aquila', roller: { skill: 'comms-attack' }, successes: 1 });
    expect(hack.citations).toContain(cite.dodge);
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'hacker', weapon: 'carbonite', hits: 1 });
    expect(only(events, 'SavingRollResolved').rolls.every((r) => r.saved)).toBe(true);
    expect(ofType(events, 'StateEntered')).toEqual([]);
    // A Comms Attack that made the trooper save is a successful Attack for Guts (N4 2.1 / N5).
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({ trooper: 'aquila', required: true });
    expect(only(events, 'GutsRollResolved')).toMatchObject({ trooper: 'aquila', passed: true });
  });

  it(`${edition}/face-to-face/when, ${edition}/hacking/comms-attack: a BS Attack and a Carbonite ARO on each other meet Face to Face, BS against WIP`, () => {
    const { events } = given(input(edition)).when(
      turn('panoceania', {
        trooper: 'aquila',
        first: { skill: 'move' },
        table: [
          { fact: 'lof', from: 'hacker', to: 'aquila', value: true },
          area(true),
          { fact: 'range', from: 'aquila', to: 'hacker', inches: 10 },
        ],
        aros: { hacker: carboniteAt('aquila', 1) },
        second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'hacker', burst: 3 }] },
        dice: { aquila: [4, 12, 18], hacker: [11] },
        saves: { hacker: edition === 'n5' ? [3] : [15] },
        guts: { hacker: { roll: 5 } },
      }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f).toMatchObject({ exchange: 'aquila>hacker', winner: 'a' });
    expect(f2f.a.rollers).toMatchObject([
      { trooper: 'aquila', skill: 'bs-attack', sv: { attribute: 'BS', value: 15 } },
    ]);
    expect(f2f.b.rollers).toMatchObject([
      { trooper: 'hacker', skill: 'comms-attack', sv: { attribute: 'WIP', value: 13 } },
    ]);
    expect(fates([...f2f.a.dice, ...f2f.b.dice])).toEqual({
      'aquila#1': { kind: 'cancelled', by: ['hacker#1'] },
      'aquila#2': { kind: 'hit' },
      'aquila#3': { kind: 'failed' },
      'hacker#1': { kind: 'cancelled', by: ['aquila#2'] },
    });
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'aquila',
      target: 'hacker',
      weapon: 'combi-rifle',
      hits: 1,
    });
    expect(ofType(events, 'NormalRollResolved')).toEqual([]);
  });

  it(`${edition}/hacking/hacking-area, ${edition === 'n4' ? 'n4/orders/invalid-declaration' : 'n5/orders/idle'}: a target measured outside the Hacking Area after the declaration voids the Comms Attack at Resolution: it counts as Idle, no die`, () => {
    const { events } = given(input(edition)).when(
      turn('combined', { ...hackerOrder(undefined, {}), table2: [area(false)] }),
    );
    expect(only(events, 'SkillVoided')).toMatchObject({
      trooper: 'hacker',
      position: 'second',
      skill: 'comms-attack',
      citation: cite.idle,
    });
    expect(only(events, 'SkillVoided').reason).toMatch(/aquila is not in hacker's Hacking Area/);
    expect(ofType(events, 'DiceRolled')).toEqual([]);
  });

  it(`${edition}/hacking/hacking-area: a Comms Attack is refused when the target is already measured outside the Hacking Area, and a Carbonite ARO needs it measured inside`, () => {
    const session = createGameSession(input(edition));
    const ok = (c: GameCommand): void => expect(E.isRight(session.send(c)), c.type).toBe(true);
    ok({ type: 'start-turn', player: 'combined' });
    ok({ type: 'activate', trooper: 'hacker' });
    ok({ type: 'declare', trooper: 'hacker', declaration: { skill: 'move' } });
    ok({ type: 'measure', fact: area(false) });
    ok({ type: 'end-aros' });
    const before = session.events.length;
    const r = session.send({ type: 'declare', trooper: 'hacker', declaration: carboniteAt('aquila', 2) });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.reason).toMatch(/not in hacker's Hacking Area/);
    expect(session.events.length).toBe(before);

    const reactive = createGameSession(input(edition));
    const go = (c: GameCommand): void => expect(E.isRight(reactive.send(c)), c.type).toBe(true);
    go({ type: 'start-turn', player: 'panoceania' });
    go({ type: 'activate', trooper: 'aquila' });
    go({ type: 'declare', trooper: 'aquila', declaration: { skill: 'move' } });
    go({ type: 'measure', fact: { fact: 'lof', from: 'hacker', to: 'aquila', value: true } });
    const unmeasured = reactive.send({ type: 'aro', trooper: 'hacker', declaration: carboniteAt('aquila', 1) });
    expect(E.isRight(unmeasured)).toBe(false);
    if (E.isLeft(unmeasured))
      expect(unmeasured.left).toMatchObject({
        citation: { id: cite.area },
        reason: expect.stringMatching(/measure whether aquila is in hacker's Hacking Area/),
      });
    go({ type: 'measure', fact: area(false) });
    const outside = reactive.send({ type: 'aro', trooper: 'hacker', declaration: carboniteAt('aquila', 1) });
    expect(E.isRight(outside)).toBe(false);
    if (E.isLeft(outside)) expect(outside.left.reason).toMatch(/not in hacker's Hacking Area/);
    const twice = reactive.send({ type: 'aro', trooper: 'hacker', declaration: carboniteAt('aquila', 2) });
    expect(E.isRight(twice)).toBe(false);
  });

  it(`${edition}/hacking/comms-attack, ${edition}/hacking/carbonite: refuses what Carbonite cannot do: a non-Hacker, a target that is not Hackable, less than the whole Burst in the Active Turn`, () => {
    const session = createGameSession({
      edition,
      title: 'refusals',
      armies: [
        armyOf(edition, 'panoceania', 'aquila', [AQUILA, { id: 'fusilier', name: 'Fusilier' }]),
        armyOf(edition, 'combined', 'hacker', [HACKER, SHOOTER]),
      ],
    });
    for (const c of [
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'hacker' },
      { type: 'declare', trooper: 'hacker', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ] as const) {
      expect(E.isRight(session.send(c))).toBe(true);
    }
    const reason = (d: SkillDeclaration): string => {
      const r = session.send({ type: 'declare', trooper: 'hacker', declaration: d });
      return E.isRight(r) ? 'accepted' : `${r.left.reason} [${r.left.citation.id}]`;
    };
    expect(reason(carboniteAt('fusilier', 2))).toMatch(
      new RegExp(`may only target TAG, HI, REM or a Hacker: fusilier is LI \\[${cite.carbonite}\\]`),
    );
    expect(reason(carboniteAt('aquila', 1))).toMatch(/whole Burst \(B2\)/);
    expect(reason({ skill: 'comms-attack', program: 'sparkle', targets: [{ target: 'aquila', burst: 2 }] })).toMatch(
      /no Hacking Program sparkle/,
    );
    const other = createGameSession(input(edition));
    other.send({ type: 'start-turn', player: 'combined' });
    other.send({ type: 'activate', trooper: 'shooter' });
    other.send({ type: 'declare', trooper: 'shooter', declaration: { skill: 'move' } });
    other.send({ type: 'end-aros' });
    const notHacker = other.send({ type: 'declare', trooper: 'shooter', declaration: carboniteAt('aquila', 2) });
    expect(E.isRight(notHacker)).toBe(false);
    if (E.isLeft(notHacker)) expect(notHacker.left.reason).toMatch(/shooter is not a Hacker/);
  });
});

describe('Comms Attacks in N3', () => {
  it('n3/hacking/unsourced: are refused, as a declaration and as an ARO: N3 Hacking Programs are not in the sources read', () => {
    const session = createGameSession(input('n3'));
    for (const c of [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'aquila' },
      { type: 'declare', trooper: 'aquila', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'hacker', to: 'aquila', value: true } },
    ] as const) {
      expect(E.isRight(session.send(c))).toBe(true);
    }
    const before = session.events.length;
    const measured = session.send({ type: 'measure', fact: area(true) });
    expect(E.isRight(measured) ? 'accepted' : `${measured.left.citation.id}: ${measured.left.reason}`).toBe(
      'n3/hacking/unsourced: N3 hacking is not sourced: there is no Hacking Area to measure',
    );
    const r = session.send({ type: 'aro', trooper: 'hacker', declaration: carboniteAt('aquila', 1) });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe('n3/hacking/unsourced');
    expect(session.events.length).toBe(before);

    const active = createGameSession(input('n3'));
    for (const c of [
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'hacker' },
      { type: 'declare', trooper: 'hacker', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ] as const) {
      expect(E.isRight(active.send(c))).toBe(true);
    }
    const declared = active.send({ type: 'declare', trooper: 'hacker', declaration: carboniteAt('aquila', 2) });
    expect(E.isRight(declared)).toBe(false);
    if (E.isLeft(declared))
      expect(declared.left).toMatchObject({
        citation: { id: 'n3/hacking/unsourced' },
        reason: expect.stringMatching(/N3 Comms Attacks are not adjudicated/),
      });
  });
});

describe('Comms Attacks against the N5 Isolated state', () => {
  it('n5/states/isolated: an Isolated Hacker cannot run Carbonite (its Hacking Device is disabled)', () => {
    const session = createGameSession({
      ...input('n5'),
      startingStates: [{ trooper: 'hacker', states: ['isolated'] }],
    });
    for (const c of [
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'hacker' },
      { type: 'declare', trooper: 'hacker', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ] as const) {
      expect(E.isRight(session.send(c))).toBe(true);
    }
    const r = session.send({ type: 'declare', trooper: 'hacker', declaration: carboniteAt('aquila', 2) });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe('n5/states/isolated');
  });
});

describe.each(['n4', 'n5'] as const)('the Hacking Area and ARO eligibility (%s)', (edition) => {
  /** The Aquila Guard moves; the hacker (or the shooter) has neither LoF nor ZoC to it. */
  const aquilaMoves = (
    extra: readonly TableFact[],
    startingStates: readonly { trooper: string; states: readonly 'isolated'[] }[] = [],
  ) => {
    const session = createGameSession({ ...input(edition), startingStates });
    for (const c of [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'aquila' },
      { type: 'declare', trooper: 'aquila', declaration: { skill: 'move' } },
    ] as const) {
      expect(E.isRight(session.send(c))).toBe(true);
    }
    const facts: TableFact[] = [
      { fact: 'lof', from: 'hacker', to: 'aquila', value: false },
      { fact: 'zoc', trooper: 'hacker', of: 'aquila', value: false },
      { fact: 'lof', from: 'shooter', to: 'aquila', value: false },
      { fact: 'zoc', trooper: 'shooter', of: 'aquila', value: false },
      ...extra,
    ];
    for (const fact of facts) expect(E.isRight(session.send({ type: 'measure', fact }))).toBe(true);
    return session;
  };
  const verdict = (r: ReturnType<ReturnType<typeof createGameSession>['send']>): string =>
    E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`;

  it(`${edition}/hacking/hacking-area: a Hacking Area belongs to a Hacker: a hacking-area fact naming a trooper without the skill is refused`, () => {
    const r = aquilaMoves([]).send({
      type: 'measure',
      fact: { fact: 'hacking-area', hacker: 'shooter', trooper: 'aquila', value: true },
    });
    expect(verdict(r)).toBe(`${CITE[edition].area}: shooter is not a Hacker: it has no Hacking Area`);
  });

  it(`${edition}/hacking/hacking-area, ${edition}/aro/eligibility: the activation in its Hacking Area lets the hacker Dodge without LoF or ZoC`, () => {
    expect(
      verdict(
        aquilaMoves([{ fact: 'hacking-area', hacker: 'hacker', trooper: 'aquila', value: true }]).send({
          type: 'aro',
          trooper: 'hacker',
          declaration: { skill: 'dodge' },
        }),
      ),
    ).toBe('accepted');
  });

  it("an Isolated hacker's Hacking Device is disabled: its Hacking Area lets it react no more", () => {
    const s = aquilaMoves(
      [{ fact: 'hacking-area', hacker: 'hacker', trooper: 'aquila', value: true }],
      [{ trooper: 'hacker', states: ['isolated'] }],
    );
    expect(verdict(s.send({ type: 'aro', trooper: 'hacker', declaration: { skill: 'dodge' } }))).toBe(
      `${edition}/aro/eligibility: hacker has neither LoF to aquila nor it in its ZoC`,
    );
  });
});
