import type { ArbiterEvent, EventOf } from '../events/index.ts';
import { foldTroopers, type TroopersState } from '../projections/index.ts';
import type { TrooperCard, WeaponCard } from './viewerApi.ts';

/** Each trooper's weapons, from the army lists of the game's GameStarted. */
export const weaponsById = (events: readonly ArbiterEvent[]): ReadonlyMap<string, readonly WeaponCard[]> => {
  const start = events.find((e): e is EventOf<'GameStarted'> => e.type === 'GameStarted');
  const out = new Map<string, readonly WeaponCard[]>();
  for (const a of start?.armies ?? []) {
    for (const g of a.groups) {
      for (const t of g.troopers)
        out.set(
          t.id,
          t.weapons.map((w) => ({
            name: w.name,
            ammo: w.modes === undefined ? w.ammo : w.modes.map((m) => m.ammo).join('/'),
            uses: w.uses ?? null,
          })),
        );
    }
  }
  return out;
};

/**
 * The troopers after event `seq`, from the trooper projection folded over the log's prefix (no
 * machine runs), with their weapons' ammunition from the army lists.
 */
export const trooperCards = (events: readonly ArbiterEvent[], seq: number): readonly TrooperCard[] =>
  cardsOf(foldTroopers(events.slice(0, seq)), weaponsById(events));

/** The cards of the troopers of a folded state, with their weapons (`weaponsById`). */
export const cardsOf = (
  state: TroopersState,
  weapons: ReadonlyMap<string, readonly WeaponCard[]>,
): readonly TrooperCard[] => {
  const teamOf = (id: string): { readonly fireteam?: string } => {
    const f = (state.fireteams ?? []).find((team) => team.members.includes(id));
    return f === undefined
      ? {}
      : { fireteam: `Fireteam ${f.kind} ${f.id}, level ${f.level}${f.leader === id ? ' (Leader)' : ''}` };
  };
  return Object.values(state.troopers).map((t) => ({
    id: t.id,
    name: t.name,
    player: t.player,
    group: t.group,
    woundLabel: t.structure ? 'STR' : state.edition === 'n5' ? 'VITA' : 'W',
    w: t.w,
    woundsReceived: t.woundsReceived,
    states: t.states,
    ordersSpent: t.ordersSpent,
    weapons: weapons.get(t.id) ?? [],
    ruledByPlayers: t.ruledByPlayers,
    ...teamOf(t.id),
  }));
};
