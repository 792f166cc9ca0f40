import { movementSkillCitation, proneChangeCitation, proneTransition } from '../combat/index.ts';
import type { EventOf } from '../events/index.ts';
import type { SkillDeclaration } from '../orders/index.ts';
import { trooperView, type TableView } from '../table/index.ts';

/**
 * The Prone change a declaration makes, logged with it: a Move declared with `prone` enters or
 * leaves the state (rules/combat/proneChange.ts); N4/N5, declaring Jump cancels it.
 */
export const proneChangeEvents = (
  order: number,
  table: TableView,
  trooper: string,
  d: SkillDeclaration,
): EventOf<'StateEntered' | 'StateLeft'>[] => {
  const states = trooperView(table, trooper)?.states ?? [];
  const edition = table.edition;
  if (d.skill === 'move' && d.prone !== undefined) {
    const citations = [proneChangeCitation(edition)];
    return [
      proneTransition(states) === 'enter'
        ? { type: 'StateEntered', order, trooper, state: 'prone', citations }
        : { type: 'StateLeft', order, trooper, state: 'prone', citations },
    ];
  }
  if (d.skill === 'jump' && edition !== 'n3' && proneTransition(states) === 'leave')
    return [
      {
        type: 'StateLeft',
        order,
        trooper,
        state: 'prone',
        citations: [movementSkillCitation(edition, 'jump'), proneChangeCitation(edition)],
      },
    ];
  return [];
};
