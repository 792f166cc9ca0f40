/*
 * Decisions (facts.md §3, §4):
 * - AP halves the ARM/BTS attribute first (rounding up); the Partial Cover bonus is added after.
 * - PARA (N4/N5): each hit forces a Normal Roll against PH-6 instead of ARM/BTS (a Critical adds
 *   one, as for any ammunition); a failed roll puts the target in IMM-A, no Wound. Partial Cover
 *   adds its +3 to that roll as to any Saving Roll (not for template hits) — UNCONFIRMED. An SV
 *   below 1 fails with no roll. N3 has no PARA rule in the sources: its attacks are refused
 *   before they are made (rules/orders/ammoRefusal.ts), and a spec for one is a RangeError.
 * - Templates get no cover bonus on the save in every edition (N3 rulebook; N4/N5 read as the
 *   public calculators apply it — UNCONFIRMED). The -3 BS for cover still applies to the roll.
 * - Rolls per hit are the same in every edition: N, AP, Shock 1; DA 2, E/M 2; EXP 3; Smoke 0 (no damage).
 * - E/M (N4/N5): always against BTS, halved (rounding up) as AP does, against the weapon's DAM/PS;
 *   a failure inflicts no Wound but Isolated, and IMM-B too on a HI, TAG or REM (N5 adds VH,
 *   a unit type this engine does not list). Partial Cover counts as for any saving roll. N3 E/M
 *   is refused at declaration (no N3 numbers in the sources): a spec for it is a RangeError.
 * - Stun (N4/N5): saved like N against the weapon's attribute (N5: one roll per hit, N4: two); a
 *   failure inflicts no Wound but Stunned. N3 Stun is refused at declaration: a spec is a RangeError.
 * - A profile without the edition's number (DAM in N3/N4, PS in N5) is a data error: RangeError.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { Ammo, UnitType, WeaponProfile } from '../profiles/index.ts';
import { partialCoverCitation } from './bsAttackMods.ts';
import { ammoCitation, savingRollCitation } from './ammoCitation.ts';

export { ammoCitation, savingRollCitation } from './ammoCitation.ts';
import { bonusCitation } from './weaponBonus.ts';
import { FIREWALL_SAVE_MOD, firewallCitation } from './firewall.ts';
import type { TrooperState as AnyState } from './trooperState.ts';

/** A state a failed saving roll puts a trooper in instead of a Wound. */
export type SaveState = Extract<AnyState, 'imm-a' | 'imm-b' | 'isolated' | 'stunned' | 'targeted'>;

/**
 * What a failed saving roll inflicts: a Wound, or a state instead (PARA: IMM-A; E/M: Isolated,
 * with IMM-B on some unit types; Carbonite: IMM-B).
 */
export type SaveFailure = 'wound' | 'imm-a' | 'imm-b' | 'isolated' | 'stunned' | 'targeted';

/** How a d20 is read against the save, per edition. */
export type SaveThreshold =
  | { readonly kind: 'none' }
  /** A Normal Roll against an attribute with MODs (PARA: PH-6): saved when face ≤ sv; below 1 fails unrolled. */
  | { readonly kind: 'attribute-roll'; readonly sv: number }
  /** N3: saved when face + armour > damage. */
  | { readonly kind: 'n3-arm-roll'; readonly damage: number; readonly armour: number }
  /** N4: wounded when face ≤ attackDamage (Damage − ARM/BTS − cover). */
  | { readonly kind: 'n4-attack-damage'; readonly attackDamage: number }
  /** N5: saved when face ≤ sv (ARM/BTS + PS + cover). */
  | { readonly kind: 'n5-success-value'; readonly sv: number };

export interface SavingRollSpec {
  readonly edition: Edition;
  readonly ammo: Ammo;
  /** ARM or BTS; PH for PARA. */
  readonly attribute: 'ARM' | 'BTS' | 'PH';
  /** The target's attribute as printed. */
  readonly attributeValue: number;
  /** After AP halving (rounded up). */
  readonly effectiveAttribute: number;
  readonly rollsPerHit: number;
  /** Smoke: no saving roll, no damage. */
  readonly noDamage: boolean;
  readonly failure: SaveFailure;
  /** The states a failed roll puts the target in (none when it costs a Wound). */
  readonly inflicts: readonly SaveState[];
  /** MODs to the save (Partial Cover), expressed on the edition's own number. */
  readonly mods: readonly Mod[];
  readonly threshold: SaveThreshold;
  readonly citations: readonly CitationId[];
}

export interface SavingRollSituation {
  readonly weapon: WeaponProfile;
  /** The ammunition fired, when the weapon has a choice; defaults to the profile's. */
  readonly ammo?: Ammo;
  /** PH is needed only against PARA; the unit type only against E/M (IMM-B for HI, TAG, REM). */
  readonly target: { readonly ARM: number; readonly BTS: number; readonly PH?: number; readonly unitType?: UnitType };
  readonly partialCover: boolean;
  /** The hit came from a template; defaults to whether the weapon has one. */
  readonly templateAttack?: boolean;
  /** A state a failed save inflicts instead of a Wound (a Hacking Program: Carbonite's IMM-B). */
  readonly inflicts?: 'imm-b' | 'targeted';
  /**
   * The target's Nanoscreen (N4/N5): the Partial Cover bonus against a BS Weapon's hit, template
   * hits included, never on top of real Partial Cover (concealmentMods.ts).
   */
  readonly nanoscreen?: boolean;
  /** The target's Firewall against a Comms Attack's hit (N4/N5, rules/combat/firewall.ts). */
  readonly firewall?: boolean;
}

export const rollsPerHit = (ammo: Ammo): number => {
  switch (ammo) {
    case 'N':
    case 'AP':
    case 'Shock':
    case 'PARA':
    case 'Stun':
      return 1;
    case 'DA':
    case 'E/M':
      return 2;
    case 'EXP':
      return 3;
    case 'Smoke':
    case 'Eclipse':
      return 0;
  }
};

const COVER_SAVE_BONUS = 3;
const PARA_MOD = -6;

/** What a failed saving roll against this ammunition inflicts. */
export const saveFailure = (ammo: Ammo): SaveFailure =>
  ammo === 'PARA' ? 'imm-a' : ammo === 'E/M' ? 'isolated' : ammo === 'Stun' ? 'stunned' : 'wound';

/** Saves per hit in this edition: as rollsPerHit, but N4 Stun forces two. */
export const rollsPerHitIn = (edition: Edition, ammo: Ammo): number =>
  ammo === 'Stun' && edition === 'n4' ? 2 : rollsPerHit(ammo);

/** What a failed roll costs, in a judge's words: a Wound, or the state it inflicts. */
export const saveFailureName = (failure: SaveFailure): string => {
  switch (failure) {
    case 'wound':
      return 'a Wound';
    case 'imm-a':
      return 'IMM-A';
    case 'imm-b':
      return 'IMM-B';
    case 'isolated':
      return 'Isolated';
    case 'stunned':
      return 'Stunned';
    case 'targeted':
      return 'Targeted';
  }
};

/** The states a failure costs, in a judge's words ('a Wound' when none: `Isolated and IMM-B`). */
export const inflictedName = (states: readonly SaveState[]): string =>
  states.length === 0 ? saveFailureName('wound') : states.map(saveFailureName).join(' and ');

/**
 * What a logged save's failure inflicts: the states the event names, or, for an event that names
 * none, the ammunition's own (none for a Wound; a log written before the field: PARA, E/M).
 */
export const loggedInflicts = (ammo: Ammo, inflicts: readonly SaveState[] | undefined): readonly SaveState[] =>
  inflicts ?? failureStates(ammo, undefined);

/** Unit types an E/M failure also puts in IMM-B (the charts' HI, TAG, REM; VH is not a unit type here). */
const EM_IMM_B: readonly UnitType[] = ['HI', 'TAG', 'REM'];
const ISOLATED: readonly SaveState[] = ['isolated'];
const ISOLATED_IMM_B: readonly SaveState[] = ['isolated', 'imm-b'];
const IMM_A: readonly SaveState[] = ['imm-a'];
const IMM_B: readonly SaveState[] = ['imm-b'];
const STUNNED: readonly SaveState[] = ['stunned'];
const TARGETED: readonly SaveState[] = ['targeted'];
const NO_STATE: readonly SaveState[] = [];

/** The states a failed roll against this ammunition puts a target of this unit type in. */
export const failureStates = (ammo: Ammo, unitType: UnitType | undefined): readonly SaveState[] => {
  switch (saveFailure(ammo)) {
    case 'wound':
      return NO_STATE;
    case 'imm-a':
      return IMM_A;
    case 'imm-b':
      return IMM_B;
    case 'isolated':
      return unitType !== undefined && EM_IMM_B.includes(unitType) ? ISOLATED_IMM_B : ISOLATED;
    case 'stunned':
      return STUNNED;
    case 'targeted':
      return TARGETED;
  }
};

/** PARA: a Normal Roll against PH-6 (+3 in Partial Cover, not for template hits) per hit; failure is IMM-A. */
const paraSpec = (edition: Edition, s: SavingRollSituation, citations: CitationId[]): SavingRollSpec => {
  if (edition === 'n3')
    throw new RangeError(`${s.weapon.name}: PARA has no N3 rule in the sources read (refused at declaration)`);
  const ph = s.target.PH;
  if (ph === undefined) throw new RangeError(`${s.weapon.name}: a PARA roll needs the target's PH`);
  const para = ammoCitation(edition, 'PARA');
  const mods: Mod[] = [mod(PARA_MOD, 'PARA: PH-6 roll', para)];
  const template = s.templateAttack ?? s.weapon.template !== 'none';
  if (s.partialCover && template)
    citations.push(edition === 'n4' ? 'n4/templates/no-cover-save' : 'n5/templates/no-cover-save');
  if (s.partialCover && !template)
    mods.push(mod(COVER_SAVE_BONUS, 'Partial Cover: +3 to the Saving Roll', partialCoverCitation(edition)));
  return {
    edition,
    ammo: 'PARA',
    attribute: 'PH',
    attributeValue: ph,
    effectiveAttribute: ph,
    rollsPerHit: rollsPerHit('PARA'),
    failure: 'imm-a',
    inflicts: IMM_A,
    noDamage: false,
    mods,
    threshold: { kind: 'attribute-roll', sv: ph + mods.reduce((n, m) => n + m.value, 0) },
    citations,
  };
};

/** How many saves each hit forces and the number a die is read against. */
export const savingRollSpec = (edition: Edition, s: SavingRollSituation): SavingRollSpec => {
  const ammo = s.ammo ?? s.weapon.ammo;
  if (ammo === 'E/M' && edition === 'n3')
    throw new RangeError(`${s.weapon.name}: E/M has no N3 numbers in the sources read (refused at declaration)`);
  const attribute = ammo === 'E/M' ? 'BTS' : s.weapon.save;
  const attributeValue = s.target[attribute];
  const citations: CitationId[] = [ammoCitation(edition, ammo)];
  if (ammo === 'Stun' && edition === 'n3')
    throw new RangeError(`${s.weapon.name}: Stun has no N3 text in the sources read (refused at declaration)`);
  const perHit = rollsPerHitIn(edition, ammo);
  // One literal, not a spread of shared fields and then more: V8 (Node 20) builds those slowly,
  // and this runs for every hit of every Order.
  const spec = (
    effectiveAttribute: number,
    noDamage: boolean,
    mods: readonly Mod[],
    threshold: SaveThreshold,
  ): SavingRollSpec => ({
    edition,
    ammo,
    attribute,
    attributeValue,
    rollsPerHit: perHit,
    failure: s.inflicts ?? saveFailure(ammo),
    inflicts: s.inflicts === undefined ? failureStates(ammo, s.target.unitType) : [s.inflicts],
    effectiveAttribute,
    noDamage,
    mods,
    threshold,
    citations,
  });
  if (perHit === 0) return spec(attributeValue, true, [], { kind: 'none' });
  if (ammo === 'PARA') return paraSpec(edition, s, citations);
  citations.push(savingRollCitation(edition));
  if ((s.weapon.bonusApplied?.damage ?? 0) !== 0) citations.push(bonusCitation(edition));
  let effectiveAttribute = attributeValue;
  if (ammo === 'AP') {
    effectiveAttribute = Math.ceil(attributeValue / 2);
    // N3's AP entry is already the ammunition citation.
    if (edition !== 'n3') citations.push(edition === 'n4' ? 'n4/ammo/armour-piercing' : 'n5/ammo/armour-piercing');
  }
  // E/M halves BTS as its own entry says (already the ammunition citation).
  if (ammo === 'E/M') effectiveAttribute = Math.ceil(attributeValue / 2);
  const template = s.templateAttack ?? s.weapon.template !== 'none';
  const coverCounts = s.partialCover && !template;
  if (s.partialCover && template) {
    citations.push(inEdition(edition, 'templates/no-cover-save'));
  }
  const mods: Mod[] = [];
  const screen = s.nanoscreen === true && !coverCounts && edition !== 'n3';
  const cover = (value: number, reason: string): number => {
    if (coverCounts) mods.push(mod(value, reason, partialCoverCitation(edition)));
    else if (screen)
      mods.push(
        mod(
          value,
          reason.replace('Partial Cover', 'Nanoscreen'),
          edition === 'n4' ? 'n4/equipment/nanoscreen' : 'n5/equipment/nanoscreen',
        ),
      );
    else return 0;
    return value;
  };
  // Firewall (N4/N5): like Cover against a Comms Attack's hits (which take no Cover: no LoF).
  const wall = s.firewall === true ? firewallCitation(edition) : null;
  const firewall = (value: number, reason: string): number => {
    if (wall === null) return 0;
    mods.push(mod(value, reason, wall));
    citations.push(wall);
    return value;
  };
  const need = (value: number | undefined, what: string): number => {
    if (value === undefined)
      throw new RangeError(`${s.weapon.name}: the ${edition.toUpperCase()} profile needs ${what}`);
    return value;
  };
  switch (edition) {
    case 'n3': {
      const damage = need(s.weapon.damage, 'a Damage value');
      const armour = effectiveAttribute + cover(COVER_SAVE_BONUS, `Partial Cover: +3 ${attribute}`);
      return spec(effectiveAttribute, false, mods, { kind: 'n3-arm-roll', damage, armour });
    }
    case 'n4': {
      const damage = need(s.weapon.damage, 'a Damage value');
      const attackDamage =
        damage - effectiveAttribute + cover(-COVER_SAVE_BONUS, 'Partial Cover: -3 to the Attack Damage');
      const walled = attackDamage + firewall(-FIREWALL_SAVE_MOD, 'Firewall: -3 to the Attack Damage');
      return spec(effectiveAttribute, false, mods, { kind: 'n4-attack-damage', attackDamage: walled });
    }
    case 'n5': {
      const ps = need(s.weapon.ps, 'a PS value');
      const sv = effectiveAttribute + ps + cover(COVER_SAVE_BONUS, 'Partial Cover: +3 to the Saving Roll');
      const walled = sv + firewall(FIREWALL_SAVE_MOD, 'Firewall: +3 to the Saving Roll');
      return spec(effectiveAttribute, false, mods, { kind: 'n5-success-value', sv: walled });
    }
  }
};
