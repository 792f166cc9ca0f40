import type { AftermathEvent } from '../../events/necromunda/index.ts';
import { dropOwed, oweFirst, settleOwed, withFighter, withVehicle } from './gameChanges.ts';
import type { NecromundaGame } from './necromundaState.ts';

/** Whether an id is a vehicle of the game (Broken applies to both kinds). */
const isVehicle = (g: NecromundaGame, id: string): boolean => g.vehicles[id] !== undefined;

const setBroken = (g: NecromundaGame, id: string, broken: boolean): NecromundaGame =>
  isVehicle(g, id) ? withVehicle(g, id, (v) => ({ ...v, broken })) : withFighter(g, id, (f) => ({ ...f, broken }));

/** What follows a hit applied: owed steps, wrecks, Lasting rolls, Nerve, Broken, falls and scrap. */
export const evolveAftermath = (g: NecromundaGame, e: AftermathEvent): NecromundaGame => {
  if (g.scrapClaimed !== null) throw new Error(`evolve: ${e.type} after the battle ended (scrap claimed)`);
  switch (e.type) {
    case 'ConsequencesOwed':
      return oweFirst(g, e.owed);
    case 'OwedDropped':
      return dropOwed(g, e.owed);
    case 'VehicleWrecked':
      return withVehicle(g, e.vehicle, (v) => ({ ...v, wrecked: true, broken: false }));
    case 'LastingDamageRolled':
      return withVehicle(settleOwed(g, 'lasting-damage', e.vehicle, e.type), e.vehicle, (v) => ({
        ...v,
        lastingDamage: [...v.lastingDamage, e.result],
      }));
    case 'CrewLastingInjuryRolled':
      return withVehicle(settleOwed(g, 'crew-lasting-injury', e.vehicle, e.type), e.vehicle, (v) => ({
        ...v,
        crewLastingInjuries: [...v.crewLastingInjuries, e.result],
      }));
    case 'ThrownClearResolved':
      return withFighter(settleOwed(g, 'thrown-clear', e.fighter, e.type), e.fighter, (f) => ({
        ...f,
        aboard: null,
        pinned: f.pinned || e.outcome === 'pinned-and-hit',
      }));
    case 'LastingInjuryRolled':
      return withFighter(settleOwed(g, 'lasting-injury', e.fighter, e.type), e.fighter, (f) => ({
        ...f,
        lastingInjuries: [...f.lastingInjuries, e.result],
      }));
    case 'NerveTestsCalled':
      return settleOwed(g, 'nerve-check', e.casualty, e.type);
    case 'NerveTestTaken':
      return settleOwed(g, 'nerve-test', e.tester, e.type);
    case 'ModelBroken':
      return setBroken(g, e.model, true);
    case 'RetreatTested':
      return settleOwed(g, 'broken-activation', e.model, e.type);
    case 'BrokenMoved': {
      const head = g.owed[0];
      const kind = head?.kind === 'broken-move' ? 'broken-move' : 'broken-activation';
      return settleOwed(g, kind, e.model, e.type);
    }
    case 'SmokePlaced':
      return withVehicle(settleOwed(g, 'broken-activation', e.model, e.type), e.model, (v) => ({
        ...v,
        smokeBlasts: v.smokeBlasts + e.d3,
      }));
    case 'BrokenModelActivated':
      return oweFirst(g, [{ kind: 'broken-activation', model: e.model }]);
    case 'RallyEntered':
      return e.rallied ? setBroken(g, e.model, false) : g;
    case 'FallMeasured':
      return g;
    case 'ScrapClaimed':
      return { ...g, scrapClaimed: { gang: e.gang, credits: e.credits } };
  }
};
