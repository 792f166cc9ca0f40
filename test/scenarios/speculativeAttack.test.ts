import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { WeaponProfile } from '../../rules/profiles/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// Speculative Attack (https://infinitythewiki.com/index.php?title=Speculative_Attack&diff=1988&oldid=1412,
// the N4 page; N5 read alike). The page gives no worked example with numbers: the Grenades'
// figures, the 10" range and the dice are ours. Fusilier 1 (BS 12) throws Grenades (B1, Impact
// Circular Template) at the Morat, out of LoF behind a wall; the template also covers Morat 2.
const GRENADES = (edition: Edition): WeaponProfile => ({
  id: 'grenades',
  name: 'Grenades',
  burst: 2,
  ammo: 'N',
  save: 'ARM',
  ...(edition === 'n5' ? { ps: 7 } : { damage: 13 }),
  ranges: [
    { upTo: 8, mod: 3 },
    { upTo: 16, mod: 0 },
    { upTo: 24, mod: -3 },
  ],
  template: 'impact-circular',
  traits: [],
});
const input = (edition: Edition) => ({
  edition,
  title: 'Speculative Attack',
  armies: [
    armyOf(edition, 'pano', null, [{ ...fusilier(1), weapons: [GRENADES(edition), 'combi-rifle'] }]),
    armyOf(edition, 'ca', null, [MORAT, { ...MORAT, id: 'morat2', name: 'Morat 2' }]),
  ],
});
const throwAt: SkillDeclaration = { skill: 'speculative-fire', weapon: 'grenades', target: 'morat' };
const outOfLof: readonly TableFact[] = [
  { fact: 'lof', from: 'fusilier1', to: 'morat', value: false },
  { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
  { fact: 'lof', from: 'morat2', to: 'fusilier1', value: false },
  { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
  { fact: 'template', from: 'fusilier1', shot: 1, affects: ['morat', 'morat2'] },
];
const ROLL = { n4: 'n4/speculative-attack/roll', n5: 'n5/speculative-attack/roll' } as const;
const WEAPON = { n4: 'n4/speculative-attack/weapon', n5: 'n5/speculative-attack/weapon' } as const;

describe.each(['n4', 'n5'] as const)('Speculative Attack (%s)', (edition) => {
  it(`${ROLL[edition]}: one die (B1 although the Grenades have B2) at BS 12 -6 +0 = 6, no LoF needed; the template's hit lands on both Morats`, () => {
    const { events } = given(input(edition)).when(
      turn('pano', {
        trooper: 'fusilier1',
        first: throwAt,
        second: null,
        table: outOfLof,
        dice: { fusilier1: [5] },
        saves: { morat: [20], morat2: [20] },
        // N4: each Morat hit and standing makes a Guts Roll (passed).
        ...(edition === 'n4' ? { guts: { morat: { roll: 3 }, morat2: { roll: 3 } } } : {}),
      }),
    );
    const rolls = ofType(events, 'NormalRollResolved');
    expect(rolls.map((r) => r.roller.sv.value)).toEqual([6, 6]);
    expect(rolls[0]?.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([
      [0, `${edition}/bs-attack/range`],
      [-6, ROLL[edition]],
    ]);
    expect(rolls[0]?.citations).toEqual(expect.arrayContaining([ROLL[edition], WEAPON[edition]]));
    expect(
      ofType(events, 'DiceRolled').filter((r) => r.trooper === 'fusilier1' && r.purpose === 'attack')[0]?.faces,
    ).toHaveLength(1);
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['fusilier1', 'morat', 1],
      ['fusilier1', 'morat2', 1],
    ]);
    expect(ofType(events, 'SkillVoided')).toEqual([]);
  });

  it(`${ROLL[edition]}: the Morat's Partial Cover and a Poor Visibility Zone are measured, yet add no MOD (the roll is -6 and range only)`, () => {
    const { events } = given(input(edition)).when(
      turn('pano', {
        trooper: 'fusilier1',
        first: throwAt,
        second: null,
        table: [
          ...outOfLof,
          { fact: 'cover', target: 'morat', from: 'fusilier1', value: 'partial' },
          { fact: 'visibility-zone', from: 'fusilier1', to: 'morat', zone: 'poor' },
        ],
        dice: { fusilier1: [7] },
      }),
    );
    expect(ofType(events, 'NormalRollResolved').map((r) => r.roller.sv.value)).toEqual([6, 6]);
  });

  it(`${ROLL[edition]}: a 7 misses at SV 6; nothing is hit`, () => {
    const { events } = given(input(edition)).when(
      turn('pano', { trooper: 'fusilier1', first: throwAt, second: null, table: outOfLof, dice: { fusilier1: [7] } }),
    );
    expect(ofType(events, 'HitsScored')).toEqual([]);
  });

  it(`${WEAPON[edition]}: Morat 2, under the template without LoF to the thrower, Dodges it Face to Face (PH 11 -3) and is not hit`, () => {
    const { events } = given(input(edition)).when(
      turn('pano', {
        trooper: 'fusilier1',
        first: throwAt,
        second: null,
        table: outOfLof,
        aros: { morat2: { skill: 'dodge' } },
        dice: { fusilier1: [5], morat2: [7] },
        saves: { morat: [20] },
        ...(edition === 'n4' ? { guts: { morat: { roll: 3 } } } : {}),
      }),
    );
    const f2f = ofType(events, 'FaceToFaceResolved');
    expect(f2f.map((x) => [x.b.rollers[0]?.trooper, x.b.rollers[0]?.sv.value, x.winner])).toEqual([['morat2', 8, 'b']]);
    expect(ofType(events, 'HitsScored').map((h) => h.target)).toEqual(['morat']);
  });

  const start: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier1' },
  ];
  it.each([
    [
      'a weapon without an Impact Template',
      { skill: 'speculative-fire', weapon: 'combi-rifle', target: 'morat' },
      /needs an Impact Template weapon: Combi Rifle/,
      WEAPON[edition],
    ],
    [
      'a weapon it does not carry',
      { skill: 'speculative-fire', weapon: 'panzerfaust', target: 'morat' },
      /carries no panzerfaust/,
      WEAPON[edition],
    ],
  ] as const)(
    `${WEAPON[edition]}: %s is refused at declaration, nothing appended`,
    (_, declaration, reason, citation) => {
      const s = createGameSession(input(edition));
      for (const c of start) expect(E.isRight(s.send(c))).toBe(true);
      const n = s.events.length;
      const r = s.send({ type: 'declare', trooper: 'fusilier1', declaration });
      expect(E.isRight(r)).toBe(false);
      if (E.isLeft(r))
        expect(r.left).toMatchObject({ reason: expect.stringMatching(reason), citation: { id: citation } });
      expect(s.events.length).toBe(n);
    },
  );

  it(`${edition}/aro/usable-in-aro: a Speculative Attack declared in ARO is refused, nothing appended`, () => {
    const s = createGameSession(input(edition));
    for (const c of start) expect(E.isRight(s.send(c))).toBe(true);
    expect(E.isRight(s.send({ type: 'declare', trooper: 'fusilier1', declaration: { skill: 'move' } }))).toBe(true);
    expect(
      E.isRight(s.send({ type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } })),
    ).toBe(true);
    const n = s.events.length;
    const r = s.send({
      type: 'aro',
      trooper: 'morat',
      declaration: { skill: 'speculative-fire', weapon: 'combi-rifle', target: 'fusilier1' },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: 'speculative-fire cannot be declared as an ARO',
        citation: { id: `${edition}/aro/usable-in-aro` },
      });
    expect(s.events.length).toBe(n);
  });

  it(`${edition}/skills/speculative-fire: a Speculative Attack (N5 Long Skill, N4 Entire Order) fills the Order (no second skill after it)`, () => {
    const s = createGameSession(input(edition));
    for (const c of start) expect(E.isRight(s.send(c))).toBe(true);
    expect(E.isRight(s.send({ type: 'declare', trooper: 'fusilier1', declaration: { skill: 'move' } }))).toBe(true);
    expect(E.isRight(s.send({ type: 'end-aros' }))).toBe(true);
    const r = s.send({ type: 'declare', trooper: 'fusilier1', declaration: throwAt });
    expect(E.isRight(r)).toBe(false);
  });
});

describe('Speculative Fire (n3)', () => {
  it('n3/skills/speculative-fire: still refused in N3 (its page was not read), nothing appended', () => {
    const s = createGameSession(input('n3'));
    expect(E.isRight(s.send({ type: 'start-turn', player: 'pano' }))).toBe(true);
    expect(E.isRight(s.send({ type: 'activate', trooper: 'fusilier1' }))).toBe(true);
    const r = s.send({ type: 'declare', trooper: 'fusilier1', declaration: throwAt });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe('n3/skills/speculative-fire');
  });
});
