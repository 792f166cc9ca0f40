import type { CitationId } from '../citations/index.ts';
import type { OrderKind } from '../orders/spendOrder.ts';
import type { SkillDeclaration, SkillId } from '../orders/skillDeclaration.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { trooperView, type TableView } from '../table/index.ts';
import { fireteamOf, type Fireteam } from './fireteam.ts';
import { fireteamLevel } from './fireteamLevel.ts';
import { fireteamEditionRefusal } from './fireteamRequirements.ts';

const ORDER: CitationId = 'n5/fireteams/order';

/** The Unit a member counts for in the level: its `unit`, or its name when the list gives none. */
export const unitOf = (table: TableView, trooper: string): string => {
  const p = trooperView(table, trooper)?.profile;
  return p?.unit ?? p?.name ?? trooper;
};

/** The level of a Fireteam with these members (n5/fireteams/level). */
export const levelOf = (table: TableView, members: readonly string[]): number =>
  fireteamLevel(members.map((m) => unitOf(table, m)));

/**
 * Whether a Fireteam Order may be given to `leader`'s Fireteam: N5, the trooper in a Fireteam of
 * its player, a Regular Order, and the members named out of Coherency members of that team (not
 * the Leader, who is Coherency's reference).
 */
export const fireteamActivationRefusal = (
  table: TableView,
  teams: readonly Fireteam[],
  leader: string,
  order: OrderKind | undefined,
  outOfCoherency: readonly string[],
): Refusal | null => {
  const edition = fireteamEditionRefusal(table.edition);
  if (edition !== null) return edition;
  const team = fireteamOf(teams, leader);
  if (team === undefined) return refuse(`${leader} is in no Fireteam: give it an ordinary Order`, ORDER);
  if (order !== undefined && order !== 'regular')
    return refuse(
      `a Fireteam Order spends a Regular Order, not ${order === 'irregular' || order === 'impetuous' ? 'an' : 'a'} ${order} one`,
      ORDER,
    );
  for (const m of outOfCoherency) {
    if (m === leader)
      return refuse(`${m} is the Fireteam Leader, the reference of Coherency`, 'n5/fireteams/coherency');
    if (!team.members.includes(m))
      return refuse(`${m} is not a member of Fireteam ${team.id}`, 'n5/fireteams/coherency');
  }
  return null;
};

/**
 * An ordinary Order on a member of a Fireteam: a Regular Order spent on a member makes it the
 * Leader and activates the whole team, so it is declared as a Fireteam Order (or the team is
 * cancelled first). Its Irregular Order or the Lieutenant Order, named as such (`order`), is
 * accepted: the member leaves the team (n5/fireteams/integrity, rules/decide/fireteamDecisions.ts).
 */
export const memberOrderRefusal = (
  teams: readonly Fireteam[],
  trooper: string,
  order: OrderKind | undefined,
  coordinated: readonly string[],
): Refusal | null => {
  const inTeam = [trooper, ...coordinated].find((m) => fireteamOf(teams, m) !== undefined);
  if (inTeam === undefined) return null;
  const team = fireteamOf(teams, inTeam);
  if (coordinated.length > 0)
    return refuse(
      `${inTeam} is in Fireteam ${team?.id ?? ''}: members of a Fireteam take no part in a Coordinated Order`,
      'n5/fireteams/requirements',
    );
  if (order === 'irregular' || order === 'lieutenant' || order === 'tactical' || order === 'impetuous') return null;
  return refuse(
    `a Regular Order spent on ${trooper} activates its whole Fireteam ${team?.id ?? ''}: declare it as a Fireteam Order (fireteam: true)`,
    ORDER,
  );
};

/** Reset and the skills with the Movement label, which every member of the Fireteam performs. */
const performedByAll = (skill: SkillId): boolean =>
  skill === 'move' || skill === 'reset' || skill === 'cautious-move' || skill === 'jump' || skill === 'climb';

/**
 * A skill declared in a Fireteam Order. With Reset or a Movement skill every member performs it;
 * with any other, only the Leader does while the members Idle, and the Leader's rolls take the
 * level's bonuses (rules/resolution/fireteamBonusPlan.ts): ruled as the Leader's own skill, checked
 * as any declaration. Move (without a route: each member moves its own way) and Idle are ruled as
 * the whole team's; Cautious Move, Jump, Climb and Reset by every member are refused as not ruled
 * yet (each member's own route or roll; record the Order as ruled by the players).
 */
export const fireteamDeclarationRefusal = (d: SkillDeclaration): Refusal | null => {
  if (d.skill === 'idle' || !performedByAll(d.skill)) return null;
  if (d.skill === 'move' && d.route === undefined) return null;
  if (d.skill === 'move')
    return refuse('each member of the Fireteam moves its own way: declare the Fireteam Move without a route', ORDER);
  return refuse(
    `in a Fireteam Order every member performs ${d.skill}, each with its own ${d.skill === 'reset' ? 'roll' : 'route'}: not ruled by this engine yet (record the Order as ruled by the players)`,
    ORDER,
  );
};
