import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand, type GameInput } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { orderCommands, turn, type OrderScript } from '../support/orderScript.ts';
import { judgeSavingRoll, patientRollSpec } from '../../rules/combat/index.ts';
import { remoteSupportEvents } from '../../rules/decide/remoteSupportEvents.ts';
import type { SaveOutcome } from '../../rules/effects/index.ts';
import { downed, moratShoots, supportGame } from '../support/supportTable.ts';

// The MediKit and GizmoKit used remotely (docs/rulings.md "MediKit and GizmoKit at range"): the
// Paramedic (BS 12) fires the MediKit at Angus (PH 10), Unconscious after the Morat's shot; each
// hit makes Angus roll PH at the saves. The pages give no worked example: the numbers are ours.
const facts = (user: string, patient: string, inches: number, lof = true): TableFact[] => [
  { fact: 'lof', from: user, to: patient, value: lof },
  { fact: 'range', from: user, to: patient, inches },
];

const remote = (
  user: string,
  skill: 'medikit' | 'gizmokit',
  patient: string,
  inches: number,
  dice: readonly number[],
  ph: readonly number[],
): OrderScript => ({
  trooper: user,
  first: { skill: 'idle' },
  second: { skill, target: patient, use: 'remote' },
  table2: facts(user, patient, inches),
  dice: { [user]: dice },
  ...(ph.length === 0 ? {} : { saves: { [patient]: ph } }),
});

describe("MediKit at range: a BS Attack Roll, then the patient's PH Roll", () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/medikit-remote: at 10" (range MOD 0) the Paramedic rolls a 7 against BS 12: a hit; Angus rolls PH 10: a 9 brings him back, no Saving Roll against ARM',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(remote('paramedic', 'medikit', 'angus', 10, [7], [9])),
      ]);
      const roll = ofType(events, 'NormalRollResolved').at(-1);
      expect(roll?.roller).toMatchObject({
        trooper: 'paramedic',
        skill: 'medikit',
        sv: { attribute: 'BS', value: 12 },
      });
      const ph = ofType(events, 'SavingRollResolved').at(-1);
      expect(ph).toMatchObject({ trooper: 'angus', attribute: 'PH', wounds: 0, rolls: [{ face: 9, saved: true }] });
      expect(ph?.citations).toContain(`${edition}/equipment/medikit-remote`);
      expect(ofType(events, 'WoundsInflicted').at(-1)).toMatchObject({ trooper: 'angus', total: 0 });
      expect(session.table().troopers['angus']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
    },
  );

  it.each(['n5', 'n4'] as const)(
    '%s/equipment/medikit-remote: a failed PH Roll (a 12 against PH 10) leaves Angus Dead',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(remote('paramedic', 'medikit', 'angus', 10, [7], [12])),
      ]);
      expect(ofType(events, 'StateEntered').at(-1)).toMatchObject({ trooper: 'angus', state: 'dead' });
      expect(session.table().troopers['angus']?.states).toEqual(['dead']);
    },
  );

  it('n5/equipment/medikit-remote: the range bands +3 (5"), 0 (16"), -6 (20"); a miss (a 15 at 10") owes no PH Roll', () => {
    const sv = (inches: number, die: number) => {
      const { events } = given(supportGame('n5')).when([
        ...downed('angus', 'n5'),
        ...orderCommands(remote('paramedic', 'medikit', 'angus', inches, [die], die <= 12 ? [9] : [])),
      ]);
      return ofType(events, 'NormalRollResolved').at(-1)?.roller.sv.value;
    };
    expect(sv(5, 3)).toBe(15);
    expect(sv(16, 3)).toBe(12);
    expect(sv(20, 3)).toBe(6);
    const miss = given(supportGame('n5')).when([
      ...downed('angus', 'n5'),
      ...orderCommands(remote('paramedic', 'medikit', 'angus', 10, [15], [])),
    ]);
    expect(ofType(miss.events, 'SavingRollResolved')).toHaveLength(1);
    expect(miss.session.table().troopers['angus']?.states).toEqual(['prone', 'unconscious']);
  });
});

describe('GizmoKit at range', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/gizmokit-remote: the GizmoKit user hits the Remote at 6" (a 4 against BS 12 +3); the Remote rolls PH 8: a 5 repairs it, a 12 is a Wound more (Dead at STR 1)',
    (edition) => {
      const up = given(supportGame(edition)).when([
        ...downed('remote', edition),
        ...orderCommands(remote('mechanic', 'gizmokit', 'remote', 6, [4], [5])),
      ]);
      expect(ofType(up.events, 'NormalRollResolved').at(-1)?.roller.sv.value).toBe(15);
      expect(up.session.table().troopers['remote']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
      const down = given(supportGame(edition)).when([
        ...downed('remote', edition),
        ...orderCommands(remote('mechanic', 'gizmokit', 'remote', 6, [4], [12])),
      ]);
      expect(down.session.table().troopers['remote']?.states).toEqual(['dead']);
    },
  );
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

const declared = (user: string, d: SkillDeclaration, table: readonly TableFact[]): GameCommand[] =>
  orderCommands({ trooper: user, first: { skill: 'idle' }, second: d, table2: table, dice: { [user]: [7] } });

describe('MediKit at range: refused, with the rule', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/medikit-remote: no LoF, beyond 24", a patient not Unconscious, an enemy, a patient with STR',
    (edition) => {
      const game = supportGame(edition);
      const down = downed('angus', edition);
      const medikit = (target: string): SkillDeclaration => ({ skill: 'medikit', target, use: 'remote' });
      expect(
        refusalOf(game, [...down, ...declared('paramedic', medikit('angus'), facts('paramedic', 'angus', 10, false))]),
      ).toMatch(new RegExp(`no LoF to angus.*${edition}/equipment/medikit-remote`));
      expect(
        refusalOf(game, [...down, ...declared('paramedic', medikit('angus'), facts('paramedic', 'angus', 25))]),
      ).toMatch(new RegExp(`out of the MediKit's range.*${edition}/equipment/medikit-remote`));
      expect(
        refusalOf(game, [...down, ...declared('paramedic', medikit('doctor'), facts('paramedic', 'doctor', 10))]),
      ).toMatch(/doctor is not Unconscious/);
      expect(
        refusalOf(game, [...down, ...declared('paramedic', medikit('morat'), facts('paramedic', 'morat', 10))]),
      ).toMatch(/morat is no allied trooper/);
      expect(
        refusalOf(game, [...down, ...declared('paramedic', medikit('remote'), facts('paramedic', 'remote', 10))]),
      ).toMatch(/remote has STR, not Wounds/);
    },
  );
});

/** Angus with VITA 2, put down by two Wounds (Unconscious), then PanOceania's turn. */
const twoWounds = (edition: 'n5' | 'n4') => {
  const input = supportGame(edition);
  const armies = input.armies.map((a) => ({
    ...a,
    groups: a.groups.map((g) => ({
      ...g,
      troopers: g.troopers.map((t) => (t.id === 'angus' ? { ...t, attributes: { ...t.attributes, W: 2 } } : t)),
    })),
  }));
  const save = edition === 'n5' ? 15 : 5;
  const down: GameCommand[] = [
    ...turn('combined', moratShoots('angus', [4, 5, 19], [save, save])),
    { type: 'end-turn' },
    { type: 'start-turn', player: 'panoceania' },
  ];
  return { input: { ...input, armies }, down };
};

/** One hit's PH Roll of the patient, judged: a face and whether it passed. */
const phRoll = (
  edition: 'n5' | 'n4',
  skill: 'medikit' | 'gizmokit',
  patient: string,
  ph: number,
  face: number,
  id: string,
): SaveOutcome => {
  const spec = patientRollSpec(edition, skill, ph);
  const judged = judgeSavingRoll(edition, spec, face);
  return {
    request: {
      exchange: id,
      trooper: patient,
      attacker: 'paramedic',
      weapon: skill,
      spec,
      rolls: 1,
      automaticWounds: 0,
      citations: [],
    },
    judged: [judged],
    failures: judged.outcome === 'saved' ? 0 : 1,
    wounds: 0,
    states: [],
  };
};

// Two hits in one Order need a Special Skill or rule (an Order holds one Short Skill besides a
// Basic one, and the kits are not coordinated): the verdict is proved on the PH Rolls themselves.
describe('MediKit and GizmoKit at range: two hits on one patient in one Order', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/medikit-several-hits: two PH Rolls for Angus (VITA 2, two Wounds): both pass (9, 9), one Wound removed only; one fails (9, 12), Dead',
    (edition) => {
      const { input, down } = twoWounds(edition);
      const table = given(input).when(down).session.table();
      expect(table.troopers['angus']).toMatchObject({ woundsReceived: 2, states: ['prone', 'unconscious'] });
      const rolls = (a: number, b: number) =>
        remoteSupportEvents(9, table, [
          phRoll(edition, 'medikit', 'angus', 10, a, 'x1'),
          phRoll(edition, 'medikit', 'angus', 10, b, 'x2'),
        ]);
      const up = rolls(9, 9);
      expect(up.find((e) => e.type === 'WoundsInflicted')).toMatchObject({
        trooper: 'angus',
        total: 1,
        citations: expect.arrayContaining([`${edition}/equipment/medikit-several-hits`]) as unknown,
      });
      expect(up.filter((e) => e.type === 'StateLeft')).toMatchObject([{ state: 'unconscious' }]);
      expect(rolls(9, 12)).toMatchObject([{ type: 'StateEntered', trooper: 'angus', state: 'dead' }]);
    },
  );

  it.each(['n5', 'n4'] as const)(
    '%s/equipment/gizmokit-several-hits: two PH Rolls for the Remote (PH 8): one passes (12, 5), one Wound removed; both fail, one Wound more (Dead at STR 1)',
    (edition) => {
      const table = given(supportGame(edition)).when(downed('remote', edition)).session.table();
      const rolls = (a: number, b: number) =>
        remoteSupportEvents(9, table, [
          phRoll(edition, 'gizmokit', 'remote', 8, a, 'x1'),
          phRoll(edition, 'gizmokit', 'remote', 8, b, 'x2'),
        ]);
      expect(rolls(12, 5).find((e) => e.type === 'WoundsInflicted')).toMatchObject({ trooper: 'remote', total: 0 });
      expect(rolls(12, 14).find((e) => e.type === 'StateEntered')).toMatchObject({ trooper: 'remote', state: 'dead' });
    },
  );
});
