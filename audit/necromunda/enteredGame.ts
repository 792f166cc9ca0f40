import type { InjuryResult } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaCommand } from '../../machines/necromunda/index.ts';
import { necromundaCommandsOf } from './necromundaCommandsOf.ts';

/** What the players entered for one hit of the log (its number in the log): its dice and results. */
export interface EnteredDice {
  readonly wound: number | null;
  readonly save: number | null;
  readonly injuries: readonly InjuryResult[];
  readonly locations: Extract<NecromundaCommand, { type: 'roll-locations' }> | null;
  readonly damage: Extract<NecromundaCommand, { type: 'roll-vehicle-damage' }> | null;
}

/** A command of the log that is not a die of a hit, and the log's hit it declared (when it declared one). */
export interface EnteredStep {
  readonly command: NecromundaCommand;
  readonly declares: number | null;
}

export const NO_DICE: EnteredDice = { wound: null, save: null, injuries: [], locations: null, damage: null };

/**
 * The log split into its steps (declarations, falls, Nerve tests…) and each hit's dice, by the log's
 * hit numbers: the commands necromundaCommandsOf reads, each die put with the hit it was rolled for.
 */
/** How a command adds to its hit's dice, or null when it is a step of the game (a declaration, a fall…). */
const diceOf = (command: NecromundaCommand): ((d: EnteredDice) => EnteredDice) | null => {
  switch (command.type) {
    case 'roll-wound':
      return (d) => ({ ...d, wound: command.die });
    case 'roll-save':
      return (d) => ({ ...d, save: command.die });
    case 'enter-injury':
      return (d) => ({ ...d, injuries: [...d.injuries, command.result] });
    case 'roll-locations':
      return (d) => ({ ...d, locations: command });
    case 'roll-vehicle-damage':
      return (d) => ({ ...d, damage: command });
    case 'declare-hit':
    case 'fall':
    case 'roll-over':
    case 'lasting-injury':
    case 'crew-lasting-injury':
    case 'lasting-damage':
    case 'thrown-clear':
    case 'nerve-check':
    case 'nerve-test':
    case 'retreat':
    case 'flee':
    case 'burn-out':
    case 'activate-broken':
    case 'rally':
    case 'claim-scrap':
      return null;
  }
};

export interface EnteredGame {
  readonly steps: readonly EnteredStep[];
  readonly dice: ReadonlyMap<number, EnteredDice>;
  /** Hits in the log. */
  readonly hits: number;
}

export const enteredGame = (events: readonly NecromundaEvent[]): EnteredGame => {
  const steps: EnteredStep[] = [];
  const dice = new Map<number, EnteredDice>();
  let hit = 0;
  const add = (n: number, change: (d: EnteredDice) => EnteredDice): void => {
    dice.set(n, change(dice.get(n) ?? NO_DICE));
  };
  for (const e of events) {
    if (e.type === 'HitDeclared') {
      hit = e.hit;
      // A hit a fall or a Thrown Clear caused is declared by the step just before it.
      const last = steps.at(-1);
      if (e.source.kind !== 'attack' && last !== undefined) steps[steps.length - 1] = { ...last, declares: e.hit };
    }
    for (const command of necromundaCommandsOf([e])) {
      const die = diceOf(command);
      if (die !== null) add(hit, die);
      else steps.push({ command, declares: command.type === 'declare-hit' && e.type === 'HitDeclared' ? e.hit : null });
    }
  }
  return { steps, dice, hits: events.filter((e) => e.type === 'HitDeclared').length };
};
