import * as E from 'fp-ts/lib/Either.js';
import { airborneDeclarationRefusal } from '../deployment/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import { canDeclare } from '../combat/allowedSkills.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { isNull } from '../table/trooperState.ts';
import { areEnemies, trooperView, type TableView } from '../table/tableView.ts';
import { declaredCategory, skillStructureCitation, type SkillCategory } from './skillCategory.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';
import { burstFor } from '../combat/burstFor.ts';
import { disposableUses } from '../combat/disposableUses.ts';
import { statesCitation } from '../combat/stateCitation.ts';
import { suppressiveFireRefusal } from '../combat/suppressiveFire.ts';
import { speculativeAttackRefusal } from '../combat/speculativeAttack.ts';
import { intuitiveAttackRefusal } from '../combat/intuitiveAttack.ts';
import { ccSkillRefusal } from '../combat/ccSpecialSkills.ts';
import { attackAmmoRefusal } from './ammoRefusal.ts';
import { smokeAtPointRefusal } from '../combat/smokeAtPoint.ts';
import { attackWeaponRefusal } from './attackWeaponRefusal.ts';
import { declaredWeapon } from './declaredWeapon.ts';
import { commsAttackRefusal } from './commsAttackRefusal.ts';
import { pendingPointRefusal } from './pendingFiringPoint.ts';
import { routeRefusal } from './routeRefusal.ts';
import { berserkDeclarationRefusal } from './berserkDeclaration.ts';

const details = (edition: Edition): CitationId => inEdition(edition, 'orders/declaration-details');

/** Which second skills may follow a first one (N5 fixes the order; N3/N4 allow either order). */
const combinationAllowed = (edition: Edition, first: SkillCategory, second: SkillCategory): boolean => {
  switch (edition) {
    case 'n5':
      return first === 'basic-short' && (second === 'basic-short' || second === 'short');
    case 'n3':
    case 'n4':
      return (
        (first === 'short-movement' && (second === 'short-movement' || second === 'short')) ||
        (first === 'short' && second === 'short-movement')
      );
  }
};

/**
 * Whether the active trooper may declare this skill at this point of its Order: it must exist
 * and be able to act, the skill must fit the Order's structure, and an attack must name a weapon
 * it carries and enemy targets with the Burst split fixed up front.
 */
export const declarationRefusal = (
  table: TableView,
  trooper: string,
  declaration: SkillDeclaration,
  first: SkillDeclaration | null,
  /** A Coordinated Order fixes the Burst (see coordinatedBurst). */
  expectedBurst?: number,
): Refusal | null => {
  const edition = table.edition;
  const view = trooperView(table, trooper);
  if (view === undefined) return refuse(`there is no trooper ${trooper}`, details(edition));
  if (isNull(view.states))
    return refuse(`${trooper} is ${view.states.join(', ')} and cannot act`, skillStructureCitation(edition));
  const allowed = canDeclare(edition, view.states, declaration.skill);
  if (E.isLeft(allowed)) return allowed.left.refusal;
  const airborne = airborneDeclarationRefusal(table, trooper, declaration);
  if (airborne !== null) return airborne;
  // A trooper out of play is off the table: no skill names it (docs/rulings.md "Orders ruled by the players").
  const named =
    declaration.skill === 'bs-attack' || declaration.skill === 'comms-attack'
      ? declaration.targets.map((t) => t.target)
      : 'target' in declaration
        ? [declaration.target]
        : [];
  const gone = named.find((t) => trooperView(table, t)?.states.includes('out-of-play') === true);
  if (gone !== undefined)
    return refuse(
      `${gone} is out of play (an Order ruled by the players took it off the table): no skill can name it`,
      statesCitation(edition),
    );
  const skills = view.profile.skills;
  const category = declaredCategory(edition, declaration, skills);
  if (first === null) {
    if (edition === 'n5' && category === 'short') {
      return refuse(
        `${declaration.skill} is a Short Skill: in N5 it can only be the second skill, after a Basic Short Skill`,
        'n5/orders/structure',
      );
    }
  } else {
    // A BS Attack declared first that fires from a point of the Move to come needs that Move.
    const pending = pendingPointRefusal(edition, trooper, declaration, [first]);
    if (pending !== null) return pending;
    if (!combinationAllowed(edition, declaredCategory(edition, first, skills), category)) {
      return refuse(`${first.skill} then ${declaration.skill} is not a valid Order`, skillStructureCitation(edition));
    }
  }
  if (declaration.skill === 'speculative-fire' || declaration.skill === 'intuitive-attack') {
    const weaponRefusal =
      declaration.skill === 'speculative-fire'
        ? speculativeAttackRefusal(edition, trooper, view.profile.weapons, declaration.weapon)
        : intuitiveAttackRefusal(edition, trooper, view.profile.weapons, declaration.weapon);
    if (weaponRefusal !== null) return weaponRefusal;
    if (trooperView(table, declaration.target) === undefined)
      return refuse(`there is no trooper ${declaration.target}`, details(edition));
    if (!areEnemies(table, trooper, declaration.target))
      return refuse(`${declaration.target} is not an enemy of ${trooper}`, details(edition));
    return null;
  }
  if (declaration.skill === 'suppressive-fire')
    return suppressiveFireRefusal(edition, trooper, view.profile.weapons, declaration.weapon, declaration.ammo);
  const route = routeRefusal(edition, view, trooper, declaration, first === null ? [] : [first]);
  if (route !== null) return route;
  if (declaration.skill === 'comms-attack') return commsAttackRefusal(table, trooper, declaration, null);
  const ammo = attackAmmoRefusal(edition, view.profile.weapons, declaration);
  if (ammo !== null) return ammo;
  if (declaration.skill === 'berserk') return berserkDeclarationRefusal(table, trooper, view, declaration);
  const kind = attackWeaponRefusal(edition, view.profile.weapons, declaration);
  if (kind !== null) return kind;
  if (declaration.skill === 'cc-attack' && !view.profile.weapons.some((w) => w.id === declaration.weapon))
    return refuse(`${trooper} carries no ${declaration.weapon}`, details(edition));
  if (declaration.skill === 'cc-attack') {
    const cc = ccSkillRefusal(edition, trooper, view.profile.skills);
    if (cc !== null) return cc;
  }
  if (declaration.skill === 'bs-attack') {
    // As fired: the declared ammunition's mode sets the Burst (ammo checked above).
    const weapon = declaredWeapon(view.profile.weapons, declaration);
    if (weapon === undefined) return refuse(`${trooper} carries no ${declaration.weapon}`, details(edition));
    if (declaration.point !== undefined) {
      const atPoint = smokeAtPointRefusal(edition, weapon, declaration.point, declaration.targets.length);
      if (atPoint !== null) return atPoint;
    } else if (declaration.targets.length === 0)
      return refuse('a BS Attack names at least one target', details(edition));
    const seen = new Set<string>();
    for (const t of declaration.targets) {
      if (seen.has(t.target))
        return refuse(`${t.target} is named twice: give its whole share of the Burst once`, details(edition));
      seen.add(t.target);
      if (trooperView(table, t.target) === undefined)
        return refuse(`there is no trooper ${t.target}`, details(edition));
      if (!areEnemies(table, trooper, t.target))
        return refuse(`${t.target} is not an enemy of ${trooper}`, details(edition));
    }
    const shots = declaration.targets.reduce((n, t) => n + t.burst, 0);
    const copies = view.profile.weapons.filter((w) => w.id === weapon.id).length;
    const twin = inEdition(edition, 'burst/twin-weapons');
    if (declaration.twin === true && copies < 2)
      return refuse(`Twin Weapons needs two identical weapons: ${trooper} carries one ${weapon.name}`, twin);
    const b = burstFor(edition, {
      weaponBurst: weapon.burst,
      ...(weapon.bonusApplied?.burst === undefined ? {} : { weaponBonus: weapon.bonusApplied.burst }),
      turn: 'active',
      twinWeapons: declaration.twin === true,
      entireOrder: false,
      totalReaction: false,
    });
    const uses = disposableUses(edition, {
      trooper,
      weapon,
      copies,
      spentUses: view.spentUses,
      weaponsFired: b.weaponsFired,
    });
    if (E.isLeft(uses)) return uses.left;
    // A throw at a point rolls one die, whatever the Burst (rules/resolution/smokePointPlan.ts).
    if (declaration.point !== undefined) return null;
    const burst = expectedBurst ?? b.burst;
    if (shots > burst) return refuse(`${shots} shots declared but ${weapon.name} has B${burst}`, details(edition));
    if ((edition !== 'n3' || expectedBurst !== undefined) && shots < burst)
      return refuse(`in the Active Turn the whole Burst (B${burst}) must be used; ${shots} declared`, details(edition));
  }
  return null;
};
