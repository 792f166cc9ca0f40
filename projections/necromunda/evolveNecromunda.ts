import type { Evolve } from '../../kernel/index.ts';
import { isHitEvent, type NecromundaEvent, type NecromundaGameStarted } from '../../events/necromunda/index.ts';
import { evolveAftermath } from './evolveAftermath.ts';
import { evolveHit } from './evolveHit.ts';
import type {
  NecromundaFighterState,
  NecromundaGame,
  NecromundaState,
  NecromundaVehicleState,
} from './necromundaState.ts';

const startOf = (e: NecromundaGameStarted): NecromundaGame => ({
  title: e.title,
  start: e,
  fighters: Object.fromEntries(
    e.fighters.map((f): [string, NecromundaFighterState] => [
      f.id,
      {
        profile: f,
        woundsLeft: f.wounds,
        fleshWounds: 0,
        toughness: f.toughness,
        status: 'active',
        coupDeGraceOpen: false,
        broken: false,
        pinned: false,
        aboard: f.aboard,
        lastingInjuries: [],
      },
    ]),
  ),
  vehicles: Object.fromEntries(
    e.vehicles.map((v): [string, NecromundaVehicleState] => [
      v.id,
      {
        profile: v,
        woundsLeft: v.wounds,
        wrecked: false,
        broken: false,
        smokeBlasts: 0,
        locationsHit: [],
        lastingDamage: [],
        crewLastingInjuries: [],
      },
    ]),
  ),
  order: e.fighters.map((f) => f.id),
  vehicleOrder: e.vehicles.map((v) => v.id),
  hit: null,
  saveDenied: null,
  lastHit: null,
  hitsResolved: 0,
  owed: [],
  scrapClaimed: null,
});

/**
 * THE one state writer of a Necromunda game: the state as one event leaves it. Rulings carry their
 * results (the decider worked them out with the rules of rules/necromunda/), so evolve only applies
 * them. An event that cannot follow the state (a hit event with no hit, an owed step settled out of
 * turn) throws: the log is not a game.
 */
export const evolveNecromunda: Evolve<NecromundaState, NecromundaEvent> = (state, event) => {
  if (state === null) {
    if (event.type !== 'NecromundaGameStarted') throw new Error(`evolve: ${event.type} before NecromundaGameStarted`);
    return startOf(event);
  }
  if (event.type === 'NecromundaGameStarted') throw new Error('evolve: a second NecromundaGameStarted');
  return isHitEvent(event) ? evolveHit(state, event) : evolveAftermath(state, event);
};

/** The state a list of events folds to. */
export const foldNecromunda = (events: Iterable<NecromundaEvent>): NecromundaState => {
  let s: NecromundaState = null;
  for (const e of events) s = evolveNecromunda(s, e);
  return s;
};
