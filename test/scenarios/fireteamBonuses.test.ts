import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameInput } from '../../machines/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, only } from '../support/scenario.ts';
import { fusilier, input, pano, start } from '../support/fireteamTable.ts';

// N5 Fireteams in the Active Turn (the Leader acts alone, its members Idle) and the Fireteam
// Bonuses by level, on the Fireteam scenarios' table (test/support/fireteamTable.ts): a Core of
// three Fusiliers (level 3) against a Zhanshi. Dice and distances are ours: the pages give none.

const shoot = (target: string, burst: number) =>
  ({ skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target, burst }] }) as const;

const roll = (trooper: string, faces: readonly number[], discard?: readonly number[]): GameCommand => ({
  type: 'roll',
  trooper,
  purpose: 'attack',
  faces,
  ...(discard === undefined ? {} : { discard }),
});

/** The Yu Jing Turn: the Zhanshi Moves in the members' LoF at 12"; `aros` answer it. */
const enemyMove = (aros: readonly Extract<GameCommand, { type: 'aro' }>[], seen: readonly string[]): GameCommand[] => [
  start,
  { type: 'end-turn' },
  { type: 'start-turn', player: 'yj' },
  { type: 'activate', trooper: 'y1' },
  { type: 'declare', trooper: 'y1', declaration: { skill: 'move' } },
  ...seen.flatMap((m): GameCommand[] => [
    { type: 'measure', fact: { fact: 'lof', from: m, to: 'y1', value: true } },
    { type: 'measure', fact: { fact: 'range', from: m, to: 'y1', inches: 12 } },
  ]),
  ...aros,
  { type: 'end-aros' },
  { type: 'declare', trooper: 'y1', declaration: { skill: 'idle' } },
  { type: 'end-aros' },
];

describe('n5/fireteams/order: the Leader acts alone while the members Idle', () => {
  it('n5/fireteams/order, n5/fireteams/bonus-bs-attack-sd: the Leader of a level-3 Core Moves with its team, then shoots with its full Burst 3 and +1 SD (4 dice, one discarded); no member rolls', () => {
    const { events } = given(input()).when([
      start,
      { type: 'activate', trooper: 'f1', fireteam: true },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: shoot('y1', 3) },
      { type: 'measure', fact: { fact: 'lof', from: 'f1', to: 'y1', value: true } },
      { type: 'measure', fact: { fact: 'range', from: 'f1', to: 'y1', inches: 12 } },
      { type: 'end-aros' },
      roll('f1', [19, 4, 20, 9], [2]),
      { type: 'roll', trooper: 'y1', purpose: 'saving-roll', faces: [2, 3] },
      { type: 'roll', trooper: 'y1', purpose: 'guts', faces: [1] },
    ]);
    const rolled = events.filter((e) => e.type === 'DiceRolled' && e.purpose === 'attack');
    expect(rolled).toHaveLength(1);
    expect(rolled[0]).toMatchObject({ trooper: 'f1', discard: [2], discardRule: 'n5/fireteams/bonus-bs-attack-sd' });
    const normal = only(events, 'NormalRollResolved');
    expect(normal.roller).toMatchObject({
      trooper: 'f1',
      extraDice: { count: 1, citation: 'n5/fireteams/bonus-bs-attack-sd' },
    });
    expect(normal.dice.map((d) => d.die.face)).toEqual([19, 4, 9]);
    expect(normal.citations).toContain('n5/fireteams/bonus-bs-attack-sd');
    // Level 3: no +1 BS (level 4).
    expect(normal.roller.sv.mods.map((m) => m.citation)).not.toContain('n5/fireteams/bonus-bs');
  });

  it('n5/fireteams/order: Cautious Move and Reset, which every member would perform with its own route or roll, are still refused', () => {
    for (const skill of ['cautious-move', 'reset'] as const) {
      const session = createGameSession(input());
      session.send(start);
      expect(E.isRight(session.send({ type: 'activate', trooper: 'f1', fireteam: true }))).toBe(true);
      const r = session.send({ type: 'declare', trooper: 'f1', declaration: { skill } });
      expect(E.isRight(r)).toBe(false);
      if (E.isLeft(r)) expect(r.left.citation.id).toBe('n5/fireteams/order');
    }
  });

  it('n5/fireteams/order: an ARO aimed at an Idle member while the Leader shoots is a Normal Roll against that member, and the Leader’s shot a Normal Roll too (neither affects the other)', () => {
    const { events } = given(input()).when([
      start,
      { type: 'activate', trooper: 'f1', fireteam: true },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'idle' } },
      { type: 'measure', fact: { fact: 'lof', from: 'y1', to: 'f3', value: true } },
      { type: 'measure', fact: { fact: 'range', from: 'y1', to: 'f3', inches: 12 } },
      { type: 'aro', trooper: 'y1', declaration: shoot('f3', 1) },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: shoot('y1', 3) },
      { type: 'measure', fact: { fact: 'lof', from: 'f1', to: 'y1', value: true } },
      { type: 'measure', fact: { fact: 'range', from: 'f1', to: 'y1', inches: 12 } },
      { type: 'end-aros' },
      roll('f1', [20, 19, 18, 17], [0]),
      roll('y1', [2]),
      { type: 'roll', trooper: 'f3', purpose: 'saving-roll', faces: [1] },
      { type: 'roll', trooper: 'f3', purpose: 'guts', faces: [1] },
    ]);
    const normals = events.filter((e) => e.type === 'NormalRollResolved');
    expect(normals.map((e) => e.roller.trooper).sort()).toEqual(['f1', 'y1']);
    expect(events.some((e) => e.type === 'FaceToFaceResolved')).toBe(false);
    expect(events.find((e) => e.type === 'HitsScored')).toMatchObject({ attacker: 'y1', target: 'f3', hits: 1 });
  });
});

describe('n5/fireteams/bonus-discover-dodge: the Leader’s Dodge in its Fireteam Order', () => {
  it('n5/fireteams/bonus-discover-dodge: the Leader of a level-3 Core Dodges the Zhanshi’s ARO at +1 (PH 10 + 1 = 11), Face to Face; the members Idle', () => {
    const { events } = given(input()).when([
      start,
      { type: 'activate', trooper: 'f1', fireteam: true },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'y1', to: 'f1', value: true } },
      { type: 'measure', fact: { fact: 'range', from: 'y1', to: 'f1', inches: 12 } },
      { type: 'aro', trooper: 'y1', declaration: shoot('f1', 1) },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'dodge' } },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'f1', purpose: 'dodge', faces: [10] },
      roll('y1', [5]),
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    const dodger = [...f2f.a.rollers, ...f2f.b.rollers].find((r) => r.trooper === 'f1');
    expect(dodger?.sv).toMatchObject({ attribute: 'PH', value: 11 });
    expect(f2f.citations).toContain('n5/fireteams/bonus-discover-dodge');
    expect(f2f.winner).not.toBe('neither');
  });
});

describe('Fireteam bonuses on the members’ AROs', () => {
  it('n5/fireteams/bonus-bs-attack-sd: a member of a level-3 team shooting in ARO rolls 2 dice for its Burst 1 and discards one; a trooper in no team rolls 1', () => {
    const { events } = given(input()).when([
      ...enemyMove(
        [
          { type: 'aro', trooper: 'f2', declaration: shoot('y1', 1) },
          { type: 'aro', trooper: 'lone', declaration: shoot('y1', 1) },
        ],
        ['f2', 'lone'],
      ),
      roll('f2', [3, 19], [0]),
      roll('lone', [18]),
    ]);
    const rolls = events.filter((e) => e.type === 'NormalRollResolved');
    const f2 = rolls.find((e) => e.roller.trooper === 'f2');
    const lone = rolls.find((e) => e.roller.trooper === 'lone');
    expect(f2?.roller.extraDice).toEqual({ count: 1, citation: 'n5/fireteams/bonus-bs-attack-sd' });
    expect(f2?.dice.map((d) => d.die.face)).toEqual([19]);
    expect(lone?.roller.extraDice).toBeUndefined();
  });

  it('n5/fireteams/bonus-discover-dodge: a member of a level-3 team Dodging in ARO gets +1 (PH 10 + 1 = 11)', () => {
    const { events } = given(input()).when([
      ...enemyMove([{ type: 'aro', trooper: 'f2', declaration: { skill: 'dodge' } }], ['f2']),
      { type: 'roll', trooper: 'f2', purpose: 'dodge', faces: [11] },
    ]);
    const dodge = only(events, 'NormalRollResolved');
    expect(dodge.roller.sv).toMatchObject({ attribute: 'PH', value: 11 });
    expect(dodge.roller.sv.mods).toEqual([
      { value: 1, reason: 'Fireteam level 3: +1 Dodge', citation: 'n5/fireteams/bonus-discover-dodge' },
    ]);
    expect(dodge.citations).toContain('n5/fireteams/bonus-discover-dodge');
  });

  it('n5/fireteams/reactive-aro: members declare one skill in ARO; a member declaring another (which would take it out of the team) is refused with the rule, and nothing is logged', () => {
    const session = createGameSession(input());
    const before = [
      ...enemyMove([], ['f2', 'f3']).slice(0, -3),
      { type: 'aro', trooper: 'f2', declaration: { skill: 'dodge' } } as const,
    ];
    for (const c of before) {
      const r = session.send(c);
      if (E.isLeft(r)) throw new Error(JSON.stringify(r));
    }
    const logged = session.events.length;
    const r = session.send({ type: 'aro', trooper: 'f3', declaration: shoot('y1', 1) });
    expect(r).toMatchObject({ _tag: 'Left', left: { citation: { id: 'n5/fireteams/reactive-aro' } } });
    expect(E.isRight(r) ? '' : r.left.reason).toMatch(/f2 already declared dodge in ARO/);
    expect(session.events).toHaveLength(logged);
    // The same skill is the Fireteam's ARO: accepted.
    expect(session.send({ type: 'aro', trooper: 'f3', declaration: { skill: 'dodge' } })).toMatchObject({
      _tag: 'Right',
    });
  });

  it('n5/fireteams/bonus-bs: a member of a level-4 Core shooting in ARO gets +1 BS on top of its +1 SD', () => {
    const four: GameInput = {
      ...input(),
      armies: [
        {
          ...pano([{ id: 'alpha', kind: 'core', leader: 'f1', members: ['f1', 'f2', 'f3', 'f4'] }]),
          groups: [{ id: 'g1', troopers: ['f1', 'f2', 'f3', 'f4'].map((id) => fusilier(id)) }],
        },
        army('yj', [lineTrooper('n5', 'y1', 'Zhanshi', 11)]),
      ],
    };
    const { events } = given(four).when([
      ...enemyMove([{ type: 'aro', trooper: 'f2', declaration: shoot('y1', 1) }], ['f2']),
      roll('f2', [3, 18], [0]),
    ]);
    const shot = only(events, 'NormalRollResolved');
    expect(shot.roller.sv.mods).toContainEqual({
      value: 1,
      reason: 'Fireteam level 4: +1 BS',
      citation: 'n5/fireteams/bonus-bs',
    });
    expect(shot.roller.extraDice?.citation).toBe('n5/fireteams/bonus-bs-attack-sd');
    expect(shot.citations).toEqual(
      expect.arrayContaining(['n5/fireteams/bonus-bs', 'n5/fireteams/bonus-bs-attack-sd']),
    );
  });
});

describe('n5/fireteams/bonus-discover-dodge: the Leader’s Discover in its Fireteam Order', () => {
  it('n5/fireteams/bonus-discover-dodge: the Leader of a level-3 Core Discovers a CAMO marker at +3 (WIP 12, Mimetism -3, +3 = 12); an 11 reveals it', () => {
    const camo: GameInput = {
      ...input(),
      armies: [
        pano(),
        army('yj', [
          { ...lineTrooper('n5', 'y1', 'Zhanshi', 11), skills: ['camouflage', 'mimetism-3', 'surprise-attack-3'] },
        ]),
      ],
      startingStates: [{ trooper: 'y1', states: ['camouflaged'] }],
    };
    const { events } = given(camo).when([
      start,
      { type: 'activate', trooper: 'f1', fireteam: true },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'discover', target: 'y1' } },
      { type: 'measure', fact: { fact: 'range', from: 'f1', to: 'y1', inches: 10 } },
      { type: 'measure', fact: { fact: 'lof', from: 'f1', to: 'y1', value: true } },
      { type: 'measure', fact: { fact: 'lof', from: 'y1', to: 'f1', value: false } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'f1', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'f1', purpose: 'discover', faces: [11] },
    ]);
    const discover = only(events, 'NormalRollResolved');
    expect(discover.roller.sv).toMatchObject({ attribute: 'WIP', value: 12 });
    expect(discover.roller.sv.mods).toContainEqual({
      value: 3,
      reason: 'Fireteam level 3: +3 Discover',
      citation: 'n5/fireteams/bonus-discover-dodge',
    });
    expect(discover.successes).toBe(1);
  });
});
