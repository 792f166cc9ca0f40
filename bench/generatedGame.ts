import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import { createGameSession, type GameCommand, type GameInput } from '../machines/index.ts';
import type { ArmyList, TrooperProfile } from '../rules/profiles/index.ts';
import { findWeapon } from '../rules/profiles/index.ts';

const combi = findWeapon('n5', 'combi-rifle');
const trooper = (id: string, bs: number): TrooperProfile => ({
  id,
  name: id,
  unitType: 'HI',
  training: 'regular',
  attributes: { MOV: [4, 2], CC: 14, BS: bs, PH: 11, WIP: 13, ARM: 20, BTS: 3, W: 99, structure: false, S: 2 },
  weapons: combi === undefined ? [] : [combi],
  skills: [],
});
const army = (player: string, n: number): ArmyList => ({
  player,
  faction: player,
  lieutenant: `${player}0`,
  groups: [{ id: `${player}-g`, troopers: Array.from({ length: n }, (_, i) => trooper(`${player}${i}`, 12)) }],
});

/** A deterministic pseudo-random face stream (the bench generates a game; the core never rolls). */
const faces = (seed: number) => {
  let x = seed >>> 0;
  return (): number => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x % 20) + 1;
  };
};

/**
 * A long N5 game: each Turn the Active Player spends all 10 Orders shooting one enemy that shoots
 * back (Idle + BS Attack against a BS Attack ARO), with saves as owed. Troopers have ARM 20 and
 * VITA 99 so the game never runs out of targets.
 */
export const generatedGame = (
  turns: number,
  seed = 7,
): {
  input: GameInput;
  commands: (owed: () => readonly { trooper: string; purpose: string; count: number }[]) => Generator<GameCommand>;
} => {
  const input: GameInput = { edition: 'n5', title: 'generated', armies: [army('a', 10), army('b', 10)] };
  const roll = faces(seed);
  function* commands(
    owed: () => readonly { trooper: string; purpose: string; count: number }[],
  ): Generator<GameCommand> {
    for (let t = 0; t < turns; t += 1) {
      const me = t % 2 === 0 ? 'a' : 'b';
      const foe = me === 'a' ? 'b' : 'a';
      yield { type: 'start-turn', player: me };
      for (let o = 0; o < 10; o += 1) {
        const active = `${me}${o}`;
        const target = `${foe}${(o + t) % 10}`;
        yield { type: 'activate', trooper: active };
        yield { type: 'declare', trooper: active, declaration: { skill: 'idle' } };
        yield { type: 'measure', fact: { fact: 'lof', from: target, to: active, value: true } };
        yield { type: 'measure', fact: { fact: 'range', from: active, to: target, inches: 4 + ((o * 7 + t) % 40) } };
        yield {
          type: 'aro',
          trooper: target,
          declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: active, burst: 1 }] },
        };
        yield { type: 'end-aros' };
        yield {
          type: 'declare',
          trooper: active,
          declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target, burst: 3 }] },
        };
        yield { type: 'end-aros' };
        for (;;) {
          const due = owed()[0];
          if (due === undefined) break;
          // Guts Rolls pass (a 1 on WIP 13), so no fallback move is ever owed.
          const faces = due.purpose === 'guts' ? [1] : Array.from({ length: due.count }, roll);
          yield { type: 'roll', trooper: due.trooper, purpose: due.purpose as 'attack', faces };
        }
      }
      yield { type: 'end-turn' };
    }
  }
  return { input, commands };
};

/** The events of {@link generatedGame} played through the compiled runtime, as `arbiter record` makes them. */
export const generatedEvents = (turns: number, seed = 7): readonly ArbiterEvent[] => {
  const { input, commands } = generatedGame(turns, seed);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due()))
    if (E.isLeft(session.send(command))) throw new Error(`the generated game refused ${command.type}`);
  return session.events;
};
