import type { ArbiterEvent } from '../events/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import { isOffTable, landingCitation } from '../deployment/index.ts';
import { trooperView, type TableView } from '../table/index.ts';

/**
 * Entering the table (rules/deployment/airborneDeployment.ts): the Order's Combat Jump or
 * Parachutist takes the trooper out of Airborne Deployment at Effects, its PH Roll passed or not
 * (a failed Combat Jump lands at its own Deployment Zone's table edge: a place the players record).
 */
export const landingEvents = (
  order: number,
  table: TableView,
  active: string,
  skills: readonly (SkillDeclaration | null)[],
): readonly ArbiterEvent[] => {
  const entry = skills.find((s) => s?.skill === 'combat-jump' || s?.skill === 'parachutist');
  if (entry?.skill !== 'combat-jump' && entry?.skill !== 'parachutist') return [];
  if (!isOffTable(trooperView(table, active))) return [];
  return [
    {
      type: 'StateLeft',
      order,
      trooper: active,
      state: 'airborne-deployment',
      citations: [landingCitation(entry.skill)],
    },
  ];
};
