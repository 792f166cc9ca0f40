/*
 * Decisions (docs/rulings.md "Comms Attacks"; sources in rules/citations/hackingCitations.ts):
 * - Only Carbonite is catalogued. N4 (wiki revision of April 2020): Attack MOD 0, Opp. MOD 0,
 *   DAM 13, B2, targets TAG, HI, REM or a Hacker, Short Skill/ARO, DA ammunition, Non-Lethal,
 *   a failed save puts the target in IMM-B and costs no Wound. N5 ("N5 first version"): the same
 *   with PS 7 and VH among the targets (this engine has no VH unit type).
 * - Both Opp. MODs are 0, so no MOD to the opponent's roll is modelled.
 * - N5 Spotlight (rules/citations/spotlightCitations.ts; the N5 Spotlight page, N5.2): Short
 *   Skill/ARO, Attack MOD 0, Opp. MOD 0, B2 split as usual, any enemy trooper (no Hackable needed:
 *   every unit type), AP ammunition: one save per hit against halved BTS with PS 5, a Critical adds
 *   one; a failed save puts the target in Targeted, no Wound (Non-Lethal). N4 Spotlight (B1, no
 *   saving roll) is refused: the N4 Targeted State was not read (rules/orders/unruledPrograms.ts).
 *   `save: 'none'` (each hit inflicts the state with no roll) is kept for such a program.
 * - N3: the Claw-1 Carbonite and its Immobilized-2 state were not found in the sources read; the
 *   N3 catalogue is empty and an N3 Comms Attack is refused (n3/hacking/unsourced).
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { Ammo, WeaponProfile } from './weaponProfile.ts';
import { UNIT_TYPES, type UnitType } from './trooperProfile.ts';

/** What a failed saving roll against the program inflicts instead of a Wound. */
export type ProgramState = 'imm-b' | 'targeted';

/** A Hacking Program as the edition prints it: a WIP roll in the Hacking Area, needing no LoF. */
export interface HackingProgram {
  readonly id: string;
  readonly name: string;
  readonly burst: number;
  /** The MOD to the Hacker's WIP. */
  readonly attackMod: number;
  readonly ammo: Ammo;
  /** 'none': no saving roll, each hit inflicts the state (such as N4 Spotlight, not catalogued). */
  readonly save: 'BTS' | 'none';
  /** N3/N4 Damage. */
  readonly damage?: number;
  /** N5 Protection Strength. */
  readonly ps?: number;
  /** Unit types it may target; an enemy Hacker may always be targeted. */
  readonly targets: readonly UnitType[];
  readonly inflicts: ProgramState;
  readonly citation: CitationId;
}

const CARBONITE = {
  id: 'carbonite',
  name: 'Carbonite',
  burst: 2,
  attackMod: 0,
  ammo: 'DA',
  save: 'BTS',
  inflicts: 'imm-b',
} as const;

/** N5 Spotlight: B2, AP against halved BTS with PS 5, a failed save is Targeted (the N5 page). */
const SPOTLIGHT: HackingProgram = {
  id: 'spotlight',
  name: 'Spotlight',
  burst: 2,
  attackMod: 0,
  ammo: 'AP',
  save: 'BTS',
  ps: 5,
  targets: UNIT_TYPES,
  inflicts: 'targeted',
  citation: 'n5/hacking/spotlight',
};

const CATALOGUES: { readonly [E in Edition]: readonly HackingProgram[] } = {
  n3: [],
  n4: [{ ...CARBONITE, damage: 13, targets: ['TAG', 'HI', 'REM'], citation: 'n4/hacking/carbonite' }],
  n5: [{ ...CARBONITE, ps: 7, targets: ['TAG', 'HI', 'REM'], citation: 'n5/hacking/carbonite' }, SPOTLIGHT],
};

export const hackingPrograms = (edition: Edition): readonly HackingProgram[] => CATALOGUES[edition];

export const findProgram = (edition: Edition, id: string): HackingProgram | undefined =>
  CATALOGUES[edition].find((p) => p.id === id);

/**
 * The program as a weapon, for the rules shared with weapons (Burst, saving rolls): no range
 * bands, no template, no LoF needed.
 */
export const programWeapon = (p: HackingProgram): WeaponProfile => ({
  id: p.id,
  name: p.name,
  burst: p.burst,
  ammo: p.ammo,
  save: 'BTS',
  ranges: [],
  template: 'none',
  traits: ['no-lof-needed'],
  ...(p.damage === undefined ? {} : { damage: p.damage }),
  ...(p.ps === undefined ? {} : { ps: p.ps }),
});
