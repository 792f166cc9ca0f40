/*
 * Decisions (docs/rulings.md "Support skills"): the Engineer's other use. Declared
 * `{ skill: engineer, target, use: states }`: a Short Skill in Silhouette contact, a Normal WIP
 * Roll by the user. Passed, the target leaves every State the Engineer cancels but Unconscious:
 * Immobilized-A, Immobilized-B and Targeted (the ones the N5 Engineer, IMM-A and IMM-B pages name;
 * the page's "etc." is not guessed at). Failed, nothing happens. The target need not have STR nor
 * be an ally (the pages ask neither); it must have one of those States. N5.2: on itself, unless
 * Null; N4: not on itself. N3: not adjudicated.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TrooperView } from '../table/tableView.ts';
import type { TrooperState } from './trooperState.ts';

/** The States a passed Engineer roll cancels (its other use). */
export const ENGINEER_CANCELS: readonly TrooperState[] = ['imm-a', 'imm-b', 'targeted'];

export const engineerStatesCitation = (edition: Edition): CitationId =>
  edition === 'n4' ? 'n4/skills/engineer-states' : 'n5/skills/engineer-states';

/** What stands against `user` cancelling States of `target` with Engineer, or null. */
export const engineerStatesRefusal = (
  edition: Edition,
  user: { readonly id: string; readonly view: TrooperView },
  target: { readonly id: string; readonly view: TrooperView | undefined },
): Refusal | null => {
  if (edition === 'n3') return refuse('Engineer is not adjudicated in N3', 'n3/skills/support-unsourced');
  const cite = engineerStatesCitation(edition);
  if (!user.view.profile.skills.includes('engineer')) return refuse(`${user.id} has no Engineer`, cite);
  const t = target.view;
  if (t === undefined) return refuse(`${target.id} is no trooper of this game`, cite);
  if (t.states.includes('dead')) return refuse(`${target.id} is Dead`, cite);
  if (target.id === user.id && edition === 'n4') return refuse(`${user.id} cannot use Engineer on itself in N4`, cite);
  if (!t.states.some((s) => ENGINEER_CANCELS.includes(s)))
    return refuse(
      `${target.id} has no State Engineer cancels (Immobilized-A, Immobilized-B, Targeted); to repair a Wound, leave out use: states`,
      cite,
    );
  return null;
};

/** The States a passed Engineer roll cancels on a target in `states` (none when failed). */
export const engineerStatesCancelled = (passed: boolean, states: readonly TrooperState[]): readonly TrooperState[] =>
  passed ? states.filter((s) => ENGINEER_CANCELS.includes(s)) : [];
