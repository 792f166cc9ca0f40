import type { GameCommand, GameInput } from '../../machines/index.ts';
import type { OrderScript } from './orderScript.ts';
import { armyOf, MORAT } from './seedTroopers.ts';

// The Supplies table (test/scenarios/supplies.test.ts): PanOceania's Engineer (WIP 13, a
// Specialist), Doctor (WIP 11, a Specialist with +3 on the extraction) and Fusilier Angus (no
// Specialist); the Combined Army's Morat. The numbers are ours (the pages give none).
export const suppliesGame = (): GameInput => ({
  edition: 'n5',
  title: 'Supplies',
  armies: [
    armyOf('n5', 'panoceania', 'angus', [
      { id: 'angus', name: 'Fusilier Angus' },
      { id: 'engineer', name: 'Fusilier Engineer', attributes: { WIP: 13 }, skills: ['engineer'] },
      { id: 'doctor', name: 'Fusilier Doctor', attributes: { WIP: 11 }, skills: ['doctor'] },
    ]),
    armyOf('n5', 'combined', 'morat', [MORAT]),
  ],
  mission: { id: 'n5/missions/supplies', classified: [] },
});

/** `user` Idles, then extracts the Supply Box of `coffin` in Silhouette contact (`contact`); `dice`: its WIP Roll. */
export const extract = (user: string, coffin: string, dice: readonly number[], contact = true): OrderScript => ({
  trooper: user,
  first: { skill: 'idle' },
  second: { skill: 'extract', objective: coffin },
  table2: [{ fact: 'base-contact', a: user, b: coffin, value: contact }],
  dice: dice.length === 0 ? {} : { [user]: dice },
});

/** `user` Idles, then picks up `box` (from the ground, or `from` its carrier) in Silhouette contact. */
export const pickUp = (user: string, box: string, from?: string): OrderScript => ({
  trooper: user,
  first: { skill: 'idle' },
  second: { skill: 'pick-up', item: box, ...(from === undefined ? {} : { from }) },
  table2: [{ fact: 'base-contact', a: user, b: from ?? box, value: true }],
});

/** `user` Idles, then drops `box`. */
export const drop = (user: string, box: string): OrderScript => ({
  trooper: user,
  first: { skill: 'idle' },
  second: { skill: 'drop', item: box },
});

/** The commands up to the declaration of `o`'s second skill (its refusal is what a test reads). */
export const upToSecond = (o: OrderScript): GameCommand[] => [
  { type: 'activate', trooper: o.trooper },
  { type: 'declare', trooper: o.trooper, declaration: o.first },
  { type: 'end-aros' },
  { type: 'declare', trooper: o.trooper, declaration: o.second ?? { skill: 'idle' } },
];
