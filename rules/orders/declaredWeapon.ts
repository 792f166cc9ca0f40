import type { WeaponProfile } from '../profiles/index.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/** The weapon an attack declaration names, among the trooper's; undefined for other skills or a weapon it does not carry. */
export const declaredWeapon = (weapons: readonly WeaponProfile[], declaration: SkillDeclaration): WeaponProfile | undefined => {
  switch (declaration.skill) {
    case 'bs-attack':
    case 'cc-attack':
    case 'intuitive-attack':
    case 'speculative-fire':
      return weapons.find((w) => w.id === declaration.weapon);
    case 'move':
    case 'dodge':
    case 'reset':
    case 'idle':
    case 'discover':
    case 'change-facing':
    case 'comms-attack':
      return undefined;
  }
};
