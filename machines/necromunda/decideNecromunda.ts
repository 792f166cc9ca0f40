import type { Decide } from '../../kernel/index.ts';
import type { ApReading } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { decideActivateBroken, decideBurnOut, decideFlee, decideRally, decideRetreat } from './decideBroken.ts';
import { decideDeclareHit } from './decideDeclareHit.ts';
import { decideInjury } from './decideInjury.ts';
import { decideNerveCheck, decideNerveTest } from './decideNerve.ts';
import { decideSaveRoll } from './decideSaveRoll.ts';
import { decideClaimScrap } from './decideScrap.ts';
import { decideLocations, decideVehicleDamage } from './decideVehicleDice.ts';
import { decideWoundRoll } from './decideWoundRoll.ts';
import {
  decideCrewLastingInjury,
  decideFall,
  decideLastingDamage,
  decideLastingInjury,
  decideRollOver,
  decideThrownClear,
} from './decideWreckage.ts';
import type { NecromundaCommand } from './necromundaCommand.ts';
import type { NecromundaRefusal } from './necromundaRefusal.ts';

/**
 * Necromunda's decider under a reading of AP: a command on the state the events so far fold to →
 * its events, or a refusal citing its rule. A game is decided under the default reading
 * ({@link decideNecromunda}); a what-if fork may ask for the other (docs/rulings.md).
 */
export const necromundaDecider =
  (reading?: ApReading): Decide<NecromundaState, NecromundaCommand, NecromundaRefusal, NecromundaEvent> =>
  (state, c) => {
    switch (c.type) {
      case 'declare-hit':
        return decideDeclareHit(state, c);
      case 'roll-wound':
        return decideWoundRoll(state, c.die, reading);
      case 'roll-save':
        return decideSaveRoll(state, c.die, reading);
      case 'enter-injury':
        return decideInjury(state, c.result);
      case 'roll-locations':
        return decideLocations(state, c.dice, c.impossible, c.chosen);
      case 'roll-vehicle-damage':
        return decideVehicleDamage(state, c.results, c.chosen, c.rolledOver);
      case 'fall':
        return decideFall(state, c.fighter, c.inches);
      case 'roll-over':
        return decideRollOver(state, c.vehicle);
      case 'lasting-injury':
        return decideLastingInjury(state, c.fighter, c.result);
      case 'crew-lasting-injury':
        return decideCrewLastingInjury(state, c.vehicle, c.result);
      case 'lasting-damage':
        return decideLastingDamage(state, c.vehicle, c.result);
      case 'thrown-clear':
        return decideThrownClear(state, c);
      case 'nerve-check':
        return decideNerveCheck(state, c.casualty, c.distances);
      case 'nerve-test':
        return decideNerveTest(state, c.tester, c.roll, c.distances);
      case 'retreat':
        return decideRetreat(state, c.model, c.initiative, c.enemies);
      case 'flee':
        return decideFlee(state, c.model, c.dice, c.spots, c.chosen);
      case 'burn-out':
        return decideBurnOut(state, c.model, c.d3, c.placedInches);
      case 'activate-broken':
        return decideActivateBroken(state, c.model);
      case 'rally':
        return decideRally(state, c.model, c.rallied);
      case 'claim-scrap':
        return decideClaimScrap(state, c.gang, c.d3);
    }
  };

/** Necromunda's decider, under the game's reading of AP. */
export const decideNecromunda = necromundaDecider();
