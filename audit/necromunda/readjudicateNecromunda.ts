import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { createNecromundaSession, type NecromundaCommand } from '../../machines/necromunda/index.ts';
import { jsonEqual } from '../jsonEqual.ts';

/** The commands a Necromunda log records: each hit declared and each die or result entered. */
export const necromundaCommandsOf = (events: readonly NecromundaEvent[]): readonly NecromundaCommand[] =>
  events.flatMap((e): NecromundaCommand[] => {
    switch (e.type) {
      case 'HitDeclared':
        return [
          {
            type: 'declare-hit',
            attacker: e.attacker,
            target: e.target,
            weapon: e.weapon,
            closeCombat: e.closeCombat,
            saveBonus: e.saveBonus,
            noSaveTrait: e.noSaveTrait,
            traitInjuryDice: e.traitInjuryDice,
          },
        ];
      case 'WoundRolled':
        return [{ type: 'roll-wound', die: e.die }];
      case 'SaveRolled':
        return [{ type: 'roll-save', die: e.die }];
      case 'InjuryDiceRolled':
        return [{ type: 'enter-injury', result: e.result }];
      case 'NecromundaGameStarted':
      case 'SaveDenied':
      case 'DamageInflicted':
      case 'FighterInjured':
      case 'FighterOutOfAction':
      case 'HitResolved':
        return [];
    }
  });

/** Where the engine's rulings today differ from the log's: the first event that differs, or a refused command. */
export type NecromundaDifference =
  | {
      readonly kind: 'differs';
      readonly seq: number;
      readonly logged: NecromundaEvent | null;
      readonly engine: NecromundaEvent | null;
    }
  | { readonly kind: 'refused'; readonly command: NecromundaCommand; readonly reason: string; readonly rule: string };

/**
 * Re-adjudicates a Necromunda log: its declarations and dice run again through a fresh hit
 * statechart, and the events the engine makes now are compared with the logged ones, one by one.
 * Null when they are the same; else the first difference.
 */
export const readjudicateNecromunda = (events: readonly NecromundaEvent[]): NecromundaDifference | null => {
  const start = events[0];
  if (start?.type !== 'NecromundaGameStarted') throw new Error('a Necromunda log starts with NecromundaGameStarted');
  const session = createNecromundaSession(start);
  for (const c of necromundaCommandsOf(events)) {
    const r = session.send(c);
    if (E.isLeft(r)) return { kind: 'refused', command: c, reason: r.left.reason, rule: r.left.citation.id };
  }
  const again = session.events();
  for (let i = 0; i < Math.max(again.length, events.length); i++) {
    const logged = events[i] ?? null;
    const engine = again[i] ?? null;
    if (!jsonEqual(logged, engine)) return { kind: 'differs', seq: i + 1, logged, engine };
  }
  return null;
};
