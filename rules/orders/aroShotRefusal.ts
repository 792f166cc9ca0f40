import * as E from 'fp-ts/lib/Either.js';
import type { Edition } from '../edition.ts';
import { inEdition } from '../editions/inEdition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TrooperView } from '../table/tableView.ts';
import { aroBurst } from '../combat/aroBurst.ts';
import { disposableUses } from '../combat/disposableUses.ts';
import { hasSuppressiveFireTrait, inSuppressiveFire, suppressiveFireMode } from '../combat/suppressiveFire.ts';
import { declaredWeapon } from './declaredWeapon.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/**
 * A BS Attack declared as an ARO: at the activated trooper, with a weapon the trooper carries and
 * uses left, no Twin Weapons (an Active Turn bonus), and no more shots than the ARO's Burst (1,
 * the weapon's with Total Reaction, B3 in Suppressive Fire). Null when it may be declared.
 */
export const aroShotRefusal = (
  edition: Edition,
  view: TrooperView,
  trooper: string,
  active: string,
  declaration: Extract<SkillDeclaration, { readonly skill: 'bs-attack' }>,
): Refusal | null => {
  if (declaration.targets.some((t) => t.target !== active))
    return refuse(
      `an ARO must target the activated trooper ${active}`,
      inEdition(edition, 'aro/target-activated-trooper'),
    );
  // As fired: the declared ammunition's mode sets the Burst (ammo checked above).
  const weapon = declaredWeapon(view.profile.weapons, declaration);
  if (weapon === undefined)
    return refuse(`${trooper} carries no ${declaration.weapon}`, inEdition(edition, 'orders/declaration-details'));
  // Twin Weapons' +1 B is an Active Turn bonus: an ARO declaring it is refused, never read as B1 silently.
  if (declaration.twin === true) {
    const copies = view.profile.weapons.filter((w) => w.id === weapon.id).length;
    return refuse(
      copies < 2
        ? `Twin Weapons needs two identical weapons and works in the Active Turn only: ${trooper} carries one ${weapon.name} and is reacting`
        : `Twin Weapons works in the Active Turn only: ${trooper}'s ARO fires one ${weapon.name}`,
      inEdition(edition, 'burst/twin-weapons'),
    );
  }
  const uses = disposableUses(edition, {
    trooper,
    weapon,
    copies: view.profile.weapons.filter((w) => w.id === weapon.id).length,
    spentUses: view.spentUses,
    weaponsFired: 1,
  });
  if (E.isLeft(uses)) return uses.left;
  // The Burst declared is the Burst rolled: more than the ARO's is refused, never cut silently.
  // In Suppressive Fire a weapon with the Trait fires in SF Mode: B3 in ARO.
  const sf = inSuppressiveFire(view.states) && hasSuppressiveFireTrait(weapon);
  const b = aroBurst(edition, sf ? suppressiveFireMode(weapon) : weapon, view.profile, sf);
  const shots = declaration.targets.reduce((n, t) => n + t.burst, 0);
  const last = b.steps[b.steps.length - 1];
  if (shots > b.burst)
    return refuse(
      `${shots} shots declared in ARO, but ${weapon.name} has B${b.burst} there (${last?.reason ?? 'in ARO the Burst is 1'})`,
      last?.citation ?? inEdition(edition, 'burst/aro'),
    );
  return null;
};
