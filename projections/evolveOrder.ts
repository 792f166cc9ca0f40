import type { EventOf } from '../rules/events/index.ts';
import type { GameState, GutsEntry, OrderState } from '../rules/state/index.ts';
import { gameWith, orderWith } from './stateCopies.ts';

/** The game with its running Order changed (unchanged when no Order runs). */
const withOrder = (s: GameState, changes: Partial<OrderState>): GameState =>
  s.order === null ? s : gameWith(s, { order: orderWith(s.order, changes) });

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
  const o = s.order;
  if (o === null) return s;
  switch (e.type) {
    case 'SkillDeclared':
      return withOrder(s, e.position === 'first' ? { first: e.declaration } : { second: e.declaration });
    case 'AroDeclared':
      return withOrder(s, {
        aros: [...o.aros, { trooper: e.trooper, position: e.position, declaration: e.declaration }],
      });
    case 'AroDeclarationsClosed':
      return e.forfeited.length === 0 ? s : withOrder(s, { forfeited: [...o.forfeited, ...e.forfeited] });
    case 'MeasurementRecorded':
      return withOrder(s, { facts: [...o.facts, e.fact] });
    case 'DiceRolled':
      return withOrder(s, {
        rolled: [
          ...o.rolled,
          {
            trooper: e.trooper,
            purpose: e.purpose,
            faces: e.faces,
            ...(e.discard === undefined ? {} : { discard: e.discard }),
            ...(e.decline === undefined ? {} : { decline: e.decline }),
          },
        ],
      });
    case 'SavingRollResolved':
      return withOrder(s, {
        saved: [
          ...o.saved,
          // A failed roll against Stun fails the Guts Roll that follows (rules/combat/stunned.ts).
          e.ammo === 'Stun' && e.rolls.some((r) => !r.saved)
            ? { trooper: e.trooper, attacker: e.attacker, rolls: e.rolls.length, stunFailed: true }
            : { trooper: e.trooper, attacker: e.attacker, rolls: e.rolls.length },
        ],
      });
    case 'GutsRequirementChecked':
      return withOrder(s, {
        gutsChecked: [
          ...o.gutsChecked,
          { trooper: e.trooper, required: e.required, why: e.why, citations: e.citations },
        ],
        guts: e.required ? [...o.guts, { trooper: e.trooper, status: 'owed' }] : o.guts,
      });
    case 'GutsRollResolved':
      return withOrder(s, { guts: withGuts(o.guts, e.trooper, e.passed ? 'passed' : 'failed') });
    case 'GutsMoved':
      return withOrder(s, { guts: withGuts(o.guts, e.trooper, 'moved') });
  }
};
