import { savingRollSpec, savingRollsFor } from '../combat/index.ts';
import { findWeapon, type WeaponProfile } from '../profiles/index.ts';
import type { HitTally } from '../resolution/index.ts';
import { combatFacts } from '../table/combatFacts.ts';
import { factsAbout } from '../table/factsAbout.ts';
import type { TableFact } from '../table/tableFact.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SaveRequest } from './saveRequest.ts';

/** The weapon of a hit: the attacker's, or the catalogue's for a Mine (which is no trooper). */
const weaponOf = (table: TableView, facts: readonly TableFact[], t: HitTally): WeaponProfile | undefined => {
  const attacker = trooperView(table, t.attacker);
  if (attacker !== undefined) return attacker.profile.weapons.find((w) => w.id === t.weapon);
  const mine = combatFacts(facts).mines().find((m) => m.mine === t.attacker);
  return mine === undefined ? undefined : findWeapon(table.edition, mine.weapon);
};

const NO_POINT = (): string | undefined => undefined;

/**
 * The saving rolls each hit target owes: per attacker, the edition's rolls per hit for the
 * ammunition (PARA: a PH-6 roll), plus (N4/N5) one per Critical or (N3) a Wound per Critical with no roll.
 * Partial Cover is read from the measured cover of the target against that attacker, at the
 * attacker's point of the route (`pointOf`: its firing point or ARO point); template hits get no cover bonus.
 */
export const planSaves = (
  table: TableView, facts: readonly TableFact[], tallies: readonly HitTally[], pointOf: (trooper: string) => string | undefined = NO_POINT,
): readonly SaveRequest[] => {
  const lookup = factsAbout(facts);
  return tallies.flatMap((t): SaveRequest[] => {
    const target = trooperView(table, t.target);
    const weapon = weaponOf(table, facts, t);
    if (target === undefined || weapon === undefined) return [];
    const spec = savingRollSpec(table.edition, {
      weapon, target: { ARM: target.profile.attributes.ARM, BTS: target.profile.attributes.BTS, PH: target.profile.attributes.PH },
      partialCover: lookup.cover(t.target, t.attacker, pointOf(t.attacker)) === 'partial', templateAttack: t.template,
    });
    const count = savingRollsFor(table.edition, { hits: t.hits + t.criticals, crits: t.criticals, spec });
    return [{
      exchange: t.exchange, trooper: t.target, attacker: t.attacker, weapon: weapon.id, spec,
      rolls: count.rolls, automaticWounds: count.automaticWounds, citations: count.citations,
    }];
  });
};
