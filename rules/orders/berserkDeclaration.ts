import { berserkCitation, berserkRefusal } from '../combat/berserk.ts';
import { ccSkillRefusal } from '../combat/ccSpecialSkills.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { areEnemies, trooperView, type TableView, type TrooperView } from '../table/tableView.ts';
import { isCcWeapon } from './attackWeaponRefusal.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/**
 * Why the active trooper may not declare this Berserk, or null: the skill on its profile (N4/N5),
 * a CC Weapon it carries, an enemy target, and its CC Special Skills the engine rolls (route and
 * Order structure are checked as for any skill).
 */
export const berserkDeclarationRefusal = (
  table: TableView,
  trooper: string,
  view: TrooperView,
  d: Extract<SkillDeclaration, { skill: 'berserk' }>,
): Refusal | null => {
  const edition = table.edition;
  const skill = berserkRefusal(edition, trooper, view.profile.skills);
  if (skill !== null) return skill;
  const weapon = view.profile.weapons.find((w) => w.id === d.weapon);
  if (weapon === undefined) return refuse(`${trooper} carries no ${d.weapon}`, berserkCitation(edition));
  if (!isCcWeapon(weapon))
    return refuse(`${weapon.name} is not a CC Weapon: Berserk makes a CC Attack`, berserkCitation(edition));
  if (trooperView(table, d.target) === undefined)
    return refuse(`there is no trooper ${d.target}`, berserkCitation(edition));
  if (!areEnemies(table, trooper, d.target))
    return refuse(`${d.target} is not an enemy of ${trooper}`, berserkCitation(edition));
  return ccSkillRefusal(edition, trooper, view.profile.skills);
};
