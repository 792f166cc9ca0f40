import * as t from 'io-ts';
import type { RuledOutcome } from '../orders/index.ts';
import type { AgreedState } from '../table/index.ts';
import { DieFaceC, IntC, NonNegativeIntC, OrderNumberC, type Same } from './codecs/index.ts';

/** A state an Order ruled by the players enters or leaves by name (the table's states but Normal and out of play). */
export const AgreedStateC = t.keyof(
  {
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
  'AgreedState',
);

const PerTrooperStatesC = t.readonlyArray(
  t.readonly(t.type({ trooper: t.string, states: t.readonlyArray(AgreedStateC) })),
);

/**
 * The outcome the players agreed, as the table takes it: every change with the total it leads to,
 * so a fold applies it without recomputing anything.
 */
export const PlayersOutcomeC = t.readonly(
  t.type({
    /** The Orders spent: by whom, from which Combat Group's pool or which special pool. */
    orders: t.readonlyArray(
      t.readonly(
        t.type({
          trooper: t.string,
          group: t.string,
          pool: t.keyof({ regular: null, irregular: null, lieutenant: null, tactical: null, impetuous: null }),
        }),
      ),
    ),
    commandTokens: t.readonly(t.type({ spent: NonNegativeIntC, left: NonNegativeIntC })),
    /** Wounds received: the change (signed) and the trooper's total after it. */
    wounds: t.readonlyArray(t.readonly(t.type({ trooper: t.string, change: IntC, total: NonNegativeIntC }))),
    /** States left, then states entered. */
    left: PerTrooperStatesC,
    entered: PerTrooperStatesC,
    /** Uses spent (a Disposable weapon, any ammunition), by key: the change (signed) and the total spent after it. */
    uses: t.readonlyArray(
      t.readonly(t.type({ trooper: t.string, key: t.string, change: IntC, total: NonNegativeIntC })),
    ),
    /** Troopers taken off the table for the rest of the game (the Null state out-of-play). */
    outOfPlay: t.readonlyArray(t.string),
  }),
  'PlayersOutcome',
);

/**
 * An Order the engine does not rule (a skill it does not cover yet), as the players ruled it:
 * who activated, what was declared, the dice, and the outcome they agreed. It carries no
 * citation: the engine vouches only for what it ruled. Not a ruling: re-adjudication sends it
 * again as agreed and never compares it.
 */
export const OrderRuledByPlayers = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('OrderRuledByPlayers'),
      order: OrderNumberC,
      player: t.string,
      trooper: t.string,
      /** What was declared, in the players' words. */
      declared: t.string,
      /** The skills declared, by id (free text: the engine may not know them). */
      skills: t.readonlyArray(t.string),
      dice: t.readonlyArray(t.readonly(t.type({ trooper: t.string, faces: t.readonlyArray(DieFaceC) }))),
      outcome: PlayersOutcomeC,
    }),
    t.partial({ note: t.string }),
  ]),
  'OrderRuledByPlayers',
);

const sameOutcome: Same<t.TypeOf<typeof PlayersOutcomeC>, RuledOutcome> = true;
const sameState: Same<t.TypeOf<typeof AgreedStateC>, AgreedState> = true;
export const PLAYERS_CODECS_MATCH_RULES = sameOutcome && sameState;
