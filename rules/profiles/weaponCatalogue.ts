import type { Edition } from '../edition.ts';
import type { RangeBand, WeaponProfile } from './weaponProfile.ts';

/** N4/N5 print every weapon in the same 8-inch bands: 8, 16, 24, 32, 40, 48, 96. */
const BANDS = [8, 16, 24, 32, 40, 48, 96] as const;
const bands = (mods: readonly (number | null)[]): RangeBand[] =>
  BANDS.flatMap((upTo, i) => {
    const m = mods[i];
    return m === undefined || m === null ? [] : [{ upTo, mod: m }];
  });

/**
 * Common weapons, per edition, so a recorded game can name a weapon instead of typing its
 * profile. The Combi Rifle's figures are the seeds' and the public weapon charts' (N3 per-weapon
 * ranges; N4/N5 8-inch bands, DAM 13 / PS 7). The other weapons' figures (Chain Rifle, Boarding
 * Shotgun, Panzerfaust, Mine, Smoke) were written from the public charts without a rules text at
 * hand: UNCONFIRMED (docs/rulings.md). A game may always give a weapon's full profile instead.
 * N3 has no PARA weapon: PARA has no N3 rule in the sources read (its attacks are refused).
 */
const N45_COMBI = {
  id: 'combi-rifle',
  name: 'Combi Rifle',
  burst: 3,
  ammo: 'N',
  save: 'ARM',
  ranges: bands([3, 3, -3, -3, -6, -6, null]),
  template: 'none',
  traits: ['suppressive-fire'],
} as const;

/**
 * An Antipersonnel Mine: a Deployable Direct Template set off by enemies in its trigger area;
 * Shock, DAM 13 (N3/N4) / PS 7 (N5) — figures from memory of the public charts, UNCONFIRMED.
 */
const AP_MINE = {
  id: 'antipersonnel-mine',
  name: 'Antipersonnel Mine',
  burst: 1,
  ammo: 'Shock',
  save: 'ARM',
  ranges: [],
  template: 'direct-small-teardrop',
  traits: ['deployable', 'disposable'],
  uses: 3,
} as const;
/** A generic CC Weapon for CC Attacks (no range bands); its damage is the profile's. */
const CC_WEAPON = {
  id: 'cc-weapon',
  name: 'CC Weapon',
  burst: 1,
  ammo: 'N',
  save: 'ARM',
  ranges: [],
  template: 'none',
  traits: [],
} as const;
/**
 * An Adhesive Launcher: B1, PARA ammunition (a PH-6 roll per hit, IMM-A on a failure; no DAM or
 * PS). Its range bands are from memory of the public charts: UNCONFIRMED.
 */
const ADHESIVE_LAUNCHER = {
  id: 'adhesive-launcher',
  name: 'Adhesive Launcher',
  burst: 1,
  ammo: 'PARA',
  save: 'ARM',
  ranges: bands([3, 0, -3, null, null, null, null]),
  template: 'none',
  traits: [],
} as const;
/** Smoke Grenades: an Impact circular template of Smoke (no damage, no saving roll). */
const SMOKE_GRENADES = {
  id: 'smoke-grenades',
  name: 'Smoke Grenades',
  burst: 1,
  ammo: 'Smoke',
  save: 'ARM',
  template: 'impact-circular',
  traits: [],
} as const;
/**
 * Eclipse Grenades (N4/N5): Smoke Grenades firing Eclipse ammunition (a Zero Visibility Zone no
 * Multispectral Visor sees through). Same ranges as Smoke Grenades: UNCONFIRMED (public charts,
 * not a rules text).
 */
const ECLIPSE_GRENADES = {
  ...SMOKE_GRENADES,
  id: 'eclipse-grenades',
  name: 'Eclipse Grenades',
  ammo: 'Eclipse',
} as const;

/*
 * Weapons with a choice of ammunition (MULTI weapons: one firing mode per ammunition, each with
 * its Burst; an attack declares which it fires). The MULTI Rifle's N4 and N5 modes are the
 * wiki's Ranged Weapon Profile tables (https://infinitythewiki.com/BS_Weapon: N4 Burst Mode B3
 * AP/Shock and Anti-materiel Mode B1 DA, DAM 13; N5 AP Mode and Shock Mode B3, Anti-materiel Mode
 * B1 DA, PS 7; 8-inch bands +3 +3 -3 -3 -6 -6). The N5 MULTI Sniper Rifle (PS 5, B2 in every
 * mode: DA, AP, Shock) and the N5 E/Mitter (PS 7, B2, E/M, BTS) are read from public copies of
 * the N5 army data, not from a rules text: UNCONFIRMED (docs/rulings.md). No N3 or N4 figures
 * for a second MULTI weapon or an E/M weapon were found: a game gives such a weapon's profile.
 */
const N4_MULTI_RIFLE: WeaponProfile = {
  id: 'multi-rifle',
  name: 'MULTI Rifle',
  burst: 3,
  ammo: 'AP',
  save: 'ARM',
  damage: 13,
  ranges: bands([3, 3, -3, -3, -6, -6, null]),
  template: 'none',
  traits: ['suppressive-fire'],
  modes: [
    { ammo: 'AP', name: 'Burst Mode, AP', burst: 3 },
    { ammo: 'Shock', name: 'Burst Mode, Shock', burst: 3 },
    { ammo: 'DA', name: 'Anti-materiel Mode', burst: 1, traits: [] },
  ],
};
const N5_MULTI_RIFLE: WeaponProfile = {
  id: 'multi-rifle',
  name: 'MULTI Rifle',
  burst: 3,
  ammo: 'AP',
  save: 'ARM',
  ps: 7,
  ranges: bands([3, 3, -3, -3, -6, -6, null]),
  template: 'none',
  traits: ['suppressive-fire'],
  modes: [
    { ammo: 'AP', name: 'AP Mode', burst: 3 },
    { ammo: 'Shock', name: 'Shock Mode', burst: 3 },
    { ammo: 'DA', name: 'Anti-materiel Mode', burst: 1, traits: [] },
  ],
};
const N5_MULTI_SNIPER: WeaponProfile = {
  id: 'multi-sniper-rifle',
  name: 'MULTI Sniper Rifle',
  burst: 2,
  ammo: 'DA',
  save: 'ARM',
  ps: 5,
  ranges: bands([-3, 0, 3, 3, 3, 3, -3]),
  template: 'none',
  traits: [],
  modes: [
    { ammo: 'DA', name: 'Anti-materiel Mode' },
    { ammo: 'AP', name: 'AP Mode' },
    { ammo: 'Shock', name: 'Shock Mode' },
  ],
};
const N5_E_MITTER: WeaponProfile = {
  id: 'e-mitter',
  name: 'E/Mitter',
  burst: 2,
  ammo: 'E/M',
  save: 'BTS',
  ps: 7,
  ranges: bands([-3, 0, 3, 3, 0, 0, null]),
  template: 'none',
  traits: [],
};

const N3: readonly WeaponProfile[] = [
  {
    id: 'combi-rifle',
    name: 'Combi Rifle',
    burst: 3,
    ammo: 'N',
    save: 'ARM',
    damage: 13,
    ranges: [
      { upTo: 8, mod: 3 },
      { upTo: 16, mod: 3 },
      { upTo: 32, mod: -3 },
      { upTo: 48, mod: -6 },
    ],
    template: 'none',
    traits: ['suppressive-fire'],
  },
  {
    id: 'chain-rifle',
    name: 'Chain Rifle',
    burst: 1,
    ammo: 'N',
    save: 'ARM',
    damage: 13,
    ranges: [],
    template: 'direct-large-teardrop',
    traits: ['no-lof-needed'],
  },
  {
    id: 'boarding-shotgun',
    name: 'Boarding Shotgun',
    burst: 2,
    ammo: 'N',
    save: 'ARM',
    damage: 14,
    ranges: [
      { upTo: 8, mod: 6 },
      { upTo: 16, mod: 3 },
      { upTo: 24, mod: -3 },
    ],
    template: 'impact-small-teardrop',
    traits: [],
  },
  {
    id: 'panzerfaust',
    name: 'Panzerfaust',
    burst: 1,
    ammo: 'AP',
    save: 'ARM',
    damage: 14,
    ranges: [
      { upTo: 16, mod: 0 },
      { upTo: 32, mod: 3 },
      { upTo: 48, mod: -3 },
      { upTo: 96, mod: -6 },
    ],
    template: 'none',
    traits: ['disposable'],
    uses: 2,
  },
  { ...AP_MINE, damage: 13 },
  { ...CC_WEAPON, damage: 13 },
  {
    ...SMOKE_GRENADES,
    ranges: [
      { upTo: 8, mod: 3 },
      { upTo: 16, mod: 0 },
      { upTo: 24, mod: -3 },
    ],
  },
];

const N4: readonly WeaponProfile[] = [
  { ...N45_COMBI, damage: 13 },
  {
    id: 'chain-rifle',
    name: 'Chain Rifle',
    burst: 1,
    ammo: 'N',
    save: 'ARM',
    damage: 13,
    ranges: [],
    template: 'direct-large-teardrop',
    traits: ['no-lof-needed'],
  },
  {
    id: 'boarding-shotgun',
    name: 'Boarding Shotgun',
    burst: 2,
    ammo: 'N',
    save: 'ARM',
    damage: 14,
    ranges: bands([6, 0, -3, null, null, null, null]),
    template: 'impact-small-teardrop',
    traits: [],
  },
  {
    id: 'panzerfaust',
    name: 'Panzerfaust',
    burst: 1,
    ammo: 'AP',
    save: 'ARM',
    damage: 14,
    ranges: bands([0, 0, 3, 3, -3, -3, -6]),
    template: 'none',
    traits: ['disposable'],
    uses: 2,
  },
  { ...AP_MINE, damage: 13 },
  { ...CC_WEAPON, damage: 13 },
  { ...SMOKE_GRENADES, ranges: bands([3, 0, -3, null, null, null, null]) },
  { ...ECLIPSE_GRENADES, ranges: bands([3, 0, -3, null, null, null, null]) },
  ADHESIVE_LAUNCHER,
  N4_MULTI_RIFLE,
];

const N5: readonly WeaponProfile[] = [
  { ...N45_COMBI, ps: 7 },
  {
    id: 'chain-rifle',
    name: 'Chain Rifle',
    burst: 1,
    ammo: 'N',
    save: 'ARM',
    ps: 7,
    ranges: [],
    template: 'direct-large-teardrop',
    traits: ['no-lof-needed'],
  },
  {
    id: 'boarding-shotgun',
    name: 'Boarding Shotgun',
    burst: 2,
    ammo: 'N',
    save: 'ARM',
    ps: 6,
    ranges: bands([6, 0, -3, null, null, null, null]),
    template: 'impact-small-teardrop',
    traits: [],
  },
  {
    id: 'panzerfaust',
    name: 'Panzerfaust',
    burst: 1,
    ammo: 'AP',
    save: 'ARM',
    ps: 6,
    ranges: bands([0, 0, 3, 3, -3, -3, -6]),
    template: 'none',
    traits: ['disposable'],
    uses: 2,
  },
  { ...AP_MINE, ps: 7 },
  { ...CC_WEAPON, ps: 7 },
  { ...SMOKE_GRENADES, ranges: bands([3, 0, -3, null, null, null, null]) },
  { ...ECLIPSE_GRENADES, ranges: bands([3, 0, -3, null, null, null, null]) },
  ADHESIVE_LAUNCHER,
  N5_MULTI_RIFLE,
  N5_MULTI_SNIPER,
  N5_E_MITTER,
];

const CATALOGUES: { readonly [E in Edition]: readonly WeaponProfile[] } = { n3: N3, n4: N4, n5: N5 };

export const weaponCatalogue = (edition: Edition): readonly WeaponProfile[] => CATALOGUES[edition];

export const findWeapon = (edition: Edition, id: string): WeaponProfile | undefined =>
  CATALOGUES[edition].find((w) => w.id === id);
