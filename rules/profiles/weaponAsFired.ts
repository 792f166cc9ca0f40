import type { Ammo, WeaponBonus, WeaponProfile } from './weaponProfile.ts';

/** The ammunition a weapon offers: its modes' in order, or its one ammunition. */
export const ammoOffered = (weapon: WeaponProfile): readonly Ammo[] =>
  weapon.modes === undefined || weapon.modes.length === 0 ? [weapon.ammo] : weapon.modes.map((m) => m.ammo);

/** Whether an attack with this weapon must name its ammunition (it offers more than one). */
export const ammoChoiceNeeded = (weapon: WeaponProfile): boolean => ammoOffered(weapon).length > 1;

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** How a bonus is printed in brackets: "(+1B)", "(+1 Damage)". */
export const bonusName = (bonus: WeaponBonus): string =>
  [
    ...(bonus.burst === undefined || bonus.burst === 0 ? [] : [`${signed(bonus.burst)}B`]),
    ...(bonus.damage === undefined || bonus.damage === 0 ? [] : [`${signed(bonus.damage)} Damage`]),
  ].join(', ');

/**
 * The weapon with its bracketed bonus in its numbers: the Burst plus the Burst bonus; DAM plus the
 * Damage bonus (N3/N4), PS minus it (N5, PS = 20 - DAM). The result says what it applied
 * (`bonusApplied`) and carries no `bonus`, so applying it again changes nothing.
 */
const withBonus = (weapon: WeaponProfile): WeaponProfile => {
  const bonus = weapon.bonus;
  if (bonus === undefined || bonusName(bonus) === '') return weapon;
  const { bonus: _applied, ...rest } = weapon;
  const b = bonus.burst ?? 0;
  const d = bonus.damage ?? 0;
  return {
    ...rest,
    name: `${weapon.name} (${bonusName(bonus)})`,
    burst: weapon.burst + b,
    ...(weapon.damage === undefined ? {} : { damage: weapon.damage + d }),
    ...(weapon.ps === undefined ? {} : { ps: weapon.ps - d }),
    bonusApplied: bonus,
  };
};

/**
 * The weapon as it fires with the declared ammunition: the mode's ammunition, Burst, DAM/PS and
 * traits over the weapon's, then its bracketed bonus (withBonus). A one-ammunition weapon fires as
 * listed when none is named (or its own is). Undefined when the ammunition is not one the weapon
 * offers, or when a weapon with a choice is given none.
 */
export const weaponAsFired = (weapon: WeaponProfile, ammo: Ammo | undefined): WeaponProfile | undefined => {
  const modes = weapon.modes;
  if (modes === undefined || modes.length === 0)
    return ammo === undefined || ammo === weapon.ammo ? withBonus(weapon) : undefined;
  if (ammo === undefined) return modes.length === 1 ? weaponAsFired(weapon, modes[0]?.ammo) : undefined;
  const mode = modes.find((m) => m.ammo === ammo);
  if (mode === undefined) return undefined;
  return withBonus({
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
    ...(weapon.bonus === undefined ? {} : { bonus: weapon.bonus }),
  });
};
