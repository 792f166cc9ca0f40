import type { NecromundaEvent, NecromundaWeapon } from '../../../events/necromunda/index.ts';
import type { NecromundaCommand } from '../../../machines/necromunda/index.ts';
import { hit, LASGUN, newGame, play } from '../../machines/necromunda/necromundaScenario.ts';

export const BOLTGUN: NecromundaWeapon = {
  name: 'Boltgun',
  strength: 4,
  ap: -1,
  damage: 2,
  traits: ['Rapid Fire (1)'],
};

/**
 * A short skirmish on the sample fighters (Krug T4 W1 5+, Vex T3 W1 no armour, Grax T4 W2 4+):
 * 1. Vex's Lasgun on Krug: wounds (6 on 5+), save fails (2 on 5+), Seriously Injured.
 * 2. Vex's Boltgun on Grax: wounds (4 on 4+), save fails (3 on 5+), both Wounds gone, a Flesh Wound.
 * 3. Grax's Lasgun on Vex: misses (2 on 4+).
 * 4. Grax's Lasgun on Vex: wounds (5 on 4+), no armour, Out of Action.
 */
export const GAME: readonly NecromundaCommand[] = [
  hit('vex', 'krug', LASGUN),
  { type: 'roll-wound', die: 6 },
  { type: 'roll-save', die: 2 },
  { type: 'enter-injury', result: 'serious-injury' },
  hit('vex', 'grax', BOLTGUN),
  { type: 'roll-wound', die: 4 },
  { type: 'roll-save', die: 3 },
  { type: 'enter-injury', result: 'flesh-wound' },
  hit('grax', 'vex', LASGUN),
  { type: 'roll-wound', die: 2 },
  hit('grax', 'vex', LASGUN),
  { type: 'roll-wound', die: 5 },
  { type: 'enter-injury', result: 'out-of-action' },
];

/** The game's events, the start first, as a fresh session logs them. */
export const gameEvents = (commands: readonly NecromundaCommand[] = GAME): readonly NecromundaEvent[] => {
  const g = newGame();
  play(g, commands);
  return g.events();
};
