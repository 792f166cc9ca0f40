import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameInput } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill, WeaponProfile } from '../../rules/profiles/index.ts';
import { armyOf, weapon, type TrooperSpec } from '../support/seedTroopers.ts';
import { given, only } from '../support/scenario.ts';

/** A CC Weapon whose damage is the wielder's PH (N4), given as a full profile. */
const ccWeapon = (edition: Edition, ph: number): WeaponProfile =>
  edition === 'n4' ? { ...weapon('n4', 'cc-weapon'), damage: ph } : weapon(edition, 'cc-weapon');

const fighter = (
  edition: Edition,
  id: string,
  cc: number,
  ph: number,
  skills: readonly TrooperSkill[],
  arm = 0,
): TrooperSpec => ({
  id,
  name: id,
  attributes: { CC: cc, PH: ph, ARM: arm },
  weapons: [ccWeapon(edition, ph)],
  skills,
});

const game = (edition: Edition, active: TrooperSpec, reactive: TrooperSpec): GameInput => ({
  edition,
  title: 'martial arts',
  armies: [armyOf(edition, 'a', null, [active]), armyOf(edition, 'b', null, [reactive])],
});

const cc = (target: string): SkillDeclaration => ({ skill: 'cc-attack', weapon: 'cc-weapon', target });

/** The activated trooper's CC Attack on `target` in base contact (N5: after an Idle), and its AROs. */
const order = (
  edition: Edition,
  active: string,
  target: string,
  aro: SkillDeclaration | null,
  dice: Readonly<Record<string, readonly number[]>>,
): GameCommand[] => [
  { type: 'start-turn', player: 'a' },
  { type: 'activate', trooper: active },
  { type: 'declare', trooper: active, declaration: edition === 'n5' ? { skill: 'idle' } : cc(target) },
  { type: 'measure', fact: { fact: 'base-contact', a: active, b: target, value: true } },
  { type: 'measure', fact: { fact: 'lof', from: target, to: active, value: true } },
  ...(aro === null ? [] : [{ type: 'aro', trooper: target, declaration: aro } as const]),
  { type: 'end-aros' },
  { type: 'declare', trooper: active, declaration: edition === 'n5' ? cc(target) : { skill: 'idle' } },
  { type: 'end-aros' },
  ...Object.entries(dice).map(([trooper, faces]): GameCommand => ({ type: 'roll', trooper, purpose: 'attack', faces })),
];

const modsOf = (p: {
  readonly sv: { readonly mods: readonly { readonly value: number; readonly citation: string }[] };
}) => p.sv.mods.map((m) => [m.value, m.citation]);

describe('Martial Arts, N4: the worked example of the page', () => {
  const caliban = fighter('n4', 'caliban', 23, 13, ['martial-arts-3']);
  const hsien = fighter('n4', 'hsien', 21, 14, ['martial-arts-1']);

  const exchange = (dice: Readonly<Record<string, readonly number[]>>, saver: string) =>
    given(game('n4', caliban, hsien)).when([
      ...order('n4', 'caliban', 'hsien', cc('caliban'), dice),
      { type: 'roll', trooper: saver, purpose: 'saving-roll', faces: [20] },
    ]).events;

  it("n4/skills/martial-arts, n4/skills/cc-special-skills: Caliban (L3) against the Hsien Warrior (L1) — SV 23 (23 +3 -3) against 18 (21 -3); Caliban's hit has Attack Damage 15 (13 +2)", () => {
    const events = exchange({ caliban: [15], hsien: [12] }, 'hsien');
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.a.rollers[0]?.sv.value).toBe(23);
    expect(modsOf(f2f.a.rollers[0] ?? { sv: { mods: [] } })).toEqual([
      [3, 'n4/skills/martial-arts'],
      [-3, 'n4/skills/martial-arts'],
    ]);
    expect(f2f.b.rollers[0]?.sv.value).toBe(18);
    expect(f2f.citations).toContain('n4/skills/martial-arts');
    const save = only(events, 'SavingRollResolved');
    expect(save.trooper).toBe('hsien');
    expect(save.threshold).toEqual({ kind: 'n4-attack-damage', attackDamage: 15 });
    expect(save.citations).toContain('n4/skills/martial-arts');
  });

  it("n4/skills/martial-arts: the Hsien Warrior's hit back has Attack Damage 15 (14 +1)", () => {
    const save = only(exchange({ caliban: [5], hsien: [12] }, 'caliban'), 'SavingRollResolved');
    expect(save.trooper).toBe('caliban');
    expect(save.threshold).toEqual({ kind: 'n4-attack-damage', attackDamage: 15 });
  });
});

describe('Martial Arts and Natural Born Warrior, N5', () => {
  const roller = (f: { readonly rollers: readonly { readonly sv: { readonly value: number } }[] }) =>
    f.rollers[0]?.sv.value;

  it('n5/skills/martial-arts: L2 (CC 15) against a CC Attack ARO (CC 13) — +3 to its own CC (18), -3 to the enemy (10)', () => {
    const { events } = given(
      game('n5', fighter('n5', 'oni', 15, 12, ['martial-arts-2']), fighter('n5', 'morat', 13, 11, [])),
    ).when([
      ...order('n5', 'oni', 'morat', cc('oni'), { oni: [17], morat: [9] }),
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20] },
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(roller(f2f.a)).toBe(18);
    expect(roller(f2f.b)).toBe(10);
    expect(modsOf(f2f.b.rollers[0] ?? { sv: { mods: [] } })).toEqual([[-3, 'n5/skills/martial-arts']]);
    expect(f2f.winner).toBe('a');
    expect(f2f.citations).toContain('n5/skills/martial-arts');
  });

  it('n5/skills/martial-arts: without an ARO the CC Attack is a Normal Roll with its Attack MOD only; L4 rolls B2 in the Active Turn', () => {
    const { events } = given(
      game('n5', fighter('n5', 'oni', 15, 12, ['martial-arts-4']), fighter('n5', 'morat', 13, 11, [])),
    ).when([...order('n5', 'oni', 'morat', null, { oni: [19, 20] })]);
    const normal = only(events, 'NormalRollResolved');
    expect(normal.roller.sv.value).toBe(18);
    expect(normal.dice).toHaveLength(2);
    expect(normal.successes).toBe(0);
    expect(normal.citations).toContain('n5/skills/martial-arts');
  });

  it('n5/skills/martial-arts: in ARO its Burst stays 1, and the active trooper takes its Opponent MOD; a Dodge takes it too', () => {
    const ma = fighter('n5', 'oni', 15, 12, ['martial-arts-4']);
    const morat = fighter('n5', 'morat', 13, 11, []);
    const { events } = given(game('n5', morat, ma)).when([
      ...order('n5', 'morat', 'oni', cc('morat'), { morat: [5], oni: [4] }),
      { type: 'roll', trooper: 'oni', purpose: 'saving-roll', faces: [20] },
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(roller(f2f.a)).toBe(10);
    expect(f2f.b.dice).toHaveLength(1);
    expect(roller(f2f.b)).toBe(18);
    const dodge = given(game('n5', ma, morat)).when([
      ...order('n5', 'oni', 'morat', { skill: 'dodge' }, { oni: [2, 3] }),
      { type: 'roll', trooper: 'morat', purpose: 'dodge', faces: [20] },
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20, 20] },
    ]).events;
    const vsDodge = only(dodge, 'FaceToFaceResolved');
    expect(vsDodge.b.rollers[0]).toMatchObject({ skill: 'dodge', sv: { attribute: 'PH', value: 8 } });
  });

  it("n5/skills/natural-born-warrior: its CC Attack takes no Opponent MOD from the enemy's Martial Arts (logged as a 0 citing it); the enemy still takes its own Attack MOD", () => {
    const { events } = given(
      game(
        'n5',
        fighter('n5', 'chimera', 14, 13, ['natural-born-warrior']),
        fighter('n5', 'oni', 15, 12, ['martial-arts-2']),
      ),
    ).when([
      ...order('n5', 'chimera', 'oni', cc('chimera'), { chimera: [13], oni: [9] }),
      { type: 'roll', trooper: 'oni', purpose: 'saving-roll', faces: [20] },
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(roller(f2f.a)).toBe(14);
    expect(modsOf(f2f.a.rollers[0] ?? { sv: { mods: [] } })).toEqual([[0, 'n5/skills/natural-born-warrior']]);
    expect(roller(f2f.b)).toBe(18);
    expect(f2f.citations).toEqual(expect.arrayContaining(['n5/skills/martial-arts', 'n5/skills/natural-born-warrior']));
  });
});

describe('CC Special Skills the engine does not roll are refused at declaration', () => {
  it.each([
    ['n4/skills/natural-born-warrior-unsourced', 'n4', ['natural-born-warrior']],
    ['n3/skills/cc-special-skills-unsourced', 'n3', ['martial-arts-2']],
  ] as const)('%s: a %s CC Attack by a trooper with %s is refused', (rule, edition, skills) => {
    const session = createGameSession(
      game(edition, fighter(edition, 'oni', 15, 12, skills), fighter(edition, 'morat', 13, 11, [])),
    );
    for (const c of [
      { type: 'start-turn', player: 'a' },
      { type: 'activate', trooper: 'oni' },
    ] as GameCommand[])
      expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send({ type: 'declare', trooper: 'oni', declaration: cc('morat') });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe(rule);
  });
});
