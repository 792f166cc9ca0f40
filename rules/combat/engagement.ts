/*
 * Decisions (facts.md §5, Dodge seed "Dodging in CC: Disengaging"):
 * - Engaged is read from the base-contact facts measured in the Order: a trooper in base contact
 *   with an enemy, neither of them Null nor Immobilized, is Engaged at the end of Effects.
 * - A contact measured as broken, every enemy in contact Null or Immobilized, or a successful Dodge
 *   (every roll of it won) ends Engaged; a successful N4/N5 Dodge also ends IMM-A.
 * - A successful Dodge moves the dodger out of base contact: its measured contacts count as broken
 *   for everyone, so an enemy whose only measured contact was the dodger leaves Engaged too.
 * - A trooper whose contacts were not measured in this Order keeps its state.
 * - N4/N5: a successful Dodge whose declared move (a `dodge-move` fact) ends in base contact
 *   with enemies enters Engaged with them, and they with it (N3 refuses such a move).
 *   The dodger may be IMM-A (its successful Dodge ends IMM-A): only IMM-B or a Null state keeps
 *   it from Engaging, on either side of the contact.
 * - N5.2 (positive effects first): ending IMM-A here, after the saves, is the same as ending it
 *   before them, since a Dodge that succeeded let no Attack of the Order (no PARA roll) reach the
 *   dodger (rules/effects/applySaveOutcome.ts).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { TableFact } from '../table/tableFact.ts';
import { isNull, type TrooperState } from '../table/trooperState.ts';
import { areEnemies, trooperView, type TableView } from '../table/tableView.ts';
import type { StateChange } from './stateChange.ts';

const engagedCitation = (e: Edition): CitationId => inEdition(e, 'states/engaged');

/** Base-contact facts of the Order, last word per pair. */
const contactsOf = (facts: readonly TableFact[]): ReadonlyMap<string, ReadonlyMap<string, boolean>> => {
  const m = new Map<string, Map<string, boolean>>();
  const set = (a: string, b: string, v: boolean): void => {
    const row = m.get(a) ?? new Map<string, boolean>();
    row.set(b, v);
    m.set(a, row);
  };
  for (const f of facts) {
    if (f.fact !== 'base-contact') continue;
    set(f.a, f.b, f.value);
    set(f.b, f.a, f.value);
  }
  return m;
};

const canEngage = (states: readonly TrooperState[]): boolean =>
  !isNull(states) && !states.includes('imm-a') && !states.includes('imm-b');

/**
 * The Engaged (and, through Dodge, IMM-A) changes at the end of an Order's Effects, from the
 * table after wounds, the base-contact facts and the troopers whose Dodge succeeded.
 */
export const engagementChanges = (
  edition: Edition,
  table: TableView,
  facts: readonly TableFact[],
  dodged: readonly string[],
  /** Dodgers whose move ended in base contact with these troopers. */
  movedInto: ReadonlyMap<string, readonly string[]> = new Map(),
): readonly StateChange[] => {
  const cite = [engagedCitation(edition)];
  const moveCite = [engagedCitation(edition), inEdition(edition, 'dodge/move')];
  const contacts = contactsOf(facts);
  const changes: StateChange[] = [];
  // Both troopers: a base-contact fact with a mission object (a Tech-Coffin, a Supply Box) engages nobody.
  const isEnemy = (a: string, b: string): boolean => areEnemies(table, a, b);
  const mayEngage = (id: string): boolean => canEngage(trooperView(table, id)?.states ?? []);
  /** A successful Dodge ends IMM-A (below), so only IMM-B or a Null state keeps a dodger from fighting. */
  const dodgerMayEngage = (states: readonly TrooperState[]): boolean => !isNull(states) && !states.includes('imm-b');
  /** Dodgers that moved into base contact with `id`, as enemies that can fight. */
  const joinedBy = (id: string): readonly string[] =>
    [...movedInto]
      .filter(([d, cs]) => cs.includes(id) && isEnemy(d, id) && dodgerMayEngage(trooperView(table, d)?.states ?? []))
      .map(([d]) => d);
  for (const id of Object.keys(table.troopers)) {
    // Only a dodger, a trooper with measured contacts or one a Dodge moved into contact with can
    // change (the usual case: none).
    if (!contacts.has(id) && !dodged.includes(id) && (movedInto.size === 0 || joinedBy(id).length === 0)) continue;
    const view = trooperView(table, id);
    if (view === undefined) continue;
    const engaged = view.states.includes('engaged');
    if (dodged.includes(id)) {
      const into = (movedInto.get(id) ?? []).filter((o) => isEnemy(id, o) && !dodged.includes(o) && mayEngage(o));
      if (into.length > 0 && dodgerMayEngage(view.states)) {
        if (!engaged)
          changes.push({
            trooper: id,
            state: 'engaged',
            change: 'entered',
            why: `${id}'s Dodge moves it into base contact with ${into.join(', ')}`,
            citations: moveCite,
          });
      } else if (engaged)
        changes.push({
          trooper: id,
          state: 'engaged',
          change: 'left',
          why: `${id}'s successful Dodge takes it out of the Close Combat`,
          citations: cite,
        });
      if (edition !== 'n3' && view.states.includes('imm-a')) {
        changes.push({
          trooper: id,
          state: 'imm-a',
          change: 'left',
          why: `${id}'s successful Dodge ends IMM-A`,
          citations: [
            pick<CitationId>(edition, { n3: 'n3/states/engaged', n4: 'n4/states/imm-a', n5: 'n5/states/imm-a' }),
          ],
        });
      }
      continue;
    }
    const row = contacts.get(id);
    const joined = movedInto.size === 0 ? [] : joinedBy(id);
    if (row === undefined && joined.length === 0) continue;
    const enemiesInContact = [...(row ?? [])]
      .filter(([other, touching]) => touching && isEnemy(id, other))
      .map(([other]) => other);
    const stayed = [...enemiesInContact.filter((other) => !dodged.includes(other)), ...joined];
    const active = stayed.filter(
      (other) => joined.includes(other) || canEngage(trooperView(table, other)?.states ?? []),
    );
    const shouldBe = canEngage(view.states) && active.length > 0;
    if (shouldBe && !engaged) {
      changes.push(
        joined.length > 0
          ? {
              trooper: id,
              state: 'engaged',
              change: 'entered',
              why: `${joined.join(', ')} Dodged into base contact with ${id}`,
              citations: moveCite,
            }
          : {
              trooper: id,
              state: 'engaged',
              change: 'entered',
              why: `${id} is in base contact with ${active.join(', ')}`,
              citations: cite,
            },
      );
    }
    if (!shouldBe && engaged) {
      const gone = enemiesInContact.filter((other) => dodged.includes(other));
      const why =
        stayed.length === 0
          ? gone.length > 0
            ? `${gone.join(', ')} Dodged out of base contact with ${id}`
            : `${id} is no longer in base contact with an enemy`
          : `every enemy in contact with ${id} is Null or Immobilized`;
      changes.push({ trooper: id, state: 'engaged', change: 'left', why, citations: cite });
    }
  }
  return changes;
};
