/*
 * Decisions (seed 000, facts.md §9):
 * - The troopers checked are those an Attack succeeded against this Order (a surviving hit, an
 *   undodged template or Mine, a stray shot into a Close Combat).
 * - Engaged is read from the table: a trooper in base contact with an enemy that is not Null
 *   (measured base-contact facts) is Engaged, whatever its recorded states say.
 * - An Attack "caused saving rolls" when it made the trooper roll at least one save; it "caused a
 *   State" when the trooper entered a State during this Order's Effects. A Mine is no trooper: it
 *   is never Null.
 */
import { gutsRequired, type AttackSuffered, type GutsRequirement } from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import type { HitTally } from '../resolution/index.ts';
import { combatFacts } from '../table/combatFacts.ts';
import type { TableFact } from '../table/tableFact.ts';
import { isNull, type TrooperState } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';

export interface GutsCheck {
  readonly trooper: string;
  readonly requirement: GutsRequirement;
}

export interface GutsCheckInput {
  /** The table as the Effects step left it. */
  readonly table: TableView;
  readonly facts: readonly TableFact[];
  readonly tallies: readonly HitTally[];
  /** The saving rolls made: who saved against whom, how many dice. */
  readonly saves: readonly { readonly trooper: string; readonly attacker: string; readonly rolls: number }[];
  /** States each trooper entered during this Order's Effects. */
  readonly entered: (trooper: string) => readonly TrooperState[];
}

/** Whether each trooper an Attack succeeded against owes a Guts Roll at the end of the Order. */
export const gutsChecks = (edition: Edition, input: GutsCheckInput): readonly GutsCheck[] => {
  const { table } = input;
  const contacts = combatFacts(input.facts);
  const hitTroopers = [...new Set(input.tallies.filter((t) => t.hits + t.criticals > 0).map((t) => t.target))];
  return hitTroopers.flatMap((trooper): GutsCheck[] => {
    const view = trooperView(table, trooper);
    if (view === undefined) return [];
    const engaged = contacts.contacts(trooper).some((id) => {
      const other = trooperView(table, id);
      return other !== undefined && other.player !== view.player && !isNull(other.states);
    });
    const states: TrooperState[] = [
      ...view.states,
      ...(engaged && !view.states.includes('engaged') ? ['engaged' as const] : []),
    ];
    const attackers = [
      ...new Set(input.tallies.filter((t) => t.target === trooper && t.hits + t.criticals > 0).map((t) => t.attacker)),
    ];
    const causedState = input.entered(trooper).length > 0;
    const attacksSuffered = attackers.map((attacker): AttackSuffered => {
      const attackerView = trooperView(table, attacker);
      return {
        causedSavingRolls: input.saves.some((s) => s.trooper === trooper && s.attacker === attacker && s.rolls > 0),
        causedState,
        attackerNullNow: attackerView !== undefined && isNull(attackerView.states),
      };
    });
    return [{ trooper, requirement: gutsRequired(edition, { states, attacksSuffered }) }];
  });
};
