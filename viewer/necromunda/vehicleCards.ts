import type { NecromundaState } from '../../projections/necromunda/index.ts';
import type { VehicleCard } from '../necromundaViewerApi.ts';

/** The vehicles of a folded Necromunda game, in the order the game lists them, with the fighters aboard. */
export const vehicleCards = (state: NecromundaState): readonly VehicleCard[] =>
  state === null
    ? []
    : state.vehicleOrder.flatMap((id) => {
        const v = state.vehicles[id];
        if (v === undefined) return [];
        const aboard = state.order.flatMap((f) => {
          const fighter = state.fighters[f];
          return fighter?.aboard?.vehicle === id && fighter.status !== 'out-of-action' ? [fighter] : [];
        });
        const crewFirst = [
          ...aboard.filter((f) => f.aboard?.as === 'crew'),
          ...aboard.filter((f) => f.aboard?.as !== 'crew'),
        ];
        return [
          {
            id,
            name: v.profile.name,
            gang: v.profile.gang,
            mobility: v.profile.mobility,
            toughness: v.profile.toughness,
            wounds: v.profile.wounds,
            woundsLeft: v.woundsLeft,
            wrecked: v.wrecked,
            broken: v.broken,
            smokeBlasts: v.smokeBlasts,
            locationsHit: v.locationsHit,
            lastingDamage: v.lastingDamage,
            crewLastingInjuries: v.crewLastingInjuries,
            aboard: crewFirst.map((f) => f.profile.name),
          },
        ];
      });
