/*
 * Decisions (docs/rulings.md "Concealment and visibility"):
 * - N4 and N5 only. N3's Mimetism, Multispectral Visor and zones were not read: an N3 roll that
 *   meets them is refused (declare a `visibility` fact with the MOD instead), never left unruled.
 * - Mimetism (-3)/(-6) applies to every enemy BS Attack and Discover Roll against the trooper, in
 *   Normal and Face to Face Rolls alike (N5: an Automatic Skill's MOD is not one of the MODs that
 *   apply only in Face to Face Rolls). UNCONFIRMED: the Mimetism page was not in the stored copies.
 * - Nanoscreen gives the Partial Cover MODs at all times (-3 to enemy BS Attacks here, +3 to the
 *   save in savingRollSpec), never on top of real Partial Cover; no Multispectral Visor cancels
 *   it (the Visor's page lists only Mimetism and the zones). UNCONFIRMED: page not read.
 * - A Multispectral Visor's reduced MOD is logged as one MOD citing the Visor, its reason naming
 *   what it reduced; a MOD reduced to 0 is logged as a 0 so the audit shows why it is gone.
 * - Zero Visibility: a roll that needs LoF through it is refused (no LoF), unless the roller has
 *   a Multispectral Visor (L1: -6, L2/L3: 0) or is answering a BS Attack of that very enemy
 *   through the zone: N5 treats the zone as Poor Visibility (so a Visor reduces it as Poor),
 *   N4 gives a BS Attack at -6.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

/** A Visibility Zone on the line of fire between two troopers. */
export type VisibilityZone = 'low' | 'poor' | 'zero';
export const VISIBILITY_ZONES: readonly VisibilityZone[] = ['low', 'poor', 'zero'];

/** The rolls concealment reaches: both need LoF (Dodge is spared by the zones). */
export type ConcealedRoll = 'bs-attack' | 'discover';

export interface ConcealmentSituation {
  readonly roll: ConcealedRoll;
  /** The rolling trooper's skills and equipment (its Multispectral Visor). */
  readonly roller: readonly TrooperSkill[];
  /** The trooper rolled against (its Mimetism, its Nanoscreen). */
  readonly target: readonly TrooperSkill[];
  /** Every zone measured on the line of fire; the most obscuring one applies. */
  readonly zones: readonly VisibilityZone[];
  /** The target declared a BS Attack against the roller this Order (Zero Visibility's exception). */
  readonly answeringAttack: boolean;
  /** The target is in real Partial Cover from the roller (Nanoscreen does not add to it). */
  readonly partialCover: boolean;
  /** An Eclipse template is on the line of fire: its Zero Visibility blocks every Visor (rules/combat/smoke.ts). */
  readonly eclipse?: boolean;
  /** The Smoke or Eclipse templates on the line of fire, by id: named with the Zero Visibility they make. */
  readonly templates?: readonly string[];
}

/** The concealment MODs of one roll, or why no LoF can be drawn. */
export type ConcealmentMods = E.Either<Refusal, readonly Mod[]>;

type Modern = Exclude<Edition, 'n3'>;

const citationsOf = (e: Modern) =>
  ({
    mimetism: `${e}/skills/mimetism`,
    nanoscreen: `${e}/equipment/nanoscreen`,
    msv: `${e}/equipment/multispectral-visor`,
    low: `${e}/visibility/low`,
    poor: `${e}/visibility/poor`,
    zero: `${e}/visibility/zero`,
    zeroTarget: `${e}/visibility/zero-target`,
    eclipse: `${e}/ammo/eclipse`,
  }) as const satisfies Record<string, CitationId>;
// Made once per edition: every roll that needs LoF asks for them.
const CITATIONS = { n4: citationsOf('n4'), n5: citationsOf('n5') };
const citations = (e: Modern): ReturnType<typeof citationsOf> => CITATIONS[e];

/** The rule of a Visibility Zone (N4/N5). */
export const zoneCitation = (edition: Modern, zone: VisibilityZone): CitationId => citations(edition)[zone];

/** The Level of the roller's Multispectral Visor, 0 without one. */
export const visorLevel = (skills: readonly TrooperSkill[]): 0 | 1 | 2 | 3 =>
  skills.includes('msv-3') ? 3 : skills.includes('msv-2') ? 2 : skills.includes('msv-1') ? 1 : 0;

/** The Mimetism MOD a trooper imposes, 0 without the skill ((-6) wins if both are listed). */
export const mimetismValue = (skills: readonly TrooperSkill[]): number =>
  skills.includes('mimetism-6') ? -6 : skills.includes('mimetism-3') ? -3 : 0;

/** The most obscuring of the zones measured, or null for none. */
export const worstZone = (zones: readonly VisibilityZone[]): VisibilityZone | null =>
  zones.includes('zero') ? 'zero' : zones.includes('poor') ? 'poor' : zones.includes('low') ? 'low' : null;

const NAMES: { readonly [Z in VisibilityZone]: string } = {
  low: 'Low Visibility Zone',
  poor: 'Poor Visibility Zone',
  zero: 'Zero Visibility Zone',
};

/** A MOD as a Visor of `level` leaves it: L1 takes 3 off, L2 and L3 take it all. */
const reduced = (value: number, level: 0 | 1 | 2 | 3): number =>
  level >= 2 ? 0 : level === 1 ? Math.min(0, value + 3) : value;

/** A MOD a Visor may reduce: as is with its own citation, or reduced citing the Visor. */
const visorMod = (e: Modern, value: number, what: string, own: CitationId, level: 0 | 1 | 2 | 3): Mod => {
  const left = reduced(value, level);
  return left === value
    ? mod(value, what, own)
    : mod(left, `${what}, reduced to ${left} by the Multispectral Visor L${level}`, citations(e).msv);
};

const zoneMods = (e: Modern, s: ConcealmentSituation, visor: 0 | 1 | 2 | 3): ConcealmentMods => {
  const zone = worstZone(s.zones);
  const c = citations(e);
  if (zone === null) return E.right([]);
  if (zone === 'low') return E.right([visorMod(e, -3, NAMES.low, c.low, visor)]);
  if (zone === 'poor') return E.right([visorMod(e, -6, NAMES.poor, c.poor, visor)]);
  // Eclipse: no Visor sees through (or reduces) its Zero Visibility, whatever its Level.
  const level = s.eclipse === true ? 0 : visor;
  const zero =
    (s.templates ?? []).length === 0
      ? NAMES.zero
      : `${NAMES.zero} (the ${s.eclipse === true ? 'Eclipse' : 'Smoke'} template ${(s.templates ?? []).join(', ')})`;
  if (level >= 2) return E.right([mod(0, `${zero}: seen through by the Multispectral Visor L${level}`, c.msv)]);
  if (s.answeringAttack && s.roll === 'bs-attack') {
    const what = `${zero}: answering a BS Attack through it`;
    return E.right([
      e === 'n5' ? visorMod(e, -6, `${what} (as Poor Visibility)`, c.zeroTarget, level) : mod(-6, what, c.zeroTarget),
    ]);
  }
  if (level === 1) return E.right([mod(-6, `${zero}: seen through by the Multispectral Visor L1`, c.msv)]);
  if (s.eclipse === true && visor > 0)
    return E.left(
      refuse(
        `no LoF through the Eclipse template: its ${NAMES.zero} blocks the Multispectral Visor L${visor}`,
        c.eclipse,
      ),
    );
  return E.left(refuse(`no LoF can be drawn into, through or out of a ${NAMES.zero}`, c.zero));
};

/**
 * The concealment MODs of one roll that needs LoF: the target's Mimetism, its Nanoscreen (BS
 * Attacks only) and the worst Visibility Zone on the line of fire, each as the roller's
 * Multispectral Visor leaves it. Refused when a Zero Visibility Zone blocks the LoF, or in N3
 * when any of them is involved.
 */
export const concealmentMods = (edition: Edition, s: ConcealmentSituation): ConcealmentMods => {
  const mimetism = mimetismValue(s.target);
  const nanoscreen = s.roll === 'bs-attack' && s.target.includes('nanoscreen') && !s.partialCover;
  if (edition === 'n3') {
    return mimetism === 0 && !nanoscreen && s.zones.length === 0
      ? E.right([])
      : E.left(
          refuse(
            'Mimetism, Nanoscreen and Visibility Zones are not adjudicated in N3: record the MOD as a visibility fact',
            'n3/bs-attack/modifiers',
          ),
        );
  }
  const c = citations(edition);
  const level = visorLevel(s.roller);
  const mods: Mod[] = [];
  if (mimetism !== 0) mods.push(visorMod(edition, mimetism, `target's Mimetism (${mimetism})`, c.mimetism, level));
  if (nanoscreen) mods.push(mod(-3, "target's Nanoscreen (as Partial Cover)", c.nanoscreen));
  const zones = zoneMods(edition, s, level);
  return E.map((zoned: readonly Mod[]) => [...mods, ...zoned])(zones);
};
