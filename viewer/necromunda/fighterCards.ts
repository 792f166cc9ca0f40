import type { NecromundaState } from '../../projections/necromunda/index.ts';
import type { FighterCard } from '../necromundaViewerApi.ts';

const STATUS_TEXT = {
  active: 'standing',
  'seriously-injured': 'Seriously Injured (Prone)',
  'out-of-action': 'Out of Action',
} as const;

/** The fighters of a folded Necromunda game, in the order the game lists them (none before its start). */
export const fighterCards = (state: NecromundaState): readonly FighterCard[] =>
  state === null
    ? []
    : state.order.flatMap((id) => {
        const f = state.fighters[id];
        if (f === undefined) return [];
        return [
          {
            id,
            name: f.profile.name,
            gang: f.profile.gang,
            type: f.profile.type,
            toughness: f.toughness,
            profileToughness: f.profile.toughness,
            wounds: f.profile.wounds,
            woundsLeft: f.woundsLeft,
            fleshWounds: f.fleshWounds,
            status: f.status,
            statusText: STATUS_TEXT[f.status],
            coupDeGraceOpen: f.coupDeGraceOpen,
            broken: f.broken,
            pinned: f.pinned,
            aboard:
              f.aboard === null
                ? null
                : {
                    vehicle: f.aboard.vehicle,
                    vehicleName: state.vehicles[f.aboard.vehicle]?.profile.name ?? f.aboard.vehicle,
                    as: f.aboard.as,
                  },
            lastingInjuries: f.lastingInjuries,
          },
        ];
      });
