/**
 * Ammunition types the engine knows. PARA (N4/N5) is saved with PH, not with `save`; E/M (N4/N5)
 * always with BTS, halved.
 */
/** Stun (N4/N5): a failed save causes Stunned, no Wound (rules/combat/stunned.ts). */
export type Ammo = 'N' | 'AP' | 'DA' | 'EXP' | 'Shock' | 'Smoke' | 'PARA' | 'E/M' | 'Eclipse' | 'Stun';
export const AMMOS: readonly Ammo[] = ['N', 'AP', 'DA', 'EXP', 'Shock', 'Smoke', 'PARA', 'E/M', 'Eclipse', 'Stun'];

/** Smoke and Eclipse (Smoke that Visors cannot see through): non-lethal, no Saving Roll, a template left on the table. */
export const isSmokeAmmo = (ammo: Ammo): boolean => ammo === 'Smoke' || ammo === 'Eclipse';

/** Templates: none, a Direct template placed at the user, an Impact template placed on the main target. */
export type TemplateKind =
  | 'none'
  | 'direct-small-teardrop'
  | 'direct-large-teardrop'
  | 'direct-circular'
  | 'impact-small-teardrop'
  | 'impact-large-teardrop'
  | 'impact-circular';

/** `cc`: usable in Close Combat besides its ranges (N4/N5 Pistols); `continuous-damage` the N5 Trait. */
export type WeaponTrait =
  | 'disposable'
  | 'deployable'
  | 'expendable'
  | 'suppressive-fire'
  | 'no-lof-needed'
  | 'cc'
  /** N5: a failed save makes the target keep saving until one passes or it is Dead (rules/effects/continuousDamage.ts). */
  | 'continuous-damage';

/**
 * One range band: distances above the previous band's `upTo` and up to this `upTo` (inches)
 * take `mod`. Works for N3's per-weapon ranges and for N4/N5's fixed 8-inch bands alike.
 * A distance beyond the last band is out of range.
 */
export interface RangeBand {
  readonly upTo: number;
  readonly mod: number;
}

/**
 * One firing mode of a weapon with several (a MULTI weapon's "AP Mode", "Anti-materiel Mode"...):
 * its ammunition names it, and it may fire with its own Burst, DAM/PS and traits. What it does not
 * give is the weapon's.
 */
export interface WeaponMode {
  readonly ammo: Ammo;
  readonly name?: string;
  readonly burst?: number;
  readonly damage?: number;
  readonly ps?: number;
  readonly traits?: readonly WeaponTrait[];
}

/**
 * A bonus printed in round brackets with a weapon of a profile ("Combi Rifle (+1B)", "+1 Damage"):
 * it applies only when that weapon is used. `burst` adds to its Burst; `damage` adds to N3/N4's
 * DAM and, PS being 20 - DAM, takes as much off N5's PS (reading). See weaponAsFired.
 */
export interface WeaponBonus {
  readonly burst?: number;
  readonly damage?: number;
}

/**
 * A weapon as the edition prints it. `damage` is N3/N4's DAM; `ps` is N5's Protection Strength
 * (PS = 20 − DAM). A profile carries the one its edition uses; PARA ammunition needs neither (its
 * roll is PH-6) and ignores `save`.
 */
export interface WeaponProfile {
  readonly id: string;
  readonly name: string;
  readonly burst: number;
  readonly ammo: Ammo;
  readonly save: 'ARM' | 'BTS';
  readonly damage?: number;
  readonly ps?: number;
  readonly ranges: readonly RangeBand[];
  readonly template: TemplateKind;
  readonly traits: readonly WeaponTrait[];
  /** Number of uses for a Disposable weapon (e.g. Panzerfaust 2). */
  readonly uses?: number;
  /**
   * A weapon with a choice of ammunition or firing modes lists them here (each ammunition once),
   * and an attack with it declares which (`ammo`); `ammo` above is then the first mode's.
   */
  readonly modes?: readonly WeaponMode[];
  /** A bonus in brackets with this weapon on the trooper's profile (applied as fired). */
  readonly bonus?: WeaponBonus;
  /** Only on a weapon as fired (weaponAsFired): the bonus already in its Burst and DAM/PS, for the rulings to cite. */
  readonly bonusApplied?: WeaponBonus;
}
