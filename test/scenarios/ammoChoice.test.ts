import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { Ammo, WeaponProfile } from '../../rules/profiles/index.ts';
import { given, only } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { gutsTable } from '../support/gutsTable.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// Ammunition choice (N4/N5: https://infinitythewiki.com/BS_Weapon, MULTI weapons): a weapon with
// several ammunition types or modes fires the one its BS Attack declares, with that mode's Burst;
// the declaration is refused without one, or with one the weapon lacks. The declared ammunition
// then sets the saves: DA two rolls a hit, AP one against half ARM. N4/N5 use the catalogue's
// MULTI Rifle (AP or Shock B3, DA B1). N3: no text on choosing among several ammunition types was
// found (http://wiki.infinitythegame.com/en/Special_Ammunition covers only combined "+"
// ammunition), so any N3 attack with such a weapon (a test profile: AP B3, DA B1, EXP B1, DAM 13)
// is refused (n3/weapons/ammo-choice-unsourced). Fusilier 1 (BS 12) shoots from 10" (+3: SV 15)
// at a Morat with ARM 3 (AP: 2), out of its LoF. Dice are ours.
const N3_MULTI: WeaponProfile = {
  id: 'multi-rifle',
  name: 'Multi Rifle (test profile)',
  burst: 3,
  ammo: 'AP',
  save: 'ARM',
  damage: 13,
  ranges: [
    { upTo: 8, mod: 3 },
    { upTo: 16, mod: 3 },
    { upTo: 32, mod: -3 },
    { upTo: 48, mod: -6 },
  ],
  template: 'none',
  traits: ['suppressive-fire'],
  modes: [
    { ammo: 'AP', burst: 3 },
    { ammo: 'DA', burst: 1 },
    { ammo: 'EXP', burst: 1 },
  ],
};
const input = (edition: Edition) => ({
  edition,
  title: 'Ammunition choice',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [
      { ...fusilier(1), weapons: [edition === 'n3' ? N3_MULTI : 'multi-rifle', 'combi-rifle'] },
    ]),
    armyOf(edition, 'combined', 'morat', [{ ...MORAT, attributes: { ...MORAT.attributes, ARM: 3 } }]),
  ],
});
const CHOICE = {
  n3: 'n3/weapons/ammo-choice-unsourced',
  n4: 'n4/weapons/ammo-choice',
  n5: 'n5/weapons/ammo-choice',
} as const;

const multiAt = (burst: number, ammo?: Ammo): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'multi-rifle',
  targets: [{ target: 'morat', burst }],
  ...(ammo === undefined ? {} : { ammo }),
});
const shot = (edition: Edition, attack: SkillDeclaration, rest: Partial<OrderScript>): OrderScript => ({
  trooper: 'fusilier1',
  first: edition === 'n5' ? { skill: 'idle' } : attack,
  ...(edition === 'n5' ? { second: attack } : {}),
  table: gutsTable,
  ...rest,
});

const play = (session: GameSession, commands: readonly GameCommand[]): void => {
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) throw new Error(`${c.type} refused: ${r.left.reason}`);
  }
};
/** Declares the attack where the edition puts it; returns the answer and whether the log grew. */
const declare = (edition: Edition, declaration: SkillDeclaration) => {
  const session = createGameSession(input(edition));
  play(session, [
    { type: 'start-turn', player: 'panoceania' },
    { type: 'activate', trooper: 'fusilier1' },
  ]);
  if (edition === 'n5')
    play(session, [{ type: 'declare', trooper: 'fusilier1', declaration: { skill: 'idle' } }, { type: 'end-aros' }]);
  const n = session.events.length;
  const r = session.send({ type: 'declare', trooper: 'fusilier1', declaration });
  return { r, appended: session.events.length - n };
};

describe.each(['n4', 'n5'] as const)('Ammunition choice (%s)', (edition) => {
  it(`${edition}/weapons/ammo-choice: a weapon with several ammunition types: the BS Attack must declare one; refused without, nothing appended`, () => {
    const { r, appended } = declare(edition, multiAt(3));
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/fires AP or .*DA.*: the BS Attack must declare which \(ammo\)/),
        citation: { id: CHOICE[edition] },
      });
    expect(appended).toBe(0);
  });

  it('an ammunition the weapon does not offer is refused', () => {
    const { r, appended } = declare(edition, multiAt(1, 'PARA'));
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/has no PARA ammunition/),
        citation: { id: CHOICE[edition] },
      });
    expect(appended).toBe(0);
  });

  it(`${edition}/weapons/ammo-choice: the declared mode sets the Burst: DA fires B1 (three shots refused), AP B3`, () => {
    const three = declare(edition, multiAt(3, 'DA'));
    expect(E.isRight(three.r)).toBe(false);
    if (E.isLeft(three.r)) expect(three.r.left.reason).toMatch(/3 shots declared but .* has B1/);
    expect(E.isRight(declare(edition, multiAt(1, 'DA')).r)).toBe(true);
    expect(E.isRight(declare(edition, multiAt(3, 'AP')).r)).toBe(true);
  });

  it('a one-ammunition weapon needs no ammo, may name its own, and is refused another', () => {
    const combi = (ammo?: Ammo): SkillDeclaration => ({
      skill: 'bs-attack',
      weapon: 'combi-rifle',
      targets: [{ target: 'morat', burst: 3 }],
      ...(ammo === undefined ? {} : { ammo }),
    });
    expect(E.isRight(declare(edition, combi()).r)).toBe(true);
    expect(E.isRight(declare(edition, combi('N')).r)).toBe(true);
    const other = declare(edition, combi('DA'));
    expect(E.isRight(other.r) === false && other.r.left.citation.id).toBe(CHOICE[edition]);
  });

  it(`${edition}/ammo/saving-rolls: DA: a hit forces two saving rolls against the full ARM`, () => {
    const saves = { n4: [18, 19], n5: [2, 3] }[edition];
    const { events } = given(input(edition)).when(
      turn(
        'panoceania',
        shot(edition, multiAt(1, 'DA'), {
          dice: { fusilier1: [5] },
          saves: { morat: saves },
          guts: { morat: { roll: 4 } },
        }),
      ),
    );
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({ weapon: 'multi-rifle', ammo: 'DA', attribute: 'ARM', wounds: 0 });
    expect(save.rolls).toHaveLength(2);
    expect(only(events, 'HitsScored')).toMatchObject({ hits: 1, criticals: 0 });
  });

  it(`${edition}/ammo/armour-piercing: AP: a hit forces one saving roll against ARM halved (3 -> 2)`, () => {
    const saves = { n4: [18], n5: [2] }[edition];
    const { events } = given(input(edition)).when(
      turn(
        'panoceania',
        shot(edition, multiAt(3, 'AP'), {
          dice: { fusilier1: [5, 18, 19] },
          saves: { morat: saves },
          guts: { morat: { roll: 4 } },
        }),
      ),
    );
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({ ammo: 'AP', attribute: 'ARM', wounds: 0 });
    expect(save.rolls).toHaveLength(1);
    expect(save.threshold).toEqual(
      { n4: { kind: 'n4-attack-damage', attackDamage: 11 }, n5: { kind: 'n5-success-value', sv: 9 } }[edition],
    );
  });
});

describe('Ammunition choice in N3: unsourced, refused', () => {
  it.each([
    ['without ammo', multiAt(3)],
    ['declaring AP', multiAt(3, 'AP')],
    ['declaring EXP', multiAt(1, 'EXP')],
  ] as const)(
    'n3/weapons/ammo-choice-unsourced: a BS Attack with a weapon of several modes, %s: refused with why, nothing appended',
    (_, attack) => {
      const { r, appended } = declare('n3', attack);
      expect(E.isRight(r)).toBe(false);
      if (E.isLeft(r))
        expect(r.left).toMatchObject({
          reason: expect.stringMatching(
            /fires AP or DA or EXP: no N3 rule for choosing among several ammunition types/,
          ),
          citation: { id: 'n3/weapons/ammo-choice-unsourced' },
        });
      expect(appended).toBe(0);
    },
  );

  it('a one-ammunition weapon is untouched: no ammo, or its own, is accepted', () => {
    const combi = (ammo?: Ammo): SkillDeclaration => ({
      skill: 'bs-attack',
      weapon: 'combi-rifle',
      targets: [{ target: 'morat', burst: 3 }],
      ...(ammo === undefined ? {} : { ammo }),
    });
    expect(E.isRight(declare('n3', combi()).r)).toBe(true);
    expect(E.isRight(declare('n3', combi('N')).r)).toBe(true);
  });
});

describe('Ammunition choice in ARO (n5)', () => {
  it('n5/weapons/ammo-choice: n5: an ARO with a MULTI Rifle declares its ammunition too (refused without), and the declared one is fired', () => {
    const session = createGameSession({
      edition: 'n5',
      title: 'ARO ammo',
      armies: [
        armyOf('n5', 'combined', 'morat', [{ ...MORAT, attributes: { ...MORAT.attributes, ARM: 3 } }]),
        armyOf('n5', 'panoceania', 'fusilier1', [{ ...fusilier(1), weapons: ['multi-rifle'] }]),
      ],
    });
    play(session, [
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'morat' },
      { type: 'declare', trooper: 'morat', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'fusilier1', to: 'morat', value: true } },
      { type: 'measure', fact: { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 } },
    ]);
    const aro = (ammo?: Ammo): GameCommand => ({
      type: 'aro',
      trooper: 'fusilier1',
      declaration: {
        skill: 'bs-attack',
        weapon: 'multi-rifle',
        targets: [{ target: 'morat', burst: 1 }],
        ...(ammo === undefined ? {} : { ammo }),
      },
    });
    const n = session.events.length;
    const refused = session.send(aro());
    expect(E.isRight(refused) === false && refused.left.citation.id).toBe('n5/weapons/ammo-choice');
    expect(session.events.length).toBe(n);
    play(session, [
      aro('DA'),
      { type: 'end-aros' },
      { type: 'declare', trooper: 'morat', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'fusilier1', purpose: 'attack', faces: [5] },
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [2, 3] },
      { type: 'roll', trooper: 'morat', purpose: 'guts', faces: [4] },
    ]);
    expect(only(session.events, 'SavingRollResolved')).toMatchObject({ trooper: 'morat', ammo: 'DA' });
    expect(only(session.events, 'SavingRollResolved').rolls).toHaveLength(2);
  });
});
