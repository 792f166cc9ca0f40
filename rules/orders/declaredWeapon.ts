import { weaponAsFired, type WeaponProfile } from '../profiles/index.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/** The weapon an attack declaration names, among the trooper's (as listed); undefined for other skills or a weapon it does not carry. */
export const listedWeapon = (
  weapons: readonly WeaponProfile[],
  declaration: SkillDeclaration,
): WeaponProfile | undefined => {
  switch (declaration.skill) {
    case 'bs-attack':
    case 'cc-attack':
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'berserk':
      return weapons.find((w) => w.id === declaration.weapon);
    case 'move':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'dodge':
    case 'reset':
    case 'idle':
    case 'discover':
    case 'change-facing':
    case 'comms-attack':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'extract':
    case 'pick-up':
    case 'drop':
    case 'hack-console':
      return undefined;
  }
};

/**
 * The weapon an attack declaration names, as it fires with the declared ammunition (a BS
 * Attack's `ammo` picks the mode). A weapon with a choice and no valid ammunition declared comes
 * back as listed: ammoRefusal refuses that declaration before anything reads it.
 */
export const declaredWeapon = (
  weapons: readonly WeaponProfile[],
  declaration: SkillDeclaration,
): WeaponProfile | undefined => {
  const listed = listedWeapon(weapons, declaration);
  if (listed === undefined) return undefined;
  return weaponAsFired(listed, declaration.skill === 'bs-attack' ? declaration.ammo : undefined) ?? listed;
};
