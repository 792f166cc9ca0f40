import type { EventOf } from '../rules/events/index.ts';
import type { GameState, GutsEntry, OrderState } from '../rules/state/index.ts';

/** The Order as one of its own events leaves it (the table is evolve's). */
const withOrder = (s: GameState, change: (o: OrderState) => OrderState): GameState =>
  s.order === null ? s : { ...s, order: change(s.order) };

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

/** What the declarations, facts and dice of an Order add to it. */
export const evolveOrder = (s: GameState, e: OrderEvent): GameState => {
  switch (e.type) {
    case 'SkillDeclared':
      return withOrder(s, (o) =>
        e.position === 'first' ? { ...o, first: e.declaration } : { ...o, second: e.declaration },
      );
    case 'AroDeclared':
      return withOrder(s, (o) => ({
        ...o,
        aros: [...o.aros, { trooper: e.trooper, position: e.position, declaration: e.declaration }],
      }));
    case 'AroDeclarationsClosed':
      return e.forfeited.length === 0
        ? s
        : withOrder(s, (o) => ({ ...o, forfeited: [...o.forfeited, ...e.forfeited] }));
    case 'MeasurementRecorded':
      return withOrder(s, (o) => ({ ...o, facts: [...o.facts, e.fact] }));
    case 'DiceRolled':
      return withOrder(s, (o) => ({
        ...o,
        rolled: [...o.rolled, { trooper: e.trooper, purpose: e.purpose, faces: e.faces }],
      }));
    case 'SavingRollResolved':
      return withOrder(s, (o) => ({
        ...o,
        saved: [...o.saved, { trooper: e.trooper, attacker: e.attacker, rolls: e.rolls.length }],
      }));
    case 'GutsRequirementChecked':
      return withOrder(s, (o) => ({
        ...o,
        gutsChecked: [
          ...o.gutsChecked,
          { trooper: e.trooper, required: e.required, why: e.why, citations: e.citations },
        ],
        guts: e.required ? [...o.guts, { trooper: e.trooper, status: 'owed' }] : o.guts,
      }));
    case 'GutsRollResolved':
      return withOrder(s, (o) => ({ ...o, guts: withGuts(o.guts, e.trooper, e.passed ? 'passed' : 'failed') }));
    case 'GutsMoved':
      return withOrder(s, (o) => ({ ...o, guts: withGuts(o.guts, e.trooper, 'moved') }));
  }
};
