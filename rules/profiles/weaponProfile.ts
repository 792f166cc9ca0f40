/** Ammunition types the engine knows. PARA (N4/N5) is saved with PH, not with `save`. */
export type Ammo = 'N' | 'AP' | 'DA' | 'EXP' | 'Shock' | 'Smoke' | 'PARA';
export const AMMOS: readonly Ammo[] = ['N', 'AP', 'DA', 'EXP', 'Shock', 'Smoke', 'PARA'];

/** Templates: none, a Direct template placed at the user, an Impact template placed on the main target. */
export type TemplateKind = 'none' | 'direct-small-teardrop' | 'direct-large-teardrop' | 'direct-circular' | 'impact-small-teardrop' | 'impact-large-teardrop' | 'impact-circular';

/** `cc`: usable in Close Combat besides its ranges (N4/N5 Pistols). */
export type WeaponTrait = 'disposable' | 'deployable' | 'expendable' | 'suppressive-fire' | 'no-lof-needed' | 'cc';

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
}
