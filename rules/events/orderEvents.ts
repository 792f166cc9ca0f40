import * as t from 'io-ts';
import {
  CitationIdC,
  DieFaceC,
  NonNegativeIntC,
  OrderNumberC,
  OrderStepC,
  RollPurposeC,
  SkillDeclarationC,
  TableFactC,
  TrooperSkillC,
} from './codecs/index.ts';

/** Declarations and table facts of an Order: what the players said, measured and rolled. */
export const TrooperActivated = t.readonly(
  t.type({
    type: t.literal('TrooperActivated'),
    order: OrderNumberC,
    player: t.string,
    trooper: t.string,
  }),
  'TrooperActivated',
);

export const OrderSpent = t.readonly(
  t.type({
    type: t.literal('OrderSpent'),
    order: OrderNumberC,
    trooper: t.string,
    group: t.string,
    pool: t.keyof({ regular: null, irregular: null, lieutenant: null, tactical: null, impetuous: null }),
    citation: CitationIdC,
  }),
  'OrderSpent',
);

export const OrderStepEntered = t.readonly(
  t.type({
    type: t.literal('OrderStepEntered'),
    order: OrderNumberC,
    step: OrderStepC,
  }),
  'OrderStepEntered',
);

const Position = t.keyof({ first: null, second: null });

export const SkillDeclared = t.readonly(
  t.type({
    type: t.literal('SkillDeclared'),
    order: OrderNumberC,
    trooper: t.string,
    position: Position,
    declaration: SkillDeclarationC,
  }),
  'SkillDeclared',
);

export const AroDeclared = t.readonly(
  t.type({
    type: t.literal('AroDeclared'),
    order: OrderNumberC,
    trooper: t.string,
    position: Position,
    declaration: SkillDeclarationC,
  }),
  'AroDeclared',
);

export const MeasurementRecorded = t.readonly(
  t.type({
    type: t.literal('MeasurementRecorded'),
    order: OrderNumberC,
    fact: TableFactC,
  }),
  'MeasurementRecorded',
);

export const DiceRolled = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('DiceRolled'),
      order: OrderNumberC,
      trooper: t.string,
      purpose: RollPurposeC,
      faces: t.readonlyArray(DieFaceC),
    }),
    /** Special Dice (N5): the places (from 0) of the faces the player discarded, and the rule that gave the extra dice. */
    t.partial({ discard: t.readonlyArray(NonNegativeIntC), discardRule: CitationIdC }),
    /** A saving roll: the Optional skills its player declines for this Order (Dogged, NWI), and the rules that allow it. */
    t.partial({ decline: t.readonlyArray(TrooperSkillC), declineRules: t.readonlyArray(CitationIdC) }),
  ]),
  'DiceRolled',
);

export const OrderConcluded = t.readonly(
  t.type({
    type: t.literal('OrderConcluded'),
    order: OrderNumberC,
    trooper: t.string,
  }),
  'OrderConcluded',
);

/** The Reactive Player closed an ARO declaration step; eligible troopers that declared nothing lost their ARO. */
export const AroDeclarationsClosed = t.readonly(
  t.type({
    type: t.literal('AroDeclarationsClosed'),
    order: OrderNumberC,
    position: Position,
    forfeited: t.readonlyArray(t.string),
  }),
  'AroDeclarationsClosed',
);

/** A declared skill whose requirements turned out unmet at Resolution: it is null and counts as Idle. */
export const SkillVoided = t.readonly(
  t.type({
    type: t.literal('SkillVoided'),
    order: OrderNumberC,
    trooper: t.string,
    position: t.keyof({ first: null, second: null, aro: null }),
    skill: t.string,
    reason: t.string,
    citation: CitationIdC,
  }),
  'SkillVoided',
);

/** A Coordinated Order: the spearhead and the troopers moving with it; one Command Token spent. */
export const CoordinatedOrderGiven = t.readonly(
  t.type({
    type: t.literal('CoordinatedOrderGiven'),
    order: OrderNumberC,
    player: t.string,
    spearhead: t.string,
    troopers: t.readonlyArray(t.string),
    commandTokensLeft: t.number,
    citation: CitationIdC,
  }),
  'CoordinatedOrderGiven',
);
