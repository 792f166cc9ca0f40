import * as t from 'io-ts';
import {
  ApC,
  CharacteristicC,
  CountC,
  D6FaceC,
  D6TargetC,
  DamageC,
  HitNumberC,
  RulesC,
} from './necromundaPrimitives.ts';

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

/** A hit the players declared: who, on whom, with what, and the facts that shape its rolls. */
export const HitDeclaredC = t.readonly(
  t.type({
    type: t.literal('HitDeclared'),
    hit: HitNumberC,
    attacker: t.string,
    target: t.string,
    weapon: NecromundaWeaponC,
    closeCombat: t.boolean,
    /** Positive save modifiers, summed (cover, a Refractor field…): 0 when none. */
    saveBonus: CountC,
    /** The weapon trait that allows no save, when the weapon has one. */
    noSaveTrait: t.union([t.string, t.null]),
    /** Injury dice the trait of a Damage '–' weapon causes on a wound (0 for a weapon with Damage). */
    traitInjuryDice: CountC,
    rules: RulesC,
  }),
  'HitDeclared',
);
export type HitDeclared = t.TypeOf<typeof HitDeclaredC>;

/** The wound roll: the table's row for S against T, the die, and whether it wounded. */
export const WoundRolledC = t.readonly(
  t.type({
    type: t.literal('WoundRolled'),
    hit: HitNumberC,
    fighter: t.string,
    strength: CharacteristicC,
    toughness: CharacteristicC,
    row: t.keyof({ 'double-or-more': null, greater: null, equal: null, lower: null, 'half-or-lower': null }),
    needs: D6TargetC,
    die: D6FaceC,
    success: t.boolean,
    rules: RulesC,
  }),
  'WoundRolled',
);
export type WoundRolled = t.TypeOf<typeof WoundRolledC>;

const SaveInputs = {
  hit: HitNumberC,
  fighter: t.string,
  armour: t.union([D6TargetC, t.literal('none')]),
  ap: ApC,
  bonus: CountC,
};

/** A save roll made: its modified target, the die, and whether the hit was saved. */
export const SaveRolledC = t.readonly(
  t.type({
    type: t.literal('SaveRolled'),
    ...SaveInputs,
    needs: D6TargetC,
    /** The target before it was kept within 2+ (docs/rulings.md, Necromunda). */
    modified: t.number,
    die: D6FaceC,
    success: t.boolean,
    rules: RulesC,
  }),
  'SaveRolled',
);
export type SaveRolled = t.TypeOf<typeof SaveRolledC>;

/** No save could be made for a wounding hit, and why: a trait, no armour, or AP past the armour. */
export const SaveDeniedC = t.readonly(
  t.type({
    type: t.literal('SaveDenied'),
    ...SaveInputs,
    reason: t.keyof({ 'trait-forbids': null, 'no-armour': null, 'cancelled-by-ap': null }),
    /** The target the modifiers reached, when AP cancelled the save. */
    modified: t.union([t.number, t.null]),
    rules: RulesC,
  }),
  'SaveDenied',
);
export type SaveDenied = t.TypeOf<typeof SaveDeniedC>;
