import type { GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { OrderScript } from './orderScript.ts';
import { turn } from './orderScript.ts';
import { armyOf, MORAT } from './seedTroopers.ts';

// The support skills' table (test/scenarios/supportSkills.test.ts): PanOceania's Doctor (WIP 13),
// Paramedic with a MediKit, Engineer (WIP 13), Fusilier Angus (PH 10, W 1) and a Remote (STR 1);
// the Morat (BS 12) puts the patient down first. The numbers are ours (the pages give none).
export const supportGame = (edition: Edition, remoteStr = 1) => ({
  edition,
  title: 'Support skills',
  armies: [
    armyOf(edition, 'panoceania', 'angus', [
      { id: 'angus', name: 'Fusilier Angus' },
      { id: 'doctor', name: 'Fusilier Doctor', attributes: { WIP: 13 }, skills: ['doctor'] },
      { id: 'doctor2w', name: 'Trauma-Doc', attributes: { WIP: 13 }, skills: ['doctor-2w'] },
      { id: 'paramedic', name: 'Fusilier Paramedic', skills: ['medikit'] },
      { id: 'engineer', name: 'Fusilier Engineer', attributes: { WIP: 13 }, skills: ['engineer'] },
      { id: 'mechanic', name: 'Fusilier with a GizmoKit', skills: ['gizmokit'] },
      {
        id: 'remote',
        name: 'Palbot Remote',
        type: 'REM',
        attributes: { W: remoteStr, structure: true, PH: 8, ARM: 1, BTS: 3 },
      },
    ]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});

/** The Morat shoots `patient` at 12": `dice` (SV 15), then the patient's saves. */
export const moratShoots = (patient: string, dice: readonly number[], saves: readonly number[]): OrderScript => ({
  trooper: 'morat',
  first: { skill: 'idle' },
  table: [
    { fact: 'lof', from: 'morat', to: patient, value: true },
    { fact: 'range', from: 'morat', to: patient, inches: 12 },
  ],
  second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: patient, burst: 3 }] },
  dice: { morat: dice },
  saves: { [patient]: saves },
});

/**
 * The Combined Army's turn that leaves `patient` with one Wound (Unconscious at W/STR 1), then
 * PanOceania's turn starts. One hit (a 4 against SV 15); the save fails: N5 a 15 against ARM 1 +
 * PS 7, N4 a 5 against the Attack Damage 12 (an N4 save passes above it).
 */
export const downed = (patient: string, edition: Edition, guts?: number): GameCommand[] => [
  ...turn('combined', {
    ...moratShoots(patient, [4, 18, 19], [edition === 'n5' ? 15 : 5]),
    // A patient the Wound did not put down owes a Guts Roll.
    ...(guts === undefined ? {} : { guts: { [patient]: { roll: guts } } }),
  }),
  { type: 'end-turn' },
  { type: 'start-turn', player: 'panoceania' },
];

/** `user` Idles, then uses `skill` on `patient` in Silhouette contact; `dice` are the roller's. */
export const support = (
  user: string,
  skill: 'doctor' | 'engineer' | 'medikit' | 'gizmokit',
  patient: string,
  dice: readonly number[],
  contact = true,
): OrderScript => ({
  trooper: user,
  // A Short Skill: after a Basic Short Skill in N5 (an Idle here), with a Short Movement Skill in N3/N4.
  first: { skill: 'idle' },
  second: { skill, target: patient },
  table2: user === patient ? [] : [{ fact: 'base-contact', a: user, b: patient, value: contact }],
  dice: dice.length === 0 ? {} : { [skill === 'medikit' || skill === 'gizmokit' ? patient : user]: dice },
});
