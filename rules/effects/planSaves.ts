import { savingRollSpec, savingRollsFor } from '../combat/index.ts';
import type { HitTally } from '../resolution/index.ts';
import { factsAbout } from '../table/factsAbout.ts';
import type { TableFact } from '../table/tableFact.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SaveRequest } from './saveRequest.ts';

/**
 * The saving rolls each hit target owes: per attacker, the edition's rolls per hit for the
 * ammunition, plus (N4/N5) one per Critical or (N3) a Wound per Critical with no roll.
 * Partial Cover is read from the measured cover of the target against that attacker.
 */
export const planSaves = (table: TableView, facts: readonly TableFact[], tallies: readonly HitTally[]): readonly SaveRequest[] => {
  const lookup = factsAbout(facts);
  return tallies.flatMap((t): SaveRequest[] => {
    const target = trooperView(table, t.target);
    const attacker = trooperView(table, t.attacker);
    const weapon = attacker?.profile.weapons.find((w) => w.id === t.weapon);
    if (target === undefined || weapon === undefined) return [];
    const spec = savingRollSpec(table.edition, {
      weapon, target: { ARM: target.profile.attributes.ARM, BTS: target.profile.attributes.BTS },
      partialCover: lookup.cover(t.target, t.attacker) === 'partial',
    });
    const count = savingRollsFor(table.edition, { hits: t.hits + t.criticals, crits: t.criticals, spec });
    return [{
      exchange: t.exchange, trooper: t.target, attacker: t.attacker, weapon: weapon.id, spec,
      rolls: count.rolls, automaticWounds: count.automaticWounds, citations: count.citations,
    }];
  });
};
