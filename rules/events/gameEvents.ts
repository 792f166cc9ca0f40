import * as t from 'io-ts';
import { ArmyListC, CitationIdC, EditionC, NonNegativeIntC, PositiveIntC, ReadingsC } from './codecs/index.ts';
import { MissionSetupC } from './missionEvents.ts';

/** Game and turn events: the frame around the Orders. */
const StartingStateC = t.keyof(
  {
    prone: null,
    'imm-a': null,
    'imm-b': null,
    isolated: null,
    stunned: null,
    camouflaged: null,
    'imp-1': null,
    'imp-2': null,
    'hidden-deployment': null,
  },
  'StartingState',
);

const DeploymentPlaceC = t.keyof(
  { 'deployment-zone': null, 'beyond-zone': null, 'enemy-half': null, 'off-table': null },
  'DeploymentPlace',
);

/** The Deployment Phase as ruled (rules/deployment/): who deployed first, and each trooper not simply in its zone. */
export const DeploymentPhaseC = t.readonly(
  t.type({
    first: t.string,
    troopers: t.readonlyArray(
      t.readonly(
        t.intersection([
          t.type({
            trooper: t.string,
            declared: DeploymentPlaceC,
            place: DeploymentPlaceC,
            citations: t.readonlyArray(CitationIdC),
          }),
          t.partial({
            roll: t.readonly(
              t.type({ attribute: t.literal('PH'), sv: t.number, die: PositiveIntC, passed: t.boolean }),
            ),
          }),
        ]),
      ),
    ),
  }),
  'DeploymentPhase',
);

export const GameStarted = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('GameStarted'),
      edition: EditionC,
      title: t.string,
      armies: t.readonlyArray(ArmyListC),
    }),
    t.partial({
      /** Troopers that start the game in a state (a game recorded from mid-way); absent when none does. */
      startingStates: t.readonlyArray(
        t.readonly(t.type({ trooper: t.string, states: t.readonlyArray(StartingStateC) })),
      ),
      /** Rules corrected after printing and read another way in this game (absent: the corrections). */
      readings: ReadingsC,
      /** Command Tokens each player starts with, when not the usual 4. */
      commandTokens: NonNegativeIntC,
      /** The mission played (absent: none). */
      mission: MissionSetupC,
      /** The Deployment Phase, when the game records one (absent: every trooper in its Deployment Zone). */
      deployment: DeploymentPhaseC,
    }),
  ]),
  'GameStarted',
);

export const TurnStarted = t.readonly(
  t.type({
    type: t.literal('TurnStarted'),
    round: PositiveIntC,
    player: t.string,
  }),
  'TurnStarted',
);

export const TurnEnded = t.readonly(
  t.type({
    type: t.literal('TurnEnded'),
    round: PositiveIntC,
    player: t.string,
  }),
  'TurnEnded',
);

export const OrderPoolsFormed = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('OrderPoolsFormed'),
      round: PositiveIntC,
      player: t.string,
      pools: t.readonlyArray(t.readonly(t.type({ group: t.string, regular: NonNegativeIntC }))),
      irregular: t.readonlyArray(t.readonly(t.type({ trooper: t.string, orders: NonNegativeIntC }))),
      lieutenant: t.union([t.readonly(t.type({ trooper: t.string, orders: NonNegativeIntC })), t.null]),
      lossOfLieutenant: t.boolean,
      citations: t.readonlyArray(CitationIdC),
    }),
    t.partial({
      /** N5 Tactical Orders kept by their troopers (Tactical Awareness); absent when none. */
      tactical: t.readonlyArray(t.readonly(t.type({ trooper: t.string, orders: NonNegativeIntC }))),
      /** Impetuous Orders (the Impetuous Phase's tokens) of the Impetuous troopers; absent when none. */
      impetuous: t.readonlyArray(t.readonly(t.type({ trooper: t.string, orders: NonNegativeIntC }))),
      /** The Retreat! count of an army whose list gives its points: true, in Retreat! (absent: not counted). */
      retreat: t.boolean,
    }),
  ]),
  'OrderPoolsFormed',
);

/**
 * A Command Token spent on a Strategic Use (the second player, in its opponent's first Tactical
 * Phase) or on an Executive or Operational Use by the Active Player (rules/orders/executiveTokens.ts).
 */
export const CommandTokenSpent = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('CommandTokenSpent'),
      round: PositiveIntC,
      player: t.string,
      use: t.keyof({
        'remove-orders': null,
        'limit-tokens': null,
        'change-group': null,
        'regular-order': null,
        'ignore-retreat': null,
        /** A failed Doctor or Engineer roll rolled again within the Order (rules/combat/supportRerolls.ts). */
        reroll: null,
      }),
      commandTokensLeft: NonNegativeIntC,
      citation: CitationIdC,
    }),
    t.partial({
      /** The Combat Groups each Regular Order was taken from (remove-orders). */
      groups: t.readonlyArray(t.string),
      /** The fewest Command Tokens the Active Player may be left with this Turn (limit-tokens). */
      floor: NonNegativeIntC,
      /** The trooper of an Executive or Operational Use. */
      trooper: t.string,
      /** The Combat Group the trooper joins (change-group) or whose pool gets the Order (regular-order). */
      group: t.string,
      /** The Regular Orders left per Combat Group after the use (change-group, regular-order). */
      pools: t.readonlyArray(t.readonly(t.type({ group: t.string, regular: NonNegativeIntC }))),
      /** The trooper's Irregular Orders left after one was made Regular (regular-order). */
      irregularLeft: NonNegativeIntC,
    }),
  ]),
  'CommandTokenSpent',
);

/** A new Lieutenant named at the end of a Turn that began in Loss of Lieutenant. */
export const LieutenantAppointed = t.readonly(
  t.type({
    type: t.literal('LieutenantAppointed'),
    round: PositiveIntC,
    player: t.string,
    trooper: t.string,
    citation: CitationIdC,
  }),
  'LieutenantAppointed',
);
