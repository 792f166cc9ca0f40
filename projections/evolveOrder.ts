import type { EventOf } from '../rules/events/index.ts';
import type { GameState, GutsEntry } from '../rules/state/index.ts';
import { copyOrder } from '../rules/state/index.ts';
import { gameWithOrder } from './stateCopies.ts';

type MutableOrder = ReturnType<typeof copyOrder>;

const withGuts = (guts: readonly GutsEntry[], trooper: string, status: GutsEntry['status']): readonly GutsEntry[] =>
  guts.map((g) => (g.trooper === trooper ? { trooper, status } : g));

type OrderEvent = EventOf<
  | 'SkillDeclared'
  | 'AroDeclared'
  | 'AroDeclarationsClosed'
  | 'MeasurementRecorded'
  | 'DiceRolled'
  | 'SavingRollResolved'
  | 'GutsRequirementChecked'
  | 'GutsRollResolved'
  | 'GutsMoved'
>;

/**
 * What the declarations, facts and dice of an Order add to it: a copy of the Order with the
 * event's field set, in a copy of the game (no object of changes made per event: these are most
 * of an Order's events).
 */
export const evolveOrder = (s: GameState, e: OrderEvent): GameState => {
  const o = s.order;
  if (o === null) return s;
  if (e.type === 'AroDeclarationsClosed' && e.forfeited.length === 0) return s;
  const n: MutableOrder = copyOrder(o);
  switch (e.type) {
    case 'SkillDeclared':
      if (e.position === 'first') n.first = e.declaration;
      else n.second = e.declaration;
      break;
    case 'AroDeclared':
      n.aros = [...o.aros, { trooper: e.trooper, position: e.position, declaration: e.declaration }];
      break;
    case 'AroDeclarationsClosed':
      n.forfeited = [...o.forfeited, ...e.forfeited];
      break;
    case 'MeasurementRecorded':
      n.facts = [...o.facts, e.fact];
      break;
    case 'DiceRolled':
      n.rolled = [
        ...o.rolled,
        {
          trooper: e.trooper,
          purpose: e.purpose,
          faces: e.faces,
          ...(e.discard === undefined ? {} : { discard: e.discard }),
          ...(e.decline === undefined ? {} : { decline: e.decline }),
        },
      ];
      break;
    case 'SavingRollResolved':
      n.saved = [
        ...o.saved,
        // A failed roll against Stun fails the Guts Roll that follows (rules/combat/stunned.ts).
        e.ammo === 'Stun' && e.rolls.some((r) => !r.saved)
          ? { trooper: e.trooper, attacker: e.attacker, rolls: e.rolls.length, stunFailed: true }
          : { trooper: e.trooper, attacker: e.attacker, rolls: e.rolls.length },
      ];
      break;
    case 'GutsRequirementChecked':
      n.gutsChecked = [
        ...o.gutsChecked,
        { trooper: e.trooper, required: e.required, why: e.why, citations: e.citations },
      ];
      if (e.required) n.guts = [...o.guts, { trooper: e.trooper, status: 'owed' }];
      break;
    case 'GutsRollResolved':
      n.guts = withGuts(o.guts, e.trooper, e.passed ? 'passed' : 'failed');
      break;
    case 'GutsMoved':
      n.guts = withGuts(o.guts, e.trooper, 'moved');
      break;
  }
  return gameWithOrder(s, n);
};
