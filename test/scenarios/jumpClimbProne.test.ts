import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type SendResult } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { armyOf, ANGUS, ORTEGA, type TrooperSpec } from '../support/seedTroopers.ts';

// Jump, Climb, Super-Jump and going Prone or standing up with a Move (infinitythewiki.com: Jump,
// Climb, Super-Jump, Prone State; N3 Prone on the old official wiki). Angus: MOV 4-2. Numbers ours.
const run = (edition: Edition, commands: readonly GameCommand[], angus: TrooperSpec = ANGUS, prone = false) => {
  const s = createGameSession({
    edition,
    title: 'movement skills',
    armies: [armyOf(edition, 'panoceania', 'angus', [angus]), armyOf(edition, 'nomads', 'ortega', [ORTEGA])],
    ...(prone ? { startingStates: [{ trooper: 'angus', states: ['prone' as const] }] } : {}),
  });
  let last: SendResult | undefined;
  for (const c of commands) {
    last = s.send(c);
    if (E.isLeft(last) && c !== commands[commands.length - 1]) throw new Error(`refused early: ${last.left.reason}`);
  }
  if (last === undefined) throw new Error('no command');
  return { last, s };
};
const verdict = (r: SendResult): string => (E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`);
const along = (
  skill: 'move' | 'jump' | 'climb',
  inches: number,
  extra: { readonly long?: boolean; readonly prone?: 'start' | 'end' } = {},
): SkillDeclaration => {
  const route = [{ point: `p${inches}`, inches }];
  return skill === 'move'
    ? { skill, route, ...(extra.prone === undefined ? {} : { prone: extra.prone }) }
    : { skill, route, ...(extra.long === undefined ? {} : { long: extra.long }) };
};
const noLof: GameCommand = { type: 'measure', fact: { fact: 'lof', from: 'ortega', to: 'angus', value: false } };
const order = (first: SkillDeclaration, second?: SkillDeclaration): GameCommand[] => [
  { type: 'start-turn', player: 'panoceania' },
  { type: 'activate', trooper: 'angus' },
  { type: 'declare', trooper: 'angus', declaration: first },
  ...(second === undefined
    ? []
    : [noLof, { type: 'end-aros' } as const, { type: 'declare', trooper: 'angus', declaration: second } as const]),
];
const superJumper: TrooperSpec = { ...ANGUS, skills: ['super-jump'] };
const shoot: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'ortega', burst: 3 }],
};

describe.each([
  ['n3', 4],
  ['n4', 4],
  ['n5', 6],
] as const)('Jump and Climb (%s: up to %s")', (edition, reach) => {
  it(`${edition}/skills/jump, ${edition}/skills/climb: a Jump or Climb goes up to its allowance (${reach}"), and no further`, () => {
    for (const skill of ['jump', 'climb'] as const) {
      expect(verdict(run(edition, order(along(skill, reach))).last)).toBe('accepted');
      expect(verdict(run(edition, order(along(skill, reach + 0.5))).last)).toContain(
        `${edition}/skills/${skill}: angus's ${skill === 'jump' ? 'Jump' : 'Climb'} is ${reach + 0.5}" long`,
      );
    }
  });

  it(`${edition}/skills/jump: without Super-Jump it fills the whole Order`, () => {
    const r = run(edition, [
      ...order(along('jump', 2)),
      noLof,
      { type: 'declare', trooper: 'angus', declaration: shoot },
    ]);
    expect(verdict(r.last)).toContain(`${edition}/skills/jump: jump fills the whole Order`);
  });
});

describe('Jump and Climb while Prone', () => {
  it('n3/skills/jump, n3/skills/climb: a Prone trooper can neither Jump nor Climb', () => {
    expect(verdict(run('n3', order(along('jump', 1)), ANGUS, true).last)).toBe(
      'n3/skills/jump: a Prone trooper cannot Jump (N3)',
    );
    expect(verdict(run('n3', order(along('climb', 1)), ANGUS, true).last)).toBe(
      'n3/skills/climb: a Prone trooper cannot Climb (N3)',
    );
  });

  it('n5/skills/jump: declaring Jump cancels Prone, logged with the rule, and the Jump is not halved', () => {
    const { last, s } = run('n5', order(along('jump', 6)), ANGUS, true);
    expect(verdict(last)).toBe('accepted');
    expect(s.events.find((e) => e.type === 'StateLeft')).toMatchObject({
      trooper: 'angus',
      state: 'prone',
      citations: ['n5/skills/jump', 'n5/states/prone-change'],
    });
    expect(s.table().troopers['angus']?.states).toEqual([]);
  });

  it('n5/skills/climb: a Prone trooper Climbs half as far (6" -> 3")', () => {
    expect(verdict(run('n5', order(along('climb', 3)), ANGUS, true).last)).toBe('accepted');
    expect(verdict(run('n5', order(along('climb', 3.5)), ANGUS, true).last)).toContain('halved while Prone: 3"');
  });
});

describe('Super-Jump', () => {
  it('n4/skills/super-jump: Jump becomes a Short Movement Skill (first MOV value, 4") a BS Attack may follow; a second Jump goes up to the second MOV value', () => {
    expect(verdict(run('n4', order(along('jump', 4), shoot), superJumper).last)).toBe('accepted');
    expect(verdict(run('n4', order(along('jump', 4), along('jump', 2)), superJumper).last)).toBe('accepted');
    expect(verdict(run('n4', order(along('jump', 4), along('jump', 2.5)), superJumper).last)).toContain(
      'n4/skills/super-jump: angus\'s Jump is 2.5" long, more than Super-Jump: the second MOV value, 2"',
    );
  });

  it('n4/skills/super-jump: declared long, the Entire Order Jump adds both MOV values (6")', () => {
    expect(verdict(run('n4', order(along('jump', 6, { long: true })), superJumper).last)).toBe('accepted');
    expect(verdict(run('n4', order(along('jump', 6.5, { long: true })), superJumper).last)).toContain(
      'both MOV values, 6"',
    );
  });

  it('n5/skills/super-jump: Jump as the first Basic Short Skill (4"), then a BS Attack; as the Long Skill the first MOV value plus 4" (8"); a Jump after a Move is refused', () => {
    expect(verdict(run('n5', order(along('jump', 4), shoot), superJumper).last)).toBe('accepted');
    expect(verdict(run('n5', order(along('jump', 8, { long: true })), superJumper).last)).toBe('accepted');
    expect(verdict(run('n5', order(along('move', 2), along('jump', 1)), superJumper).last)).toContain(
      'n5/skills/super-jump: Super-Jump: Jump is a Basic Short Skill only as the first skill of the Order, once',
    );
  });

  it('n4/skills/jump: long names the Super-Jump Jump: without Super-Jump it is refused', () => {
    expect(verdict(run('n4', order(along('jump', 2, { long: true }))).last)).toContain('n4/skills/jump: long names');
  });
});

describe.each(['n4', 'n5'] as const)('Going Prone and standing up with a Move (%s)', (edition) => {
  const cite = `${edition}/states/prone-change`;
  it(`${cite}: going Prone at the end of the first Move (4"), the second Move is halved (2" -> 1"), and the trooper is Prone`, () => {
    const { last, s } = run(edition, order(along('move', 4, { prone: 'end' }), along('move', 1)));
    expect(verdict(last)).toBe('accepted');
    expect(s.events.find((e) => e.type === 'StateEntered')).toMatchObject({ state: 'prone', citations: [cite] });
    expect(s.table().troopers['angus']?.states).toEqual(['prone']);
    expect(verdict(run(edition, order(along('move', 4, { prone: 'end' }), along('move', 1.5))).last)).toContain(
      'halved while Prone: 1"',
    );
  });

  it(`${cite}: going Prone at the start halves that Move (4" -> 2"); standing up at the start restores it`, () => {
    expect(verdict(run(edition, order(along('move', 2.5, { prone: 'start' }))).last)).toContain(
      'halved while Prone: 2"',
    );
    const { last, s } = run(edition, order(along('move', 4, { prone: 'start' })), ANGUS, true);
    expect(verdict(last)).toBe('accepted');
    expect(s.table().troopers['angus']?.states).toEqual([]);
  });

  it(`${cite}: a TAG cannot go Prone`, () => {
    expect(verdict(run(edition, order(along('move', 1, { prone: 'end' })), { ...ANGUS, type: 'TAG' }).last)).toBe(
      `${cite}: a TAG cannot go Prone`,
    );
  });
});

describe('Going Prone in N3', () => {
  it('n3/states/prone-change: announced with a Move, at its start only (the Move is then made Prone, halved)', () => {
    expect(verdict(run('n3', order(along('move', 2, { prone: 'start' }))).last)).toBe('accepted');
    expect(verdict(run('n3', order(along('move', 2, { prone: 'end' }))).last)).toBe(
      'n3/states/prone-change: in N3 a trooper goes Prone or stands up at the start of its Move, not at its end',
    );
  });
});
