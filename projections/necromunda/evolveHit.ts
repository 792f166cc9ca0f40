import type { HitEvent } from '../../events/necromunda/index.ts';
import { withFighter, withHit, withVehicle } from './gameChanges.ts';
import type { NecromundaGame } from './necromundaState.ts';

/** An event that cannot follow the state: the log is not a game (it throws, and the reader says where). */
const checkFollows = (g: NecromundaGame, e: HitEvent): void => {
  if (e.type === 'HitDeclared') {
    if (g.hit !== null) throw new Error(`evolve: hit ${e.hit} declared while hit ${g.hit.declared.hit} is in progress`);
    return;
  }
  if (g.hit === null) throw new Error(`evolve: ${e.type} of hit ${e.hit} with no hit in progress`);
  if (e.hit !== g.hit.declared.hit)
    throw new Error(`evolve: ${e.type} of hit ${e.hit} while hit ${g.hit.declared.hit} is in progress`);
};

/** A hit's events applied: the hit in progress and the fighter or vehicle it strikes. */
export const evolveHit = (g: NecromundaGame, e: HitEvent): NecromundaGame => {
  checkFollows(g, e);
  switch (e.type) {
    case 'HitDeclared':
      return {
        ...g,
        hit: {
          declared: e,
          step: 'wound-roll',
          injuryDiceOwed: 0,
          injuryDiceRolled: 0,
          vehicleDice: null,
          location: null,
          statusBefore: g.fighters[e.target]?.status ?? null,
        },
        saveDenied: null,
      };
    case 'WoundRolled':
      return e.success ? withHit(g, (h) => ({ ...h, step: 'save-roll' })) : g;
    case 'SaveRolled':
      return e.success ? g : withHit(g, (h) => ({ ...h, step: 'damage' }));
    case 'SaveDenied':
      return { ...withHit(g, (h) => ({ ...h, step: 'damage' })), saveDenied: e.reason };
    case 'DamageInflicted':
      return withFighter(
        withHit(g, (h) => ({ ...h, step: 'injury-dice', injuryDiceOwed: e.injuryDice })),
        e.fighter,
        (f) => ({ ...f, woundsLeft: e.woundsLeft }),
      );
    case 'InjuryDiceRolled':
      return withHit(g, (h) => ({ ...h, injuryDiceRolled: h.injuryDiceRolled + 1 }));
    case 'FighterInjured':
      return withFighter(g, e.fighter, (f) => ({
        ...f,
        fleshWounds: e.fleshWounds,
        toughness: e.toughness,
        status: e.status,
        coupDeGraceOpen: f.coupDeGraceOpen || e.coupDeGraceOpen,
      }));
    case 'FighterOutOfAction':
      // Off the battlefield: no longer Broken, Pinned or open to a Coup de Grace.
      return withFighter(g, e.fighter, (f) => ({
        ...f,
        status: 'out-of-action',
        coupDeGraceOpen: false,
        broken: false,
        pinned: false,
      }));
    case 'VehicleDiceOwed':
      return withHit(g, (h) => ({ ...h, step: 'location-dice', vehicleDice: e }));
    case 'LocationRolled':
      return withHit(g, (h) => ({ ...h, step: 'damage-dice', location: e.location }));
    case 'VehicleDamaged':
      return withVehicle(g, e.vehicle, (v) => ({
        ...v,
        woundsLeft: e.woundsLeft,
        locationsHit: [...v.locationsHit, e.location],
      }));
    case 'HitResolved':
      return {
        ...g,
        hit: null,
        saveDenied: null,
        lastHit: { hit: e.hit, fighter: e.fighter, outcome: e.outcome, saveDenied: g.saveDenied },
        hitsResolved: g.hitsResolved + 1,
      };
  }
};
