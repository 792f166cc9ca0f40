import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TableView } from '../table/index.ts';
import { fireteamOf, type Fireteam } from './fireteam.ts';
import { levelOf } from './fireteamOrder.ts';

/**
 * An ARO by a member of a Fireteam whose level gives that skill a bonus the engine does not apply
 * to a roll yet: a BS Attack from level 2 (BS Attack (+1 SD); +1 BS from level 4), a Dodge or a
 * Discover from level 3 (+1 Dodge, +3 Discover). Refused rather than ruled without its bonus;
 * other AROs of members (and every ARO of a level-1 team) are ruled as any trooper's.
 */
export const fireteamAroRefusal = (
  table: TableView,
  teams: readonly Fireteam[],
  trooper: string,
  d: SkillDeclaration,
): Refusal | null => {
  const team = fireteamOf(teams, trooper);
  if (team === undefined || table.edition !== 'n5') return null;
  const level = levelOf(table, team.members);
  const unruled = (bonus: string, citation: Refusal['citation']): Refusal =>
    refuse(
      `${trooper} is in Fireteam ${team.id} of level ${level}, whose ${bonus} this engine does not apply yet: record the Order as ruled by the players`,
      citation,
    );
  if (d.skill === 'bs-attack' && level >= 2)
    return level >= 4
      ? unruled('BS Attack (+1 SD) and +1 BS', 'n5/fireteams/bonus-bs')
      : unruled('BS Attack (+1 SD)', 'n5/fireteams/bonus-bs-attack-sd');
  if ((d.skill === 'dodge' || d.skill === 'discover') && level >= 3)
    return unruled(d.skill === 'dodge' ? '+1 Dodge' : '+3 Discover', 'n5/fireteams/bonus-discover-dodge');
  return null;
};
