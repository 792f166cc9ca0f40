import { findWeapon, type ArmyList, type TrooperProfile, type WeaponProfile } from '../../rules/profiles/index.ts';
import type { Edition } from '../../rules/edition.ts';

const weapon = (edition: Edition, id: string): WeaponProfile => {
  const w = findWeapon(edition, id);
  if (w === undefined) throw new Error(`no ${id} in ${edition}`);
  return w;
};

/** A line trooper with a Combi Rifle; attributes from the Face to Face seed (BS 12 / BS 11). */
export const lineTrooper = (edition: Edition, id: string, name: string, bs: number, w = 1): TrooperProfile => ({
  id,
  name,
  unitType: 'LI',
  training: 'regular',
  attributes: { MOV: [4, 2], CC: 13, BS: bs, PH: 10, WIP: 12, ARM: 1, BTS: 0, W: w, structure: false, S: 2 },
  weapons: [weapon(edition, 'combi-rifle')],
  skills: [],
});

/** One Combat Group army; its first trooper is the Lieutenant unless told otherwise. */
export const army = (
  player: string,
  troopers: readonly TrooperProfile[],
  lieutenant: string | null = troopers[0]?.id ?? null,
): ArmyList => ({
  player,
  faction: player,
  lieutenant,
  groups: [{ id: `${player}-1`, troopers }],
});

/** The Fennec Fusilier (PanOceania) and the Senku(s) (Yu Jing) of the Face to Face seed. */
export const fennecAndSenku = (edition: Edition, senkus: readonly string[] = ['senku']): readonly ArmyList[] => [
  army('panoceania', [lineTrooper(edition, 'fennec', 'Fennec Fusilier', 12)]),
  army(
    'yu-jing',
    senkus.map((id) => lineTrooper(edition, id, id === 'senku' ? 'Senku' : `Senku ${id.slice(-1).toUpperCase()}`, 11)),
  ),
];
