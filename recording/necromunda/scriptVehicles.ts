import * as E from 'fp-ts/lib/Either.js';
import { checkFallingTable, type NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaFighter, NecromundaTables, NecromundaVehicle } from '../../events/necromunda/index.ts';
import type { NecromundaScript } from './necromundaScriptCodec.ts';
import type { ProfileIssue } from './scriptProfiles.ts';

const whole = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;

/** The vehicles of the script, checked against what the page's rules read; ids unique among all models. */
export const scriptVehicles = (
  script: NecromundaScript,
  fighters: readonly NecromundaFighter[],
): E.Either<ProfileIssue, readonly NecromundaVehicle[]> => {
  const ids = new Set(fighters.map((f) => f.id));
  const vehicles: NecromundaVehicle[] = [];
  for (const [i, v] of (script.vehicles ?? []).entries()) {
    const at = (field: string, message: string, rule: ProfileIssue['rule']): E.Either<ProfileIssue, never> =>
      E.left({ path: ['vehicles', i, field], message, rule });
    if (ids.has(v.id)) return at('id', `model id ${v.id} is given twice`, 'recorded-game/duplicate-id');
    ids.add(v.id);
    for (const facing of ['front', 'side', 'rear'] as const)
      if (!whole(v.toughness[facing], 1, 20))
        return at(
          'toughness',
          `the ${facing} Toughness is a whole number from 1 to 20, not ${v.toughness[facing]}`,
          'necromunda/wound-roll/vehicle-facing',
        );
    if (!whole(v.wounds, 1, 20))
      return at('wounds', `Wounds is a whole number from 1 to 20, not ${v.wounds}`, 'necromunda/damage/vehicles');
    const save = v.save;
    if (save !== 'none' && !whole(save, 2, 6))
      return at('save', `a save is written 2 to 6 (for 2+ to 6+) or none, not ${save}`, 'necromunda/save-roll/when');
    if (v.locations.length === 0 || new Set(v.locations).size !== v.locations.length)
      return at(
        'locations',
        'a vehicle names its Location table: one or more locations, each once',
        'necromunda/damage/vehicles',
      );
    if (v.cool !== undefined && !whole(v.cool, 1, 20))
      return at('cool', `cool is a whole number from 1 to 20, not ${v.cool}`, 'necromunda/nerve/tests');
    vehicles.push({
      id: v.id,
      name: v.name,
      gang: v.gang,
      toughness: v.toughness,
      wounds: v.wounds,
      save: save === 'none' ? 'none' : (save as 2 | 3 | 4 | 5 | 6),
      saveUnmodifiable: v.saveUnmodifiable ?? false,
      locations: v.locations,
      mobility: v.mobility,
      cool: v.cool ?? null,
      nerveImmune: v.nerveImmune ?? false,
    });
  }
  for (const [i, f] of fighters.entries()) {
    if (f.aboard !== null && !vehicles.some((v) => v.id === f.aboard?.vehicle && v.gang === f.gang))
      return E.left({
        path: ['fighters', i, 'aboard', 'vehicle'],
        message: `${f.name} is aboard ${f.aboard.vehicle}, which is not a vehicle of gang ${f.gang}`,
        rule: 'necromunda/out-of-action/thrown-clear',
      });
  }
  return E.right(vehicles);
};

/** The script's tables, checked: the falling table's rows, whole Wounds per vehicle Damage result, names once. */
export const scriptTables = (script: NecromundaScript): E.Either<ProfileIssue, NecromundaTables> => {
  const t = script.tables ?? {};
  const tables: NecromundaTables = {
    falling: t.falling ?? [],
    lastingInjury: t.lastingInjury ?? [],
    crewLastingInjury: t.crewLastingInjury ?? [],
    lastingDamage: t.lastingDamage ?? [],
    vehicleDamage: t.vehicleDamage ?? [],
  };
  if (tables.falling.length > 0) {
    try {
      checkFallingTable(tables.falling);
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
      return E.left({
        path: ['tables', 'falling'],
        message: err.message.replace(/^[a-z/-]+: /, ''),
        rule: 'necromunda/damage/falling',
      });
    }
  }
  const lists: readonly [keyof NecromundaTables, readonly string[], NecromundaCitationId][] = [
    ['lastingInjury', tables.lastingInjury, 'necromunda/out-of-action/fighters'],
    ['crewLastingInjury', tables.crewLastingInjury, 'necromunda/out-of-action/wrecked'],
    ['lastingDamage', tables.lastingDamage, 'necromunda/out-of-action/wrecked'],
    ['vehicleDamage', tables.vehicleDamage.map((r) => r.result), 'necromunda/damage/vehicles'],
  ];
  for (const [name, names, rule] of lists)
    if (new Set(names).size !== names.length)
      return E.left({ path: ['tables', name], message: `a result of tables.${name} is named twice`, rule });
  const badRow = tables.vehicleDamage.findIndex((r) => !whole(r.wounds, 0, 20));
  if (badRow >= 0)
    return E.left({
      path: ['tables', 'vehicleDamage', badRow, 'wounds'],
      message: 'the Wounds a Damage result removes are a whole number from 0 to 20',
      rule: 'necromunda/damage/vehicles',
    });
  if (
    script.campaign === true &&
    (tables.lastingInjury.length === 0 ||
      ((script.vehicles ?? []).length > 0 &&
        (tables.crewLastingInjury.length === 0 || tables.lastingDamage.length === 0)))
  )
    return E.left({
      path: ['tables'],
      message:
        'a campaign game owes Lasting Injury (and, with vehicles, crew Lasting Injury and Lasting Damage) rolls: give those tables',
      rule: 'necromunda/out-of-action/fighters',
    });
  return E.right(tables);
};
