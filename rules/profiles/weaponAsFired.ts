import type { Ammo, WeaponProfile } from './weaponProfile.ts';

/** The ammunition a weapon offers: its modes' in order, or its one ammunition. */
export const ammoOffered = (weapon: WeaponProfile): readonly Ammo[] =>
  weapon.modes === undefined || weapon.modes.length === 0 ? [weapon.ammo] : weapon.modes.map((m) => m.ammo);

/** Whether an attack with this weapon must name its ammunition (it offers more than one). */
export const ammoChoiceNeeded = (weapon: WeaponProfile): boolean => ammoOffered(weapon).length > 1;

/**
 * The weapon as it fires with the declared ammunition: the mode's ammunition, Burst, DAM/PS and
 * traits over the weapon's. A one-ammunition weapon fires as listed when none is named (or its
 * own is). Undefined when the ammunition is not one the weapon offers, or when a weapon with a
 * choice is given none.
 */
export const weaponAsFired = (weapon: WeaponProfile, ammo: Ammo | undefined): WeaponProfile | undefined => {
  const modes = weapon.modes;
  if (modes === undefined || modes.length === 0) return ammo === undefined || ammo === weapon.ammo ? weapon : undefined;
  if (ammo === undefined) return modes.length === 1 ? weaponAsFired(weapon, modes[0]?.ammo) : undefined;
  const mode = modes.find((m) => m.ammo === ammo);
  if (mode === undefined) return undefined;
  return {
    id: weapon.id,
    name: mode.name === undefined ? weapon.name : `${weapon.name} (${mode.name})`,
    burst: mode.burst ?? weapon.burst,
    ammo: mode.ammo,
    save: weapon.save,
    ...((mode.damage ?? weapon.damage) === undefined ? {} : { damage: mode.damage ?? weapon.damage }),
    ...((mode.ps ?? weapon.ps) === undefined ? {} : { ps: mode.ps ?? weapon.ps }),
    ranges: weapon.ranges,
    template: weapon.template,
    traits: mode.traits ?? weapon.traits,
    ...(weapon.uses === undefined ? {} : { uses: weapon.uses }),
  };
};
