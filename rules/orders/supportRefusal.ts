import { isSupportSkill, supportRefusal } from '../combat/supportSkills.ts';
import { engineerStatesRefusal } from '../combat/engineerStates.ts';
import type { Refusal } from '../refusal.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/** Doctor, Engineer or the MediKit declared by `trooper`: refused when its user or its patient does not qualify (rules/combat/supportSkills.ts). */
export const supportDeclarationRefusal = (table: TableView, trooper: string, d: SkillDeclaration): Refusal | null => {
  if (!isSupportSkill(d.skill) || !('target' in d)) return null;
  const view = trooperView(table, trooper);
  if (view === undefined) return null;
  if ('use' in d && d.use === 'states')
    return engineerStatesRefusal(
      table.edition,
      { id: trooper, view },
      { id: d.target, view: trooperView(table, d.target) },
    );
  return supportRefusal(
    table.edition,
    d.skill,
    { id: trooper, view },
    { id: d.target, view: trooperView(table, d.target) },
  );
};
