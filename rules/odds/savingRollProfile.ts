import type { Edition } from '../edition.ts';
import { isSmokeAmmo, type HackingProgram } from '../profiles/index.ts';
import type { Ammo } from './ammo.ts';

/** What makes a weapon lethal: Damage in N3/N4, PS (Possibility of Survival) in N5. */
export type WeaponLethality =
  { readonly kind: 'damage'; readonly damage: number } | { readonly kind: 'ps'; readonly ps: number };

/** ARM or BTS; PH against PARA ammunition (its roll is PH-6). */
export type SaveAttribute = 'ARM' | 'BTS' | 'PH';

/**
 * One attack's Saving Roll as the target makes it: the weapon (lethality and ammunition)
 * against the target's ARM or BTS, with or without Partial Cover. Smoke needs no lethality;
 * PARA needs none either and is rolled against the target's PH.
 */
export interface SavingRollProfile {
  readonly edition: Edition;
  readonly lethality: WeaponLethality | null;
  readonly ammo: Ammo;
  readonly attribute: SaveAttribute;
  /** The target's ARM or BTS (before ammunition halves it), or its PH against PARA. */
  readonly value: number;
  readonly partialCover: boolean;
  /** A Hacking Program's hits (Carbonite): saved with BTS, a failure inflicts its state, no Wound. */
  readonly program?: HackingProgram;
}

/** The lethality kind an edition's weapons have. */
export const lethalityKind = (edition: Edition): WeaponLethality['kind'] => {
  switch (edition) {
    case 'n3':
    case 'n4':
      return 'damage';
    case 'n5':
      return 'ps';
  }
};

/** Throws a RangeError naming what does not fit the edition (a DAM in N5, a PS in N4, no lethality). */
export const checkSavingRollProfile = (profile: SavingRollProfile): void => {
  const { edition, lethality, ammo } = profile;
  if (!Number.isSafeInteger(profile.value) || profile.value < 0) {
    throw new RangeError(`${profile.attribute} must be a whole number of 0 or more, not ${String(profile.value)}`);
  }
  if ((ammo === 'PARA') !== (profile.attribute === 'PH')) {
    throw new RangeError(
      ammo === 'PARA'
        ? "a PARA roll is made against the target's PH"
        : `${ammo} ammunition is saved with ARM or BTS, not PH`,
    );
  }
  if (ammo === 'PARA' && edition === 'n3') throw new RangeError('PARA has no N3 rule in the sources read');
  if (ammo === 'E/M' && profile.attribute !== 'BTS') throw new RangeError('E/M ammunition is saved with BTS');
  if (ammo === 'E/M' && edition === 'n3') throw new RangeError('E/M has no N3 numbers in the sources read');
  if (profile.program !== undefined && profile.attribute !== 'BTS')
    throw new RangeError(`${profile.program.name} is saved with BTS`);
  if (lethality === null) {
    if (!isSmokeAmmo(ammo) && ammo !== 'PARA')
      throw new RangeError(
        `${ammo} ammunition needs the weapon's ${lethalityKind(edition) === 'damage' ? 'Damage' : 'PS'}`,
      );
    return;
  }
  const want = lethalityKind(edition);
  if (lethality.kind !== want) {
    throw new RangeError(
      want === 'ps'
        ? 'N5 weapons have PS, not Damage (PS = 20 - the N4 Damage)'
        : `${edition.toUpperCase()} weapons have Damage, not PS (Damage = 20 - the N5 PS)`,
    );
  }
  const value = lethality.kind === 'damage' ? lethality.damage : lethality.ps;
  if (!Number.isSafeInteger(value))
    throw new RangeError(`weapon ${lethality.kind === 'damage' ? 'Damage' : 'PS'} must be an integer`);
};
