import * as t from 'io-ts';
import { ApC, CharacteristicC, DamageC } from './necromundaPrimitives.ts';

/** A weapon's profile as the Resolve Hits page reads it. */
export const NecromundaWeaponC = t.readonly(
  t.type({
    name: t.string,
    strength: CharacteristicC,
    ap: ApC,
    damage: DamageC,
    /** Its traits as written (shown in the audit); the ones that matter here are fields of the hit. */
    traits: t.readonlyArray(t.string),
  }),
  'NecromundaWeapon',
);
export type NecromundaWeapon = t.TypeOf<typeof NecromundaWeaponC>;
