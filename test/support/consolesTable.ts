import type { GameInput } from '../../machines/index.ts';
import type { OrderScript } from './orderScript.ts';
import { armyOf, MORAT } from './seedTroopers.ts';

// The Supremacy table (test/scenarios/consoles.test.ts): PanOceania's Engineer (WIP 13, a
// Specialist), Hacker (WIP 12, a Specialist with +3 on the hack) and Fusilier Angus (no
// Specialist); the Combined Army's Morat and a Morat Hacker (WIP 13). The numbers are ours.
export const supremacyGame = (): GameInput => ({
  edition: 'n5',
  title: 'Supremacy',
  armies: [
    armyOf('n5', 'panoceania', 'angus', [
      { id: 'angus', name: 'Fusilier Angus' },
      { id: 'engineer', name: 'Fusilier Engineer', attributes: { WIP: 13 }, skills: ['engineer'] },
      { id: 'hacker', name: 'Fusilier Hacker', attributes: { WIP: 12 }, skills: ['hacker'] },
    ]),
    armyOf('n5', 'combined', 'morat', [
      MORAT,
      { id: 'zerat', name: 'Zerat Hacker', attributes: { WIP: 13 }, skills: ['hacker'] },
    ]),
  ],
  mission: { id: 'n5/missions/supremacy', classified: [] },
});

/** `user` Idles, then hacks `console` in Silhouette contact (`contact`); `dice`: its WIP Roll. */
export const hack = (user: string, console: string, dice: readonly number[], contact = true): OrderScript => ({
  trooper: user,
  first: { skill: 'idle' },
  second: { skill: 'hack-console', objective: console },
  table2: [{ fact: 'base-contact', a: user, b: console, value: contact }],
  dice: dice.length === 0 ? {} : { [user]: dice },
});
