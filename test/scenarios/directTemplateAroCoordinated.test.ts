import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { armyOf, DATURAZI, FENDETESTAS, MORAT } from '../support/seedTroopers.ts';
import { lineTrooper } from '../support/troopers.ts';

// Issue #5: a Direct Template in ARO against a Coordinated Order. F1 (spearhead), F2 and F3
// (BS 12, PH 10) act together; the Dāturazi answers with its Chain Rifle. A Direct Template rolls
// no die: every trooper it touches is hit, unless its Dodge (a Normal PH Roll, PH-3 without LoF
// to the user) passes; a member's attack on the user is a Normal Roll, and the member is hit
// anyway. Members shoot with BS 12 + 3 (Combi Rifle at 12") = SV 15. Every die is ours.
const pano = (edition: Edition): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    { id: 'g1', troopers: ['f1', 'f2', 'f3', 'f4'].map((id) => lineTrooper(edition, id, id.toUpperCase(), 12)) },
  ],
});
const input = (edition: Edition) => ({
  edition,
  title: 'coordinated vs Direct Template ARO',
  armies: [pano(edition), armyOf(edition, 'combined', null, [DATURAZI, FENDETESTAS, MORAT])],
});

/** The rules these scenarios rule by, per edition. */
const DIRECT = { n3: 'n3/templates/direct', n4: 'n4/templates/direct', n5: 'n5/templates/direct' } as const;
const COORDINATED = { n3: 'n3/orders/coordinated', n4: 'n4/orders/coordinated', n5: 'n5/orders/coordinated' } as const;
const DODGE_TEMPLATES = { n3: 'n3/dodge/templates', n4: 'n4/dodge/templates', n5: 'n5/dodge/templates' } as const;
const DODGE_MOVE = { n3: 'n3/dodge/move', n4: 'n4/dodge/move', n5: 'n5/dodge/move' } as const;
const NULLIFIED = {
  n3: 'n3/templates/friendly-nullified',
  n4: 'n4/templates/friendly-nullified',
  n5: 'n5/templates/friendly-nullified',
} as const;

const chainRifle = (at: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'chain-rifle',
  targets: [{ target: at, burst: 1 }],
});
const template = (from: string, affects: readonly string[]): TableFact => ({
  fact: 'template',
  from,
  shot: 1,
  affects,
});
const ranges = (target: string): TableFact[] =>
  ['f1', 'f2', 'f3'].map((m): TableFact => ({ fact: 'range', from: m, to: target, inches: 12 }));
const roll = (
  trooper: string,
  purpose: 'attack' | 'dodge' | 'saving-roll' | 'guts',
  faces: readonly number[],
): GameCommand => ({ type: 'roll', trooper, purpose, faces });
/** A saving roll die that fails (a Wound) or passes, in the edition's own reading. */
const wound = (edition: Edition): number => (edition === 'n5' ? 20 : 2);
const save = (edition: Edition): number => (edition === 'n5' ? 1 : 20);

/** F1, F2 and F3 Coordinated: N3/N4 Move (N5 Idle), AROs, then `second` (every member's), then the rest. */
const coordinated = (
  edition: Edition,
  second: SkillDeclaration,
  table: readonly TableFact[],
  aros: Readonly<Record<string, SkillDeclaration>>,
  rest: readonly GameCommand[],
): GameCommand[] => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'f1', coordinated: ['f2', 'f3'] },
  {
    type: 'declare',
    trooper: 'f1',
    declaration: edition === 'n5' && second.skill === 'bs-attack' ? { skill: 'idle' } : { skill: 'move' },
  },
  ...table.map((fact): GameCommand => ({ type: 'measure', fact })),
  ...Object.entries(aros).map(([trooper, declaration]): GameCommand => ({ type: 'aro', trooper, declaration })),
  { type: 'end-aros' },
  { type: 'declare', trooper: 'f1', declaration: second },
  { type: 'end-aros' },
  ...rest,
];
const shoot = (edition: Edition, target: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target, burst: edition === 'n3' ? 1 : 2 }],
});
/** The spearhead's misses: N3 Burst 1, N4/N5 half of B3 rounded up. */
const spearheadMisses = (edition: Edition): readonly number[] => (edition === 'n3' ? [16] : [16, 17]);

describe.each(['n3', 'n4', 'n5'] as const)('Direct Template in ARO against a Coordinated Order (%s)', (edition) => {
  it(`${edition}/templates/direct: touching the one member who shoots back: no die for the Dāturazi, Normal Rolls for the members, F2 hit anyway`, () => {
    const table = [
      ...ranges('daturazi'),
      { fact: 'lof', from: 'daturazi', to: 'f2', value: true } as const,
      template('daturazi', ['f2']),
    ];
    const { events, session } = given(input(edition)).when(
      coordinated(edition, shoot(edition, 'daturazi'), table, { daturazi: chainRifle('f2') }, [
        roll('f1', 'attack', spearheadMisses(edition)),
        roll('f2', 'attack', [14]),
        roll('f3', 'attack', [20]),
        roll('f2', 'saving-roll', [wound(edition)]),
        roll('daturazi', 'saving-roll', [save(edition)]),
        roll('daturazi', 'guts', [1]),
      ]),
    );
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(ofType(events, 'DiceRolled').filter((e) => e.trooper === 'daturazi' && e.purpose === 'attack')).toEqual([]);
    const normal = ofType(events, 'NormalRollResolved');
    expect(normal.map((x) => [x.exchange, x.roller.sv.value, x.successes])).toEqual([
      ['f1>daturazi', 15, 0],
      ['f2>daturazi', 15, 1],
      ['f3>daturazi', 15, 0],
    ]);
    for (const x of normal)
      expect(x.citations).toEqual(expect.arrayContaining([DIRECT[edition], COORDINATED[edition]]));
    expect(only(events, 'TemplateAttackResolved')).toMatchObject({
      exchange: 'daturazi>f2',
      source: 'daturazi',
      target: 'f2',
      weapon: 'chain-rifle',
      placements: 1,
      dodge: null,
      dodged: false,
      hits: 1,
      citations: [DIRECT[edition]],
    });
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['f2', 'daturazi', 1],
      ['daturazi', 'f2', 1],
    ]);
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.attacker, s.wounds])).toEqual([
      ['daturazi', 'f2', 0],
      ['f2', 'daturazi', 1],
    ]);
    expect(ofType(events, 'StateEntered').map((e) => [e.trooper, e.state])).toContainEqual(['f2', 'unconscious']);
    expect(session.table().troopers.f2).toMatchObject({
      woundsReceived: 1,
      states: expect.arrayContaining(['unconscious']),
    });
    expect(
      ofType(events, 'GutsRequirementChecked')
        .filter((g) => g.required)
        .map((g) => g.trooper),
    ).toEqual(['daturazi']);
  });

  it(`${edition}/templates/affected-may-dodge: Coordinated Dodge: a member the template touches rolls a Normal PH Roll (PH-3 without LoF to the user); one not touched rolls alone`, () => {
    const table: TableFact[] = [
      { fact: 'lof', from: 'daturazi', to: 'f1', value: true },
      { fact: 'lof', from: 'f1', to: 'daturazi', value: true },
      { fact: 'lof', from: 'f2', to: 'daturazi', value: false },
      template('daturazi', ['f1', 'f2']),
    ];
    const { events } = given(input(edition)).when(
      coordinated(edition, { skill: 'dodge' }, table, { daturazi: chainRifle('f1') }, [
        roll('f1', 'dodge', [8]),
        roll('f2', 'dodge', [8]),
        roll('f3', 'dodge', [3]),
        roll('f2', 'saving-roll', [save(edition)]),
        roll('f2', 'guts', [1]),
      ]),
    );
    expect(ofType(events, 'DiceRolled').filter((e) => e.purpose === 'attack')).toEqual([]);
    const normal = ofType(events, 'NormalRollResolved');
    expect(normal.map((x) => [x.exchange, x.roller.skill, x.roller.sv.value, x.successes])).toEqual([
      ['f1~dodge>daturazi', 'dodge', 10, 1],
      ['f2~dodge>daturazi', 'dodge', 7, 0],
      ['f3~dodge', 'dodge', 10, 1],
    ]);
    expect(normal[1]?.roller.sv.mods).toMatchObject([{ value: -3, citation: DODGE_TEMPLATES[edition] }]);
    expect(ofType(events, 'TemplateAttackResolved').map((t) => [t.target, t.dodge, t.dodged, t.hits])).toEqual([
      ['f1', 'f1~dodge>daturazi', true, 0],
      ['f2', 'f2~dodge>daturazi', false, 1],
    ]);
    // Every member dodges in the Active Turn: N3 gives it no move, N4/N5 2".
    const moves = edition === 'n3' ? 0 : 2;
    const dodges = ofType(events, 'DodgeResolved');
    expect(dodges.map((r) => [r.trooper, r.turn, r.moves, r.inches, r.hitBy])).toEqual([
      ['f1', 'active', moves > 0, moves, []],
      ['f2', 'active', false, 0, ['daturazi']],
      ['f3', 'active', moves > 0, moves, []],
    ]);
    for (const r of dodges) expect(r.citations).toContain(DODGE_MOVE[edition]);
    expect(only(events, 'SavingRollResolved')).toMatchObject({ trooper: 'f2', attacker: 'daturazi', wounds: 0 });
  });
});

describe.each(['n4', 'n5'] as const)(
  'Direct Template in ARO against a Coordinated Order, more troopers (%s)',
  (edition) => {
    it(`${edition}/templates/direct: touching two members and F4, who is not in the Order: three automatic hits, the members still roll Normal`, () => {
      const table = [
        ...ranges('daturazi'),
        { fact: 'lof', from: 'daturazi', to: 'f1', value: true } as const,
        template('daturazi', ['f1', 'f2', 'f4']),
      ];
      const { events } = given(input(edition)).when(
        coordinated(edition, shoot(edition, 'daturazi'), table, { daturazi: chainRifle('f1') }, [
          roll('f1', 'attack', [16, 3]),
          roll('f2', 'attack', [18]),
          roll('f3', 'attack', [19]),
          roll('f1', 'saving-roll', [save(edition)]),
          roll('f2', 'saving-roll', [wound(edition)]),
          roll('f4', 'saving-roll', [save(edition)]),
          roll('daturazi', 'saving-roll', [wound(edition)]),
          roll('f1', 'guts', [1]),
          roll('f4', 'guts', [1]),
        ]),
      );
      expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
      expect(ofType(events, 'NormalRollResolved').map((x) => [x.exchange, x.successes])).toEqual([
        ['f1>daturazi', 1],
        ['f2>daturazi', 0],
        ['f3>daturazi', 0],
      ]);
      expect(ofType(events, 'TemplateAttackResolved').map((t) => [t.exchange, t.hits])).toEqual([
        ['daturazi>f1', 1],
        ['daturazi>f2', 1],
        ['daturazi>f4', 1],
      ]);
      expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.wounds])).toEqual([
        ['daturazi', 1],
        ['f1', 0],
        ['f2', 1],
        ['f4', 0],
      ]);
      expect(ofType(events, 'StateEntered').map((s) => [s.trooper, s.state])).toEqual(
        expect.arrayContaining([
          ['f2', 'unconscious'],
          ['daturazi', 'unconscious'],
        ]),
      );
      expect(ofType(events, 'GutsRollResolved').map((g) => g.trooper)).toEqual(['f1', 'f4']);
    });

    it(`${edition}/templates/friendly-nullified: touching the Dāturazi's friend: the template is nullified, nobody is hit, the members roll Normal`, () => {
      const table = [
        ...ranges('daturazi'),
        { fact: 'lof', from: 'daturazi', to: 'f2', value: true } as const,
        template('daturazi', ['f2', 'morat']),
      ];
      const { events } = given(input(edition)).when(
        coordinated(edition, shoot(edition, 'daturazi'), table, { daturazi: chainRifle('f2') }, [
          roll('f1', 'attack', [16, 17]),
          roll('f2', 'attack', [18]),
          roll('f3', 'attack', [19]),
        ]),
      );
      expect(only(events, 'ShotNullified')).toMatchObject({
        attacker: 'daturazi',
        weapon: 'chain-rifle',
        keepAro: [],
        citations: [NULLIFIED[edition]],
      });
      expect(ofType(events, 'TemplateAttackResolved')).toEqual([]);
      expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
      expect(ofType(events, 'NormalRollResolved').map((x) => x.exchange)).toEqual([
        'f1>daturazi',
        'f2>daturazi',
        'f3>daturazi',
      ]);
    });

    it('a Direct Template from a trooper the members do not attack: the target still meets the member it shot at Face to Face', () => {
      const table: TableFact[] = [
        ...ranges('morat'),
        { fact: 'lof', from: 'morat', to: 'f1', value: true },
        { fact: 'range', from: 'morat', to: 'f1', inches: 12 },
        { fact: 'lof', from: 'fendetestas', to: 'f3', value: true },
      ];
      const aros = {
        morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'f1', burst: 1 }] } as const,
        fendetestas: chainRifle('f3'),
      };
      const { events } = given(input(edition)).when(
        coordinated(edition, shoot(edition, 'morat'), table, aros, [
          roll('f1', 'attack', [16, 17]),
          roll('f2', 'attack', [18]),
          roll('f3', 'attack', [19]),
          roll('morat', 'attack', [20]),
          roll('f3', 'saving-roll', [save(edition)]),
          roll('f3', 'guts', [1]),
        ]),
      );
      expect(ofType(events, 'FaceToFaceResolved').map((x) => x.exchange)).toEqual(['f1>morat']);
      expect(ofType(events, 'NormalRollResolved').map((x) => x.exchange)).toEqual(['f2>morat', 'f3>morat']);
      expect(ofType(events, 'DiceRolled').filter((e) => e.trooper === 'fendetestas')).toEqual([]);
      expect(only(events, 'TemplateAttackResolved')).toMatchObject({
        source: 'fendetestas',
        target: 'f3',
        dodge: null,
        hits: 1,
      });
    });

    it('Coordinated Dodge against a rolled ARO and a Direct Template: one PH die per member, Face to Face against the shot, Normal against the template', () => {
      const table: TableFact[] = [
        { fact: 'lof', from: 'daturazi', to: 'f1', value: true },
        { fact: 'lof', from: 'morat', to: 'f1', value: true },
        { fact: 'range', from: 'morat', to: 'f1', inches: 12 },
        template('daturazi', ['f1']),
      ];
      const aros = {
        daturazi: chainRifle('f1'),
        morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'f1', burst: 1 }] } as const,
      };
      const { events } = given(input(edition)).when(
        coordinated(edition, { skill: 'dodge' }, table, aros, [
          roll('f1', 'dodge', [9]),
          roll('f2', 'dodge', [2]),
          roll('f3', 'dodge', [4]),
          roll('morat', 'attack', [12]),
          roll('f1', 'saving-roll', [save(edition)]),
          roll('f1', 'guts', [1]),
        ]),
      );
      expect(ofType(events, 'DiceRolled').filter((e) => e.trooper === 'f1')).toMatchObject([
        { purpose: 'dodge', faces: [9] },
        { purpose: 'saving-roll' },
        { purpose: 'guts' },
      ]);
      expect(only(events, 'FaceToFaceResolved')).toMatchObject({ exchange: 'f1~dodge', winner: 'b' });
      expect(ofType(events, 'NormalRollResolved').map((x) => [x.exchange, x.successes])).toEqual([
        ['f1~dodge>daturazi', 1],
        ['f2~dodge', 1],
        ['f3~dodge', 1],
      ]);
      expect(only(events, 'TemplateAttackResolved')).toMatchObject({ target: 'f1', dodged: true, hits: 0 });
      expect(ofType(events, 'DodgeResolved').map((r) => [r.trooper, r.moves, r.hitBy])).toEqual([
        ['f1', false, ['morat']],
        ['f2', true, []],
        ['f3', true, []],
      ]);
      expect(only(events, 'SavingRollResolved')).toMatchObject({ trooper: 'f1', attacker: 'morat' });
    });
  },
);

describe('Coordinated Order skills', () => {
  it('a Coordinated CC Attack is still refused as not adjudicated', () => {
    expect(() =>
      given(input('n4')).when([
        { type: 'start-turn', player: 'pano' },
        { type: 'activate', trooper: 'f1', coordinated: ['f2'] },
        { type: 'declare', trooper: 'f1', declaration: { skill: 'cc-attack', weapon: 'cc-weapon', target: 'morat' } },
      ]),
    ).toThrow(
      /a Coordinated cc-attack is not adjudicated by this engine: declare Move, Idle, Dodge or a BS Attack.*\[n4\/orders\/coordinated/,
    );
  });
});
