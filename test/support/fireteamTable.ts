import type { GameCommand, GameInput } from '../../machines/index.ts';
import type { ArmyList, TrooperProfile } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from './troopers.ts';

/**
 * The table of the Fireteams scenarios (N5 wiki: Fireteams: Basic Rules, Fireteams in the Active
 * Turn, Fireteam Integrity, Fireteam Bonuses): a Core of three Fusiliers formed at deployment, an
 * Order Sergeant and a Wildcard for a Duo formed with a Command Token, a Fusilier listed for none.
 */
export const fusilier = (id: string, more: Partial<TrooperProfile> = {}): TrooperProfile => ({
  ...lineTrooper('n5', id, `Fusilier ${id}`, 12),
  unit: 'Fusilier',
  fireteams: ['core', 'haris'],
  ...more,
});
export const pano = (
  fireteams: ArmyList['fireteams'] = [{ id: 'alpha', kind: 'core', leader: 'f1', members: ['f1', 'f2', 'f3'] }],
): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    {
      id: 'g1',
      troopers: [
        fusilier('f1'),
        fusilier('f2'),
        fusilier('f3'),
        fusilier('ob', { unit: 'Order Sergeant', fireteams: ['duo'] }),
        fusilier('kirk', { unit: 'Kirk', fireteams: [], wildcard: true }),
        fusilier('lone', { fireteams: [] }),
      ],
    },
  ],
  ...(fireteams === undefined ? {} : { fireteams }),
});
export const input = (more: Partial<GameInput> = {}, fireteams?: ArmyList['fireteams']): GameInput => ({
  edition: 'n5',
  title: 'fireteams',
  armies: [pano(fireteams), army('yj', [lineTrooper('n5', 'y1', 'Zhanshi', 11)])],
  ...more,
});
export const start: GameCommand = { type: 'start-turn', player: 'pano' };
export const duo: GameCommand = {
  type: 'form-fireteam',
  fireteam: { id: 'bravo', kind: 'duo', leader: 'ob', members: ['ob', 'kirk'] },
};
export const moveOrder = (
  trooper: string,
  more: Partial<Extract<GameCommand, { type: 'activate' }>> = {},
): GameCommand[] => [
  { type: 'activate', trooper, fireteam: true, ...more },
  { type: 'declare', trooper, declaration: { skill: 'move' } },
  { type: 'end-aros' },
  { type: 'declare', trooper, declaration: { skill: 'move' } },
  { type: 'end-aros' },
];
