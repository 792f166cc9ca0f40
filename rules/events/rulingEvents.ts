import * as t from 'io-ts';
import {
  AmmoC,
  CitationIdC,
  DieFaceC,
  DieOutcomeC,
  IntC,
  ModC,
  NonNegativeIntC,
  OrderNumberC,
  SuccessValueC,
} from './codecs/index.ts';

/** Rulings: what the engine derived. Each carries its inputs and citations. */
export const RollerC = t.readonly(
  t.intersection([
    t.type({ trooper: t.string, skill: t.string, sv: SuccessValueC }),
    /** Special Dice (N5): the roll took `count` more dice, discarded by the player; `citation` gave them. */
    t.partial({ extraDice: t.readonly(t.type({ count: NonNegativeIntC, citation: CitationIdC })) }),
  ]),
  'Roller',
);

const SideC = t.readonly(
  t.type({
    rollers: t.readonlyArray(RollerC),
    dice: t.readonlyArray(DieOutcomeC),
    automaticFailures: t.readonlyArray(t.string),
    hits: NonNegativeIntC,
    criticals: NonNegativeIntC,
  }),
  'FaceToFaceSide',
);

export const FaceToFaceResolved = t.readonly(
  t.type({
    type: t.literal('FaceToFaceResolved'),
    order: OrderNumberC,
    exchange: t.string,
    a: SideC,
    b: SideC,
    winner: t.keyof({ a: null, b: null, neither: null }),
    citations: t.readonlyArray(CitationIdC),
  }),
  'FaceToFaceResolved',
);

export const NormalRollResolved = t.readonly(
  t.type({
    type: t.literal('NormalRollResolved'),
    order: OrderNumberC,
    exchange: t.string,
    roller: RollerC,
    automaticFailure: t.boolean,
    dice: t.readonlyArray(DieOutcomeC),
    successes: NonNegativeIntC,
    criticals: NonNegativeIntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'NormalRollResolved',
);

export const HitsScored = t.readonly(
  t.type({
    type: t.literal('HitsScored'),
    order: OrderNumberC,
    exchange: t.string,
    attacker: t.string,
    target: t.string,
    weapon: t.string,
    hits: NonNegativeIntC,
    criticals: NonNegativeIntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'HitsScored',
);

export const SavingRollResolved = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('SavingRollResolved'),
      order: OrderNumberC,
      trooper: t.string,
      attacker: t.string,
      weapon: t.string,
      ammo: AmmoC,
      attribute: t.keyof({ ARM: null, BTS: null, PH: null }),
      /**
       * How a face is read: N3 face + armour > damage saves; N4 face <= attack damage wounds; N5 face <= SV saves;
       * an attribute roll (PARA: PH-6, failure IMM-A) face <= SV saves.
       */
      threshold: t.union([
        t.readonly(t.type({ kind: t.literal('none') })),
        t.readonly(t.type({ kind: t.literal('attribute-roll'), sv: IntC })),
        t.readonly(t.type({ kind: t.literal('n3-arm-roll'), damage: IntC, armour: IntC })),
        t.readonly(t.type({ kind: t.literal('n4-attack-damage'), attackDamage: IntC })),
        t.readonly(t.type({ kind: t.literal('n5-success-value'), sv: IntC })),
      ]),
      mods: t.readonlyArray(ModC),
      rolls: t.readonlyArray(t.readonly(t.type({ face: DieFaceC, saved: t.boolean, why: t.string }))),
      /** Saves failed with no die: N3 Criticals (a Wound each), a PARA roll whose SV is below 1 (IMM-A). */
      automaticWounds: NonNegativeIntC,
      /** Wounds the failed saves cost (0 for PARA, whose failure is the IMM-A state). */
      wounds: NonNegativeIntC,
      citations: t.readonlyArray(CitationIdC),
    }),
    t.partial({
      /**
       * The states any failed save puts the trooper in instead of a Wound (PARA: IMM-A; E/M: Isolated,
       * and IMM-B on a HI, TAG or REM; Carbonite: IMM-B). Absent when a failure costs a Wound.
       */
      inflicts: t.readonlyArray(
        t.keyof({ 'imm-a': null, 'imm-b': null, isolated: null, stunned: null, targeted: null }, 'SaveState'),
      ),
    }),
  ]),
  'SavingRollResolved',
);

export const WoundsInflicted = t.readonly(
  t.type({
    type: t.literal('WoundsInflicted'),
    order: OrderNumberC,
    trooper: t.string,
    wounds: NonNegativeIntC,
    total: NonNegativeIntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'WoundsInflicted',
);

/**
 * Protheion (N4/N5): the Wounds a CC Attack of the user inflicted this Order gave it back Wounds
 * and then VITA, before its own Wounds of the Order apply. `wounds` and `vitaGained` are the totals after.
 */
export const ProtheionRecovered = t.readonly(
  t.type({
    type: t.literal('ProtheionRecovered'),
    order: OrderNumberC,
    trooper: t.string,
    inflicted: NonNegativeIntC,
    woundsRemoved: NonNegativeIntC,
    vitaRaised: NonNegativeIntC,
    wounds: NonNegativeIntC,
    vitaGained: NonNegativeIntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'ProtheionRecovered',
);

export const TrooperStateC = t.keyof(
  {
    normal: null,
    prone: null,
    engaged: null,
    unconscious: null,
    dead: null,
    'imm-a': null,
    'imm-b': null,
    isolated: null,
    'suppressive-fire': null,
    stunned: null,
    camouflaged: null,
    'imp-1': null,
    'imp-2': null,
    'hidden-deployment': null,
    'airborne-deployment': null,
    disconnected: null,
    dogged: null,
    targeted: null,
  },
  'TrooperState',
);

export const StateEntered = t.readonly(
  t.type({
    type: t.literal('StateEntered'),
    order: OrderNumberC,
    trooper: t.string,
    state: TrooperStateC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'StateEntered',
);

/**
 * A trooper leaves a state: in an Order (`order`), or in the Tactical Phase of a Turn, outside any
 * Order (no `order`: Suppressive Fire ended by Loss of Lieutenant).
 */
export const StateLeft = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('StateLeft'),
      trooper: t.string,
      state: TrooperStateC,
      citations: t.readonlyArray(CitationIdC),
    }),
    t.partial({ order: OrderNumberC }),
  ]),
  'StateLeft',
);
