import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand, type GameInput } from '../../machines/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { orderCommands } from '../support/orderScript.ts';
import { downed, support, supportGame } from '../support/supportTable.ts';

// Support skills (docs/rulings.md "Support skills"): Doctor, Engineer and the MediKit in
// Silhouette contact. The Morat's Combi Rifle first leaves the patient with one Wound (Unconscious).
describe('support skills: Doctor', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/doctor: the Doctor (WIP 13) in Silhouette contact rolls a 7: Angus removes his Wound and is no longer Unconscious (still Prone)',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(support('doctor', 'doctor', 'angus', [7])),
      ]);
      const roll = ofType(events, 'NormalRollResolved').at(-1)!;
      expect(roll.roller).toMatchObject({ trooper: 'doctor', skill: 'doctor' });
      expect(roll.roller.sv.value).toBe(13);
      const healed = ofType(events, 'WoundsInflicted').at(-1);
      expect(healed).toMatchObject({ trooper: 'angus', wounds: 0, total: 0, citations: [`${edition}/skills/doctor`] });
      expect(ofType(events, 'StateLeft').at(-1)).toMatchObject({ trooper: 'angus', state: 'unconscious' });
      const angus = session.table().troopers['angus'];
      expect(angus?.woundsReceived).toBe(0);
      expect(angus?.states).toEqual(['prone']);
    },
  );
});

describe('support skills: a failed Doctor roll, Doctor (2W)', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/doctor: a failed WIP Roll (a 17 against 13) leaves Angus Dead',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(support('doctor', 'doctor', 'angus', [17])),
      ]);
      expect(ofType(events, 'StateEntered').at(-1)).toMatchObject({
        trooper: 'angus',
        state: 'dead',
        citations: [`${edition}/skills/doctor`],
      });
      expect(session.table().troopers['angus']?.states).toEqual(['dead']);
    },
  );

  it.each(['n5', 'n4'] as const)(
    '%s/skills/doctor-2w: a Doctor (2W) removes two Wounds: Angus, with one, is left with none',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(support('doctor2w', 'doctor', 'angus', [3])),
      ]);
      expect(ofType(events, 'WoundsInflicted').at(-1)).toMatchObject({
        total: 0,
        citations: [`${edition}/skills/doctor`, `${edition}/skills/doctor-2w`],
      });
      expect(session.table().troopers['angus']?.woundsReceived).toBe(0);
    },
  );
});

describe('support skills: the MediKit in Silhouette contact', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/medikit: the Paramedic spends the Short Skill with no roll; Angus rolls PH 10: a 9 brings him back, a 12 kills him',
    (edition) => {
      const up = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(support('paramedic', 'medikit', 'angus', [9])),
      ]);
      const roll = ofType(up.events, 'NormalRollResolved').at(-1);
      expect(roll?.roller).toMatchObject({ trooper: 'angus', skill: 'medikit', sv: { attribute: 'PH', value: 10 } });
      expect(up.session.table().troopers['angus']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
      const down = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(support('paramedic', 'medikit', 'angus', [12])),
      ]);
      expect(down.session.table().troopers['angus']?.states).toEqual(['dead']);
      expect(ofType(down.events, 'SavingRollResolved')).toHaveLength(1);
    },
  );
});

describe('support skills: the GizmoKit in Silhouette contact', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/gizmokit: no roll for the user; the Remote rolls PH 8: a 5 repairs it (not Unconscious), a 12 is a Wound more (Dead at STR 1), no Saving Roll',
    (edition) => {
      const up = given(supportGame(edition)).when([
        ...downed('remote', edition),
        ...orderCommands(support('mechanic', 'gizmokit', 'remote', [5])),
      ]);
      const roll = ofType(up.events, 'NormalRollResolved').at(-1);
      expect(roll?.roller).toMatchObject({ trooper: 'remote', skill: 'gizmokit', sv: { attribute: 'PH', value: 8 } });
      expect(ofType(up.events, 'WoundsInflicted').at(-1)?.citations).toEqual([`${edition}/equipment/gizmokit`]);
      expect(up.session.table().troopers['remote']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
      const down = given(supportGame(edition)).when([
        ...downed('remote', edition),
        ...orderCommands(support('mechanic', 'gizmokit', 'remote', [12])),
      ]);
      expect(down.session.table().troopers['remote']?.states).toEqual(['dead']);
      expect(ofType(down.events, 'SavingRollResolved')).toHaveLength(1);
    },
  );
});

describe('support skills: Engineer', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/engineer: the Engineer (WIP 13) repairs the Unconscious Remote (STR 1) with a 7: no Wound left, no longer Unconscious',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('remote', edition),
        ...orderCommands(support('engineer', 'engineer', 'remote', [7])),
      ]);
      expect(ofType(events, 'WoundsInflicted').at(-1)).toMatchObject({
        trooper: 'remote',
        wounds: 0,
        total: 0,
        citations: [`${edition}/skills/engineer`],
      });
      expect(session.table().troopers['remote']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
    },
  );

  it.each(['n5', 'n4'] as const)(
    '%s/skills/engineer: a failed roll (an 18) inflicts a Wound instead: the Remote at STR 2 with one Wound goes Unconscious; at STR 1, Unconscious, it is Dead',
    (edition) => {
      const two = given(supportGame(edition, 2)).when([
        ...downed('remote', edition, 5),
        ...orderCommands(support('engineer', 'engineer', 'remote', [18])),
      ]);
      expect(ofType(two.events, 'WoundsInflicted').at(-1)).toMatchObject({ wounds: 1, total: 2 });
      expect(two.session.table().troopers['remote']?.states).toEqual(['prone', 'unconscious']);
      const one = given(supportGame(edition)).when([
        ...downed('remote', edition),
        ...orderCommands(support('engineer', 'engineer', 'remote', [18])),
      ]);
      expect(one.session.table().troopers['remote']?.states).toEqual(['dead']);
    },
  );

  it('n5/skills/engineer: in N5.2 an Engineer may repair itself (no contact to measure)', () => {
    const input = supportGame('n5');
    const armies = input.armies.map((a) =>
      a.player !== 'panoceania'
        ? a
        : {
            ...a,
            groups: a.groups.map((g) => ({
              ...g,
              troopers: g.troopers.map((t) =>
                t.id === 'remote' ? { ...t, attributes: { ...t.attributes, W: 2 }, skills: ['engineer' as const] } : t,
              ),
            })),
          },
    );
    const { session } = given({ ...input, armies }).when([
      ...downed('remote', 'n5', 5),
      ...orderCommands(support('remote', 'engineer', 'remote', [5])),
    ]);
    expect(session.table().troopers['remote']?.woundsReceived).toBe(0);
  });
});

/** The first refusal's text of these commands, or null when all were accepted. */
const refusalOf = (input: GameInput, cmds: readonly GameCommand[]): string | null => {
  const s = createGameSession(input);
  for (const c of cmds) {
    const r = s.send(c);
    if (E.isLeft(r)) return formatRejection(r.left);
  }
  return null;
};

const declare = (
  trooper: string,
  skill: 'doctor' | 'engineer' | 'medikit' | 'gizmokit',
  target: string,
): GameCommand[] => [
  { type: 'activate', trooper },
  { type: 'declare', trooper, declaration: { skill: 'idle' } },
  { type: 'end-aros' },
  { type: 'declare', trooper, declaration: { skill, target } },
];

describe('support skills: refused at their declaration, with the rule', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/doctor (and Engineer and MediKit in the same edition): no skill, a patient not Unconscious, Wounds for STR and STR for Wounds, an enemy patient for the MediKit',
    (edition) => {
      const game = supportGame(edition);
      const down = downed('angus', edition);
      expect(refusalOf(game, [...down, ...declare('engineer', 'doctor', 'angus')])).toMatch(
        new RegExp(`engineer has no Doctor.*${edition}/skills/doctor`),
      );
      expect(refusalOf(game, [...down, ...declare('doctor', 'doctor', 'paramedic')])).toMatch(
        /paramedic is not Unconscious/,
      );
      expect(refusalOf(game, [...down, ...declare('doctor', 'doctor', 'remote')])).toMatch(
        /remote has STR, not Wounds/,
      );
      expect(refusalOf(game, [...down, ...declare('engineer', 'engineer', 'angus')])).toMatch(
        new RegExp(`angus has Wounds, not STR.*${edition}/skills/engineer`),
      );
      expect(refusalOf(game, [...down, ...declare('engineer', 'engineer', 'remote')])).toMatch(
        /remote has received no Wound/,
      );
      expect(refusalOf(game, [...down, ...declare('mechanic', 'gizmokit', 'angus')])).toMatch(
        new RegExp(`angus has Wounds, not STR.*${edition}/equipment/gizmokit`),
      );
      expect(refusalOf(game, [...down, ...declare('paramedic', 'medikit', 'morat')])).toMatch(
        new RegExp(`morat is no allied trooper.*${edition}/equipment/medikit`),
      );
    },
  );

  it('n3/skills/support-unsourced: in N3 Doctor, Engineer and the MediKit are refused', () => {
    const start: GameCommand[] = [{ type: 'start-turn', player: 'panoceania' }];
    for (const [user, skill] of [
      ['doctor', 'doctor'],
      ['engineer', 'engineer'],
      ['paramedic', 'medikit'],
    ] as const)
      expect(refusalOf(supportGame('n3'), [...start, ...declare(user, skill, 'angus')])).toMatch(
        /not adjudicated in N3.*n3\/skills\/support-unsourced/,
      );
  });
});

describe('support skills: Silhouette contact', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/doctor: measured out of Silhouette contact, the Doctor is void (no roll, Angus stays Unconscious)',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(support('doctor', 'doctor', 'angus', [], false)),
      ]);
      expect(ofType(events, 'SkillVoided').at(-1)).toMatchObject({ trooper: 'doctor', skill: 'doctor' });
      expect(session.table().troopers['angus']?.states).toContain('unconscious');
    },
  );

  it('n5/skills/doctor: with Silhouette contact not measured, the Resolution asks for it', () => {
    const cmds: GameCommand[] = [
      ...downed('angus', 'n5'),
      ...declare('doctor', 'doctor', 'angus'),
      { type: 'end-aros' },
    ];
    const s = createGameSession(supportGame('n5'));
    for (const c of cmds) expect(E.isRight(s.send(c))).toBe(true);
    const r = s.send({ type: 'roll', trooper: 'doctor', purpose: 'doctor', faces: [7] });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(formatRejection(r.left)).toMatch(/measure whether doctor is in Silhouette contact with angus/);
  });
});
