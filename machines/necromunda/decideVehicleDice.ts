import * as E from 'fp-ts/lib/Either.js';
import {
  chooseDice,
  locationDie,
  wreck,
  type DiceChooser,
  type NecromundaCitationId,
} from '../../rules/necromunda/index.ts';
import type { NecromundaEvent, VehicleDiceOwed, VehicleWrecked } from '../../events/necromunda/index.ts';
import type { HitInProgress, NecromundaGame, NecromundaState } from '../../projections/necromunda/index.ts';
import { wreckEvents } from './consequencesOf.ts';
import { closeHit } from './hitOutcome.ts';
import { aboardOf } from './modelOf.ts';
import { refuse, type NecromundaDecision, type NecromundaRefusal } from './necromundaRefusal.ts';
import { noHitWords } from './noHitWords.ts';
import { owedWords } from './owedWords.ts';
import { playEvents } from './playEvents.ts';
import { ruledBy } from './ruledBy.ts';

const RULE: NecromundaCitationId = 'necromunda/damage/vehicles';

const vehicleHit = (
  state: NecromundaState,
  step: 'location-dice' | 'damage-dice',
  what: string,
): E.Either<NecromundaRefusal, { g: NecromundaGame; hit: HitInProgress; owed: VehicleDiceOwed }> => {
  if (state === null) return E.left({ reason: 'the game has not started', rule: 'necromunda/resolve-hits/sequence' });
  const hit = state.hit;
  if (hit === null) return E.left({ reason: noHitWords(state, what), rule: 'necromunda/resolve-hits/sequence' });
  if (hit.step !== step || hit.vehicleDice === null)
    return E.left({ reason: `hit ${hit.declared.hit} owes no ${what} now: ${owedWords(hit)}`, rule: RULE });
  return E.right({ g: state, hit, owed: hit.vehicleDice });
};

const chooserOf = (
  c: { readonly by: 'attacker' } | { readonly by: 'vehicle'; readonly exception: string },
): DiceChooser => (c.by === 'attacker' ? { by: 'attacker' } : { by: 'vehicle', exception: c.exception });

/**
 * The Location dice of an unsaved wound on a vehicle (necromunda/damage/vehicles): one, two in close
 * combat (one kept, by the attacker unless an exception lets the vehicle choose), each re-rolled while
 * it strikes a location this hit cannot.
 */
export const decideLocations = (
  state: NecromundaState,
  dice: readonly (readonly string[])[],
  impossible: readonly string[],
  chosen: number | undefined,
): NecromundaDecision => {
  const at = vehicleHit(state, 'location-dice', 'Location dice');
  if (E.isLeft(at)) return at;
  const { g, hit, owed } = at.right;
  const vehicle = g.vehicles[owed.vehicle];
  if (vehicle === undefined) throw new Error(`no vehicle ${owed.vehicle}`);
  if (dice.length !== owed.location.count)
    return refuse(
      `hit ${hit.declared.hit} owes ${owed.location.count} Location dice${hit.declared.closeCombat ? ' (close combat adds one)' : ''}, got ${dice.length}`,
      RULE,
      'dice',
    );
  const each = dice.map((rolls) =>
    ruledBy(RULE, 'dice', () => locationDie({ locations: vehicle.profile.locations, impossible, rolls })),
  );
  const bad = each.find(E.isLeft);
  if (bad !== undefined) return bad;
  const ruled = each.flatMap((d) => (E.isRight(d) ? [d.right] : []));
  const choice = ruledBy(RULE, 'chosen', () =>
    chooseDice({
      results: ruled.map((d) => d.location),
      mode: owed.location.mode,
      chooser: chooserOf(owed.chooser),
      ...(chosen === undefined ? {} : { chosen }),
    }),
  );
  if (E.isLeft(choice)) return choice;
  const location = choice.right.kept[0];
  if (location === undefined) throw new Error('a Location roll kept no die');
  return E.right([
    {
      type: 'LocationRolled',
      hit: hit.declared.hit,
      vehicle: owed.vehicle,
      impossible,
      dice: dice.map((rolls, i) => ({ rolls, fates: ruled[i]?.fates ?? [], location: ruled[i]?.location ?? '' })),
      fates: choice.right.fates,
      location,
      choseBy: choice.right.choseBy ?? null,
      rules: [RULE],
    },
  ]);
};

/** The wreck a vehicle's state calls for, when it is one, as its event (wreck: 0 Wounds or rolled over). */
export const wreckedEvent = (
  g: NecromundaGame,
  vehicle: string,
  hit: number | null,
  woundsLeft: number,
  rolledOver: boolean,
): VehicleWrecked | null => {
  const v = g.vehicles[vehicle];
  if (v === undefined) throw new Error(`no vehicle ${vehicle}`);
  const aboard = aboardOf(g, vehicle);
  const w = wreck({ woundsLeft, rolledOver, crew: aboard.crew.length, passengers: aboard.passengers.length });
  if (!w.wrecked) return null;
  return {
    type: 'VehicleWrecked',
    vehicle,
    hit,
    causes: w.causes,
    crewLastingInjuryRolls: w.crewLastingInjuryRolls,
    lastingDamageRolls: w.lastingDamageRolls,
    thrownClear: [...aboard.crew, ...aboard.passengers],
    wasMobile: v.profile.mobility === 'mobile',
    rules: w.rules,
  };
};

/**
 * The Damage dice of an unsaved wound on a vehicle: as many as the weapon's Damage, whatever Wounds
 * are left; one kept (or all applied under a named rule), each result named from the game's vehicle
 * Damage table with the Wounds it removes. At 0 Wounds, or rolled over, the vehicle is Wrecked.
 */
export const decideVehicleDamage = (
  state: NecromundaState,
  results: readonly string[],
  chosen: number | undefined,
  rolledOver: boolean,
): NecromundaDecision => {
  const at = vehicleHit(state, 'damage-dice', 'Damage dice');
  if (E.isLeft(at)) return at;
  const { g, hit, owed } = at.right;
  const vehicle = g.vehicles[owed.vehicle];
  if (vehicle === undefined) throw new Error(`no vehicle ${owed.vehicle}`);
  if (results.length !== owed.damage.count)
    return refuse(
      `hit ${hit.declared.hit} owes ${owed.damage.count} Damage dice (the weapon's Damage, whatever Wounds are left), got ${results.length}`,
      RULE,
      'results',
    );
  const table = g.start.tables.vehicleDamage;
  const unknown = results.find((r) => !table.some((row) => row.result === r));
  if (unknown !== undefined)
    return refuse(
      table.length === 0
        ? `the game gives no vehicle Damage table: add tables.vehicleDamage to name '${unknown}'`
        : `'${unknown}' is not a result of the game's vehicle Damage table (${table.map((r) => r.result).join(', ')})`,
      RULE,
      'results',
    );
  const choice = ruledBy(RULE, 'chosen', () =>
    chooseDice({
      results,
      mode: owed.damage.mode,
      chooser: chooserOf(owed.chooser),
      ...(chosen === undefined ? {} : { chosen }),
    }),
  );
  if (E.isLeft(choice)) return choice;
  const woundsLost = choice.right.kept.reduce((n, r) => n + (table.find((row) => row.result === r)?.wounds ?? 0), 0);
  const woundsLeft = Math.max(0, vehicle.woundsLeft - woundsLost);
  const damaged: NecromundaEvent = {
    type: 'VehicleDamaged',
    hit: hit.declared.hit,
    vehicle: owed.vehicle,
    location: hit.location ?? '',
    results,
    fates: choice.right.fates,
    choseBy: choice.right.choseBy ?? null,
    woundsBefore: vehicle.woundsLeft,
    woundsLost,
    woundsLeft,
    rolledOver,
    rules: [RULE],
  };
  const after = playEvents(g, [damaged]);
  const wrecked = wreckedEvent(after, owed.vehicle, hit.declared.hit, woundsLeft, rolledOver);
  if (wrecked === null) return E.right([damaged, ...closeHit(after, 'vehicle-damaged')]);
  const gone = playEvents(after, [wrecked]);
  const closed = closeHit(gone, 'wrecked');
  return E.right([damaged, wrecked, ...closed, ...wreckEvents(playEvents(gone, closed), wrecked)]);
};
