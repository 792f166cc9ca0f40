import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaEvent, NecromundaWeapon } from '../../../events/necromunda/index.ts';
import {
  createNecromundaSession,
  type DeclareHit,
  type NecromundaCommand,
  type NecromundaRejection,
  type NecromundaSession,
} from '../../../machines/necromunda/index.ts';
import { started } from '../../events/necromunda/necromundaSamples.ts';

/** A session on the sample fighters (Krug T4 W1 5+, Vex the juve T3 W1 no armour, Grax T4 W2 4+). */
export const newGame = (): NecromundaSession => {
  if (started.type !== 'NecromundaGameStarted') throw new Error('the sample start is not a start');
  return createNecromundaSession(started);
};

export const LASGUN: NecromundaWeapon = { name: 'Lasgun', strength: 3, ap: 0, damage: 1, traits: ['Plentiful'] };

export const hit = (
  attacker: string,
  target: string,
  weapon: NecromundaWeapon,
  more: Partial<DeclareHit> = {},
): DeclareHit => ({
  type: 'declare-hit',
  attacker,
  target,
  weapon,
  closeCombat: false,
  saveBonus: 0,
  noSaveTrait: null,
  traitInjuryDice: 0,
  ...more,
});

/** Sends every command, failing on the first refusal; the events they appended. */
export const play = (s: NecromundaSession, commands: readonly NecromundaCommand[]): NecromundaEvent[] =>
  commands.flatMap((c) => {
    const r = s.send(c);
    if (E.isLeft(r)) throw new Error(`refused ${c.type}: ${r.left.reason} [${r.left.citation.id}]`);
    return [...r.right];
  });

/** Sends a command that must be refused; the refusal. */
export const refused = (s: NecromundaSession, c: NecromundaCommand): NecromundaRejection => {
  const before = s.events().length;
  const r = s.send(c);
  if (E.isRight(r)) throw new Error(`${c.type} was accepted: ${JSON.stringify(r.right)}`);
  if (s.events().length !== before) throw new Error('a refused command appended events');
  return r.left;
};

export const types = (events: readonly NecromundaEvent[]): string[] => events.map((e) => e.type);
