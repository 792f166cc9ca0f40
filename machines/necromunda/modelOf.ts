import type {
  NecromundaFighterState,
  NecromundaGame,
  NecromundaVehicleState,
} from '../../projections/necromunda/index.ts';

/** A model of the game: a fighter or a vehicle, with its state. */
export type ModelRef =
  | { readonly kind: 'fighter'; readonly id: string; readonly state: NecromundaFighterState }
  | { readonly kind: 'vehicle'; readonly id: string; readonly state: NecromundaVehicleState };

/** The model with this id, fighter or vehicle, or undefined. */
export const modelOf = (g: NecromundaGame, id: string): ModelRef | undefined => {
  const f = g.fighters[id];
  if (f !== undefined) return { kind: 'fighter', id, state: f };
  const v = g.vehicles[id];
  return v === undefined ? undefined : { kind: 'vehicle', id, state: v };
};

/** Still on the battlefield: a fighter not Out of Action, a vehicle not Wrecked. */
export const onBattlefield = (m: ModelRef): boolean =>
  m.kind === 'fighter' ? m.state.status !== 'out-of-action' : !m.state.wrecked;

export const isBroken = (m: ModelRef): boolean => m.state.broken;

/** Every model of the game, fighters first, in the game's order. */
export const modelsOf = (g: NecromundaGame): readonly ModelRef[] => [
  ...g.order.flatMap((id) => {
    const m = modelOf(g, id);
    return m === undefined ? [] : [m];
  }),
  ...g.vehicleOrder.flatMap((id) => {
    const m = modelOf(g, id);
    return m === undefined ? [] : [m];
  }),
];

/** The fighters aboard a vehicle, crew first. */
export const aboardOf = (
  g: NecromundaGame,
  vehicle: string,
): { crew: readonly string[]; passengers: readonly string[] } => {
  const aboard = g.order.flatMap((id) => {
    const f = g.fighters[id];
    return f !== undefined && f.aboard?.vehicle === vehicle && f.status !== 'out-of-action' ? [f] : [];
  });
  return {
    crew: aboard.filter((f) => f.aboard?.as === 'crew').map((f) => f.profile.id),
    passengers: aboard.filter((f) => f.aboard?.as === 'passenger').map((f) => f.profile.id),
  };
};
