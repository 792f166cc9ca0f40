import type { Same } from './sameType.ts';
import * as t from 'io-ts';
import type { ArmyList, TrooperProfile, WeaponProfile } from '../../profiles/index.ts';
import { IntC, NonNegativeIntC, PositiveIntC } from './primitives.ts';

export const AmmoC = t.keyof(
  {
    N: null,
    AP: null,
    DA: null,
    EXP: null,
    Shock: null,
    Smoke: null,
    PARA: null,
    'E/M': null,
    Eclipse: null,
    Stun: null,
  },
  'Ammo',
);
const TemplateKindC = t.keyof(
  {
    none: null,
    'direct-small-teardrop': null,
    'direct-large-teardrop': null,
    'direct-circular': null,
    'impact-small-teardrop': null,
    'impact-large-teardrop': null,
    'impact-circular': null,
  },
  'TemplateKind',
);
const WeaponTraitC = t.keyof(
  {
    disposable: null,
    deployable: null,
    expendable: null,
    'suppressive-fire': null,
    'no-lof-needed': null,
    cc: null,
    'continuous-damage': null,
  },
  'WeaponTrait',
);

export const RangeBandC = t.readonly(t.type({ upTo: NonNegativeIntC, mod: IntC }), 'RangeBand');

export const WeaponModeC = t.readonly(
  t.intersection([
    t.type({ ammo: AmmoC }),
    t.partial({
      name: t.string,
      burst: NonNegativeIntC,
      damage: IntC,
      ps: IntC,
      traits: t.readonlyArray(WeaponTraitC),
    }),
  ]),
  'WeaponMode',
);

/** A weapon's bracketed bonus: "+1B", "+1 Damage" (weaponAsFired). */
const WeaponBonusC = t.readonly(t.partial({ burst: IntC, damage: IntC }), 'WeaponBonus');

export const WeaponProfileC = t.readonly(
  t.intersection([
    t.type({
      id: t.string,
      name: t.string,
      burst: NonNegativeIntC,
      ammo: AmmoC,
      save: t.keyof({ ARM: null, BTS: null }),
      ranges: t.readonlyArray(RangeBandC),
      template: TemplateKindC,
      traits: t.readonlyArray(WeaponTraitC),
    }),
    t.partial({
      damage: IntC,
      ps: IntC,
      uses: PositiveIntC,
      modes: t.readonlyArray(WeaponModeC),
      bonus: WeaponBonusC,
      bonusApplied: WeaponBonusC,
    }),
  ]),
  'WeaponProfile',
);

export const FireteamKindC = t.keyof({ core: null, haris: null, duo: null }, 'FireteamKind');
export const FireteamChartC = t.readonly(
  t.partial({ core: NonNegativeIntC, haris: NonNegativeIntC, duo: NonNegativeIntC }),
  'FireteamChart',
);
export const FireteamSpecC = t.readonly(
  t.type({ id: t.string, kind: FireteamKindC, leader: t.string, members: t.readonlyArray(t.string) }),
  'FireteamSpec',
);

const UnitTypeC = t.keyof({ LI: null, MI: null, HI: null, TAG: null, REM: null, SK: null, WB: null }, 'UnitType');
export const TrooperSkillC = t.keyof(
  {
    'twin-weapons': null,
    motorcycle: null,
    impetuous: null,
    'lieutenant-plus-one': null,
    'tactical-awareness': null,
    'lieutenant-plus-one-token': null,
    'chain-of-command': null,
    nco: null,
    courage: null,
    'total-reaction': null,
    hacker: null,
    'shock-immunity': null,
    dogged: null,
    nwi: null,
    'total-immunity': null,
    stealth: null,
    'sixth-sense': null,
    'combat-instinct': null,
    frenzy: null,
    'limited-cover': null,
    exrah: null,
    bioimmunity: null,
    regeneration: null,
    'immunity-ap': null,
    'immunity-da': null,
    'immunity-exp': null,
    'immunity-em': null,
    'immunity-para': null,
    'immunity-isolated': null,
    'immunity-imm-a': null,
    'immunity-imm-b': null,
    'mimetism-3': null,
    'mimetism-6': null,
    nanoscreen: null,
    'msv-1': null,
    'msv-2': null,
    'msv-3': null,
    'super-jump': null,
    'remote-presence': null,
    shasvastii: null,
    peripheral: null,
    infiltration: null,
    'airborne-deployment': null,
    'forward-deployment': null,
    'combat-jump': null,
    parachutist: null,
    'martial-arts-1': null,
    'martial-arts-2': null,
    'martial-arts-3': null,
    'martial-arts-4': null,
    'martial-arts-5': null,
    'natural-born-warrior': null,
    berserk: null,
    'berserk-3': null,
    protheion: null,
    camouflage: null,
    'hidden-deployment': null,
    impersonation: null,
    'surprise-attack-3': null,
    'surprise-attack-6': null,
    doctor: null,
    'doctor-2w': null,
    engineer: null,
    medikit: null,
    gizmokit: null,
    'doctor-reroll-3': null,
    'doctor-reroll-6': null,
    'engineer-reroll-3': null,
    'engineer-reroll-6': null,
    cube: null,
    'firewall-3': null,
    'firewall-6': null,
    'specialist-operative': null,
    'forward-observer': null,
    paramedic: null,
  },
  'TrooperSkill',
);

export const AttributesC = t.readonly(
  t.type({
    MOV: t.readonly(t.tuple([NonNegativeIntC, NonNegativeIntC])),
    CC: IntC,
    BS: IntC,
    PH: IntC,
    WIP: IntC,
    ARM: IntC,
    BTS: IntC,
    W: NonNegativeIntC,
    structure: t.boolean,
    S: NonNegativeIntC,
  }),
  'Attributes',
);

export const TrooperProfileC = t.readonly(
  t.intersection([
    t.type({
      id: t.string,
      name: t.string,
      unitType: UnitTypeC,
      training: t.keyof({ regular: null, irregular: null }),
      attributes: AttributesC,
      weapons: t.readonlyArray(WeaponProfileC),
      skills: t.readonlyArray(TrooperSkillC),
    }),
    t.partial({
      unit: t.string,
      fireteams: t.readonlyArray(FireteamKindC),
      wildcard: t.boolean,
      cost: NonNegativeIntC,
      peripheralOf: t.string,
      decline: t.readonlyArray(TrooperSkillC),
    }),
  ]),
  'TrooperProfile',
);

export const ArmyListC = t.readonly(
  t.intersection([
    t.type({
      player: t.string,
      faction: t.string,
      lieutenant: t.union([t.string, t.null]),
      groups: t.readonlyArray(t.readonly(t.type({ id: t.string, troopers: t.readonlyArray(TrooperProfileC) }))),
    }),
    t.partial({ fireteamChart: FireteamChartC, fireteams: t.readonlyArray(FireteamSpecC), points: NonNegativeIntC }),
  ]),
  'ArmyList',
);

// The codecs and the rules' interfaces must describe the same data.
const sameWeapon: Same<t.TypeOf<typeof WeaponProfileC>, WeaponProfile> = true;
const sameTrooper: Same<t.TypeOf<typeof TrooperProfileC>, TrooperProfile> = true;
const sameArmy: Same<t.TypeOf<typeof ArmyListC>, ArmyList> = true;
export const PROFILE_CODECS_MATCH_RULES = sameWeapon && sameTrooper && sameArmy;
