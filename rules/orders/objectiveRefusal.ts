import { dropRefusal, extractRefusal, pickUpRefusal } from '../missions/supplies.ts';
import { hackConsoleRefusal } from '../missions/consoles.ts';
import type { Refusal } from '../refusal.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/**
 * An objective skill declared by `trooper` (rules/missions/supplies.ts): refused at its declaration
 * when the mission has no such objective, the trooper is not a Specialist (extract), the coffin was
 * opened, the box is not where it is said to be, or the trooper already carries its limit.
 */
export const objectiveDeclarationRefusal = (table: TableView, trooper: string, d: SkillDeclaration): Refusal | null => {
  const view = trooperView(table, trooper);
  if (view === undefined) return null;
  const views = (id: string) => trooperView(table, id);
  switch (d.skill) {
    case 'extract':
      return extractRefusal(table.supplies, { id: trooper, view }, d.objective, views);
    case 'pick-up':
      return pickUpRefusal(table.supplies, { id: trooper, view }, d.item, d.from, views);
    case 'drop':
      return dropRefusal(table.supplies, trooper, d.item, views);
    case 'hack-console':
      return hackConsoleRefusal(table.consoles, { id: trooper, view }, d.objective);
    case 'move':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'bs-attack':
    case 'cc-attack':
    case 'dodge':
    case 'reset':
    case 'idle':
    case 'discover':
    case 'change-facing':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'comms-attack':
    case 'berserk':
      return null;
  }
};
