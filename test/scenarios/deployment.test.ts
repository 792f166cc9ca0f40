import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameInput } from '../../machines/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, ANGUS, MORAT, type TrooperSpec } from '../support/seedTroopers.ts';
import type { DeploymentSetup } from '../../rules/deployment/index.ts';

// Deployment (docs/rulings.md "Deployment"): the Deployment Phase recorded with GameStarted, the
// Airborne Deployment state it leaves a trooper in, and Peripherals. Dice and places are ours.
const KAMAU: TrooperSpec = { id: 'kamau', name: 'Kamau', attributes: { PH: 11 }, skills: ['infiltration'] };
const AKAL: TrooperSpec = { id: 'akal', name: 'Akal Commando', skills: ['forward-deployment'] };
const TOMCAT: TrooperSpec = { id: 'tomcat', name: 'Tomcat', skills: ['combat-jump', 'doctor'] };
const PARA: TrooperSpec = { id: 'para', name: 'Paratrooper', skills: ['parachutist'] };
const BOT: TrooperSpec = { id: 'bot', name: 'Servant Bot', type: 'REM', skills: ['peripheral'] };

const input = (deployment?: DeploymentSetup, extra: readonly TrooperSpec[] = []): GameInput => ({
  edition: 'n5',
  title: 'deployment',
  armies: [
    {
      ...armyOf('n5', 'panoceania', 'angus', [ANGUS, KAMAU, AKAL, TOMCAT, PARA, ...extra]),
    },
    armyOf('n5', 'combined', 'morat', [MORAT]),
  ],
  ...(deployment === undefined ? {} : { deployment }),
});

const offTable = (): GameInput => input({ first: 'panoceania', troopers: [{ trooper: 'tomcat', place: 'off-table' }] });

const withBot = (): GameInput => {
  const base = input();
  const army = base.armies[0];
  if (army === undefined) throw new Error('no army');
  const group = army.groups[0];
  if (group === undefined) throw new Error('no group');
  const bot = { ...armyOf('n5', 'x', null, [BOT]).groups[0]!.troopers[0]!, peripheralOf: 'tomcat' };
  return {
    ...base,
    armies: [{ ...army, groups: [{ ...group, troopers: [...group.troopers, bot] }] }, ...base.armies.slice(1)],
  };
};

describe('deployment: the Deployment Phase as recorded facts', () => {
  it('n5/deployment/phase, n5/skills/infiltration, n5/skills/forward-deployment, n5/skills/combat-jump: who deploys first and where, logged with GameStarted; a passed Infiltration stays in the enemy half', () => {
    const { events } = given(
      input({
        first: 'panoceania',
        troopers: [
          { trooper: 'kamau', place: 'enemy-half', die: 8 },
          { trooper: 'akal', place: 'beyond-zone' },
          { trooper: 'tomcat', place: 'off-table' },
        ],
      }),
    ).when([]);
    const started = only(events, 'GameStarted');
    expect(started.deployment?.first).toBe('panoceania');
    expect(started.deployment?.troopers).toEqual([
      {
        trooper: 'kamau',
        declared: 'enemy-half',
        place: 'enemy-half',
        roll: { attribute: 'PH', sv: 11, die: 8, passed: true },
        citations: ['n5/deployment/phase', 'n5/skills/infiltration', 'n5/rolls/normal-roll'],
      },
      {
        trooper: 'akal',
        declared: 'beyond-zone',
        place: 'beyond-zone',
        citations: ['n5/deployment/phase', 'n5/skills/forward-deployment'],
      },
      {
        trooper: 'tomcat',
        declared: 'off-table',
        place: 'off-table',
        citations: ['n5/deployment/phase', 'n5/skills/combat-jump'],
      },
    ]);
  });

  it('n5/skills/infiltration: a failed PH Roll (15 at PH 11) deploys Kamau in his own Deployment Zone', () => {
    const { events } = given(
      input({ first: 'combined', troopers: [{ trooper: 'kamau', place: 'enemy-half', die: 15 }] }),
    ).when([]);
    expect(only(events, 'GameStarted').deployment?.troopers[0]).toMatchObject({
      declared: 'enemy-half',
      place: 'deployment-zone',
      roll: { die: 15, sv: 11, passed: false },
    });
  });

  it.each([
    [
      { trooper: 'angus', place: 'beyond-zone' as const },
      'neither Forward Deployment nor Infiltration',
      'n5/deployment/phase',
    ],
    [{ trooper: 'akal', place: 'enemy-half' as const, die: 3 }, 'has no Infiltration', 'n5/skills/infiltration'],
    [{ trooper: 'kamau', place: 'enemy-half' as const }, 'owes the die', 'n5/skills/infiltration'],
    [{ trooper: 'angus', place: 'off-table' as const }, 'neither Combat Jump nor Parachutist', 'n5/deployment/phase'],
    [{ trooper: 'akal', place: 'beyond-zone' as const, die: 4 }, 'rolls no die', 'n5/skills/forward-deployment'],
  ])(
    'n5/deployment/phase: a deployment the skills do not allow is refused with its reason and rule (%o)',
    (d, reason, rule) => {
      expect(() => createGameSession(input({ first: 'panoceania', troopers: [d] }))).toThrow(reason);
      expect(() => createGameSession(input({ first: 'panoceania', troopers: [d] }))).toThrow(rule);
    },
  );

  it('n5/deployment/phase: the player who deploys first must have an army', () => {
    expect(() => createGameSession(input({ first: 'nomads', troopers: [] }))).toThrow(
      'no army belongs to player nomads',
    );
  });
});

describe('deployment: Airborne Deployment keeps a trooper off the table', () => {
  it('n5/skills/combat-jump, n5/skills/parachutist: off the table, Tomcat and the Paratrooper add no Order to the pool and keep their own (Irregular)', () => {
    const { events } = given(
      input({
        first: 'panoceania',
        troopers: [
          { trooper: 'tomcat', place: 'off-table' },
          { trooper: 'para', place: 'off-table' },
        ],
      }),
    ).when([{ type: 'start-turn', player: 'panoceania' }]);
    const pools = only(events, 'OrderPoolsFormed');
    expect(pools.pools).toEqual([{ group: 'panoceania-1', regular: 3 }]);
    expect(pools.irregular).toEqual([
      { trooper: 'tomcat', orders: 1 },
      { trooper: 'para', orders: 1 },
    ]);
    expect(pools.citations).toContain('n5/skills/combat-jump');
    expect(pools.citations).toContain('n5/skills/parachutist');
  });

  it('n5/skills/combat-jump: off the table, Tomcat may declare nothing but Combat Jump (a Move is refused); on the table, Angus may not declare it', () => {
    const session = createGameSession(offTable());
    expect(session.table().troopers['tomcat']?.states).toEqual(['airborne-deployment']);
    session.send({ type: 'start-turn', player: 'panoceania' });
    session.send({ type: 'activate', trooper: 'tomcat' });
    const r = session.send({ type: 'declare', trooper: 'tomcat', declaration: { skill: 'move' } });
    expect(E.isRight(r)).toBe(false);
    if (E.isRight(r)) return;
    expect(r.left.reason).toContain('off the table (Airborne Deployment)');
    expect(r.left.citation.id).toBe('n5/skills/combat-jump');
    const other = createGameSession(offTable());
    other.send({ type: 'start-turn', player: 'panoceania' });
    other.send({ type: 'activate', trooper: 'angus' });
    const jump = other.send({ type: 'declare', trooper: 'angus', declaration: { skill: 'combat-jump' } });
    expect(E.isRight(jump)).toBe(false);
    if (E.isRight(jump)) return;
    expect(jump.left.reason).toContain('no Combat Jump skill');
  });

  it.each([
    [6, true],
    [15, false],
  ])(
    'n5/skills/combat-jump: Tomcat (PH 10) enters with his own Order: Combat Jump, a PH Roll of %i (passed: %s), then he is on the table either way',
    (die, passed) => {
      const { session, events } = given(offTable()).when([
        { type: 'start-turn', player: 'panoceania' },
        { type: 'activate', trooper: 'tomcat' },
        { type: 'declare', trooper: 'tomcat', declaration: { skill: 'combat-jump', note: 'onto the roof' } },
        { type: 'end-aros' },
        { type: 'roll', trooper: 'tomcat', purpose: 'combat-jump', faces: [die] },
      ]);
      const spent = only(events, 'OrderSpent');
      expect(spent).toMatchObject({ trooper: 'tomcat', pool: 'irregular' });
      const roll = only(events, 'NormalRollResolved');
      expect(roll.roller.sv.value).toBe(10);
      expect(roll.citations).toContain('n5/skills/combat-jump');
      expect(roll.successes > 0).toBe(passed);
      expect(only(events, 'StateLeft')).toMatchObject({
        trooper: 'tomcat',
        state: 'airborne-deployment',
        citations: ['n5/skills/combat-jump'],
      });
      expect(session.table().troopers['tomcat']?.states).toEqual([]);
    },
  );

  it('n5/skills/parachutist: the Paratrooper enters with no roll', () => {
    const { session, events } = given(
      input({ first: 'panoceania', troopers: [{ trooper: 'para', place: 'off-table' }] }),
    ).when([
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'para' },
      { type: 'declare', trooper: 'para', declaration: { skill: 'parachutist' } },
      { type: 'end-aros' },
    ]);
    expect(only(events, 'StateLeft')).toMatchObject({ trooper: 'para', citations: ['n5/skills/parachutist'] });
    expect(session.table().troopers['para']?.states).toEqual([]);
  });

  it('n5/skills/combat-jump: the players rule the entry (leaving airborne-deployment, its own Order spent); then Tomcat acts as any trooper', () => {
    const session = createGameSession(
      input({ first: 'panoceania', troopers: [{ trooper: 'tomcat', place: 'off-table' }] }),
    );
    session.send({ type: 'start-turn', player: 'panoceania' });
    const r = session.send({
      type: 'rule-by-players',
      trooper: 'tomcat',
      declared: 'Combat Jump',
      skills: ['combat-jump'],
      dice: { tomcat: [6] },
      outcome: { leave: { tomcat: ['airborne-deployment'] } },
    });
    expect(E.isRight(r), E.isRight(r) ? '' : r.left.reason).toBe(true);
    expect(session.table().troopers['tomcat']?.states).toEqual([]);
  });
});

describe('deployment: Peripherals', () => {
  it('n5/skills/peripheral: a Peripheral adds no Order to the pool and is not activated by an Order of its own', () => {
    const session = createGameSession(withBot());
    const started = session.send({ type: 'start-turn', player: 'panoceania' });
    if (E.isLeft(started)) throw new Error(started.left.reason);
    const pools = only(started.right, 'OrderPoolsFormed');
    expect(pools.pools).toEqual([{ group: 'panoceania-1', regular: 5 }]);
    expect(pools.citations).toContain('n5/skills/peripheral');
    const r = session.send({ type: 'activate', trooper: 'bot' });
    expect(E.isRight(r)).toBe(false);
    if (E.isRight(r)) return;
    expect(r.left.reason).toContain("activated only by tomcat's Order");
    expect(r.left.citation.id).toBe('n5/skills/peripheral');
  });

  it('n5/skills/peripheral: a Peripheral is not deployed on its own, and its Controller must be a trooper of its army', () => {
    expect(() =>
      createGameSession({
        ...withBot(),
        deployment: { first: 'panoceania', troopers: [{ trooper: 'bot', place: 'deployment-zone' }] },
      }),
    ).toThrow('deploys with its Controller tomcat');
    const bad = withBot();
    const army = bad.armies[0]!;
    const group = army.groups[0]!;
    const troopers = group.troopers.map((t) => (t.id === 'bot' ? { ...t, peripheralOf: 'morat' } : t));
    expect(() =>
      createGameSession({ ...bad, armies: [{ ...army, groups: [{ ...group, troopers }] }, ...bad.armies.slice(1)] }),
    ).toThrow('its Controller morat is no trooper');
  });

  it('n5/skills/peripheral: when its Controller enters a Null State (Dead, three failed saves), the bot becomes Disconnected at the end of that Order', () => {
    const others = ['angus', 'kamau', 'akal', 'para', 'bot'].map((id) => ({
      fact: 'lof' as const,
      from: id,
      to: 'morat',
      value: false,
    }));
    const { session, events } = given(withBot()).when(
      turn('combined', {
        trooper: 'morat',
        first: { skill: 'move' },
        table: [
          { fact: 'lof', from: 'tomcat', to: 'morat', value: false },
          { fact: 'lof', from: 'morat', to: 'tomcat', value: true },
          { fact: 'range', from: 'morat', to: 'tomcat', inches: 10 },
          ...others,
        ],
        second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'tomcat', burst: 3 }] },
        dice: { morat: [1, 2, 3] },
        saves: { tomcat: [19, 19, 19] },
      }),
    );
    expect(session.table().troopers['tomcat']?.states).toContain('dead');
    const entered = ofType(events, 'StateEntered').filter((e) => e.trooper === 'bot');
    expect(entered).toEqual([
      { type: 'StateEntered', order: 1, trooper: 'bot', state: 'disconnected', citations: ['n5/skills/peripheral'] },
    ]);
    expect(session.table().troopers['bot']?.states).toEqual(['disconnected']);
  });
});
