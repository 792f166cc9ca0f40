import type { Edition } from '../../rules/edition.ts';
import { armyOf, MORAT } from './seedTroopers.ts';

// The rerolls' table (test/scenarios/supportRerolls.test.ts): PanOceania's Trauma Doc (WIP 13,
// Doctor), a Doctor (ReRoll -3) (WIP 13), an Engineer (WIP 13), Fusilier Angus with a Cube,
// Fusilier Bipandra without one, a Remote Presence TAG pilot's Remote (STR 1) and a plain Remote.
// The numbers are ours (the pages give none).
export const rerollGame = (edition: Edition, commandTokens?: number) => ({
  edition,
  title: 'Rerolls of support rolls',
  ...(commandTokens === undefined ? {} : { commandTokens }),
  armies: [
    armyOf(edition, 'panoceania', 'bipandra', [
      { id: 'angus', name: 'Fusilier Angus (Cube)', skills: ['cube'] },
      { id: 'bipandra', name: 'Fusilier Bipandra' },
      { id: 'traumadoc', name: 'Trauma Doc', attributes: { WIP: 13 }, skills: ['doctor'] },
      {
        id: 'medic',
        name: 'Doctor (ReRoll -3)',
        attributes: { WIP: 13 },
        skills: ['doctor', 'doctor-reroll-3'],
      },
      {
        id: 'engineer',
        name: 'Engineer (ReRoll -3)',
        attributes: { WIP: 13 },
        skills: ['engineer', 'engineer-reroll-3'],
      },
      {
        id: 'remote',
        name: 'Remote (Remote Presence)',
        type: 'REM',
        attributes: { W: 1, structure: true, PH: 8, ARM: 1, BTS: 3 },
        skills: ['remote-presence'],
      },
    ]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});
