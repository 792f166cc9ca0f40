import type { ArbiterEvent, EventOf } from '../events/index.ts';
import type { GameCommand, GameInput } from '../machines/index.ts';
import type { AuditRecord } from './readLogLeniently.ts';

/**
 * The command behind an Order ruled by the players: the changes they agreed (totals are the
 * table's, derived again), every Order spent named with its kind.
 */
const playersCommand = (e: EventOf<'OrderRuledByPlayers'>): GameCommand => {
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

/** A command taken back out of the log, with the record it came from. */
export interface LoggedStep {
  readonly seq: number;
  /** The Order it belongs to; null for the frame (turns). */
  readonly order: number | null;
  readonly command: GameCommand;
}

/** What the players did, as the log recorded it: the game's input and every command, in order. */
export interface LoggedGame {
  readonly input: GameInput;
  readonly steps: readonly LoggedStep[];
}

export type LoggedGameResult =
  { readonly ok: true; readonly game: LoggedGame } | { readonly ok: false; readonly message: string };

/**
 * Extracts the commands from a log (the inverse of what the machines append for them):
 * GameStarted gives the input; TurnStarted, TrooperActivated (with the kind of Order its
 * OrderSpent names), SkillDeclared, AroDeclared, AroDeclarationsClosed, MeasurementRecorded,
 * DiceRolled, TurnEnded (with the Lieutenant a LieutenantAppointed named), a Guts Roll failed
 * on purpose and the fallback taken after a failed Guts Roll (GutsMoved) give the commands; an
 * Order ruled by the players (OrderRuledByPlayers) gives back the command that agreed it.
 * Rulings are not inputs: they are left for the re-adjudication to derive again.
 */
export const loggedGame = (records: readonly AuditRecord[]): LoggedGameResult => {
  let input: GameInput | null = null;
  const steps: LoggedStep[] = [];
  let appointed: string | undefined;
  const activations = new Map<number, number>();
  const push = (seq: number, order: number | null, command: GameCommand): void =>
    void steps.push({ seq, order, command });
  for (const { seq, event } of records) {
    const e: ArbiterEvent = event;
    switch (e.type) {
      case 'GameStarted':
        if (input !== null) return { ok: false, message: `seq ${seq}: a second GameStarted; a log holds one game` };
        input = {
          edition: e.edition,
          title: e.title,
          armies: e.armies,
          ...(e.startingStates === undefined ? {} : { startingStates: e.startingStates }),
          ...(e.readings === undefined ? {} : { readings: e.readings }),
        };
        break;
      case 'TurnStarted':
        push(seq, null, { type: 'start-turn', player: e.player });
        break;
      case 'LieutenantAppointed':
        appointed = e.trooper;
        break;
      case 'TurnEnded':
        push(seq, null, appointed === undefined ? { type: 'end-turn' } : { type: 'end-turn', lieutenant: appointed });
        appointed = undefined;
        break;
      case 'TrooperActivated':
        activations.set(e.order, steps.length);
        push(seq, e.order, { type: 'activate', trooper: e.trooper });
        break;
      case 'OrderSpent': {
        // Which kind of Order was spent is the player's choice: send it with the activation.
        const at = activations.get(e.order);
        const step = at === undefined ? undefined : steps[at];
        if (step !== undefined && step.command.type === 'activate')
          steps[at as number] = { ...step, command: { ...step.command, order: e.pool } };
        break;
      }
      case 'CoordinatedOrderGiven': {
        // The troopers moving with the spearhead are part of the activation command.
        const at = activations.get(e.order);
        const step = at === undefined ? undefined : steps[at];
        if (step !== undefined && step.command.type === 'activate') {
          steps[at as number] = {
            ...step,
            command: { ...step.command, coordinated: e.troopers.filter((t) => t !== e.spearhead) },
          };
        }
        break;
      }
      case 'FireteamChanged': {
        // A Fireteam Order is part of its activation command (with the members out of Coherency);
        // a Fireteam formed with a Command Token between Orders is its own command.
        const at = e.order === undefined ? undefined : activations.get(e.order);
        const step = at === undefined ? undefined : steps[at];
        if (e.change === 'order' && step !== undefined && step.command.type === 'activate')
          steps[at as number] = {
            ...step,
            command: { ...step.command, fireteam: true, ...(e.left === undefined ? {} : { outOfCoherency: e.left }) },
          };
        if (e.change === 'formed' && e.order === undefined && e.commandTokensLeft !== undefined)
          push(seq, null, { type: 'form-fireteam', fireteam: e.fireteam });
        // Integrity cancels a team during an Order; between Orders only its player does.
        if (e.change === 'cancelled' && e.order === undefined)
          push(seq, null, { type: 'cancel-fireteam', fireteam: e.fireteam.id });
        break;
      }
      case 'SkillDeclared':
        push(seq, e.order, { type: 'declare', trooper: e.trooper, declaration: e.declaration });
        break;
      case 'AroDeclared':
        push(seq, e.order, { type: 'aro', trooper: e.trooper, declaration: e.declaration });
        break;
      case 'AroDeclarationsClosed':
        push(seq, e.order, { type: 'end-aros' });
        break;
      case 'MeasurementRecorded':
        push(seq, e.order, { type: 'measure', fact: e.fact });
        break;
      case 'DiceRolled':
        push(seq, e.order, {
          type: 'roll',
          trooper: e.trooper,
          purpose: e.purpose,
          faces: e.faces,
          ...(e.discard === undefined ? {} : { discard: e.discard }),
        });
        break;
      case 'GutsRollResolved':
        // Failing a Guts Roll on purpose is the player's choice; a rolled one comes from its dice.
        if (e.choice === 'fail-on-purpose') push(seq, e.order, { type: 'fail-guts', trooper: e.trooper });
        break;
      case 'OrderPoolsFormed':
      case 'OrderStepEntered':
      case 'OrderConcluded':
      case 'FaceToFaceResolved':
      case 'NormalRollResolved':
      case 'HitsScored':
      case 'SavingRollResolved':
      case 'WoundsInflicted':
      case 'ProtheionRecovered':
      case 'SmokeThrown':
      case 'StateEntered':
      case 'StateLeft':
      case 'ShotNullified':
      case 'SkillVoided':
      case 'TemplateAttackResolved':
      case 'FriendlyFireHit':
      case 'DodgeResolved':
      case 'DisposableSpent':
      case 'GutsRequirementChecked':
        break;
      case 'GutsMoved':
        push(seq, e.order, { type: 'guts-move', trooper: e.trooper, option: e.option });
        break;
      case 'OrderRuledByPlayers':
        // The players' ruling goes back as they agreed it: the engine checks it again, never rules it.
        push(seq, e.order, playersCommand(e));
        break;
      case 'StepRetracted':
        return {
          ok: false,
          message: `seq ${seq}: a StepRetracted: take the log's retracted steps out first (withoutRetracted)`,
        };
      default: {
        const unhandled: never = e;
        return { ok: false, message: `seq ${seq}: no command is known for event ${JSON.stringify(unhandled)}` };
      }
    }
  }
  if (input === null)
    return { ok: false, message: 'the log has no GameStarted event: it does not start a game (is it a whole log?)' };
  return { ok: true, game: { input, steps } };
};
