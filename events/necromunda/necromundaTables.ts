import * as t from 'io-ts';
import { CharacteristicC, CountC } from './necromundaPrimitives.ts';

/** A hit's profile (a falling hit's): Strength, AP as written (0, -1…) and Damage. */
export const HitProfileC = t.readonly(
  t.type({ strength: CharacteristicC, ap: t.number, damage: CharacteristicC }),
  'HitProfile',
);

/**
 * The tables the page refers to but does not print, entered from the players' rulebook as closed
 * lists (docs/rulings.md, Necromunda): the falling hits by distance, the Lasting Injury, crew Lasting
 * Injury and vehicle Lasting Damage results, and a vehicle's Damage dice results with the Wounds each
 * removes. The engine checks every entered result against them.
 */
export const NecromundaTablesC = t.readonly(
  t.type({
    falling: t.readonlyArray(t.readonly(t.type({ fromInches: CountC, profile: HitProfileC }))),
    lastingInjury: t.readonlyArray(t.string),
    crewLastingInjury: t.readonlyArray(t.string),
    lastingDamage: t.readonlyArray(t.string),
    vehicleDamage: t.readonlyArray(t.readonly(t.type({ result: t.string, wounds: CountC }))),
  }),
  'NecromundaTables',
);
export type NecromundaTables = t.TypeOf<typeof NecromundaTablesC>;
