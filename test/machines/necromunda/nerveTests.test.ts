import { describe, expect, it } from 'vitest';
import type { Measured, NecromundaCommand } from '../../../machines/necromunda/index.ts';
import { fighter, injure, ofType, play, refused, table, vehicle } from './necromundaTable.ts';

// Given: Krug (Goliath) against the Escher: Sable (ganger), Lyra (champion, Cool 7+), Vex and Nix
// (Juves), Ghost (immune to Nerve tests), and two vehicles, the Skiff and the Wagon; not a campaign.
const ESCHER = [
  fighter('sable', 'Escher'),
  fighter('lyra', 'Escher', { type: 'champion' }),
  fighter('vex', 'Escher', { type: 'juve' }),
  fighter('nix', 'Escher', { type: 'juve' }),
  fighter('ghost', 'Escher', { nerveImmune: true }),
];
const GANGS = {
  fighters: [fighter('krug', 'Goliath', { toughness: 4 }), ...ESCHER],
  vehicles: [vehicle('skiff', 'Escher'), vehicle('wagon', 'Escher'), vehicle('barge', 'Escher')],
  campaign: false,
};
const at = (inches: Readonly<Record<string, number>>): readonly Measured[] =>
  Object.entries(inches).map(([id, n]) => ({ id, inches: n }));
const check = (casualty: string, inches: Readonly<Record<string, number>>): NecromundaCommand => ({
  type: 'nerve-check',
  casualty,
  distances: at(inches),
});
const nerve = (tester: string, roll: number, inches: Readonly<Record<string, number>> = {}): NecromundaCommand => ({
  type: 'nerve-test',
  tester,
  roll,
  distances: at(inches),
});
/** Every Escher fighter but the ones named is far away (out of every range). */
const far = (...near: readonly string[]): Readonly<Record<string, number>> =>
  Object.fromEntries(ESCHER.filter((f) => !near.includes(f.id)).map((f) => [f.id, 12]));

describe('necromunda/nerve/tests: who tests', () => {
  it('necromunda/nerve/tests: a fighter Out of Action: friendly fighters within 3" test (3" itself is within), 3.1" is out of range, a vehicle ignores fighters, the immune are excused', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'sable', 'out-of-action'));
    expect(g.step()).toBe('nerve-check');
    const events = play(g, [check('sable', { lyra: 3, vex: 3.1, nix: 0.5 })]);
    expect(events[0]).toMatchObject({
      type: 'NerveTestsCalled',
      casualty: 'sable',
      result: 'out-of-action',
      testers: ['lyra', 'nix'],
      excused: [
        { id: 'vex', why: 'out-of-range' },
        { id: 'ghost', why: 'immune' },
        { id: 'skiff', why: 'ignores-fighters' },
        { id: 'wagon', why: 'ignores-fighters' },
        { id: 'barge', why: 'ignores-fighters' },
      ],
      rules: ['necromunda/nerve/tests'],
    });
    expect(g.state().owed).toEqual([
      { kind: 'nerve-test', tester: 'lyra', casualty: 'sable' },
      { kind: 'nerve-test', tester: 'nix', casualty: 'sable' },
    ]);
    expect(g.step()).toBe('nerve-tests');
  });

  it('necromunda/nerve/tests: a vehicle Wrecked: friendly fighters within 6" and vehicles within 6" test', () => {
    const g = table(GANGS);
    play(g, [{ type: 'roll-over', vehicle: 'skiff' }]);
    const events = play(g, [check('skiff', { ...far('lyra', 'vex'), lyra: 6, vex: 6.5, wagon: 6, barge: 7 })]);
    expect(events[0]).toMatchObject({ testers: ['lyra', 'wagon'] });
    expect(ofType(events, 'NerveTestsCalled')[0]?.excused).toContainEqual({ id: 'barge', why: 'out-of-range' });
    expect(ofType(events, 'NerveTestsCalled')[0]?.excused).toContainEqual({ id: 'vex', why: 'out-of-range' });
  });

  it('necromunda/nerve/tests: every status tests: a Seriously Injured friend and a Broken friend in range both test', () => {
    const g = table(GANGS);
    play(g, [...injure('krug', 'lyra', 'serious-injury'), check('lyra', far('lyra'))]);
    play(g, [...injure('krug', 'nix', 'serious-injury'), check('nix', { ...far('vex', 'nix'), vex: 1 })]);
    play(g, [nerve('vex', 2, { sable: 12, lyra: 12, ghost: 12 })]);
    expect(g.state().fighters['vex']?.broken).toBe(true);
    play(g, [{ type: 'flee', model: 'vex', dice: [1, 1], spots: [SPOT], chosen: 'ditch' }]);
    play(g, injure('krug', 'sable', 'out-of-action'));
    const events = play(g, [check('sable', { lyra: 1, vex: 2, nix: 12 })]);
    expect(events[0]).toMatchObject({ testers: ['lyra', 'vex'] });
  });

  it('necromunda/nerve/tests: a Juve taken Out of Action makes only Juves test (the others need no distance)', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'nix', 'out-of-action'));
    const events = play(g, [check('nix', { vex: 1 })]);
    expect(events[0]).toMatchObject({
      testers: ['vex'],
      excused: [
        { id: 'sable', why: 'juve-casualty' },
        { id: 'lyra', why: 'juve-casualty' },
        { id: 'ghost', why: 'immune' },
        { id: 'skiff', why: 'ignores-fighters' },
        { id: 'wagon', why: 'ignores-fighters' },
        { id: 'barge', why: 'ignores-fighters' },
      ],
    });
  });

  it('necromunda/nerve/tests: a Juve Seriously Injured makes every friend in range test, Juve or not', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'nix', 'serious-injury'));
    const events = play(g, [check('nix', { sable: 2, lyra: 3, vex: 1 })]);
    expect(events[0]).toMatchObject({ result: 'seriously-injured', testers: ['sable', 'lyra', 'vex'] });
  });

  it('necromunda/nerve/tests: a distance missing, of a model that is not a friend on the battlefield, or given twice is refused', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'sable', 'out-of-action'));
    const missing = refused(g, check('sable', { lyra: 1 }));
    expect(missing).toMatchObject({ citation: { id: 'necromunda/nerve/tests' }, field: 'distances' });
    expect(missing.reason).toBe('measure the distance to Sable of Vex, Nix: whether they test depends on it');
    const enemy = refused(g, check('sable', { lyra: 1, vex: 4, nix: 4, krug: 1 }));
    expect(enemy.reason).toBe('krug is not a friendly model on the battlefield near Sable: no distance to give');
    const twice = refused(g, {
      type: 'nerve-check',
      casualty: 'sable',
      distances: [...at({ lyra: 1, vex: 4, nix: 4 }), { id: 'lyra', inches: 2 }],
    });
    expect(twice.reason).toBe('the distance of lyra is given twice');
    expect(refused(g, check('sable', { lyra: -1, vex: 4, nix: 4 })).reason).toMatch(/got -1/);
  });
});

const SPOT = {
  id: 'ditch',
  nearestEnemyModelInches: 5,
  nearestEnemyFighterInches: 5,
  outOfEnemyLineOfSight: true,
  inCover: true,
};

describe('necromunda/nerve/tests: the test', () => {
  it('necromunda/nerve/tests: +1 per friendly fighter within 3" that is neither Broken nor Seriously Injured: Lyra (Cool 7+) needs 6 with one helper', () => {
    const g = table(GANGS);
    play(g, [...injure('krug', 'nix', 'serious-injury'), check('nix', far('nix'))]);
    play(g, injure('krug', 'sable', 'out-of-action'));
    play(g, [check('sable', { lyra: 2, vex: 12, nix: 12 })]);
    const missing = refused(g, nerve('lyra', 6, { vex: 3 }));
    expect(missing.reason).toMatch(/measure the distance to Lyra of .*Nix/);
    const events = play(g, [nerve('lyra', 6, { vex: 3, nix: 1, ghost: 3.5 })]);
    expect(events).toEqual([
      {
        type: 'NerveTestTaken',
        tester: 'lyra',
        casualty: 'sable',
        friends: [
          { id: 'vex', inches: 3, helps: true },
          { id: 'nix', inches: 1, helps: false },
          { id: 'ghost', inches: 3.5, helps: false },
        ],
        helpers: 1,
        test: { characteristic: 'cool', target: 7, roll: 6, modifier: 1, needed: 6, passed: true },
        broken: false,
        rules: ['necromunda/nerve/tests'],
      },
    ]);
    expect(g.step()).toBe('awaiting-hit');
  });

  it('necromunda/nerve/tests: a Broken friend in range gives no +1', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'sable', 'out-of-action'));
    play(g, [check('sable', { lyra: 1, vex: 1, nix: 12 })]);
    play(g, [nerve('lyra', 2, { vex: 1, nix: 12, ghost: 12 })]);
    expect(g.state().fighters['lyra']?.broken).toBe(true);
    play(g, [{ type: 'flee', model: 'lyra', dice: [2, 2], spots: [SPOT], chosen: 'ditch' }]);
    const events = play(g, [nerve('vex', 7, { lyra: 1, nix: 12, ghost: 12 })]);
    expect(events[0]).toMatchObject({ friends: [{ id: 'lyra', helps: false }, {}, {}], helpers: 0 });
  });

  it('necromunda/nerve/broken: a failed Nerve test Breaks the model, and its Broken activation is owed at once, before the other tests', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'sable', 'out-of-action'));
    play(g, [check('sable', { lyra: 1, vex: 12, nix: 2 })]);
    const events = play(g, [nerve('lyra', 6, { vex: 12, nix: 4, ghost: 12 })]);
    expect(events.map((e) => e.type)).toEqual(['NerveTestTaken', 'ModelBroken', 'ConsequencesOwed']);
    expect(events[0]).toMatchObject({
      test: { needed: 7, passed: false },
      broken: true,
      rules: ['necromunda/nerve/tests', 'necromunda/nerve/broken'],
    });
    expect(events[1]).toMatchObject({ model: 'lyra', action: 'running-for-cover' });
    expect(g.state().owed).toEqual([
      { kind: 'broken-activation', model: 'lyra' },
      { kind: 'nerve-test', tester: 'nix', casualty: 'sable' },
    ]);
    expect(refused(g, nerve('nix', 9, { lyra: 1, vex: 12, ghost: 12 })).reason).toBe(
      "Lyra's Broken activation is owed first, not a Nerve test for nix",
    );
  });

  it('necromunda/nerve/broken: a model already Broken that fails again stays Broken and does not activate again', () => {
    const g = table(GANGS);
    play(g, injure('krug', 'sable', 'out-of-action'));
    play(g, [check('sable', { lyra: 1, vex: 12, nix: 12 }), nerve('lyra', 2, { vex: 12, nix: 12, ghost: 12 })]);
    play(g, [{ type: 'flee', model: 'lyra', dice: [2, 2], spots: [SPOT], chosen: 'ditch' }]);
    play(g, [...injure('krug', 'nix', 'serious-injury'), check('nix', { lyra: 1, vex: 12 })]);
    const events = play(g, [nerve('lyra', 2, { vex: 12, ghost: 12 })]);
    expect(events.map((e) => e.type)).toEqual(['NerveTestTaken']);
    expect(events[0]).toMatchObject({ broken: true });
    expect(g.state().owed).toEqual([]);
    expect(g.state().fighters['lyra']?.broken).toBe(true);
  });

  it('necromunda/nerve/tests: a vehicle tests with +1 per friendly vehicle within 6" (fighters do not help it)', () => {
    const g = table(GANGS);
    play(g, [{ type: 'roll-over', vehicle: 'skiff' }, check('skiff', { ...far(), wagon: 2, barge: 9 })]);
    const friendFighter = refused(g, nerve('wagon', 6, { barge: 6, lyra: 1 }));
    expect(friendFighter).toMatchObject({ citation: { id: 'necromunda/nerve/tests' }, field: 'distances' });
    const events = play(g, [nerve('wagon', 6, { barge: 6 })]);
    expect(events[0]).toMatchObject({
      friends: [{ id: 'barge', inches: 6, helps: true }],
      helpers: 1,
      test: { target: 7, needed: 6, passed: true },
    });
  });

  it('necromunda/nerve/tests: a tester whose Cool is not given is refused (the test cannot be taken)', () => {
    const g = table({ ...GANGS, fighters: [...GANGS.fighters, fighter('mute', 'Escher', { cool: null })] });
    play(g, injure('krug', 'sable', 'out-of-action'));
    play(g, [check('sable', { ...far('sable'), mute: 1 })]);
    const r = refused(g, nerve('mute', 12, far('sable')));
    expect(r).toMatchObject({ citation: { id: 'necromunda/nerve/tests' }, field: 'roll' });
    expect(r.reason).toBe("Mute's Cool is not given: add cool to its profile");
  });
});
