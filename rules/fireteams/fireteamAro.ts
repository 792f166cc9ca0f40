/*
 * Decisions (docs/rulings.md "Fireteams", the Fireteam's ARO): in the Reactive Turn every member
 * reacts on its own, but the skill each declares must be the team's one skill (the Fireteam's
 * ARO: the one more than half of the reacting members declare, else the player's choice). A member
 * that declares another leaves the team (a Leader doing so cancels it) — consequences the engine
 * does not rule yet. So the first ARO whose skill differs from a teammate's ARO of the same Order is
 * refused with the rule, never ruled as if the member were still in the team with its bonuses.
 */
import type { CitationId } from '../citations/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { fireteamOf, type Fireteam } from './fireteam.ts';

export const FIRETEAM_ARO: CitationId = 'n5/fireteams/reactive-aro';

/** Why this member's ARO is refused: its skill is not the one its teammates already declared in this Order. */
export const fireteamAroRefusal = (
  teams: readonly Fireteam[],
  declared: readonly { readonly trooper: string; readonly declaration: SkillDeclaration }[],
  trooper: string,
  d: SkillDeclaration,
): Refusal | null => {
  const team = fireteamOf(teams, trooper);
  if (team === undefined) return null;
  const other = declared.find((a) => a.trooper !== trooper && team.members.includes(a.trooper));
  if (other === undefined || other.declaration.skill === d.skill) return null;
  return refuse(
    `${trooper} is in Fireteam ${team.id}, whose member ${other.trooper} already declared ${other.declaration.skill} in ARO: the members' AROs are one skill (the Fireteam's ARO); a member declaring another leaves the team (its Leader cancels it), which this engine does not rule yet — declare ${other.declaration.skill}, or record the Order as ruled by the players`,
    FIRETEAM_ARO,
  );
};
