import * as t from 'io-ts';
import {
  AttributesC,
  DieFaceC,
  EditionC,
  FireteamChartC,
  FireteamKindC,
  FireteamSpecC,
  IntC,
  NonNegativeIntC,
  ReadingsC,
  SkillDeclarationC,
  TableFactC,
  TrooperSkillC,
  WeaponProfileC,
} from '../rules/events/codecs/index.ts';
import { AgreedStateC } from '../rules/events/orderRuledByPlayers.ts';

/**
 * The recorded-game format (docs/recorded-game.md): armies, then turns of Orders, each Order
 * with its declarations, table facts and dice. Written by hand at a table (YAML) or by tools
 * (JSON, which is YAML too).
 */
export const WeaponRefC = t.union([t.string, WeaponProfileC], 'WeaponRef');

/** What a trooper's profile must give: the same in a recorded game's armies and in a unit library. */
export const PROFILE_FIELDS = {
  id: t.string,
  name: t.string,
  type: t.keyof({ LI: null, MI: null, HI: null, TAG: null, REM: null, SK: null, WB: null }),
  attributes: AttributesC,
};

/** What a trooper's profile may give, in a recorded game's armies and in a unit library. */
export const PROFILE_OPTIONS = {
  training: t.keyof({ regular: null, irregular: null }),
  weapons: t.readonlyArray(WeaponRefC),
  skills: t.readonlyArray(TrooperSkillC),
  /** Its Unit, for the Fireteam level (default: its name). */
  unit: t.string,
  /** The Fireteam types its Fireteams Chart entry lets it join: core, haris, duo. */
  fireteams: t.readonlyArray(FireteamKindC),
  /** A Wildcard: joins any Fireteam of its Army's chart. */
  wildcard: t.boolean,
  /** Its points in the army list (Retreat!). */
  cost: NonNegativeIntC,
  /** A Peripheral: its Controller's id (one Order activates both; the Peripheral adds none). */
  peripheralOf: t.string,
};

export const ScriptTrooperC = t.readonly(
  t.intersection([
    t.type(PROFILE_FIELDS),
    t.partial({
      ...PROFILE_OPTIONS,
      /** States the trooper starts the game in (a game recorded from mid-way): prone, imm-a, imm-b, isolated. */
      states: t.readonlyArray(t.string),
      /** Optional skills its player declines for the game: dogged, nwi (Frenzy and Exrah are Obligatory). */
      decline: t.readonlyArray(TrooperSkillC),
    }),
  ]),
  'Trooper',
);

export const ScriptArmyC = t.readonly(
  t.intersection([
    t.type({
      player: t.string,
      faction: t.string,
      lieutenant: t.union([t.string, t.null]),
      groups: t.readonlyArray(t.readonly(t.type({ id: t.string, troopers: t.readonlyArray(ScriptTrooperC) }), 'Group')),
    }),
    t.partial({
      /** How many Fireteams of each type may be on the table at once (default: one Core, one Haris). */
      fireteamChart: FireteamChartC,
      /** The Fireteams formed at deployment. */
      fireteams: t.readonlyArray(FireteamSpecC),
      /** The points the list was built for (Retreat!). */
      points: NonNegativeIntC,
    }),
  ]),
  'Army',
);

const FacesC = t.readonlyArray(DieFaceC);

/**
 * A Guts Roll at the Conclusion of an Order: its WIP die (`roll`), the owner's choice to fail it
 * (`fail: true`) or, with Courage, to pass it (`courage: true`); after a failure, what the table
 * allowed (`options`) and the fallback taken.
 */
export const GutsScriptC = t.readonly(
  t.partial({
    roll: DieFaceC,
    fail: t.literal(true),
    courage: t.literal(true),
    options: t.readonly(t.type({ leaveLof: t.boolean, reachCover: t.boolean }), 'GutsOptions'),
    move: t.keyof({ 'leave-lof': null, 'reach-cover': null, 'go-prone': null }),
  }),
  'Guts',
);

const OrderKindC = t.keyof({ regular: null, irregular: null, lieutenant: null, tactical: null, impetuous: null });

/**
 * The outcome the players agreed for an Order the engine does not rule, as changes: Orders and
 * Command Tokens spent, then what changed on the table: Wounds per trooper (signed: -1 removes
 * one), states entered and left, uses spent per trooper and key (signed), troopers taken out of
 * play. (Two parts, each field optional: errors inside name their field.)
 */
export const AgreedOutcomeC = t.readonly(
  t.intersection([
    t.partial({
      /** Orders spent (left out: one, by the activating trooper, chosen as an activation chooses; [] for none). */
      orders: t.readonlyArray(
        t.readonly(t.intersection([t.type({ trooper: t.string }), t.partial({ order: OrderKindC })])),
      ),
      commandTokens: NonNegativeIntC,
    }),
    t.partial({
      wounds: t.record(t.string, IntC),
      enter: t.record(t.string, t.readonlyArray(AgreedStateC)),
      leave: t.record(t.string, t.readonlyArray(AgreedStateC)),
      uses: t.record(t.string, t.record(t.string, IntC)),
      outOfPlay: t.readonlyArray(t.string),
    }),
  ]),
  'AgreedOutcome',
);

/** An Order the engine cannot rule, as the players ruled it: what was declared, the dice, the outcome agreed. */
export const RuledByPlayersC = t.readonly(
  t.intersection([
    t.type({ declared: t.string, outcome: AgreedOutcomeC }),
    t.partial({
      skills: t.readonlyArray(t.string),
      dice: t.record(t.string, t.readonlyArray(DieFaceC)),
      note: t.string,
    }),
  ]),
  'RuledByPlayers',
);

/** An Order ruled by the players instead of the engine: told apart from an engine Order by `ruledByPlayers`. */
export const PlayersOrderC = t.readonly(
  t.intersection([t.type({ trooper: t.string, ruledByPlayers: RuledByPlayersC }), t.partial({ note: t.string })]),
  'PlayersOrder',
);

/**
 * One step of an Order's declarations, in the order the players entered them (what `arbiter play`
 * records when a measurement follows an ARO, or comes after the AROs closed): a measurement, one
 * trooper's ARO, the close of an ARO step, or the second skill.
 */
export const OrderStepC = t.union(
  [
    t.readonly(t.type({ measure: TableFactC })),
    t.readonly(t.type({ aro: t.record(t.string, SkillDeclarationC) })),
    t.readonly(t.type({ 'end-aros': t.literal(true) })),
    t.readonly(t.type({ second: SkillDeclarationC })),
  ],
  'OrderStep',
);

export const EngineOrderC = t.readonly(
  t.intersection([
    t.type({ trooper: t.string, first: SkillDeclarationC }),
    t.partial({
      note: t.string,
      /** Fireteams (either player's) cancelled by their players before this Order is spent. */
      cancelFireteams: t.readonlyArray(t.string),
      /** Which Order to spend: the trooper's own Irregular one is used first, then its group's Regular ones, unless named. */
      order: t.keyof({ regular: null, irregular: null, lieutenant: null, tactical: null, impetuous: null }),
      /** The other troopers of a Coordinated Order led by `trooper` (one Command Token and one Regular Order). */
      coordinated: t.readonlyArray(t.string),
      /** A Fireteam Order: `trooper` becomes the Leader and one Regular Order activates its Fireteam. */
      fireteam: t.literal(true),
      /** Members of the Fireteam out of Coherency with the Leader (not activated; they leave the team). */
      outOfCoherency: t.readonlyArray(t.string),
      table: t.readonlyArray(TableFactC),
      aros: t.record(t.string, SkillDeclarationC),
      second: SkillDeclarationC,
      table2: t.readonlyArray(TableFactC),
      aros2: t.record(t.string, SkillDeclarationC),
      /** Instead of table, aros, second, table2 and aros2: everything after the first skill, in the order entered. */
      steps: t.readonlyArray(OrderStepC),
      dice: t.record(t.string, FacesC),
      /** Special Dice (N5): per trooper, the places (from 1) among its `dice` of the dice it discards. */
      discard: t.record(t.string, t.readonlyArray(t.number)),
      saves: t.record(t.string, FacesC),
      /** Per trooper, the Optional skills (dogged, nwi) its player declines for this Order's Wounds: given with its saving roll. */
      decline: t.record(t.string, t.readonlyArray(TrooperSkillC)),
      guts: t.record(t.string, GutsScriptC),
    }),
  ]),
  'EngineOrder',
);

/**
 * An Order: ruled by the engine (`first`, …) or by the players (`ruledByPlayers`). The engine's
 * comes first so that a file missing `first` is told so; an Order giving both is refused when it
 * is recorded (recordGame).
 */
export const ScriptOrderC = t.union([EngineOrderC, PlayersOrderC], 'Order');

/**
 * The end of a round of a mission, recorded after the round's last Turn: who dominates each zone
 * (null: nobody), the Classified Objectives accomplished in the round and the Specialist who did each.
 */
export const RoundEndC = t.readonly(
  t.intersection([
    t.type({ dominate: t.record(t.string, t.union([t.string, t.null])) }),
    t.partial({
      classified: t.readonlyArray(
        t.readonly(t.intersection([t.type({ player: t.string, objective: t.string }), t.partial({ by: t.string })])),
      ),
    }),
  ]),
  'RoundEnd',
);

/** The mission played (docs/missions.md): its id, and each player's Classified Objectives drawn (player → ids). */
export const ScriptMissionC = t.readonly(
  t.intersection([
    t.type({
      id: t.keyof({
        'n5/missions/annihilation': null,
        'n5/missions/frontline': null,
        'n5/missions/supplies': null,
        'n5/missions/supremacy': null,
      }),
    }),
    t.partial({ classified: t.record(t.string, t.readonlyArray(t.string)) }),
  ]),
  'Mission',
);

/** A Strategic Use of a Command Token (docs/recorded-game.md "Command Tokens"). */
export const StrategicTokenC = t.union(
  [
    t.readonly(
      t.type({ player: t.string, use: t.literal('remove-orders'), groups: t.readonlyArray(t.string) }),
      'RemoveOrders',
    ),
    t.readonly(t.type({ player: t.string, use: t.literal('limit-tokens') }), 'LimitTokens'),
  ],
  'StrategicToken',
);

/**
 * An Executive or Operational Use of a Command Token by the Turn's player (docs/recorded-game.md
 * "Command Tokens"); `player` only to record one refused (another player's, in its Reactive Turn).
 */
const spender = t.partial({ player: t.string });
export const CommandTokenUseC = t.union(
  [
    t.readonly(
      t.intersection([t.type({ use: t.literal('change-group'), trooper: t.string, group: t.string }), spender]),
      'ChangeGroup',
    ),
    t.readonly(
      t.intersection([t.type({ use: t.literal('regular-order'), trooper: t.string }), spender]),
      'RegularOrder',
    ),
    t.readonly(
      t.intersection([t.type({ use: t.literal('ignore-retreat'), trooper: t.string }), spender]),
      'IgnoreRetreat',
    ),
  ],
  'CommandTokenUse',
);

export const ScriptTurnC = t.readonly(
  t.intersection([
    t.type({ player: t.string, orders: t.readonlyArray(ScriptOrderC) }),
    /** The new Lieutenant named at the end of a Turn that began in Loss of Lieutenant. */
    t.partial({
      lieutenant: t.string,
      /** Fireteams formed in the Tactical Phase, before the Orders, each spending a Command Token. */
      fireteams: t.readonlyArray(FireteamSpecC),
      /** Regeneration rolls made in the States Phase that ends the Turn: trooper → the die (rules/combat/regeneration.ts). */
      regeneration: t.readonly(t.record(t.string, t.number)),
      /** After the Turn, the end of the round scored (a mission). */
      roundEnd: RoundEndC,
      /** After the Turn (and its round's end), the game ends with its final score. */
      endGame: t.literal(true),
      /** The opponent's Strategic Use of a Command Token, right after this (first) Turn's Order Count. */
      strategicToken: StrategicTokenC,
      /** The Turn's player's Executive and Operational Uses of Command Tokens, in its Tactical Phase, before its Fireteams and Orders. */
      commandTokens: t.readonlyArray(CommandTokenUseC),
    }),
  ]),
  'Turn',
);

/**
 * The Deployment Phase (docs/recorded-game.md "Deployment"): the player who deploys first, and each
 * trooper not simply placed in its Deployment Zone: beyond it (Forward Deployment, Infiltration),
 * in the enemy half (Infiltration, with the die of its PH Roll) or off the table (Combat Jump, Parachutist).
 */
export const ScriptDeploymentC = t.readonly(
  t.intersection([
    t.type({ first: t.string }),
    t.partial({
      troopers: t.readonlyArray(
        t.readonly(
          t.intersection([
            t.type({
              trooper: t.string,
              place: t.keyof({ 'deployment-zone': null, 'beyond-zone': null, 'enemy-half': null, 'off-table': null }),
            }),
            t.partial({ die: t.number }),
          ]),
        ),
      ),
    }),
  ]),
  'Deployment',
);

export const RecordedGameC = t.readonly(
  t.intersection([
    t.type({
      format: t.literal('arbiter/recorded-game@1'),
      title: t.string,
      armies: t.readonlyArray(ScriptArmyC),
      turns: t.readonlyArray(ScriptTurnC),
    }),
    /** `readings`: rules corrected after printing that this game reads as first printed (rules/readings.ts). */
    t.partial({
      edition: EditionC,
      description: t.string,
      readings: ReadingsC,
      mission: ScriptMissionC,
      deployment: ScriptDeploymentC,
    }),
  ]),
  'RecordedGame',
);

export type RecordedGame = t.TypeOf<typeof RecordedGameC>;
export type ScriptOrder = t.TypeOf<typeof ScriptOrderC>;
export type EngineOrder = t.TypeOf<typeof EngineOrderC>;
export type PlayersOrder = t.TypeOf<typeof PlayersOrderC>;
export type ScriptTrooper = t.TypeOf<typeof ScriptTrooperC>;
