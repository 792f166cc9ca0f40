import type { TroopersState } from '../../projections/index.ts';
import { RULED_BY_PLAYERS } from '../../audit/playersOutcomeText.ts';

/** A player as the lists name it: by faction. */
const playerName = (state: TroopersState, id: string): string => state.factions?.[id] ?? id;

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));

const uses = (spent: Readonly<Record<string, number>>): string =>
  Object.entries(spent)
    .map(([weapon, n]) => `${weapon.replace(/#2$/, ' (2nd)')} ${n}`)
    .join(', ');

/** The troopers as a plain-text table: W or VITA, wounds, states, Orders spent, and Disposable uses spent when any were. */
export const trooperTable = (state: TroopersState): string[] => {
  const w = state.edition === 'n5' ? 'VITA' : 'W';
  const troopers = Object.values(state.troopers);
  const anyUses = troopers.some((t) => Object.keys(t.spentUses ?? {}).length > 0);
  const header = ['trooper', 'player', w, 'wounds', 'state', 'orders spent', ...(anyUses ? ['uses spent'] : [])];
  // A trooper an Order ruled by the players activated or changed is marked: its row is not all the engine's ruling.
  const mark = (t: (typeof troopers)[number]): string => ((t.ruledByPlayers ?? []).length > 0 ? ' *' : '');
  const rows = troopers.map((t) => [
    `${t.name} (${t.id})${mark(t)}`,
    playerName(state, t.player),
    `${t.w}${t.structure ? ' STR' : ''}`,
    String(t.woundsReceived),
    t.states.length === 0 ? 'normal' : t.states.join(', '),
    String(t.ordersSpent),
    ...(anyUses ? [uses(t.spentUses ?? {})] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => pad(c, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const name = (id: string): string => state.troopers[id]?.name ?? id;
  const players = (state.ordersRuledByPlayers ?? []).map((o) => `Order ${o.order} (${name(o.trooper)})`);
  const teams = (state.fireteams ?? []).map(
    (f) =>
      `Fireteam ${f.kind} ${f.id} (${playerName(state, f.player)}, level ${f.level}): Leader ${name(f.leader)}; members ${f.members.map(name).join(', ')}`,
  );
  return [
    line(header),
    line(widths.map((n) => '-'.repeat(n))),
    ...rows.map(line),
    ...teams,
    ...(players.length === 0
      ? []
      : [`* changed by ${players.length === 1 ? 'an Order' : 'Orders'} ${RULED_BY_PLAYERS}: ${players.join(', ')}`]),
  ];
};

/** The Orders left to the Active Player this Turn, when a Turn is running. */
export const ordersLeftLines = (state: TroopersState): string[] => {
  const p = state.orderPools;
  if (p === null || p === undefined) return [];
  const name = (id: string): string => state.troopers[id]?.name ?? id;
  const parts = [
    ...Object.entries(p.regular).map(([group, n]) => `${group} ${n} Regular`),
    ...Object.entries(p.irregular)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => `${name(id)} ${n} Irregular`),
    ...Object.entries(p.impetuous ?? {})
      .filter(([, n]) => n > 0)
      .map(([id, n]) => `${name(id)} ${n} Impetuous`),
    ...(p.lieutenant === null ? [] : [`${name(p.lieutenant.trooper)} ${p.lieutenant.orders} Lieutenant`]),
  ];
  return [
    `Orders left to ${playerName(state, p.player)} this Turn: ${parts.length === 0 ? 'none' : parts.join('; ')}${p.lossOfLieutenant ? ' (Loss of Lieutenant)' : ''}`,
  ];
};
