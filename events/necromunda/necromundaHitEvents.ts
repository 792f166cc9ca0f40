import * as t from 'io-ts';
import { ApC, CharacteristicC, CountC, D6FaceC, D6TargetC, HitNumberC, RulesC } from './necromundaPrimitives.ts';
import { NecromundaWeaponC } from './necromundaWeapon.ts';

/** Where a hit comes from: an attack, a fall (measured, rounded up), or a fighter Thrown Clear of a wreck. */
export const HitSourceC = t.union([
  t.readonly(t.type({ kind: t.literal('attack') })),
  t.readonly(t.type({ kind: t.literal('fall'), inches: t.number, roundedInches: CountC })),
  t.readonly(t.type({ kind: t.literal('thrown-clear'), vehicle: t.string, vehicleWasMobile: t.boolean })),
]);
export type HitSource = t.TypeOf<typeof HitSourceC>;

/** The facing a hit on a vehicle is wounded against: the one the players gave, or the toughest in doubt. */
export const HitFacingC = t.union([
  t.null,
  t.readonly(t.type({ facing: t.keyof({ front: null, side: null, rear: null }), inDoubt: t.boolean })),
]);

/** A hit the players declared: who, on whom, with what, and the facts that shape its rolls. */
export const HitDeclaredC = t.readonly(
  t.type({
    type: t.literal('HitDeclared'),
    hit: HitNumberC,
    /** Who made the attack; null for a fall or a fighter Thrown Clear. */
    attacker: t.union([t.string, t.null]),
    target: t.string,
    source: HitSourceC,
    /** A vehicle target's facing (necromunda/wound-roll/vehicle-facing); null for a fighter. */
    facing: HitFacingC,
    weapon: NecromundaWeaponC,
    closeCombat: t.boolean,
    /** The modifier to the attack's hit roll the page gives: -2 for a Broken fighter's Reaction attack while Engaged. */
    /** The attack is a Reaction attack (the attacker is Engaged): a fact the players gave. */
    reaction: t.boolean,
    hitModifier: t.number,
    /** A vehicle target: the rule (outside the page) that lets the vehicle keep one of several dice, or null. */
    vehicleChooses: t.union([t.string, t.null]),
    /** A vehicle target: the rule (outside the page) that applies every Damage dice, or null. */
    applyAllDamage: t.union([t.string, t.null]),
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
