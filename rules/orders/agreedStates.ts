import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { stateCitation, statesCitation } from '../combat/stateCitation.ts';
import type { Edition } from '../edition.ts';
import type { Refusal } from '../refusal.ts';
import { AGREED_STATES, TROOPER_STATES, type AgreedState, type TrooperState } from '../table/trooperState.ts';
import type { TrooperView } from '../table/tableView.ts';
import { expenditureSequenceCitation } from './expenditureSequence.ts';

type Troopers = Readonly<Record<string, TrooperView>>;
type PerTrooper = Readonly<Record<string, readonly string[]>> | undefined;
type Changes = readonly { readonly trooper: string; readonly states: readonly AgreedState[] }[];

/** The troopers once the agreed States are left and entered, and the changes listed. */
export interface AgreedStates {
  readonly troopers: Troopers;
  readonly left: Changes;
  readonly entered: Changes;
}

export type AgreedStateChanges = E.Either<Refusal, AgreedStates>;

const isAgreed = (s: string): s is AgreedState => (AGREED_STATES as readonly string[]).includes(s);
const ordered = (states: readonly TrooperState[]): readonly TrooperState[] =>
  [...states].sort((a, b) => TROOPER_STATES.indexOf(a) - TROOPER_STATES.indexOf(b));

/** Why a name the players wrote is not a state they may enter or leave. */
const nameProblem = (name: string, list: 'enter' | 'leave'): string => {
  switch (name) {
    case 'normal':
      return "'normal' is no state (it means none of the others): list the states themselves";
    case 'out-of-play':
      return list === 'enter'
        ? 'a trooper leaves play through outOfPlay, not enter'
        : 'a trooper out of play stays out of play';
    default:
      return `no state ${JSON.stringify(name)} on this table: the states are ${AGREED_STATES.join(', ')}`;
  }
};

/**
 * The states the players say troopers left, then entered, checked against the table: each a state
 * the table knows, named once per list, left only when held and entered only when not held (after
 * the states left). Returns the troopers with their new states, in the catalogue's order.
 */
export const agreedStates = (
  edition: Edition,
  troopers: Troopers,
  leave: PerTrooper,
  enter: PerTrooper,
): AgreedStateChanges => {
  const next = new Map<string, TrooperView>();
  const current = (t: string): TrooperView | undefined =>
    next.get(t) ?? (Object.prototype.hasOwnProperty.call(troopers, t) ? troopers[t] : undefined);
  const refuse = (reason: string, citation: CitationId, field: readonly (string | number)[]): AgreedStateChanges =>
    E.left({ reason, citation, field });
  const lists: Record<'left' | 'entered', { trooper: string; states: AgreedState[] }[]> = { left: [], entered: [] };
  for (const [list, given] of [
    ['leave', leave],
    ['enter', enter],
  ] as const) {
    for (const [t, names] of Object.entries(given ?? {})) {
      const view = current(t);
      if (view === undefined)
        return refuse(`there is no trooper ${t}`, expenditureSequenceCitation(edition), ['outcome', list, t]);
      const changed: AgreedState[] = [];
      let states = view.states;
      for (const [k, name] of names.entries()) {
        const at = ['outcome', list, t, k];
        if (!isAgreed(name)) return refuse(nameProblem(name, list), statesCitation(edition), at);
        if (changed.includes(name)) return refuse(`${name} is listed twice for ${t}`, statesCitation(edition), at);
        const held = states.includes(name);
        if (list === 'leave' && !held)
          return refuse(`${t} is not ${name}: it cannot leave it`, stateCitation(edition, name), at);
        if (list === 'enter' && held)
          return refuse(`${t} is already ${name}: it cannot enter it again`, stateCitation(edition, name), at);
        states = list === 'leave' ? states.filter((s) => s !== name) : ordered([...states, name]);
        changed.push(name);
      }
      next.set(t, { ...view, states });
      if (changed.length > 0) lists[list === 'leave' ? 'left' : 'entered'].push({ trooper: t, states: changed });
    }
  }
  return E.right({ troopers: Object.fromEntries(next), left: lists.left, entered: lists.entered });
};
