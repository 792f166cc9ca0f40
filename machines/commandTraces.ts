import { deploymentSetupOf } from '../rules/deployment/index.ts';
import type { ArbiterEvent, EventOf } from '../rules/events/index.ts';
import { REGENERATION_EXCHANGE, type GameCommand, type GameSetup } from '../rules/decide/index.ts';

/** The game a GameStarted event starts: edition, title, armies, readings, starting states and Command Tokens. */
export const setupOf = (started: EventOf<'GameStarted'>): GameSetup => ({
  edition: started.edition,
  title: started.title,
  armies: started.armies,
  ...(started.readings === undefined ? {} : { readings: started.readings }),
  ...(started.commandTokens === undefined ? {} : { commandTokens: started.commandTokens }),
  ...(started.startingStates === undefined ? {} : { startingStates: started.startingStates }),
  ...(started.mission === undefined ? {} : { mission: started.mission }),
  ...(started.deployment === undefined ? {} : { deployment: deploymentSetupOf(started.deployment) }),
});

/** The command behind a Command Token spent (a Strategic, Executive or Operational Use); null for a reroll, a ruling of its roll. */
export const tokenCommandOf = (e: EventOf<'CommandTokenSpent'>): GameCommand | null => {
  const trooper = e.trooper ?? '';
  switch (e.use) {
    case 'remove-orders':
      return { type: 'strategic-token', player: e.player, use: 'remove-orders', groups: e.groups ?? [] };
    case 'limit-tokens':
      return { type: 'strategic-token', player: e.player, use: 'limit-tokens' };
    case 'change-group':
      return { type: 'command-token', player: e.player, use: 'change-group', trooper, group: e.group ?? '' };
    case 'regular-order':
      return { type: 'command-token', player: e.player, use: 'regular-order', trooper };
    case 'ignore-retreat':
      return { type: 'command-token', player: e.player, use: 'ignore-retreat', trooper };
    case 'reroll':
      return null;
  }
};

/** A command read back from the events it left, with the index of the event that carries it. */
export interface CommandTrace {
  readonly command: GameCommand;
  readonly at: number;
}

/** The command behind an Order ruled by the players: the changes they agreed, every Order spent named with its kind. */
export const playersCommandOf = (e: EventOf<'OrderRuledByPlayers'>): GameCommand => {
  const o = e.outcome;
  const perTrooper = (
    list: readonly { readonly trooper: string; readonly states: readonly string[] }[],
  ): Readonly<Record<string, readonly string[]>> => Object.fromEntries(list.map((x) => [x.trooper, x.states]));
  const uses = new Map<string, Readonly<Record<string, number>>>();
  for (const u of o.uses) uses.set(u.trooper, { ...(uses.get(u.trooper) ?? {}), [u.key]: u.change });
  return {
    type: 'rule-by-players',
    trooper: e.trooper,
    declared: e.declared,
    skills: e.skills,
    dice: Object.fromEntries(e.dice.map((d) => [d.trooper, d.faces])),
    ...(e.note === undefined ? {} : { note: e.note }),
    outcome: {
      orders: o.orders.map((x) => ({ trooper: x.trooper, order: x.pool })),
      commandTokens: o.commandTokens.spent,
      wounds: Object.fromEntries(o.wounds.map((w) => [w.trooper, w.change])),
      leave: perTrooper(o.left),
      enter: perTrooper(o.entered),
      uses: Object.fromEntries(uses),
      outOfPlay: o.outOfPlay,
    },
  };
};

/**
 * The commands whose traces the events hold (the events of role declaration, frame or players in
 * docs/events.md), in order; the rulings are left for the engine to derive again. Events after
 * the first are read; the first is the game's GameStarted. What is found here is only a
 * candidate: `commandsOf` replays it and compares every event.
 */
export const commandTraces = (events: readonly ArbiterEvent[]): readonly CommandTrace[] => {
  const traces: CommandTrace[] = [];
  let appointed: { readonly trooper: string; readonly at: number } | undefined;
  /** The Regeneration rolls of the States Phase under way (trooper → die), read back at TurnEnded. */
  let regeneration: Record<string, number> = {};
  const activations = new Map<number, number>();
  const push = (at: number, command: GameCommand): void => void traces.push({ command, at });
  /** Adds what the activation's later events tell of the player's choice to its command. */
  const amend = (order: number | undefined, change: (c: GameCommand & { type: 'activate' }) => GameCommand): void => {
    const i = order === undefined ? undefined : activations.get(order);
    const trace = i === undefined ? undefined : traces[i];
    if (i !== undefined && trace !== undefined && trace.command.type === 'activate')
      traces[i] = { ...trace, command: change(trace.command) };
  };
  for (const [at, e] of events.entries()) {
    if (at === 0) continue;
    switch (e.type) {
      case 'TurnStarted':
        push(at, { type: 'start-turn', player: e.player });
        break;
      case 'LieutenantAppointed':
        appointed = { trooper: e.trooper, at };
        break;
      case 'CommandTokenSpent': {
        const command = tokenCommandOf(e);
        if (command !== null) push(at, command);
        break;
      }
      case 'TurnEnded':
        push(appointed?.at ?? at, {
          type: 'end-turn',
          ...(appointed === undefined ? {} : { lieutenant: appointed.trooper }),
          ...(Object.keys(regeneration).length === 0 ? {} : { regeneration }),
        });
        appointed = undefined;
        regeneration = {};
        break;
      case 'NormalRollResolved': {
        // A roll of the States Phase (Regeneration): its die is the player's; every other is a ruling.
        const face = e.dice[0]?.die.face;
        if (e.exchange.startsWith(REGENERATION_EXCHANGE) && face !== undefined)
          regeneration = { ...regeneration, [e.roller.trooper]: face };
        break;
      }
      case 'TrooperActivated':
        activations.set(e.order, traces.length);
        push(at, { type: 'activate', trooper: e.trooper });
        break;
      case 'OrderSpent':
        amend(e.order, (c) => ({ ...c, order: e.pool }));
        break;
      case 'CoordinatedOrderGiven':
        amend(e.order, (c) => ({ ...c, coordinated: e.troopers.filter((t) => t !== e.spearhead) }));
        break;
      case 'FireteamChanged':
        if (e.change === 'order')
          amend(e.order, (c) => ({
            ...c,
            fireteam: true,
            ...(e.left === undefined ? {} : { outOfCoherency: e.left }),
          }));
        // Formed with a Command Token in the Tactical Phase; cancelled by its player between Orders.
        if (e.change === 'formed' && e.order === undefined && e.commandTokensLeft !== undefined)
          push(at, { type: 'form-fireteam', fireteam: e.fireteam });
        if (e.change === 'cancelled' && e.order === undefined)
          push(at, { type: 'cancel-fireteam', fireteam: e.fireteam.id });
        break;
      case 'SkillDeclared':
        push(at, { type: 'declare', trooper: e.trooper, declaration: e.declaration });
        break;
      case 'AroDeclared':
        push(at, { type: 'aro', trooper: e.trooper, declaration: e.declaration });
        break;
      case 'AroDeclarationsClosed':
        push(at, { type: 'end-aros' });
        break;
      case 'MeasurementRecorded':
        push(at, { type: 'measure', fact: e.fact });
        break;
      case 'DiceRolled':
        push(at, {
          type: 'roll',
          trooper: e.trooper,
          purpose: e.purpose,
          faces: e.faces,
          ...(e.discard === undefined ? {} : { discard: e.discard }),
          ...(e.decline === undefined ? {} : { decline: e.decline }),
        });
        break;
      case 'GutsRollResolved':
        // Failing a Guts Roll on purpose is the player's choice; a rolled one comes from its die.
        if (e.choice === 'fail-on-purpose') push(at, { type: 'fail-guts', trooper: e.trooper });
        // Courage: the Guts Roll passed with no die.
        if (e.choice === 'courage') push(at, { type: 'roll', trooper: e.trooper, purpose: 'guts', faces: [] });
        break;
      case 'GutsMoved':
        push(at, { type: 'guts-move', trooper: e.trooper, option: e.option });
        break;
      case 'OrderRuledByPlayers':
        push(at, playersCommandOf(e));
        break;
      case 'RoundScored':
        push(at, {
          type: 'score-round',
          dominate: Object.fromEntries(e.dominate.map((d) => [d.zone, d.player])),
          ...(e.classified.length === 0 ? {} : { classified: e.classified }),
        });
        break;
      case 'GameEnded':
        push(at, { type: 'end-game' });
        break;
      case 'GameStarted':
      case 'OrderPoolsFormed':
      case 'OrderStepEntered':
      case 'OrderConcluded':
      case 'FaceToFaceResolved':
      case 'HitsScored':
      case 'SavingRollResolved':
      case 'WoundsInflicted':
      case 'ProtheionRecovered':
      case 'SmokeThrown':
      case 'StateEntered':
      case 'StateLeft':
      case 'ObjectiveChanged':
      case 'SkillGained':
      case 'ShotNullified':
      case 'SkillVoided':
      case 'TemplateAttackResolved':
      case 'FriendlyFireHit':
      case 'DodgeResolved':
      case 'DisposableSpent':
      case 'GutsRequirementChecked':
        break;
      case 'StepRetracted':
        throw new TypeError(`event ${at} is a StepRetracted: take the retracted steps out first (eventsInForce)`);
      default: {
        const unhandled: never = e;
        throw new TypeError(`no command is known for event ${JSON.stringify(unhandled)}`);
      }
    }
  }
  return traces;
};
